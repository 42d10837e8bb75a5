import { newId } from '../../../shared/core/ids.js';
import { localDate } from '../../../shared/core/zoned-time.js';
import type { TPayPeriod } from '../../../shared/timesheet/timesheet.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { companyEmployments } from '../../workforce/services/employments.js';
import { PayPeriodEntity, TimeRecordEntity, TimesheetClosureEntity } from '../data/timesheet.entities.js';
import { nowMs, zoneOf } from './ledger.js';

const view = (p: ReturnType<typeof PayPeriodEntity.fromItem>): TPayPeriod => ({
  id: p.id, startDate: p.startDate, endDate: p.endDate, closedAt: p.closedAt, closedBy: p.closedBy, employments: p.employments,
});

/** The company's closed pay periods, newest first: one Query on its partition. */
export async function listPayPeriods(_input: unknown, ctx: TRequestContext) {
  const periods = await queryAll(PayPeriodEntity, { pk: `WS#${workspaceOf(ctx)}`, skBeginsWith: 'PAYPERIOD#', newestFirst: true }, 5000);
  return { data: periods.map(view) };
}

/**
 * Close a pay period: the company's closed days move forward to its end, so every day of it (and
 * any earlier day still open) is read-only for every employment, through every route. Only days
 * already over close (the end before today), so no timer can start on them; a period with a record
 * still running on it is refused (not_closed_record), or its employee could never stop it.
 */
export async function closePayPeriod(input: { startDate: string; endDate: string }, ctx: TRequestContext): Promise<TPayPeriod> {
  const companyId = workspaceOf(ctx);
  const today = localDate(nowMs(), zoneOf(ctx));
  if (input.endDate >= today) throw new AppError('invalid_period', { param: 'endDate', message: 'Only days that are over can be closed' });
  return untilCommitted(async () => {
    const closure = await TimesheetClosureEntity.get({ companyId }, { consistent: true });
    if (closure && closure.closedThrough >= input.endDate) {
      throw new AppError('invalid_period', { param: 'endDate', message: `Closed through ${closure.closedThrough} already` });
    }
    const open = await TimeRecordEntity.query({ index: 'GSI2', pk: `TSOPEN#${companyId}`, skBetween: ['0', `${input.endDate}#~`], limit: 1 });
    if (open.data.length) throw new AppError('not_closed_record', { param: open.data[0]!.employmentId });
    const employments = (await companyEmployments(companyId)).filter((e) => e.type === 'STAFF' && e.startDate <= input.endDate);
    const period = {
      id: newId(), companyId, startDate: input.startDate, endDate: input.endDate, closedAt: new Date().toISOString(),
      closedBy: principalOf(ctx).userId, employments: employments.length,
    };
    Object.assign(ctx.audit.props, { startDate: input.startDate, endDate: input.endDate, previous: closure?.closedThrough ?? null });
    await ctx.transact([
      closure
        ? TimesheetClosureEntity.updateOp(
            { companyId },
            { set: { closedThrough: input.endDate, version: closure.version + 1 }, condition: '#ver = :ver', names: { '#ver': 'version' }, values: { ':ver': closure.version } },
          )
        : TimesheetClosureEntity.putOp({ companyId, closedThrough: input.endDate, version: 1 }, { ifNotExists: true }),
      PayPeriodEntity.putOp(period, { ifNotExists: true }),
    ]);
    return view(period);
  });
}
