import { createHash } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { type TAuditEvent, type TAuditParty, ZAuditEventSchema } from '../../shared/audit/audit.schema.js';
import { newId } from '../../shared/core/ids.js';
import { workspaceTypeOf } from '../../shared/core/workspace.js';
import { config } from './config.js';
import { ddb } from './ddb.js';
import { defineEntity, type TTransactItem } from './entity.js';

export { ZAuditPartySchema, type TAuditEvent, type TAuditParty } from '../../shared/audit/audit.schema.js';

/** The hash a chain starts from (the `prevHash` of its first event). */
export const GENESIS_HASH = '0'.repeat(64);

/** The chain an event belongs to: the workspace acted on, else the user, else anonymous by day. */
export function chainOf(e: Pick<TAuditEvent, 'consumer' | 'createDateTime'>): string {
  return e.consumer?.workspaceId ?? (e.consumer?.userId ? `USER#${e.consumer.userId}` : `ANON#${e.createDateTime.slice(0, 10)}`);
}

/** Sequence numbers are zero-padded so the sort key orders a chain by seq. */
export const padSeq = (seq: number) => String(seq).padStart(12, '0');

/** JSON with keys sorted at every level and undefined dropped: the same event always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256 over the previous link's hash and the event's canonical JSON (without its own hash). */
export function linkHash(event: Omit<TAuditEvent, 'hash'> & { hash?: string }): string {
  const { hash: _own, ...rest } = event;
  return createHash('sha256').update(event.prevHash).update('\n').update(canonicalJson(rest)).digest('hex');
}

/**
 * Audit events, one partition per chain (a workspace's trail), sorted by time then seq. Within a
 * chain the time never goes back (each event's time is at least its predecessor's), so the sort
 * key orders a chain by seq and one Query verifies it, and a time range of one consumer is a key
 * range. GSI1 is the day index of the audit page, GSI2 the producer's trail.
 * Items are only ever put: the runtime role may not update or delete them (infra/stacks/api-stack.ts).
 */
export const AuditEventEntity = defineEntity({
  name: 'AuditEvent',
  schema: ZAuditEventSchema,
  key: (a: { chain: string; createDateTime: string; seq: number }) => ({
    PK: `AUDIT#${a.chain}`,
    SK: `${a.createDateTime}#${padSeq(a.seq)}`,
  }),
  keyOf: (e) => ({ chain: e.chain, createDateTime: e.createDateTime, seq: e.seq }),
  indexes: (e) => ({
    GSI1PK: `AUDITDAY#${e.createDateTime.slice(0, 10)}`,
    GSI1SK: `${e.createDateTime}#${e.chain}#${padSeq(e.seq)}`,
    ...(e.producer.userId ? { GSI2PK: `AUDITBY#${e.producer.userId}`, GSI2SK: `${e.createDateTime}#${e.chain}#${padSeq(e.seq)}` } : {}),
  }),
});

/** A chain's head: the last seq, hash and time, moved in the same transaction as each event. */
export const AuditHeadEntity = defineEntity({
  name: 'AuditHead',
  schema: z.object({ chain: z.string(), seq: z.number().check(z.int()), hash: z.string(), at: z.string() }),
  key: (a: { chain: string }) => ({ PK: `AUDITHEAD#${a.chain}`, SK: 'HEAD' }),
  keyOf: (h) => ({ chain: h.chain }),
});

/**
 * A chain's events of one UTC day, counted by consumer type, producer type and event
 * (attribute `c#<consumerType>#<producerType>#<event>`): the audit page sums these instead of
 * reading events to know its page count. It lives in the chain's head partition, so it adds no
 * contention between chains; GSI1 gathers a month's counters of every chain.
 */
export const auditDayCounterKey = (chain: string, day: string) => ({ PK: `AUDITHEAD#${chain}`, SK: `DAY#${day}` });
export const AUDIT_COUNTER_PREFIX = 'c#';
export const auditCounterMonthPk = (month: string) => `AUDITCOUNT#${month}`;

