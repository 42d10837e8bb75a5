import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TAuditEvent, TAuditPage, TAuditQuery } from '../../../shared/audit/audit.schema.js';
import { isWorkspaceId } from '../../../shared/core/workspace.js';
import { AUDIT_COUNTER_PREFIX, AuditEventEntity, auditDayCounterKey } from '../../core/audit.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { AUDIT_EPOCH_DAY, dayEnd, dayStart } from './audit-days.js';
import { MIN_STRIDE, pageIndex, seekIn } from './audit-pages.js';
import { daysOfMonth, isClosedDay, lastDayOf, queryAll, rangeCounts } from './audit-rollup.js';
import { withPartyInfo } from './party-info.js';
import { AppError } from '../../core/errors.js';

/** Where a segment's events are read: a partition of the table or of an index, sorted by time. */
interface TSource {
  index?: 'GSI1' | 'GSI2';
  pk: string;
}

/** A run of events of one source within [from, to] (ISO, inclusive), and how many match the filter. */
interface TSegment {
  source: TSource;
  from: string;
  to: string;
  count: number;
  /** Set on a whole month of every chain's events: split into days before it is read. */
  month?: string;
  /** Set on a whole day of every chain's events (not cut by the range): it can be paged by its index. */
  day?: string;
}

/** The consumer id as its chain: a workspace's trail, else the user's own. */
export const consumerChain = (consumerId: string) => (isWorkspaceId(consumerId) ? consumerId : `USER#${consumerId}`);

interface TFilterExpr {
  expression?: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** The filters a key cannot serve, as one FilterExpression (events, party types, the consumer in producer mode). */
function filterOf(q: TAuditQuery, withConsumer: boolean): TFilterExpr {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (q.events?.length) {
    names['#event'] = 'event';
    parts.push(`#event IN (${q.events.map((e, i) => ((values[`:ev${i}`] = e), `:ev${i}`)).join(', ')})`);
  }
  if (q.producerType) {
    Object.assign(names, { '#producer': 'producer', '#type': 'type' });
    values[':pt'] = q.producerType;
    parts.push('#producer.#type = :pt');
  }
  if (q.consumerType) {
    Object.assign(names, { '#consumer': 'consumer', '#type': 'type' });
    values[':ct'] = q.consumerType;
    parts.push(q.consumerType === 'ANONYMOUS' ? '(attribute_not_exists(#consumer) OR #consumer.#type = :ct)' : '#consumer.#type = :ct');
  }
  if (withConsumer && q.consumerId) {
    names['#chain'] = 'chain';
    values[':chain'] = consumerChain(q.consumerId);
    parts.push('#chain = :chain');
  }
  return { expression: parts.length ? parts.join(' AND ') : undefined, names, values };
}

function queryInput(source: TSource, from: string, to: string, f: TFilterExpr) {
  const sk = source.index ? `${source.index}SK` : 'SK';
  return {
    TableName: config.tableName,
    IndexName: source.index,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    FilterExpression: f.expression,
    ExpressionAttributeNames: { '#pk': source.index ? `${source.index}PK` : 'PK', '#sk': sk, ...f.names },
    // Sort keys are `<iso>#…`: `<to>~` keeps every key of the last millisecond.
    ExpressionAttributeValues: { ':pk': source.pk, ':from': from, ':to': `${to}~`, ...f.values },
  };
}

/** Counts matching events of a segment with Select COUNT: used only where no counter can answer. */
async function countEvents(source: TSource, from: string, to: string, f: TFilterExpr): Promise<number> {
  let n = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...queryInput(source, from, to, f), Select: 'COUNT', ExclusiveStartKey: start }));
    n += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return n;
}

/** The matching events of a counter item: the sum of its `c#<consumerType>#<producerType>#<event>` attributes. */
function counted(item: Record<string, unknown>, q: TAuditQuery): number {
  let n = 0;
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(AUDIT_COUNTER_PREFIX)) continue;
    const [ct, pt, ...rest] = name.slice(AUDIT_COUNTER_PREFIX.length).split('#');
    const event = rest.join('#');
    if (q.consumerType && ct !== q.consumerType) continue;
    if (q.producerType && pt !== q.producerType) continue;
    if (q.events?.length && !q.events.includes(event)) continue;
    n += Number(value) || 0;
  }
  return n;
}

