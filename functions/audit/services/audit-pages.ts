import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { logger } from '../../core/logger.js';

/**
 * Page indexes of closed days (docs/decisions/0022-latency-budgets.md). An unfiltered page deep
 * inside a day used to read every event of the day before it, newest first, to skip them: up to a
 * whole day (about 1,700 events in the bench) for one page of 20. A closed day never changes, so
 * the first page that falls inside it reads the day's keys once and stores every `stride`-th key
 * (newest first) in an index item beside the roll-ups, `AUDITROLL#<yyyy>` / `PAGES#<day>` (apart
 * from them, so counting never reads the keys). A page then reads that item and starts its Query
 * right after the nearest key before its offset: at most `stride + size` events, however deep.
 */

/** Keys kept per index; a day with more events than `MAX_KEYS * MIN_STRIDE` gets a wider stride. */
const MAX_KEYS = 4000;
/** A page's size by default: a page then reads at most about two pages of events, whatever its depth. */
export const MIN_STRIDE = 20;

export interface TPageIndex {
  /** `keys[i]` is the GSI1SK of the event at newest-first position `(i + 1) * stride - 1`. */
  keys: string[];
  stride: number;
  /** How many events the day held when indexed; the index is used only while the count agrees. */
  count: number;
}

export const pageIndexKey = (day: string) => ({ PK: `AUDITROLL#${day.slice(0, 4)}`, SK: `PAGES#${day}` });

/**
 * Indexes this warm function has read or built, by day. An index is trusted only for the count it
 * was made for, so a kept one is used while the day's count agrees, like a stored one; at most
 * `KEPT_MAX` days (an index is at most MAX_KEYS keys).
 */
const kept = new Map<string, TPageIndex>();
const KEPT_MAX = 64;

function keep(day: string, index: TPageIndex): TPageIndex {
  kept.delete(day);
  kept.set(day, index);
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
  return index;
}

/**
 * The page index of a closed day that holds `count` events: the stored one while its count agrees
 * (events loaded into a closed day by a restore or a seed make it stale), else built now.
 */
export async function pageIndex(day: string, count: number): Promise<TPageIndex | undefined> {
  const mine = kept.get(day);
  if (mine?.count === count) return mine;
  const out = await ddb.send(new GetCommand({ TableName: config.tableName, Key: pageIndexKey(day) }));
  const { pageKeys, pageStride, pageCount } = out.Item ?? {};
  if (Array.isArray(pageKeys) && typeof pageStride === 'number' && pageCount === count) return keep(day, { keys: pageKeys.map(String), stride: pageStride, count });
  const built = await buildPageIndex(day, count);
  return built && keep(day, built);
}

/** The GSI1 key of an event from its GSI1SK `<iso>#<chain>#<seq:12>` (the chain may contain `#`). */
export function startKeyOf(day: string, gsi1sk: string): Record<string, string> {
  const iso = gsi1sk.slice(0, gsi1sk.indexOf('#'));
  const seq = gsi1sk.slice(-12);
  const chain = gsi1sk.slice(iso.length + 1, -13);
  return { GSI1PK: `AUDITDAY#${day}`, GSI1SK: gsi1sk, PK: `AUDIT#${chain}`, SK: `${iso}#${seq}` };
}

/**
 * Reads the keys of a closed day once, newest first, and stores its index. Returns the index, or
 * undefined when the day did not hold `expected` events (the counts and the events disagree).
 */
async function buildPageIndex(day: string, expected: number): Promise<TPageIndex | undefined> {
  const stride = Math.max(MIN_STRIDE, Math.ceil(expected / MAX_KEYS));
  const keys: string[] = [];
  let position = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `AUDITDAY#${day}` },
        ProjectionExpression: 'GSI1SK',
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) {
      position += 1;
      if (position % stride === 0) keys.push(String(item.GSI1SK));
    }
    start = out.LastEvaluatedKey;
  } while (start);
  if (position !== expected) return undefined;
  const index = { keys, stride, count: position };
  try {
    // Derived data put without a condition, like the roll-ups: racing readers put the same keys.
    await ddb.send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...pageIndexKey(day), entity: 'AuditPageIndex', day, pageKeys: keys, pageStride: stride, pageCount: position },
      }),
    );
  } catch (err) {
    // Derived data, like the roll-ups: the page is right without it, and the next one builds it.
    logger.warn('audit page index not written', { error: err as Error, day });
  }
  return index;
}

/** Where to start reading the `skip`-th event of an indexed day: after the nearest indexed key. */
export function seekIn(index: TPageIndex, day: string, skip: number): { start?: Record<string, string>; skip: number } {
  const slot = Math.min(Math.floor(skip / index.stride), index.keys.length);
  if (slot === 0) return { skip };
  return { start: startKeyOf(day, index.keys[slot - 1]!), skip: skip - slot * index.stride };
}
