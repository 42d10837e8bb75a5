/**
 * The route fuzzer (issue 13, docs/decisions/0016-route-fuzzing.md): walks the route table, sends
 * each route's generated cases through the local gateway as a persona allowed to call it, and
 * checks every answer. Used by test/fuzz/suite.ts (a fixed budget in `npm test`, in two halves) and
 * scripts/fuzz.ts (`npm run fuzz`, 1,000+ cases per write route).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { loadAllDeferred } from '../../shared/api/deferred.js';
import type { TRoute } from '../../shared/api/route.js';
import { isSystemCode } from '../../shared/core/errors.js';
import { casesFor, type TCase } from './cases.js';
import { rawCall, type TRawResponse } from './client.js';
import { personaFor, setUpPersonas, type TPersona } from './personas.js';

export interface TFuzzOptions {
  baseUrl: string;
  /** The stack's environment: the DynamoDB endpoint, region, credentials and table name. */
  env: Record<string, string>;
  routes: readonly TRoute[];
  seed: number;
  /** Cases for a route. */
  budget: (route: TRoute) => number;
  log?: (line: string) => void;
  /**
   * Whether the i-th case of a route gets the leak check when it is a refused write (each check is
   * a Scan of the table). @default every case
   */
  leakCheck?: (i: number) => boolean;
  /**
   * Whether every case also gets the write journal: each DynamoDB write the handlers make (they run
   * in this process, through functions/core/ddb.ts's one client) is recorded as it succeeds, and a
   * refused write that made any write besides its audit trail and attempt counters is a leak. It
   * costs nothing per case, so `npm run fuzz` checks every refused write this way and samples the
   * Scan diff. @default true
   */
  journal?: boolean;
}

export interface TFailure {
  route: string;
  kind: TCase['kind'];
  label: string;
  status: number;
  reason: string;
  request: string;
  answer: string;
}

export interface TRouteResult {
  route: string;
  cases: number;
  valid: number;
  ok: number;
  client: number;
  server: number;
  leaks: number;
  failures: TFailure[];
}

/** Keys a refused write may legitimately write: its audit trail, attempt counters and rate windows. */
const IGNORED_KEY = /^(AUDIT|ATTEMPTS#|RATE#|KNOWNADDR#)/;

/** A successful write of the handlers, as the journal records it: the command and the keys it wrote. */
type TJournalEntry = { command: string; keys: string[] };

/**
 * The keys (PK|SK) a write command wrote. The document client shares its base client's middleware
 * stack, so the journal sees the low-level commands with marshalled input (`{ S: '…' }`).
 */
function keysWritten(command: string, input: Record<string, any>): string[] {
  const str = (v: unknown) => (v && typeof v === 'object' && 'S' in v ? String((v as { S: unknown }).S) : String(v));
  const key = (k: Record<string, unknown> | undefined) => (k ? `${str(k.PK)}|${str(k.SK)}` : '?');
  switch (command) {
    case 'PutItemCommand':
      return [key(input.Item)];
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return [key(input.Key)];
    case 'TransactWriteItemsCommand':
      return (input.TransactItems ?? []).flatMap((t: Record<string, any>) =>
        t.Put ? [key(t.Put.Item)] : t.Update ? [key(t.Update.Key)] : t.Delete ? [key(t.Delete.Key)] : [],
      );
    case 'BatchWriteItemCommand':
      return Object.values(input.RequestItems ?? {}).flatMap((reqs) =>
        (reqs as Record<string, any>[]).map((r) => (r.PutRequest ? key(r.PutRequest.Item) : key(r.DeleteRequest?.Key))),
      );
    default:
      return [];
  }
}

const WRITE_COMMANDS = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand']);

/**
 * Records the handlers' successful writes while `journal.open` (the handlers run in this process and
 * share functions/core/ddb.ts's client). Installed once per process.
 */
const journal: { open: boolean; entries: TJournalEntry[]; installed: boolean } = { open: false, entries: [], installed: false };
async function installJournal(): Promise<void> {
  if (journal.installed) return;
  journal.installed = true;
  const { ddb } = await import('../../functions/core/ddb.js');
  ddb.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      if (journal.open && WRITE_COMMANDS.has(context.commandName ?? '')) {
        journal.entries.push({ command: context.commandName!, keys: keysWritten(context.commandName!, args.input as Record<string, any>) });
      }
      return out;
    },
    { step: 'initialize', name: 'fuzzWriteJournal' },
  );
}

/** Items a refused write may legitimately add: its audit trail and attempt counters. */
const IGNORED_ENTITY = /Audit|Attempt|KnownAddress|RateLimit/i;
const isIgnored = (item: Record<string, unknown>) =>
  IGNORED_ENTITY.test(String(item.entity ?? '')) || /^AUDIT/.test(String(item.PK ?? '')) || /^AUDIT/.test(String(item.GSI1PK ?? ''));

/**
 * Where an item names its tenant: the single table's keys (a workspace's partitions and index keys
 * carry its id) and the reference attributes entities use. An item naming the tenant only elsewhere
 * would escape the leak check; docs/data-model.md keys every tenant item by one of these.
 */
