/**
 * Sick-leave requests (spec 000 §2, §3 Sick-leave request, §4 states; docs/decisions/0031):
 * REQUESTED → (the company approves) PROCESSING_SICK_LEAVE with its days, or PENDING_SICK_LEAVE
 * while the end is unknown → (the company completes, marking the period and each day's paid flag)
 * COMPLETED; REQUESTED → REJECTED (the company) or CANCELLED (the requester). Comments at any
 * time. Each step is conditioned on the version read; approve and complete write the timesheet's
 * days and the balance in the same transaction.
 */
import type { z } from 'zod/mini';
import { newId } from '../../../shared/core/ids.js';
import type { TSickRequest, TSickStatus, ZCompleteSickSchema, ZCreateSickRequestSchema, ZRequestFilterSchema } from '../../../shared/leave/leave.schema.js';
import { DAY_SECONDS, hoursOf } from '../../../shared/leave/rules.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { employmentLeavePolicy } from '../../policies/services/leave-terms.js';
import { leaveDayOps } from '../../timesheet/services/leave-days.js';
import { SickRequestEntity, type TStoredSickRequest } from '../data/leave.entities.js';
import { accessTo, assertEmployer, type TLeaveAccess } from './access.js';
import { currentBalance, todayIn } from './balances.js';
import { lockOps, notifyDecision, notifyRequest, pageOf, requestLists, workspaceNameOf, zoneOf } from './requests.js';
import { recordOps, sickDays } from './sick-leaves.js';

type TIds = { employmentId: string; id: string };

export async function createSickRequest(input: z.output<typeof ZCreateSickRequestSchema>, ctx: TRequestContext): Promise<TSickRequest> {
  const access = await accessTo(input.employmentId, ctx, { sick: true });
  const e = access.employment;
  if (input.endDate) await sickDays(e.companyId, input.startDate, input.endDate);
  const policy = await employmentLeavePolicy(e.companyId, e.id, 'SICK');
  if (!policy?.signed) throw new AppError(access.as === 'EMPLOYER' ? 'employee_slp_not_signed' : 40048, { param: 'employmentId' });
  return untilCommitted(async () => {
    const now = new Date().toISOString();
    const item: TStoredSickRequest = {
      id: newId(), employmentId: e.id, companyId: e.companyId, personId: e.personId, status: 'REQUESTED', paid: input.paid,
      requester: { id: e.personId, name: e.name }, startDate: input.startDate, ...(input.endDate ? { endDate: input.endDate } : {}),
      days: [], comments: input.comment ? [{ sendBy: e.name, content: input.comment, createAt: now, requester: true }] : [],
      createdAt: now, createdBy: ctx.principal?.userId ?? 'unknown', version: 1,
    };
    Object.assign(ctx.audit.props, { employmentId: e.id, requestId: item.id, startDate: item.startDate, paid: item.paid });
    await ctx.transact([...(await lockOps(e.id)), SickRequestEntity.putOp(item, { ifNotExists: true })]);
    await notifyRequest(e.companyId, e.name, item.startDate, item.endDate, `/payroll/COMPANY/${e.companyId}/sick_leaves/${e.id}/${item.id}`, ctx);
    return viewOf(item, access, ctx);
  });
}

export async function getSickRequest(input: TIds, ctx: TRequestContext): Promise<TSickRequest> {
  const access = await accessTo(input.employmentId, ctx, { sick: true });
  const item = await SickRequestEntity.get({ employmentId: access.employment.id, id: input.id });
  if (!item) throw new AppError('no_record', { param: 'id' });
  return viewOf(item, access, ctx);
}

/**
 * One step: reads the request consistently, refuses a state the step does not start from, and
 * writes the next version with the step's own operations, conditioned on the version read.
 */