function dayCounterOp(event: TAuditEvent): TTransactItem {
  const day = event.createDateTime.slice(0, 10);
  return {
    Update: {
      TableName: config.tableName,
      Key: auditDayCounterKey(event.chain, day),
      UpdateExpression: 'SET #g1pk = :g1pk, #g1sk = :g1sk, #chain = :chain, #day = :day, #entity = :entity ADD #n :one, #c :one',
      ExpressionAttributeNames: {
        '#g1pk': 'GSI1PK', '#g1sk': 'GSI1SK', '#chain': 'chain', '#day': 'day', '#entity': 'entity', '#n': 'n',
        '#c': `${AUDIT_COUNTER_PREFIX}${event.consumer?.type ?? 'ANONYMOUS'}#${event.producer.type}#${event.event}`,
      },
      ExpressionAttributeValues: {
        ':g1pk': auditCounterMonthPk(day.slice(0, 7)), ':g1sk': `${day}#${event.chain}`, ':chain': event.chain,
        ':day': day, ':entity': 'AuditDayCounter', ':one': 1,
      },
    },
  };
}

/** What a request knows about who acts and for whom; filled by the API preset. */
export interface TAuditScope {
  event: string;
  route: string;
  correlationId: string;
  sourceIp?: string;
  producer: TAuditParty;
  consumer?: TAuditParty;
  actingFor?: string;
  /** Props the service adds (ids, changed fields, FILE_META, ERROR); never secrets. */
  props: Record<string, unknown>;
  /** Set once an event has been written for this request. */
  recorded: boolean;
}

export function partyForWorkspace(workspaceId: string): TAuditParty {
  const type = workspaceTypeOf(workspaceId);
  return { type: type ?? 'ANONYMOUS', workspaceId };
}

type TUnlinked = Omit<TAuditEvent, 'chain' | 'seq' | 'prevHash' | 'hash'>;

/**
 * A prop value as DynamoDB can store it. The document client refuses a number past 2^53 (or NaN,
 * Infinity, a bigint) and the whole event with it: a failure caused by such a number (issue 13,
 * finding 7) then went unaudited. Those values are kept as their decimal text instead.
 */
export function storable(value: unknown, depth = 0): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? value : String(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => storable(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, storable(v, depth + 1)]));
}

export function buildAuditEvent(scope: TAuditScope, success: boolean, extra: Record<string, unknown> = {}): TUnlinked {
  return {
    id: newId(),
    event: scope.event,
    success,
    createDateTime: new Date().toISOString(),
    producer: scope.producer,
    consumer: scope.consumer,
    actingFor: scope.actingFor,
    props: storable({ ...scope.props, ...extra }) as Record<string, unknown>,
    route: scope.route,
    correlationId: scope.correlationId,
    sourceIp: scope.sourceIp,
  };
}

/** Links an event after `head`: seq, prevHash, a time not before the head's, and its hash. */
export function linkEvent(event: TUnlinked, chain: string, head: { seq: number; hash: string; at: string } | undefined): TAuditEvent {
  const createDateTime = head && head.at > event.createDateTime ? head.at : event.createDateTime;
  // Round-trip through the schema so the hash covers exactly what is stored (zod drops undefined keys).
  const linked = ZAuditEventSchema.parse({ ...event, createDateTime, chain, seq: (head?.seq ?? 0) + 1, prevHash: head?.hash ?? GENESIS_HASH, hash: 'x' });
  return { ...linked, hash: linkHash(linked) };
}

type TCancellation = { name?: string; CancellationReasons?: { Code?: string }[] };

/**
 * Why a transaction with the audit items appended (event, head, counter at `auditFrom`…) was
 * cancelled: the caller's own items (`business`: their condition or a concurrent writer, for the
 * caller to handle as before) or only the chain (`head`: another event took the next seq).
 */
export function cancellationCause(error: unknown, auditFrom: number): 'business' | 'head' | 'other' {
  const e = error as TCancellation;
  if (e?.name !== 'TransactionCanceledException') return 'other';
  const reasons = e.CancellationReasons ?? [];
  const failed = (r?: { Code?: string }) => !!r?.Code && r.Code !== 'None';
  if (reasons.slice(0, auditFrom).some(failed)) return 'business';
  return reasons.slice(auditFrom).some(failed) ? 'head' : 'other';
}

/** Attempts at taking the chain's next seq before giving up (a chain with that many writers at once is a defect). */
const MAX_LINK_ATTEMPTS = 40;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Writes `ops` and the event linked into its chain in one transaction: the event (put-if-absent),
 * the head moved conditioned on the seq read, and the day counter. When only the head lost (another
 * event of the same chain committed first) it reads the head again and retries with jitter; a
 * cancellation caused by the caller's own items is rethrown untouched, so business conditions still
 * surface as their 4xx and the callers' own race handling (billing's untilCommitted) still works.
 */