const REFERENCE_ATTRIBUTES = [
  'PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'workspaceId', 'holderId', 'userId', 'ownerId', 'companyId',
  'payeeId', 'payerId', 'executorId', 'recipientId', 'email', 'createdBy', 'personId', 'roomId',
];

/** Writes first (they make the records later cases name), then reads, then edits, deletes last. */
function order(route: TRoute): number {
  if (route.method === 'POST' && !route.params) return 0;
  if (route.method === 'GET') return 1;
  if (route.method === 'DELETE') return 3;
  return 2;
}

/** Percent-encodes a value; a lone surrogate goes out as the invalid UTF-8 bytes it would be. */
const encode = (v: string) =>
  v
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

function pathOf(route: TRoute, c: TCase): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(c.params[name] ?? 'x'));
  const query = Object.entries(c.query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The id-like strings of an answer (fields named id or …Id), harvested into the caller's pool. */
function harvest(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if ((key === 'id' || /Id$/.test(key)) && value.length <= 64) into.add(value);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) harvest(v, into, Array.isArray(value) ? key : k);
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

export async function fuzzRoutes(opts: TFuzzOptions): Promise<TRouteResult[]> {
  const log = opts.log ?? (() => undefined);
  const env = opts.env;
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );

  /**
   * The tenant's items, read straight from the table: every item that names one of its strings
   * (its user id, its workspace ids, or the e-mail an anonymous case sent), audit items aside.
   */
  const scans = { count: 0, ms: 0 };
  async function snapshot(tenant: string[]): Promise<Map<string, string>> {
    const began = performance.now();
    scans.count += 1;
    const items = new Map<string, string>();
    // DynamoDB allows 300 operators in an expression: a contains() and an OR per attribute and
    // string, so the strings go in groups small enough (a case may name many e-mail addresses).
    const perScan = Math.max(1, Math.floor(300 / (2 * REFERENCE_ATTRIBUTES.length)));
    for (let g = 0; g < tenant.length; g += perScan) {
      const group = tenant.slice(g, g + perScan);
      let start: Record<string, unknown> | undefined;
      do {
        const out = await ddb.send(
          new ScanCommand({
            TableName: env.TABLE_NAME,
            ExclusiveStartKey: start,
            ConsistentRead: true,
            // Filtered in DynamoDB: unmarshalling the whole table per refused write would be most of the run.
            FilterExpression: group.flatMap((_, t) => REFERENCE_ATTRIBUTES.map((_, a) => `contains(#a${a}, :t${t})`)).join(' OR '),
            ExpressionAttributeNames: Object.fromEntries(REFERENCE_ATTRIBUTES.map((name, a) => [`#a${a}`, name])),
            ExpressionAttributeValues: Object.fromEntries(group.map((value, t) => [`:t${t}`, value])),
          }),
        );
        for (const item of out.Items ?? []) {
          const raw = JSON.stringify(item);
          if (!tenant.some((t) => raw.includes(t)) || isIgnored(item)) continue;
          items.set(`${item.PK}|${item.SK}`, stable(item));
        }
        start = out.LastEvaluatedKey;
      } while (start);
    }
    scans.ms += performance.now() - began;
    return items;
  }

  const diff = (before: Map<string, string>, after: Map<string, string>) => {
    const changed = [...after.keys()].filter((k) => before.get(k) !== after.get(k));
    const removed = [...before.keys()].filter((k) => !after.has(k));
    return [...changed.map((k) => `+/~ ${k}`), ...removed.map((k) => `- ${k}`)];
  };

  const journaled = opts.journal ?? true;
  let journaledWrites = 0;
  if (journaled) await installJournal();
  const personas = await setUpPersonas(opts.baseUrl);
  const pools = new Map<TPersona, Set<string>>([[personas.owner, new Set(personas.owner.tenant)]]);
  /** The last snapshot of a tenant, while nothing has been written since (keyed by persona). */
  const known = new Map<TPersona, Map<string, string>>();

  await loadAllDeferred(opts.routes);
  const routes = [...opts.routes].sort((a, b) => order(a) - order(b));
  const results: TRouteResult[] = [];
  for (const [index, route] of routes.entries()) {
    const { persona, workspaceId } = personaFor(route, personas);
    const pool = pools.get(persona);
    const ids = pool ? { ids: () => [...pool] } : { ids: () => [] as string[] };
    const count = opts.budget(route);
    const cases = casesFor(route, count, opts.seed + index * 7919, ids);
    const result: TRouteResult = { route: `${route.method} ${route.path}`, cases: 0, valid: 0, ok: 0, client: 0, server: 0, leaks: 0, failures: [] };
    const write = route.method !== 'GET';
    const t0 = performance.now();
    for (const [i, c] of cases.entries()) {
      const path = pathOf(route, c);
      // Public routes are limited per client address: spread their cases over loopback addresses.
      const localAddress = persona.name === 'anonymous' ? `127.0.0.${2 + (i % 250)}` : undefined;
      const tenant = persona.name === 'anonymous' ? emailsIn(c) : persona.tenant;
      const checked = write && tenant.length > 0 && (opts.leakCheck?.(i) ?? true);
      const before = checked ? (known.get(persona) ?? (await snapshot(tenant))) : undefined;
      if (process.env.FUZZ_TRACE) log(`  > [${c.kind}: ${c.label}] ${route.method} ${path.slice(0, 100)} ${c.body?.text.slice(0, 100) ?? ''}`);
      const send = () => rawCall(opts.baseUrl, route.method, path, { auth: persona.auth, workspaceId, body: c.body, localAddress });
      const sendSafely = () => send().catch((error: Error): TRawResponse => ({ status: 599, text: `no answer: ${error.message}`, body: undefined }));
      journal.entries = [];
      journal.open = journaled && write;
      let res: TRawResponse = await sendSafely();
      if (res.status === 401 && res.body?.systemCode === 'token_expired') {
        await personas.refresh(persona);
        res = await sendSafely();
      }
      journal.open = false;
      journaledWrites += journal.entries.length;
      const written = journal.entries.flatMap((e) => e.keys.filter((k) => !IGNORED_KEY.test(k)).map((k) => `${e.command} ${k}`));
      // A read may write (opening a document sent to the persona marks it OPENED), and the
      // handlers may run in another process than this journal's: after a read, the persona's kept
      // snapshot is not trusted, and the next refused write takes a fresh one.
      if (!write) known.delete(persona);
      result.cases += 1;
      if (c.valid) result.valid += 1;
      const fail = (reason: string) =>
        result.failures.push({
          route: result.route,
          kind: c.kind,
          label: c.label,
          status: res.status,
          reason,
          request: `${route.method} ${path.slice(0, 300)} ${c.body ? `${c.body.contentType ?? ''} ${c.body.text.slice(0, 300)}` : ''}`,
          answer: res.text.slice(0, 400),
        });
      if (res.status >= 500) {
        result.server += 1;
        fail(res.status === 599 ? 'no answer' : '5xx');
        log(`  ${res.status} [${c.kind}: ${c.label}] ${route.method} ${path.slice(0, 120)} ${res.text.slice(0, 200)}`);
      } else if (res.status >= 400) {
        result.client += 1;
        if (!isSystemCode(res.body?.systemCode)) fail('4xx without a catalogue systemCode');
      } else {
        result.ok += 1;
        if (pool) harvest(res.body, pool);
        if (c.valid && res.status !== 204 && !z.safeParse(route.response, res.body).success) fail('2xx does not match the response schema');
      }
      if (journaled && write && res.status >= 400 && res.status < 500 && written.length) {
        result.leaks += 1;
        fail(`refused write wrote: ${written.slice(0, 5).join(', ')}`);
      }
      if (write && !checked && !(res.status >= 400 && res.status < 500)) known.delete(persona);
      if (checked) {
        if (res.status >= 400 && res.status < 500) {
          const after = await snapshot(tenant);
          const changes = diff(before!, after);
          if (changes.length) {
            result.leaks += 1;
            fail(`refused write changed the tenant's items: ${changes.slice(0, 5).join(', ')}`);
          }
          if (persona.name !== 'anonymous') known.set(persona, after);
        } else known.delete(persona);
      }
    }
    log(`${String(journaledWrites).padStart(7)} journaled ${(scans.ms / 1000).toFixed(1).padStart(6)}s/${String(scans.count).padStart(5)} scans ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)}s ${result.route.padEnd(62)} ${String(result.cases).padStart(5)} ${String(result.client).padStart(5)} ${String(result.server).padStart(4)}`);
    results.push(result);
  }
  return results;
}