async function step(
  input: TIds,
  ctx: TRequestContext,
  opts: { employerOnly?: boolean; requesterOnly?: boolean; from?: readonly TSickStatus[]; audit: string },
  next: (item: TStoredSickRequest, access: TLeaveAccess) => Promise<{ item: TStoredSickRequest; ops?: TTransactItem[] }>,
): Promise<{ item: TStoredSickRequest; access: TLeaveAccess }> {
  const access = await accessTo(input.employmentId, ctx, { sick: true });
  if (opts.employerOnly) assertEmployer(access);
  if (opts.requesterOnly && access.as === 'EMPLOYER') throw new AppError('invalid_state', { message: 'Only the requester can cancel' });
  const item = await untilCommitted(async () => {
    const stored = await SickRequestEntity.get({ employmentId: access.employment.id, id: input.id }, { consistent: true });
    if (!stored) throw new AppError('no_record', { param: 'id' });
    if (opts.from && !opts.from.includes(stored.status)) throw new AppError('invalid_state', { param: 'status' });
    const out = await next(stored, access);
    const item = { ...out.item, version: stored.version + 1 };
    Object.assign(ctx.audit.props, { employmentId: stored.employmentId, requestId: stored.id, from: stored.status, to: item.status });
    await ctx.transact([
      ...(out.ops ?? []),
      SickRequestEntity.putOp(item, { condition: '#ver = :ver', names: { '#ver': 'version' }, values: { ':ver': stored.version } }),
    ]);
    return item;
  });
  return { item, access };
}

const comment = (ctx: TRequestContext, access: TLeaveAccess, content: string | undefined, byName: string) =>
  content ? [{ sendBy: byName || (ctx.principal?.email ?? ''), content, createAt: new Date().toISOString(), requester: access.as !== 'EMPLOYER' }] : [];

export async function approveSickRequest(input: TIds & { comment?: string }, ctx: TRequestContext): Promise<TSickRequest> {
  const { item, access } = await step(input, ctx, { employerOnly: true, from: ['REQUESTED'], audit: 'approve' }, async (r, a) => {
    const e = a.employment;
    const companyName = await workspaceNameOf(e.companyId);
    // With an end: its working days, each paid as asked, wait for the company to complete them.
    // Without one: the first day is held PENDING until the company marks the period.
    const pending = !r.endDate;
    const dates = pending ? [r.startDate] : await sickDays(e.companyId, r.startDate, r.endDate!);
    const type = pending ? ('PENDING_SICK_LEAVE' as const) : ('PROCESSING_SICK_LEAVE' as const);
    const marks = await leaveDayOps({ employmentId: e.id, companyId: e.companyId, personId: e.personId, zoneId: zoneOf(ctx), by: ctx.principal?.userId ?? 'company', days: dates.map((date) => ({ date, type })) });
    return {
      item: {
        ...r, status: pending ? 'PENDING_SICK_LEAVE' : 'PROCESSING_SICK_LEAVE', assignee: { id: e.companyId, name: companyName },
        days: dates.map((date) => ({ date, paid: r.paid })), marks: marks.marks, comments: [...r.comments, ...comment(ctx, a, input.comment, companyName)],
      },
      ops: marks.ops,
    };
  });
  await notifyDecision(access.employment, 'APPROVED', item.startDate, item.endDate, `/payroll/PERSON/${item.personId}/sick_leaves/${item.employmentId}/${item.id}`);
  return viewOf(item, access, ctx);
}

export async function rejectSickRequest(input: TIds & { comment?: string }, ctx: TRequestContext): Promise<TSickRequest> {
  const { item, access } = await step(input, ctx, { employerOnly: true, from: ['REQUESTED'], audit: 'reject' }, async (r, a) => {
    const companyName = await workspaceNameOf(a.employment.companyId);
    return { item: { ...r, status: 'REJECTED', assignee: { id: a.employment.companyId, name: companyName }, comments: [...r.comments, ...comment(ctx, a, input.comment, companyName)] } };
  });
  await notifyDecision(access.employment, 'REJECTED', item.startDate, item.endDate, `/payroll/PERSON/${item.personId}/sick_leaves/${item.employmentId}/${item.id}`);
  return viewOf(item, access, ctx);
}

export async function cancelSickRequest(input: TIds & { comment?: string }, ctx: TRequestContext): Promise<TSickRequest> {
  const { item, access } = await step(input, ctx, { requesterOnly: true, from: ['REQUESTED'], audit: 'cancel' }, async (r, a) => ({
    item: { ...r, status: 'CANCELLED', comments: [...r.comments, ...comment(ctx, a, input.comment, a.employment.name)] },
  }));
  return viewOf(item, access, ctx);
}

