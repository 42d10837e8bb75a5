/**
 * Sick leave records (spec 000 §2 "Sick leave tab", §3 Sick leave; §5: employment, start and end
 * required, paid false by default). A record puts its days on the timesheet (SICK_LEAVE when paid,
 * USL, unpaid sick leave, when not) and takes its paid hours off the sick-leave balance, in one
 * transaction; deleting it undoes both, in one transaction.
 */
import type { z } from 'zod/mini';
import { newId } from '../../../shared/core/ids.js';
import { MAX_LEAVE_SPAN_DAYS, type TSickLeave, type ZCreateSickLeaveSchema, type ZSickLeaveFilterSchema } from '../../../shared/leave/leave.schema.js';
import { DAY_SECONDS, HOUR, leaveDays } from '../../../shared/leave/rules.js';
import { daysBetween } from '../../../shared/timesheet/timesheet.schema.js';
import type { TTransactItem } from '../../core/entity.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { employmentLeavePolicy } from '../../policies/services/leave-terms.js';
import { workweekRulesOf } from '../../policies/services/workweek.js';
import { leaveDayOps, type TLeaveMark } from '../../timesheet/services/leave-days.js';
import { SickLeaveEntity, type TStoredSickLeave } from '../data/leave.entities.js';
import { accessTo, type TLeaveEmployment } from './access.js';
import { currentBalance, todayIn } from './balances.js';
import { apply, draftOf, draftOps, use, usedThisYear } from './ledger.js';
import { lockOps, pageOf, requestLists, zoneOf } from './requests.js';

/** The working days of a sick-leave period (the company's workweek, its paid holidays excluded). */
export async function sickDays(companyId: string, startDate: string, endDate: string): Promise<string[]> {
  if (endDate < startDate) throw new AppError('invalid_period', { param: 'endDate' });
  if (daysBetween(startDate, endDate) >= MAX_LEAVE_SPAN_DAYS) throw new AppError('invalid_period', { param: 'endDate', message: `A period covers at most ${MAX_LEAVE_SPAN_DAYS} days` });
  const rules = await workweekRulesOf(companyId);
  return leaveDays(startDate, endDate, rules.regularWorkingDays, new Set(rules.paidHolidays));
}

/**
 * The balance's operations for `paidDays` of sick leave used (8 hours each), or none: refused as
 * insufficient beyond the balance or beyond the year's use, which the policy caps at its total
 * (NY Labor Law §196-b(1)(a), (b)).
 */
export async function useSickOps(e: TLeaveEmployment, paidDays: number, requestId: string, ctx: TRequestContext, period: { startDate: string; endDate: string }): Promise<{ ops: TTransactItem[]; used: number }> {
  if (paidDays === 0) return { ops: [], used: 0 };
  const policy = await employmentLeavePolicy(e.companyId, e.id, 'SICK');
  if (!policy) throw new AppError(40048, { param: 'employmentId' });
  const current = await currentBalance(e, 'SICK', policy.terms, todayIn(zoneOf(ctx)));
  const used = paidDays * DAY_SECONDS;
  if (!current || current.total < used || usedThisYear(current) + used > policy.terms.totalHours * HOUR) {
    throw new AppError('insufficient_balance', { param: 'isPaid' });
  }
  const draft = draftOf(current);
  apply(draft, { duration: -used, reason: 'USED', requestId, periodStart: period.startDate, periodEnd: period.endDate, by: ctx.principal?.email ?? 'unknown' });
  use(draft, current.accrual.year, used);
  return { ops: draftOps(draft).ops, used };
}

/** The balance's operations returning `seconds` of sick leave (a deleted record's paid days). */
async function restoreSickOps(e: TLeaveEmployment, seconds: number, recordId: string, ctx: TRequestContext): Promise<TTransactItem[]> {
  if (seconds === 0) return [];
  const policy = await employmentLeavePolicy(e.companyId, e.id, 'SICK');
  const current = await currentBalance(e, 'SICK', policy?.terms, todayIn(zoneOf(ctx)));
  if (!current) return [];
  const draft = draftOf(current);
  apply(draft, { duration: seconds, reason: 'RESTORED', requestId: recordId, by: ctx.principal?.email ?? 'unknown' });
  use(draft, current.accrual.year, -seconds);
  return draftOps(draft).ops;
}

/** Refuses a period that overlaps another sick leave record of the employment (40021). */
async function assertNoRecordIn(employmentId: string, startDate: string, endDate: string): Promise<void> {
  const records = await queryAll(SickLeaveEntity, { pk: `LEAVE#${employmentId}`, skBeginsWith: 'SL#', consistent: true }, 5000);
  if (records.some((r) => r.startDate <= endDate && startDate <= r.endDate)) throw new AppError(40021, { param: 'startDate' });
}