/** Turns day counts into segments of the search range; days the range cuts are counted exactly. */
async function segmentsOfDays(byDay: Map<string, number>, sourceOf: (day: string) => TSource, q: TAuditQuery, pageable = false): Promise<TSegment[]> {
  const f = filterOf(q, false);
  const segments: TSegment[] = [];
  for (const [day, full] of byDay) {
    if (full === 0) continue;
    const { from, to } = dayRange(q, day);
    const cut = from !== dayStart(day) || to !== dayEnd(day);
    const paged = !cut && pageable ? { day } : {};
    segments.push({ source: sourceOf(day), from, to, count: cut ? await countEvents(sourceOf(day), from, to, f) : full, ...paged });
  }
  return segments;
}

/** The part of a day inside the search range. */
function dayRange(q: TAuditQuery, day: string) {
  return {
    from: q.dateTimeFrom && q.dateTimeFrom > dayStart(day) ? q.dateTimeFrom : dayStart(day),
    to: q.dateTimeTo && q.dateTimeTo < dayEnd(day) ? q.dateTimeTo : dayEnd(day),
  };
}

/** A search of every chain's events with no filter: its whole days can be paged by their indexes. */
const unfiltered = (q: TAuditQuery) => !q.events?.length && !q.producerType && !q.consumerType && !q.consumerId && !q.producerId;

const newestFirst = (a: TSegment, b: TSegment) => (a.from < b.from ? 1 : -1);
const searchDays = (q: TAuditQuery, now: Date) => ({
  fromDay: (q.dateTimeFrom ?? dayStart(AUDIT_EPOCH_DAY)).slice(0, 10),
  toDay: (q.dateTimeTo ?? now.toISOString()).slice(0, 10),
});
const everyChainDay = (day: string): TSource => ({ index: 'GSI1', pk: `AUDITDAY#${day}` });

/**
 * The segments of a search that counters can count. One consumer's: its day counters (its head
 * partition). Every chain's: the roll-ups (audit-rollup.ts), whole closed months as one segment
 * that is split into days only when the page falls inside it.
 */
async function daySegments(q: TAuditQuery, now: Date): Promise<TSegment[]> {
  const { fromDay, toDay } = searchDays(q, now);
  if (q.consumerId) {
    const chain = consumerChain(q.consumerId);
    const items = await queryAll({
      TableName: config.tableName,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': auditDayCounterKey(chain, fromDay).PK, ':from': `DAY#${fromDay}`, ':to': `DAY#${toDay}` },
    });
    const byDay = new Map<string, number>();
    for (const item of items) byDay.set(String(item.day), (byDay.get(String(item.day)) ?? 0) + counted(item, q));
    return (await segmentsOfDays(byDay, () => ({ pk: `AUDIT#${chain}` }), q)).sort(newestFirst);
  }
  const counts = await rangeCounts(fromDay, toDay, now, unfiltered(q));
  const segments: TSegment[] = [];
  for (const [month, c] of counts.months) {
    const count = counted(c, q);
    if (count) segments.push({ month, source: everyChainDay(`${month}-01`), from: dayStart(`${month}-01`), to: dayEnd(lastDayOf(month)), count });
  }
  const byDay = new Map([...counts.days].map(([day, c]) => [day, counted(c, q)]));
  segments.push(...(await segmentsOfDays(byDay, everyChainDay, q, unfiltered(q))));
  return segments.sort(newestFirst);
}

/** A whole month's segment split into its days, newest first (the page falls inside it). */
async function monthDaySegments(month: string, q: TAuditQuery, now: Date): Promise<TSegment[]> {
  const days = await daysOfMonth(month, `${month}-01`, lastDayOf(month), now);
  const byDay = new Map([...days].map(([day, c]) => [day, counted(c, q)]));
  return (await segmentsOfDays(byDay, everyChainDay, q, unfiltered(q))).sort(newestFirst);
}

/**
 * The segments of a search, newest first, and how many events match. A producer's search reads
 * that producer's trail (GSI2) and counts it with one COUNT Query, bounded by what one person did;
 * every other search is counted from the day counters (docs/decisions/0009-audit-chain.md).
 */
async function segmentsOf(q: TAuditQuery, now: Date): Promise<TSegment[]> {
  if (q.producerId) {
    const source: TSource = { index: 'GSI2', pk: `AUDITBY#${q.producerId}` };
    const from = q.dateTimeFrom ?? '0000';
    const to = q.dateTimeTo ?? '~';
    return [{ source, from, to, count: await countEvents(source, from, to, filterOf(q, true)) }];
  }
  return daySegments(q, now);
}