export async function commentSickRequest(input: TIds & { content: string }, ctx: TRequestContext): Promise<TSickRequest> {
  const { item, access } = await step(input, ctx, { audit: 'comment' }, async (r, a) => {
    const name = a.as === 'EMPLOYER' ? await workspaceNameOf(a.employment.companyId) : a.employment.name;
    return { item: { ...r, comments: [...r.comments, ...comment(ctx, a, input.content, name)].slice(-200) } };
  });
  return viewOf(item, access, ctx);
}

/** Completes: the marked period's working days become SICK_LEAVE (paid) or USL days of a new record, the held markers go. */
export async function completeSickRequest(input: TIds & z.output<typeof ZCompleteSickSchema>, ctx: TRequestContext): Promise<TSickRequest> {
  const { item, access } = await step(input, ctx, { employerOnly: true, from: ['PENDING_SICK_LEAVE', 'PROCESSING_SICK_LEAVE'], audit: 'complete' }, async (r, a) => {
    const { startDate, endDate } = input.markedPeriod;
    if (startDate < r.startDate) throw new AppError('invalid_period', { param: 'markedPeriod.startDate' });
    const dates = await sickDays(a.employment.companyId, startDate, endDate);
    const asked = new Map(input.days.map((d) => [d.date, d.paid]));
    for (const d of asked.keys()) if (!dates.includes(d)) throw new AppError('invalid_period', { param: 'days' });
    const days = dates.map((date) => ({ date, paid: asked.get(date) ?? r.paid }));
    const { ops, record } = await recordOps({ e: a.employment, startDate, endDate, days, requestId: r.id, remove: r.marks ?? [], ctx });
    return { item: { ...r, status: 'COMPLETED', endDate, days, marks: [], sickLeaveId: record.id }, ops };
  });
  return viewOf(item, access, ctx);
}

export async function listSickRequests(filter: z.output<typeof ZRequestFilterSchema>, ctx: TRequestContext) {
  const items = await requestLists(filter, ctx, { entity: SickRequestEntity, companyPrefix: 'SLRCO#', sk: 'SLR#', sick: true });
  const page = pageOf(items, filter);
  const states = new Map<string, Promise<{ access: TLeaveAccess; balance: Promise<number> }>>();
  const stateOf = (employmentId: string) => {
    let s = states.get(employmentId);
    if (!s) {
      s = accessTo(employmentId, ctx, { sick: true }).then((access) => ({ access, balance: sickBalanceOf(access, ctx) }));
      states.set(employmentId, s);
    }
    return s;
  };
  const data = await Promise.all(page.data.map(async (item) => {
    const { access, balance } = await stateOf(item.employmentId);
    return viewOf(item, access, ctx, balance);
  }));
  return { data, totalPages: page.totalPages };
}

/** The employment's sick-leave balance, read once for every request of it a list shows. */
function sickBalanceOf(access: TLeaveAccess, ctx: TRequestContext): Promise<number> {
  const e = access.employment;
  return (async () => {
    const policy = await employmentLeavePolicy(e.companyId, e.id, 'SICK');
    return (await currentBalance(e, 'SICK', policy?.terms, todayIn(zoneOf(ctx))))?.total ?? 0;
  })();
}

async function viewOf(r: TStoredSickRequest, access: TLeaveAccess, ctx: TRequestContext, balanceOf = sickBalanceOf(access, ctx)): Promise<TSickRequest> {
  const e = access.employment;
  const balance = await balanceOf;
  const duration = (r.days.length ? r.days.filter((d) => d.paid).length : r.endDate ? (await sickDays(e.companyId, r.startDate, r.endDate)).length : 1) * DAY_SECONDS;
  const settled = r.status === 'COMPLETED' || r.status === 'CANCELLED' || r.status === 'REJECTED';
  return {
    id: r.id, status: r.status, paid: r.paid, employmentId: r.employmentId, companyId: r.companyId, requester: r.requester,
    ...(r.assignee ? { assignee: r.assignee } : {}),
    sickLeave: { startDate: r.startDate, ...(r.endDate ? { endDate: r.endDate } : {}), duration, durationHours: hoursOf(duration), paid: r.paid },
    sickLeaveBalance: balance,
    enoughBalance: settled || !r.paid || balance >= duration,
    days: r.days, comments: r.comments, createdAt: r.createdAt, version: r.version,
  };
}