export async function commitLinked(event: TUnlinked, ops: TTransactItem[], readAhead?: TAuditHeadRead): Promise<TAuditEvent> {
  const chain = chainOf(event);
  for (let attempt = 1; ; attempt += 1) {
    // A head read ahead (alongside the caller's own reads) serves the first attempt; retries read again.
    const read = attempt === 1 && readAhead?.chain === chain ? await readAhead.read : await ddb.send(headRead(chain));
    const head = read.Item ? AuditHeadEntity.fromItem(read.Item) : undefined;
    const linked = linkEvent({ ...event, createDateTime: new Date().toISOString() }, chain, head);
    const headOp = AuditHeadEntity.putOp(
      { chain, seq: linked.seq, hash: linked.hash, at: linked.createDateTime },
      head ? { condition: '#seq = :seq', names: { '#seq': 'seq' }, values: { ':seq': head.seq } } : { condition: 'attribute_not_exists(PK)' },
    );
    try {
      await ddb.send(
        new TransactWriteCommand({ TransactItems: [...ops, AuditEventEntity.putOp(linked, { ifNotExists: true }), headOp, dayCounterOp(linked)] }),
      );
      rememberHead({ chain, seq: linked.seq, hash: linked.hash, at: linked.createDateTime });
      return linked;
    } catch (error) {
      const cause = cancellationCause(error, ops.length);
      const conflict = (error as TCancellation)?.name === 'TransactionConflictException' && ops.length === 0;
      if ((cause !== 'head' && !conflict) || attempt >= MAX_LINK_ATTEMPTS) throw error;
      await sleep(Math.random() * Math.min(5 * attempt, 60));
    }
  }
}

function headRead(chain: string) {
  return new GetCommand({ TableName: config.tableName, Key: AuditHeadEntity.key({ chain }), ConsistentRead: true });
}

/** A chain head's consistent read, started before `commitLinked` needs it (docs/decisions/0022-latency-budgets.md). */
export interface TAuditHeadRead {
  chain: string;
  read: Promise<{ Item?: Record<string, unknown> }>;
}

type TAuditHead = ReturnType<typeof AuditHeadEntity.fromItem>;

/**
 * The heads this warm function last wrote, by chain. The head moves only under the condition that
 * its seq is the one read, so a kept head is safe to start from: when another writer has moved
 * the chain since, the transaction is cancelled on the head alone and `commitLinked` reads it
 * again. Used where one chain takes a run of writes from one function (a chat room's messages).
 */
const writtenHeads = new Map<string, TAuditHead>();
const WRITTEN_HEADS_MAX = 1000;

function rememberHead(head: TAuditHead) {
  writtenHeads.delete(head.chain);
  writtenHeads.set(head.chain, head);
  if (writtenHeads.size > WRITTEN_HEADS_MAX) writtenHeads.delete(writtenHeads.keys().next().value!);
}

/** The head this function last wrote on `chain`, as a read `commitLinked` can start from, if any. */
export function writtenAuditHead(chain: string): TAuditHeadRead | undefined {
  const head = writtenHeads.get(chain);
  return head && { chain, read: Promise.resolve({ Item: AuditHeadEntity.toItem(head) }) };
}

export function readAuditHead(chain: string): TAuditHeadRead {
  const read = ddb.send(headRead(chain));
  read.catch(() => undefined); // awaited by commitLinked when used
  return { chain, read };
}

/** Writes the change and its audit event in one transaction. */
export async function transactWithAudit(scope: TAuditScope, ops: TTransactItem[]): Promise<void> {
  await commitLinked(buildAuditEvent(scope, true), ops);
  scope.recorded = true;
}

/** Writes a standalone audit event (for changes outside DynamoDB, and for failures). */
export async function writeAudit(scope: TAuditScope, success: boolean, extra: Record<string, unknown> = {}): Promise<void> {
  await commitLinked(buildAuditEvent(scope, success, extra), []);
  scope.recorded = true;
}

/** A server-side failure as the ERROR prop of its audit event (spec 001 §3): name, message, stack. */
export function errorProp(error: unknown): { name: string; message: string; stack?: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message.slice(0, 500), stack: e.stack?.slice(0, 4000) };
}
