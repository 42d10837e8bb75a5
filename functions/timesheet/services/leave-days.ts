/**
 * Days of leave on an employment's timesheet, for the leave domain (issue 16) to call through this
 * service: a day holding one takes no add, edit or delete of periods (spec 000 §4 Timesheet). A day
 * of leave is a record of the leave's type with no length, at the day's start in the employment's
 * zone. Closed days are refused, as every write.
 */
import { newId } from '../../../shared/core/ids.js';
import { dayStart, toLocal } from '../../../shared/core/zoned-time.js';
import { LEAVE_TYPES, type TRecordType } from '../../../shared/timesheet/timesheet.schema.js';
import { AppError } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { TimeRecordEntity } from '../data/timesheet.entities.js';
import { assertOpenDays, closureCheckOp, isoOf, lockOp, readGuards } from './ledger.js';

/** At most a month of days in one transaction (with the lock, the closed days' check and the audit). */
const MAX_LEAVE_DAYS = 31;

export async function recordLeaveDays(
  input: { employmentId: string; companyId: string; personId: string; dates: string[]; type: TRecordType; zoneId: string },
  ctx: TRequestContext,
): Promise<string[]> {
  if (!LEAVE_TYPES.includes(input.type)) throw new AppError('invalid_request', { param: 'type' });
  const dates = [...new Set(input.dates)].sort();
  if (!dates.length || dates.length > MAX_LEAVE_DAYS) throw new AppError('invalid_period', { param: 'dates' });
  return untilCommitted(async () => {
    const { state, closedThrough } = await readGuards(input.employmentId, input.companyId);
    assertOpenDays(dates, closedThrough);
    const now = new Date().toISOString();
    const items = dates.map((date) => {
      const start = dayStart(date, input.zoneId);
      return {
        id: `${date.replaceAll('-', '')}-${newId()}`, employmentId: input.employmentId, companyId: input.companyId, personId: input.personId,
        mode: 'MANUAL' as const, type: input.type, date, zoneId: input.zoneId,
        workPeriodStart: toLocal(start, input.zoneId), workPeriodEnd: toLocal(start, input.zoneId), startedAt: isoOf(start), endedAt: isoOf(start),
        createdAt: now, createdBy: ctx.principal?.userId ?? 'system',
      };
    });
    Object.assign(ctx.audit.props, { employmentId: input.employmentId, type: input.type, dates });
    await ctx.transact([
      lockOp(input.employmentId, input.companyId, state),
      closureCheckOp(input.companyId, dates[0]!),
      ...items.map((item) => TimeRecordEntity.putOp(item, { ifNotExists: true })),
    ]);
    return items.map((i) => i.id);
  });
}