/**
 * Where a read of a whole day starts: after the nearest key of its page index (a closed day whose
 * index is missing or stale gets one, once), so a page reads at most a stride plus a page of
 * events however deep it is (audit-pages.ts).
 */
async function seek(seg: TSegment, skip: number, now: Date): Promise<{ start?: Record<string, unknown>; skip: number }> {
  if (!seg.day || skip < MIN_STRIDE * 2 || !isClosedDay(seg.day, now)) return { skip };
  const index = await pageIndex(seg.day, seg.count);
  return index ? seekIn(index, seg.day, skip) : { skip };
}

/** Reads `take` matching events of a segment after skipping `skip`, newest first. */
async function readSegment(seg: TSegment, f: TFilterExpr, skipped: number, take: number, now: Date): Promise<TAuditEvent[]> {
  const out: TAuditEvent[] = [];
  let seen = 0;
  const sought = await seek(seg, skipped, now);
  const skip = sought.skip;
  let start = sought.start;
  do {
    const page = await ddb.send(
      new QueryCommand({ ...queryInput(seg.source, seg.from, seg.to, f), ScanIndexForward: false, Limit: skip + take - seen + 1, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      if (seen >= skip && out.length < take) out.push(AuditEventEntity.fromItem(item));
      seen += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start && out.length < take);
  return out;
}

/** The segment a search's newest events are in, before anything is counted: the last day of the range. */
function newestSegment(q: TAuditQuery, now: Date): TSegment {
  if (q.producerId) return { source: { index: 'GSI2', pk: `AUDITBY#${q.producerId}` }, from: q.dateTimeFrom ?? '0000', to: q.dateTimeTo ?? '~', count: 0 };
  const { toDay } = searchDays(q, now);
  const source = q.consumerId ? { pk: `AUDIT#${consumerChain(q.consumerId)}` } : everyChainDay(toDay);
  return { source, ...dayRange(q, toDay), count: 0 };
}

const sameRange = (a: TSegment, b: TSegment) => a.source.pk === b.source.pk && a.source.index === b.source.index && a.from === b.from && a.to === b.to;

/**
 * The audit page (spec 001 §7): events newest first, filtered, page `page` (0-based) of `size`,
 * and the page count. Every read is a Query on a designed key or index; the counters let the page
 * skip whole days without reading their events.
 */
export async function listAudit(q: TAuditQuery, now = new Date()): Promise<TAuditPage> {
  // A reversed range is the caller's mistake; a window that ends before the first audited day (or
  // starts after today) holds no event. Either would reach DynamoDB as a reversed BETWEEN (a 500).
  if (q.dateTimeFrom && q.dateTimeTo && q.dateTimeFrom > q.dateTimeTo) throw new AppError('invalid_request', { param: 'dateTimeTo' });
  const days = searchDays(q, now);
  if (days.fromDay > days.toDay) return { data: [], countOfPages: 0 };
  const f = filterOf(q, !!q.producerId);
  // Page 0 starts with the newest segment in almost every search: it is read while the counters
  // are summed, and used if the counts confirm it comes first (docs/decisions/0022-latency-budgets.md).
  const guess = q.page === 0 ? newestSegment(q, now) : undefined;
  const early = guess && readSegment(guess, f, 0, q.size, now);
  early?.catch(() => undefined); // awaited below when used; an unused read's failure is moot
  const segments = await segmentsOf(q, now);
  const total = segments.reduce((n, s) => n + s.count, 0);
  const data: TAuditEvent[] = [];
  let skip = q.page * q.size;
  for (let i = 0; i < segments.length && data.length < q.size; i += 1) {
    const seg = segments[i]!;
    if (skip >= seg.count) {
      skip -= seg.count;
      continue;
    }
    if (seg.month) {
      segments.splice(i, 1, ...(await monthDaySegments(seg.month, q, now)));
      i -= 1;
      continue;
    }
    const same = early && i === 0 && skip === 0 && sameRange(seg, guess!);
    data.push(...(same ? (await early).slice(0, q.size) : await readSegment(seg, f, skip, q.size - data.length, now)));
    skip = 0;
  }
  return { data: await withPartyInfo(data), countOfPages: Math.ceil(total / q.size) };
}
