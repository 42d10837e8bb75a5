/**
 * Vacation requests (spec 000 §2 "Vacation request review", §3 Vacation request, §4 states): the
 * employee (or the company) requests; the company takes it in progress, approves or rejects; the
 * requester cancels while REQUESTED or IN_PROGRESS. Approval deducts the PTO balance and marks the
 * days VACATION on the timesheet in one transaction; every change is conditioned on the version
 * read, so approve racing cancel has exactly one winner.
 */
import type { z } from 'zod/mini';
import { newId } from '../../../shared/core/ids.js';
import { MAX_LEAVE_SPAN_DAYS, VACATION_OPEN, type TVacation, type TVacationStatus, type ZCreateVacationSchema, type ZRequestFilterSchema, type ZVacationStatusSchema } from '../../../shared/leave/leave.schema.js';
import { eligibleFrom, hoursOf, HOUR, leaveDays, vacationSeconds } from '../../../shared/leave/rules.js';
import { daysBetween } from '../../../shared/timesheet/timesheet.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { employmentLeavePolicy } from '../../policies/services/leave-terms.js';
import { workweekRulesOf } from '../../policies/services/workweek.js';
import { leaveDayOps } from '../../timesheet/services/leave-days.js';
import { VacationEntity, type TStoredVacation } from '../data/leave.entities.js';
import { accessTo, type TLeaveAccess } from './access.js';
import { currentBalance, todayIn } from './balances.js';
import { apply, draftOf, draftOps, use } from './ledger.js';
import { lockOps, notifyDecision, notifyRequest, pageOf, requestLists, workspaceNameOf, zoneOf } from './requests.js';

type TCreate = z.output<typeof ZCreateVacationSchema>;

/** The working days a vacation covers, by the company's workweek and paid holidays. */
async function daysOfVacation(companyId: string, startDate: string, endDate: string): Promise<string[]> {
  const rules = await workweekRulesOf(companyId);
  return leaveDays(startDate, endDate, rules.regularWorkingDays, new Set(rules.paidHolidays));
}

export async function createVacation(input: TCreate, ctx: TRequestContext): Promise<TVacation> {
  const access = await accessTo(input.employmentId, ctx);
  const e = access.employment;
  if (input.endDate < input.startDate) throw new AppError('invalid_period', { param: 'endDate' });
  if (daysBetween(input.startDate, input.endDate) >= MAX_LEAVE_SPAN_DAYS) throw new AppError('invalid_period', { param: 'endDate', message: `A request covers at most ${MAX_LEAVE_SPAN_DAYS} days` });
  if (Boolean(input.startTime) !== Boolean(input.endTime)) throw new AppError('invalid_period', { param: input.startTime ? 'endTime' : 'startTime' });
  const policy = await employmentLeavePolicy(e.companyId, e.id, 'PTO');
  // 40047 to the employee; to the company acting for them, the key that says whose signature is missing.
  if (!policy || !policy.signed || policy.terms.kind !== 'PTO') throw new AppError(access.as === 'EMPLOYER' ? 'employee_pto_not_signed' : 40047, { param: 'employmentId' });
  const days = await daysOfVacation(e.companyId, input.startDate, input.endDate);
  const times = input.startTime && input.endTime ? { startTime: input.startTime, endTime: input.endTime } : undefined;
  const duration = vacationSeconds(days, times);
  if (!days.length || duration <= 0) throw new AppError('invalid_period', { param: 'endDate', message: 'The period holds no working day' });
  if (duration < policy.terms.minHours * HOUR) throw new AppError('invalid_period', { param: 'endDate', message: `The shortest vacation is ${policy.terms.minHours} hours` });
  const requester = { id: e.personId, name: e.name };
  return untilCommitted(async () => {
    const existing = await queryAll(VacationEntity, { pk: `LEAVE#${e.id}`, skBeginsWith: 'VCR#', consistent: true }, 5000);
    const clash = existing.find((v) => v.status !== 'REJECTED' && v.status !== 'CANCELLED' && v.startDate <= input.endDate && input.startDate <= v.endDate);
    if (clash) throw new AppError(40049, { param: 'startDate' });
    const now = new Date().toISOString();
    const item: TStoredVacation = {
      id: newId(), employmentId: e.id, companyId: e.companyId, personId: e.personId, status: 'REQUESTED', requester,
      ...(input.employeeComment ? { employeeComment: input.employeeComment } : {}),
      startDate: input.startDate, endDate: input.endDate, ...(times ?? {}), days, duration, paid: input.paid,
      createdAt: now, createdBy: ctx.principal?.userId ?? 'unknown', version: 1,
    };
    Object.assign(ctx.audit.props, { employmentId: e.id, vacationId: item.id, startDate: item.startDate, endDate: item.endDate, paid: item.paid });
    await ctx.transact([...(await lockOps(e.id)), VacationEntity.putOp(item, { ifNotExists: true })]);
    await notifyRequest(e.companyId, e.name, item.startDate, item.endDate, `/payroll/COMPANY/${e.companyId}/vacations/${e.id}/${item.id}`, ctx);
    return viewOf(item, access, ctx);
  });
}

