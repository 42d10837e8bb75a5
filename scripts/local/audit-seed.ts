/**
 * Audit events seeded straight into a table (the audit bench, and tests of days long closed):
 * valid linked chains, their heads and day counters, exactly as the API would have written them.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AuditEventEntity, AuditHeadEntity, auditCounterMonthPk, auditDayCounterKey, AUDIT_COUNTER_PREFIX, chainOf, linkEvent } from '../../functions/core/audit.js';
import type { TAuditEvent } from '../../shared/audit/audit.schema.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const fakeId = (kind: string, i: number) => `${kind}_${String(i).padStart(6, '0').split('').map((d) => CROCKFORD[Number(d)]).join('').padEnd(26, 'Z')}`;

export interface TAuditSeed {
  events: number;
  chains: number;
  /** The events are spread evenly over this many days before `endAt`. */
  days: number;
  /** @default Date.now() */
  endAt?: number;
}

/** The items of `events` linked events over `chains` workspaces, and the events themselves. */
export function auditSeedItems(opts: TAuditSeed): { items: Record<string, unknown>[]; events: TAuditEvent[] } {
  const now = opts.endAt ?? Date.now();
  const perChain = Math.ceil(opts.events / opts.chains);
  const items: Record<string, unknown>[] = [];
  const events: TAuditEvent[] = [];
  for (let c = 0; c < opts.chains; c += 1) {
    const ws = fakeId(c % 2 ? 'c' : 'p', c);
    const user = `bench-user-${c % 10}`;
    let head: { seq: number; hash: string; at: string } | undefined;
    const counters = new Map<string, Record<string, unknown>>();
    for (let i = 0; i < perChain; i += 1) {
      const at = new Date(now - opts.days * 86_400_000 + Math.floor(((i + 1) / perChain) * opts.days * 86_400_000) - 1000).toISOString();
      const event = linkEvent(
        {
          id: `${c}-${i}`, event: ['SERVICE_CREATED', 'SERVICE_UPDATED', 'INVOICE_PUBLISHED', 'FILE_UPLOADED'][i % 4]!, success: true, createDateTime: at,
          producer: { type: 'PERSON', userId: user, email: `${user}@bench.local` }, consumer: { type: c % 2 ? 'COMPANY' : 'PERSON', workspaceId: ws },
          props: { n: i }, route: 'bench', correlationId: 'bench',
        },
        ws,
        head,
      );
      head = { seq: event.seq, hash: event.hash, at: event.createDateTime };
      items.push(AuditEventEntity.toItem(event));
      events.push(event);
      const day = at.slice(0, 10);
      const counter = counters.get(day) ?? { ...auditDayCounterKey(ws, day), GSI1PK: auditCounterMonthPk(day.slice(0, 7)), GSI1SK: `${day}#${ws}`, chain: ws, day, entity: 'AuditDayCounter', n: 0 };
      const attr = `${AUDIT_COUNTER_PREFIX}${event.consumer!.type}#${event.producer.type}#${event.event}`;
      counter.n = (counter.n as number) + 1;
      counter[attr] = ((counter[attr] as number | undefined) ?? 0) + 1;
      counters.set(day, counter);
      if (chainOf(event) !== ws) throw new Error('chain');
    }
    items.push(...counters.values(), AuditHeadEntity.toItem({ chain: ws, ...head! }));
  }
  return { items, events };
}

/** Writes items with BatchWriteItem, 16 batches in flight, retrying what comes back unprocessed. */
export async function writeSeedItems(raw: DynamoDBDocumentClient, table: string, items: Record<string, unknown>[]) {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < batches.length) {
        let request: Record<string, unknown>[] | undefined = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
        while (request?.length) {
          const out = await raw.send(new BatchWriteCommand({ RequestItems: { [table]: request as never } }));
          request = out.UnprocessedItems?.[table] as never;
        }
      }
    }),
  );
}
