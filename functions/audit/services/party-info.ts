import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { TAuditEvent, TAuditParty } from '../../../shared/audit/audit.schema.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';

/**
 * The hover info of the audit page's parties, read once a minute at most per warm function
 * (docs/decisions/0022-latency-budgets.md): a page of the same parties no longer waits for a
 * BatchGet each time. A renamed account shows its new name within a minute; nothing but this
 * display reads the cache.
 */
const PARTY_INFO_TTL_MS = 60_000;
const PARTY_INFO_MAX = 2000;
const cache = new Map<string, { at: number; item?: Record<string, unknown> }>();

function remember(pk: string, item: Record<string, unknown> | undefined, at: number) {
  cache.delete(pk);
  cache.set(pk, { at, item });
  // A Map keeps insertion order: the first key is the oldest entry.
  if (cache.size > PARTY_INFO_MAX) cache.delete(cache.keys().next().value!);
}

/** Names, emails and account types of the page's parties: one BatchGet of users and workspaces (hover info). */
export async function withPartyInfo(events: TAuditEvent[]): Promise<TAuditEvent[]> {
  const users = new Set<string>();
  const workspaces = new Set<string>();
  for (const e of events) {
    for (const p of [e.producer, e.consumer]) {
      if (p?.workspaceId) workspaces.add(p.workspaceId);
      else if (p?.userId) users.add(p.userId);
    }
  }
  // The User and Workspace keys (identity and workspaces entities), read by key only: the audit
  // domain stays free of those domains' modules.
  const keys = [
    ...[...users].map((id) => ({ PK: `USER#${id}`, SK: 'PROFILE' })),
    ...[...workspaces].map((id) => ({ PK: `WS#${id}`, SK: 'META' })),
  ];
  const now = Date.now();
  const found = new Map<string, Record<string, unknown>>();
  const missing = keys.filter((k) => {
    const hit = cache.get(k.PK);
    if (!hit || hit.at < now - PARTY_INFO_TTL_MS) return true;
    if (hit.item) found.set(k.PK, hit.item);
    return false;
  });
  const fetched = new Set<string>();
  for (let i = 0; i < missing.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> }> | undefined = {
      [config.tableName]: {
        Keys: missing.slice(i, i + 100),
        ProjectionExpression: 'PK, firstName, lastName, email, #name, phone',
        ExpressionAttributeNames: { '#name': 'name' },
      },
    };
    for (let round = 0; request && Object.keys(request).length && round < 5; round += 1) {
      const out = await ddb.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[config.tableName] ?? []) {
        found.set(String(item.PK), item);
        fetched.add(String(item.PK));
        remember(String(item.PK), item, now);
      }
      request = out.UnprocessedKeys as typeof request;
    }
  }
  // Keys read and not found (an account since deleted, a seeded party) are remembered as such.
  for (const k of missing) if (!fetched.has(k.PK)) remember(k.PK, undefined, now);
  const info = (p: TAuditParty | undefined): TAuditParty | undefined => {
    if (!p) return p;
    const item = p.workspaceId ? found.get(`WS#${p.workspaceId}`) : p.userId ? found.get(`USER#${p.userId}`) : undefined;
    if (!item) return p;
    const name = typeof item.name === 'string' ? item.name : [item.firstName, item.lastName].filter(Boolean).join(' ') || undefined;
    return { ...p, name: p.name ?? name, email: p.email ?? (item.email as string | undefined), phone: p.phone ?? (item.phone as string | undefined) };
  };
  return events.map((e) => ({ ...e, producer: info(e.producer)!, consumer: info(e.consumer) }));
}