export async function getVacation(input: { employmentId: string; id: string }, ctx: TRequestContext): Promise<TVacation> {
  const access = await accessTo(input.employmentId, ctx);
  const item = await VacationEntity.get({ employmentId: access.employment.id, id: input.id });
  if (!item) throw new AppError('no_record', { param: 'id' });
  return viewOf(item, access, ctx);
}

/** Who may move a request where (spec 000 §4): the company decides; the requester cancels. */
const ALLOWED: Record<z.output<typeof ZVacationStatusSchema>['status'], { as: TLeaveAccess['as'][]; from: readonly TVacationStatus[] }> = {
  IN_PROGRESS: { as: ['EMPLOYER'], from: ['REQUESTED'] },
  APPROVED: { as: ['EMPLOYER'], from: VACATION_OPEN },
  REJECTED: { as: ['EMPLOYER'], from: VACATION_OPEN },
  CANCELLED: { as: ['EMPLOYEE'], from: VACATION_OPEN },
};

export async function setVacationStatus(input: { employmentId: string; id: string } & z.output<typeof ZVacationStatusSchema>, ctx: TRequestContext): Promise<TVacation> {
  const access = await accessTo(input.employmentId, ctx);
  const e = access.employment;
  const rule = ALLOWED[input.status];
  if (!rule.as.includes(access.as)) throw new AppError('invalid_state', { message: input.status === 'CANCELLED' ? 'Only the requester can cancel' : 'Only the employer can decide' });
  const result = await untilCommitted(async () => {
    const item = await VacationEntity.get({ employmentId: e.id, id: input.id }, { consistent: true });
    if (!item) throw new AppError('no_record', { param: 'id' });
    if (!rule.from.includes(item.status)) throw new AppError('invalid_state', { param: 'status' });
    const decided = input.status !== 'CANCELLED';
    const next: TStoredVacation = {
      ...item, status: input.status, version: item.version + 1,
      ...(decided ? { assignee: { id: e.companyId, name: e.companyName || (await workspaceNameOf(e.companyId)) } } : {}),
      ...(decided && input.comment ? { assigneeComment: input.comment } : {}),
      ...(!decided && input.comment ? { employeeComment: input.comment } : {}),
    };
    const ops = [];
    if (input.status === 'APPROVED') {
      const policy = await employmentLeavePolicy(e.companyId, e.id, 'PTO');
      const current = await currentBalance(e, 'PTO', policy?.terms, todayIn(zoneOf(ctx)));
      if (item.paid) {
        if (!current || current.total < item.duration) throw new AppError('insufficient_balance', { param: 'status' });
        const draft = draftOf(current);
        apply(draft, { duration: -item.duration, reason: 'USED', requestId: item.id, periodStart: item.startDate, periodEnd: item.endDate, by: ctx.principal?.email ?? 'company' });
        use(draft, current.accrual.year, item.duration);
        ops.push(...draftOps(draft).ops);
      }
      const marks = await leaveDayOps({
        employmentId: e.id, companyId: e.companyId, personId: e.personId, zoneId: zoneOf(ctx), by: ctx.principal?.userId ?? 'company',
        days: item.days.map((date) => ({ date, type: 'VACATION' as const })),
      });
      ops.push(...marks.ops);
      next.marks = marks.marks;
    }
    ops.push(
      VacationEntity.putOp(next, { condition: '#ver = :ver AND #st = :st', names: { '#ver': 'version', '#st': 'status' }, values: { ':ver': item.version, ':st': item.status } }),
    );
    Object.assign(ctx.audit.props, { employmentId: e.id, vacationId: item.id, from: item.status, to: input.status });
    await ctx.transact(ops);
    return next;
  });
  if (input.status === 'APPROVED' || input.status === 'REJECTED') {
    await notifyDecision(e, input.status, result.startDate, result.endDate, `/payroll/PERSON/${e.personId}/vacations/${e.id}/${result.id}`);
  }
  return viewOf(result, access, ctx);
}