/** The record, its timesheet days and its balance use, as a transaction's operations. */
export async function recordOps(input: {
  e: TLeaveEmployment;
  startDate: string;
  endDate: string;
  days: { date: string; paid: boolean }[];
  requestId?: string;
  remove?: readonly TLeaveMark[];
  ctx: TRequestContext;
}): Promise<{ ops: TTransactItem[]; record: TStoredSickLeave }> {
  const { e, ctx } = input;
  await assertNoRecordIn(e.id, input.startDate, input.endDate);
  const id = newId();
  const paidDays = input.days.filter((d) => d.paid).length;
  const use = await useSickOps(e, paidDays, input.requestId ?? id, ctx, input);
  const marks = await leaveDayOps({
    employmentId: e.id, companyId: e.companyId, personId: e.personId, zoneId: zoneOf(ctx), by: ctx.principal?.userId ?? 'unknown',
    days: input.days.map((d) => ({ date: d.date, type: d.paid ? ('SICK_LEAVE' as const) : ('USL' as const) })),
    ...(input.remove ? { remove: input.remove } : {}),
  });
  const record: TStoredSickLeave = {
    id, employmentId: e.id, employmentName: e.name, companyId: e.companyId, personId: e.personId,
    startDate: input.startDate, endDate: input.endDate, paid: paidDays > 0, days: input.days, usedSeconds: use.used, marks: marks.marks,
    ...(input.requestId ? { requestId: input.requestId } : {}), createdAt: new Date().toISOString(), createdBy: ctx.principal?.userId ?? 'unknown',
  };
  return { ops: [...(await lockOps(e.id)), ...use.ops, ...marks.ops, SickLeaveEntity.putOp(record, { ifNotExists: true })], record };
}

export async function createSickLeave(input: z.output<typeof ZCreateSickLeaveSchema>, ctx: TRequestContext): Promise<TSickLeave> {
  const access = await accessTo(input.employmentId, ctx, { sick: true });
  const e = access.employment;
  if (access.as !== 'EMPLOYER') {
    const policy = await employmentLeavePolicy(e.companyId, e.id, 'SICK');
    if (!policy?.signed) throw new AppError(40048, { param: 'employmentId' });
  }
  const days = await sickDays(e.companyId, input.startDate, input.endDate);
  if (!days.length) throw new AppError('invalid_period', { param: 'endDate', message: 'The period holds no working day' });
  return untilCommitted(async () => {
    const { ops, record } = await recordOps({ e, startDate: input.startDate, endDate: input.endDate, days: days.map((date) => ({ date, paid: input.isPaid })), ctx });
    Object.assign(ctx.audit.props, { employmentId: e.id, sickLeaveId: record.id, startDate: record.startDate, endDate: record.endDate, paid: record.paid });
    await ctx.transact(ops);
    return viewOf(record);
  });
}

export async function deleteSickLeave(input: { employmentId: string; id: string }, ctx: TRequestContext): Promise<TSickLeave> {
  const access = await accessTo(input.employmentId, ctx, { sick: true });
  const e = access.employment;
  return untilCommitted(async () => {
    const record = await SickLeaveEntity.get({ employmentId: e.id, id: input.id }, { consistent: true });
    if (!record) throw new AppError('no_record', { param: 'id' });
    const marks = await leaveDayOps({ employmentId: e.id, companyId: e.companyId, personId: e.personId, zoneId: zoneOf(ctx), by: ctx.principal?.userId ?? 'unknown', days: [], remove: record.marks });
    const restore = await restoreSickOps(e, record.usedSeconds, record.id, ctx);
    Object.assign(ctx.audit.props, { employmentId: e.id, sickLeaveId: record.id, restoredSeconds: record.usedSeconds });
    await ctx.transact([...restore, ...marks.ops, SickLeaveEntity.deleteOp({ employmentId: e.id, id: record.id }, 'attribute_exists(PK)')]);
    return viewOf(record);
  });
}

export async function listSickLeaves(filter: z.output<typeof ZSickLeaveFilterSchema>, ctx: TRequestContext) {
  const items = await requestLists(filter, ctx, { entity: SickLeaveEntity, companyPrefix: 'SLCO#', sk: 'SL#', sick: true });
  const page = pageOf(items, filter);
  return { data: page.data.map(viewOf), totalPages: page.totalPages };
}

export function viewOf(r: TStoredSickLeave): TSickLeave {
  return {
    id: r.id, employment: { id: r.employmentId, name: r.employmentName, companyId: r.companyId },
    startDate: r.startDate, endDate: r.endDate, paid: r.paid, days: r.days, ...(r.requestId ? { requestId: r.requestId } : {}),
  };
}
