/**
 * Days of leave on an employment's timesheet, for the leave domain to call through this service: a
 * day holding one takes no add, edit or delete of periods (spec 000 §4 Timesheet). A day of leave is
 * a record of the leave's type with no length, at the day's start in the employment's zone. Closed
 * days are refused, as every write.
 *
 * The leave domain writes a decision and its days in ONE transaction (an approval deducts the
 * balance and marks the days together), so these functions return the timesheet's operations (its
 * lock, the closed days' check and the records) for the caller's transaction instead of writing.
 */
import { newId } from '../../../shared/core/ids.js';
import { dayStart, toLocal } from '../../../shared/core/zoned-time.js';
import { LEAVE_TYPES, type TRecordType } from '../../../shared/timesheet/timesheet.schema.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { TimeRecordEntity } from '../data/timesheet.entities.js';
import { assertOpenDays, closureCheckOp, isoOf, lockOp, readGuards } from './ledger.js';

/** At most a month of days in one transaction (with the lock, the closed days' check and the caller's items). */
const MAX_LEAVE_DAYS = 31;

/** A leave record on a day, by which the leave domain takes it off again. */
export interface TLeaveMark {
  date: string;
  id: string;
}

interface TLeaveInput {
  employmentId: string;
  companyId: string;
  personId: string;
  type: TRecordType;
  zoneId: string;
  by: string;
}

/**
 * The operations that put a leave record on each of `days` (each day its own type) and take the
 * records `remove` off, under the employment's timesheet lock and the closed days' check. Reads the
 * lock; the caller's transaction fails as a lost race when the timesheet moved meanwhile.
 */
export async function leaveDayOps(input: Omit<TLeaveInput, 'type'> & { days: { date: string; type: TRecordType }[]; remove?: readonly TLeaveMark[] }): Promise<{ ops: TTransactItem[]; marks: TLeaveMark[] }> {
  const days = [...new Map(input.days.map((d) => [d.date, d])).values()].sort((a, b) => a.date.localeCompare(b.date));
  const remove = input.remove ?? [];
  if (days.length + remove.length === 0) return { ops: [], marks: [] };
  if (days.length > MAX_LEAVE_DAYS || remove.length > MAX_LEAVE_DAYS) throw new AppError('invalid_period', { param: 'dates' });
  for (const d of days) if (!LEAVE_TYPES.includes(d.type)) throw new AppError('invalid_request', { param: 'type' });
  const { state, closedThrough } = await readGuards(input.employmentId, input.companyId);
  const touched = [...days.map((d) => d.date), ...remove.map((m) => m.date)].sort();
  assertOpenDays(touched, closedThrough);
  const now = new Date().toISOString();
  const items = days.map(({ date, type }) => {
    const start = dayStart(date, input.zoneId);
    return {
      id: `${date.replaceAll('-', '')}-${newId()}`, employmentId: input.employmentId, companyId: input.companyId, personId: input.personId,
      mode: 'MANUAL' as const, type, date, zoneId: input.zoneId,
      workPeriodStart: toLocal(start, input.zoneId), workPeriodEnd: toLocal(start, input.zoneId), startedAt: isoOf(start), endedAt: isoOf(start),
      createdAt: now, createdBy: input.by,
    };
  });
  return {
    ops: [
      lockOp(input.employmentId, input.companyId, state),
      closureCheckOp(input.companyId, touched[0]!),
      ...remove.map((m) => TimeRecordEntity.deleteOp({ employmentId: input.employmentId, date: m.date, id: m.id })),
      ...items.map((item) => TimeRecordEntity.putOp(item, { ifNotExists: true })),
    ],
    marks: items.map((i) => ({ date: i.date, id: i.id })),
  };
}

/** Marks days of leave in a transaction of their own (with the request's audit event). */
export async function recordLeaveDays(
  input: { employmentId: string; companyId: string; personId: string; dates: string[]; type: TRecordType; zoneId: string },
  ctx: TRequestContext,
): Promise<string[]> {
  const dates = [...new Set(input.dates)].sort();
  if (!dates.length || dates.length > MAX_LEAVE_DAYS) throw new AppError('invalid_period', { param: 'dates' });
  return untilCommitted(async () => {
    const { ops, marks } = await leaveDayOps({ ...input, by: ctx.principal?.userId ?? 'system', days: dates.map((date) => ({ date, type: input.type })) });
    Object.assign(ctx.audit.props, { employmentId: input.employmentId, type: input.type, dates });
    await ctx.transact(ops);
    return marks.map((m) => m.id);
  });
}