export async function listVacations(filter: z.output<typeof ZRequestFilterSchema>, ctx: TRequestContext) {
  const items = await requestLists(filter, ctx, { entity: VacationEntity, companyPrefix: 'VCRCO#', sk: 'VCR#' });
  const page = pageOf(items, filter);
  const states = new Map<string, Promise<{ access: TLeaveAccess; state: ReturnType<typeof ptoStateOf> }>>();
  const stateOf = (employmentId: string) => {
    let s = states.get(employmentId);
    if (!s) {
      s = accessTo(employmentId, ctx).then((access) => ({ access, state: ptoStateOf(access, ctx) }));
      states.set(employmentId, s);
    }
    return s;
  };
  const data = await Promise.all(page.data.map(async (item) => {
    const { access, state } = await stateOf(item.employmentId);
    return viewOf(item, access, ctx, state);
  }));
  return { data, totalPages: page.totalPages };
}

/** The employment's PTO policy and balance, read once for every request of it a list shows. */
function ptoStateOf(access: TLeaveAccess, ctx: TRequestContext) {
  const e = access.employment;
  return (async () => {
    const policy = await employmentLeavePolicy(e.companyId, e.id, 'PTO');
    return { policy, current: await currentBalance(e, 'PTO', policy?.terms, todayIn(zoneOf(ctx))) };
  })();
}

async function viewOf(item: TStoredVacation, access: TLeaveAccess, ctx: TRequestContext, state = ptoStateOf(access, ctx)): Promise<TVacation> {
  const e = access.employment;
  const { policy, current } = await state;
  const balance = current?.total ?? 0;
  const terms = policy?.terms.kind === 'PTO' ? policy.terms : undefined;
  const settled = item.status === 'APPROVED' || item.status === 'COMPLETED';
  return {
    id: item.id, status: item.status, employmentId: item.employmentId, companyId: item.companyId, requester: item.requester,
    ...(item.assignee ? { assignee: item.assignee } : {}),
    ...(item.employeeComment ? { employeeComment: item.employeeComment } : {}),
    ...(item.assigneeComment ? { assigneeComment: item.assigneeComment } : {}),
    vacation: {
      startDate: item.startDate, endDate: item.endDate, ...(item.startTime ? { startTime: item.startTime } : {}), ...(item.endTime ? { endTime: item.endTime } : {}),
      duration: item.duration, durationHours: hoursOf(item.duration), paid: item.paid, days: item.days,
    },
    probationaryPeriod: terms ? item.startDate < eligibleFrom(e.startDate, terms.eligibilityDays) : false,
    shortNotice: terms ? daysBetween(item.createdAt.slice(0, 10), item.startDate) < terms.noticeDays : false,
    vacationBalance: balance,
    enoughBalance: settled || !item.paid || balance >= item.duration,
    createdAt: item.createdAt,
    version: item.version,
  };
}