/** The e-mail addresses an anonymous case names: what its items would carry. */
function emailsIn(c: TCase): string[] {
  let body: unknown;
  try {
    body = c.body ? JSON.parse(c.body.text) : undefined;
  } catch {
    return [];
  }
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    // Short strings only, and no regex over the body: a 1 MB field would make one take forever.
    if (typeof v === 'string' && v.length <= 254 && v.length > 5 && v.includes('@')) found.add(v.trim()).add(v.trim().toLowerCase());
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(body);
  return [...found];
}

/** The table `npm run fuzz` prints, and the totals. */
export function summary(results: TRouteResult[]): string {
  const lines = [`${'route'.padEnd(62)} ${'cases'.padStart(6)} ${'2xx'.padStart(5)} ${'4xx'.padStart(6)} ${'5xx'.padStart(4)} ${'leaks'.padStart(5)}`];
  for (const r of results) {
    lines.push(`${r.route.padEnd(62)} ${String(r.cases).padStart(6)} ${String(r.ok).padStart(5)} ${String(r.client).padStart(6)} ${String(r.server).padStart(4)} ${String(r.leaks).padStart(5)}`);
  }
  const total = (k: 'cases' | 'ok' | 'client' | 'server' | 'leaks') => results.reduce((s, r) => s + r[k], 0);
  lines.push(`${`total (${results.length} routes)`.padEnd(62)} ${String(total('cases')).padStart(6)} ${String(total('ok')).padStart(5)} ${String(total('client')).padStart(6)} ${String(total('server')).padStart(4)} ${String(total('leaks')).padStart(5)}`);
  return lines.join('\n');
}
