import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_COUNTER_PREFIX, auditCounterMonthPk } from '../../core/audit.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { logger } from '../../core/logger.js';
import { dayEnd, monthsBetween } from './audit-days.js';

/**
 * Roll-ups of the audit day counters over every chain (docs/decisions/0009-audit-chain.md).
 *
 * The per-chain day counters keep writes in different workspaces apart, but an unfiltered page
 * count over them reads one item per chain and day: 3,000 items for 50 workspaces over 60 days,
 * and it grows with both. A day that has ended never changes again (events are stamped with the
 * time they are written), so its counters are summed once into a day roll-up, and a month whose
 * days are all rolled up into a month roll-up. A count then reads a dozen month items, the days of
 * the partial months, and only today's per-chain counters.
 *
 * Roll-ups are derived data written on first read: a `Put` of the same sums is idempotent, so two
 * readers racing write the same item, and a failed write only means the next read sums again.
 */

/** Counts by `c#<consumerType>#<producerType>#<event>`, as on the day counters. */
export type TCounts = Record<string, number>;

/** How long after a day's end its counters are treated as final (a transaction in flight at midnight). */
export const AUDIT_SETTLE_MS = 10 * 60_000;

/** Roll-ups live in a partition per year: `DAY#<yyyy-mm-dd>` and `MONTH#<yyyy-mm>` items. */
export const auditRollupKey = (unit: string) => ({ PK: `AUDITROLL#${unit.slice(0, 4)}`, SK: unit.length === 7 ? `MONTH#${unit}` : `DAY#${unit}` });

export const isClosedDay = (day: string, now: Date) => now.getTime() > Date.parse(dayEnd(day)) + AUDIT_SETTLE_MS;

/** The last day of a `yyyy-mm` month. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

const countsOf = (item: Record<string, unknown>): TCounts => {
  const out: TCounts = {};
  for (const [name, value] of Object.entries(item)) if (name.startsWith(AUDIT_COUNTER_PREFIX)) out[name] = Number(value) || 0;
  return out;
};

function addInto(target: TCounts, counts: TCounts) {
  for (const [name, n] of Object.entries(counts)) target[name] = (target[name] ?? 0) + n;
}

/** Every item of a Query, following its pages. */
export async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * Roll-ups this warm function has read or written. A roll-up is final once written: only closed
 * days and months are rolled up, and no event is written into a day that has ended. So a page
 * reads from DynamoDB only what no earlier page of this function did (today's counters, in the
 * main), instead of the same roll-ups on every call (docs/decisions/0022-latency-budgets.md).
 * A restore that loads events into closed days drops the roll-ups (they are summed again) and
 * must also recycle the function (a deploy does).
 */
const known = new Map<string, TCounts>();
const KNOWN_MAX = 5000;

function remember(unit: string, counts: TCounts) {
  known.set(unit, counts);
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
}

/**
 * Roll-up items of one year partition whose sort key lies in [from, to]; `expected` lists the units
 * the caller needs, and when this function already knows them all, nothing is read.
 */
async function readRollups(year: string, from: string, to: string, expected: string[]): Promise<Map<string, TCounts>> {
  if (expected.every((unit) => known.has(unit))) return new Map(expected.map((unit) => [unit, known.get(unit)!]));
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': `AUDITROLL#${year}`, ':from': from, ':to': to },
  });
  const out = new Map(items.map((item) => [String(item.unit), countsOf(item)]));
  for (const [unit, counts] of out) remember(unit, counts);
  return out;
}

/**
 * An open day's total over every event kind, read alone for a search that filters nothing: a
 * counter name that `counted` adds like any other when no filter applies.
 */
export const EVERY_EVENT = `${AUDIT_COUNTER_PREFIX}*`;

/**
 * Every chain's counters of the days [fromDay, toDay] of one month, summed per day (one GSI1
 * Query). With `totalsOnly`, each counter's total `n` alone is read: never for days to be rolled up.
 */
async function sumChainCounters(month: string, fromDay: string, toDay: string, totalsOnly = false): Promise<Map<string, TCounts>> {
  const items = await queryAll({
    TableName: config.tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': auditCounterMonthPk(month), ':from': fromDay, ':to': `${toDay}~` },
    ...(totalsOnly ? { ProjectionExpression: '#day, #n', ExpressionAttributeNames: { '#day': 'day', '#n': 'n' } } : {}),
  });
  const byDay = new Map<string, TCounts>();
  for (const item of items) {
    const day = String(item.day);
    const sums = byDay.get(day) ?? {};
    addInto(sums, totalsOnly ? { [EVERY_EVENT]: Number(item.n) || 0 } : countsOf(item));
    byDay.set(day, sums);
  }
  return byDay;
}

async function writeRollups(units: [string, TCounts][]) {
  for (const [unit, counts] of units) remember(unit, counts);
  const requests = units.map(([unit, counts]) => ({
    PutRequest: { Item: { ...auditRollupKey(unit), entity: 'AuditRollup', unit, ...counts } },
  }));
  try {
    for (let i = 0; i < requests.length; i += 25) {
      let batch: unknown[] | undefined = requests.slice(i, i + 25);
      for (let round = 0; batch?.length && round < 5; round += 1) {
        const out: { UnprocessedItems?: Record<string, unknown[]> } = await ddb.send(
          new BatchWriteCommand({ RequestItems: { [config.tableName]: batch as never } }),
        );
        batch = out.UnprocessedItems?.[config.tableName];
      }
    }
  } catch (err) {
    // The page is still right without them; the next read sums the counters again.
    logger.warn('audit roll-up not written', { error: err as Error, units: units.length });
  }
}

/** The counts of a search range over every chain: whole closed months as one unit, other days one by one. */
export interface TRangeCounts {
  /** Closed months lying wholly inside the range. */
  months: Map<string, TCounts>;
  /** The days of the other months inside the range. */
  days: Map<string, TCounts>;
}

/**
 * Every chain's counts over [fromDay, toDay], from the roll-ups where they exist; closed days and
 * months read from the chains' counters are rolled up for the next read. `totalsOnly`: the open
 * days are counted by their totals alone (`EVERY_EVENT`), for a search that filters nothing.
 */
export async function rangeCounts(fromDay: string, toDay: string, now: Date, totalsOnly = false): Promise<TRangeCounts> {
  const months = monthsBetween(fromDay, toDay);
  const whole = (month: string) => fromDay <= `${month}-01` && lastDayOf(month) <= toDay && isClosedDay(lastDayOf(month), now);
  const years = [...new Set(months.filter(whole).map((m) => m.slice(0, 4)))];
  const result: TRangeCounts = { months: new Map(), days: new Map() };
  const toWrite: [string, TCounts][] = [];
  // The partial months' days are read alongside the whole months' roll-ups: one round trip.
  const [monthRolls] = await Promise.all([
    Promise.all(
      years.map((y) => readRollups(y, `MONTH#${months[0]}`, `MONTH#${months.at(-1)}`, months.filter((m) => whole(m) && m.startsWith(y)))),
    ).then((all) => new Map(all.flatMap((m) => [...m]))),
    ...months
      .filter((month) => !whole(month))
      .map(async (month) => {
        for (const [day, counts] of await monthDayCounts(month, fromDay, toDay, now, toWrite, totalsOnly)) result.days.set(day, counts);
      }),
  ]);
  await Promise.all(
    months.filter(whole).map(async (month) => {
      if (monthRolls.has(month)) {
        result.months.set(month, monthRolls.get(month)!);
        return;
      }
      const sum: TCounts = {};
      for (const counts of (await monthDayCounts(month, fromDay, toDay, now, toWrite)).values()) addInto(sum, counts);
      toWrite.push([month, sum]);
      result.months.set(month, sum);
    }),
  );
  if (toWrite.length) await writeRollups(toWrite);
  return result;
}

/**
 * The per-day counts of one month within [fromDay, toDay]: day roll-ups, and for the days without
 * one the chains' counters (closed days among them are queued in `toWrite` to be rolled up).
 */
async function monthDayCounts(
  month: string, fromDay: string, toDay: string, now: Date, toWrite: [string, TCounts][], openTotalsOnly = false,
): Promise<Map<string, TCounts>> {
  const first = fromDay > `${month}-01` ? fromDay : `${month}-01`;
  const last = toDay < lastDayOf(month) ? toDay : lastDayOf(month);
  // Open days (today, and yesterday until it settles) never have a roll-up: their chains' counters
  // are read alongside the roll-ups, in one round trip (docs/decisions/0022-latency-budgets.md).
  let openFrom: string | undefined;
  for (let d = first; d <= last; d = nextDay(d)) {
    if (!isClosedDay(d, now)) {
      openFrom = d;
      break;
    }
  }
  // Closed days without a roll-up are summed from their chains' counters and rolled up.
  const closedLast = openFrom ? previousDay(openFrom) : last;
  const closedDays: string[] = [];
  for (let d = first; d <= closedLast; d = nextDay(d)) closedDays.push(d);
  const [rolled, open] = await Promise.all([
    closedDays.length ? readRollups(month.slice(0, 4), `DAY#${first}`, `DAY#${closedLast}`, closedDays) : Promise.resolve(new Map<string, TCounts>()),
    openFrom ? sumChainCounters(month, openFrom, last, openTotalsOnly) : Promise.resolve(new Map<string, TCounts>()),
  ]);
  const days = new Map(rolled);
  if (openFrom) for (let d = openFrom; d <= last; d = nextDay(d)) days.set(d, open.get(d) ?? {});
  // Which days lack a roll-up: any day of the range not in `rolled` (a day with no events has no
  // counters and is rolled up as empty, so it is not summed again).
  let missingFrom: string | undefined;
  let missingTo: string | undefined;
  for (const d of closedDays) {
    if (rolled.has(d)) continue;
    missingFrom ??= d;
    missingTo = d;
  }
  if (!missingFrom || !missingTo) return days;
  const summed = await sumChainCounters(month, missingFrom, missingTo);
  for (let d = missingFrom; d <= missingTo; d = nextDay(d)) {
    if (rolled.has(d)) continue;
    const counts = summed.get(d) ?? {};
    days.set(d, counts);
    if (isClosedDay(d, now)) toWrite.push([d, counts]);
  }
  return days;
}

export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The days of a month within [fromDay, toDay], newest first, with their counts (expanding a month unit to page inside it). */
export async function daysOfMonth(month: string, fromDay: string, toDay: string, now: Date): Promise<Map<string, TCounts>> {
  const toWrite: [string, TCounts][] = [];
  const days = await monthDayCounts(month, fromDay, toDay, now, toWrite);
  if (toWrite.length) await writeRollups(toWrite);
  return days;
}
