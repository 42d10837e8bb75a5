/**
 * Balances as the routes show them (spec 000 §3 Sick-leave balance, balance change entry, period
 * response): the stored balance, its changelog by period, the projection to a day, and the
 * carryover a company adds by hand.
 */
import type { z } from 'zod/mini';
import type { TBalance, ZCarryoverRequestSchema } from '../../../shared/leave/leave.schema.js';
import { daysOf, HOUR, hoursOf, projectPto, eligibleFrom } from '../../../shared/leave/rules.js';
import type { TLeaveKind, TLeaveTerms } from '../../../shared/policies/leave-terms.js';
import { queryAll } from '../../core/entity.js';
import type { TRequestContext } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { employmentLeavePolicy } from '../../policies/services/leave-terms.js';
import { EntryEntity, type TStoredEntry } from '../data/leave.entities.js';
import { accessTo, assertEmployer, leaveEmployments, type TLeaveEmployment } from './access.js';
import { apply, draftOf, draftOps, readCurrent, type TCurrent, usedThisYear } from './ledger.js';
import { AppError } from '../../core/errors.js';
import { dayStart } from '../../../shared/core/zoned-time.js';
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';

export const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export async function listLeaveEmployments(_input: unknown, ctx: TRequestContext) {
  return { data: (await leaveEmployments(ctx)).map(({ id, name, companyId, companyName, startDate }) => ({ id, name, companyId, companyName, startDate })) };
}

/** Both sides of the balance as they stand (ledger.ts), or undefined when no policy applies and nothing was ever stored. */
export async function currentBalance(e: TLeaveEmployment, kind: TLeaveKind, terms: TLeaveTerms | undefined, today: string): Promise<TCurrent | undefined> {
  const current = await readCurrent(e, kind, today, terms?.policyId);
  if (!current.stored && current.accrual.accrued === 0 && !terms) return undefined;
  return current;
}

export function toBalanceView(c: TCurrent, terms?: TLeaveTerms): TBalance {
  const b = c.item;
  return {
    kind: b.kind, employmentId: b.employmentId, ...(b.policyId ? { policyId: b.policyId } : {}), year: c.accrual.year,
    balanceSeconds: c.total, carryoverSeconds: b.closedYear === c.accrual.year - 1 || b.carryoverSeconds ? b.carryoverSeconds : 0, yearAccruedSeconds: c.accrual.yearEarned,
    yearUsedSeconds: usedThisYear(c), yearWorkedSeconds: c.accrual.yearWorked, accruedThrough: c.accrual.through,
    totalBalanceHours: hoursOf(c.total), totalBalanceDays: daysOf(c.total),
    ...(terms ? { capHours: terms.totalHours, carryoverCapHours: terms.carryoverHours } : {}),
  };
}

export async function getBalances(input: { employmentId: string }, ctx: TRequestContext) {
  const { employment } = await accessTo(input.employmentId, ctx, { sick: true });
  const today = todayIn(ctx.timeZone ?? 'America/New_York');
  const view = async (kind: TLeaveKind) => {
    const policy = await employmentLeavePolicy(employment.companyId, employment.id, kind);
    const current = await currentBalance(employment, kind, policy?.terms, today);
    return current ? toBalanceView(current, policy?.terms) : null;
  };
  const [pto, sick] = await Promise.all([view('PTO'), view('SICK')]);
  return { pto, sick };
}

function toEntryView(e: TStoredEntry, balanceAfter: number) {
  return {
    id: e.id, duration: e.duration, durationHours: hoursOf(e.duration), positive: e.duration >= 0, createDate: e.createDate, reason: e.reason,
    ...(e.periodStart ? { periodStart: e.periodStart } : {}), ...(e.periodEnd ? { periodEnd: e.periodEnd } : {}),
    ...(e.workedSeconds !== undefined ? { workedSeconds: e.workedSeconds } : {}), ...(e.requestId ? { requestId: e.requestId } : {}),
    ...(e.by ? { by: e.by } : {}), balanceAfter,
  };
}

/**
 * The changelog between two dates (inclusive, by createDate), newest first, a page of it, and the
 * period's sum. Each entry shows the balance after it: today's balance less every later entry.
 */
export async function listEntries(input: { employmentId: string; kind: TLeaveKind; startDate?: string; endDate?: string; page: number; size: number }, ctx: TRequestContext) {
  const { employment } = await accessTo(input.employmentId, ctx, { sick: input.kind === 'SICK' });
  if (input.startDate && input.endDate && input.endDate < input.startDate) throw new AppError('invalid_period', { param: 'endDate' });
  // The dates are the caller's days; an entry's createDate is a UTC instant, so each bound is the
  // instant its day begins in the caller's zone (an entry made at 22:00 in New York is that day's).
  const zone = ctx.timeZone ?? 'America/New_York';
  const start = input.startDate ? new Date(dayStart(input.startDate, zone)).toISOString() : '0000';
  const endBefore = input.endDate ? new Date(dayStart(addDays(input.endDate, 1), zone)).toISOString() : '9999-12-31T~';
  const [entries, current] = await Promise.all([
    queryAll(EntryEntity, { pk: `LEAVELOG#${employment.id}#${input.kind}`, skBetween: [start, '9999-12-31T~'], newestFirst: true }, 50_000),
    readCurrent(employment, input.kind, todayIn(zone)),
  ]);
  let after = current.total;
  const inRange: { entry: TStoredEntry; balanceAfter: number }[] = [];
  for (const entry of entries) {
    if (current.pendingIds.has(entry.id)) continue;
    if (entry.createDate < endBefore) inRange.push({ entry, balanceAfter: after });
    after -= entry.duration;
  }
  const sum = inRange.reduce((s, e) => s + e.entry.duration, 0);
  return {
    data: inRange.slice(input.page * input.size, (input.page + 1) * input.size).map((e) => toEntryView(e.entry, e.balanceAfter)),
    totalPages: Math.ceil(inRange.length / input.size),
    balanceForPeriodHours: hoursOf(sum),
    balanceForPeriodDays: daysOf(sum),
  };
}

/** The balance projected to `date` (PTO: by the policy's accrual; sick leave: as it stands, since it is earned by hours not yet worked). */
export async function projectBalance(input: { employmentId: string; kind: TLeaveKind; date: string }, ctx: TRequestContext) {
  const { employment } = await accessTo(input.employmentId, ctx, { sick: input.kind === 'SICK' });
  const policy = await employmentLeavePolicy(employment.companyId, employment.id, input.kind);
  const current = await currentBalance(employment, input.kind, policy?.terms, todayIn(ctx.timeZone ?? 'America/New_York'));
  const balanceSeconds = current?.total ?? 0;
  let projected = balanceSeconds;
  if (current && policy?.terms.kind === 'PTO' && input.date > current.accrual.through) {
    projected = projectPto({
      balanceSeconds, accruedThrough: current.accrual.through, to: input.date,
      eligibleFrom: eligibleFrom(employment.startDate, policy.terms.eligibilityDays), totalSeconds: policy.terms.totalHours * HOUR,
      carryoverSeconds: policy.terms.carryoverHours * HOUR, ...(employment.terminationDate ? { endDate: employment.terminationDate } : {}),
    });
  }
  return { date: input.date, balanceSeconds, projectedSeconds: projected, projectedHours: hoursOf(projected), projectedDays: daysOf(projected) };
}

/** The company adds carryover by hand: a CARRYOVER entry naming who, on the balance's version. */
export async function addCarryover(input: { employmentId: string; kind: TLeaveKind } & z.output<typeof ZCarryoverRequestSchema>, ctx: TRequestContext) {
  const access = await accessTo(input.employmentId, ctx);
  assertEmployer(access);
  const e = access.employment;
  const policy = await employmentLeavePolicy(e.companyId, e.id, input.kind);
  return untilCommitted(async () => {
    const current = await currentBalance(e, input.kind, policy?.terms, todayIn(ctx.timeZone ?? 'America/New_York'));
    if (!current) throw new AppError(input.kind === 'SICK' ? 40048 : 40047, { param: 'kind' });
    const draft = draftOf(current);
    const seconds = Math.round(input.carryover * HOUR);
    apply(draft, { duration: seconds, reason: 'CARRYOVER', by: ctx.principal?.email ?? ctx.principal?.userId ?? 'company' });
    draft.next.carryoverSeconds += seconds;
    const { ops } = draftOps(draft);
    Object.assign(ctx.audit.props, { employmentId: e.id, kind: input.kind, seconds });
    await ctx.transact(ops);
    return toBalanceView({ ...current, item: draft.next, total: current.total + seconds }, policy?.terms);
  });
}
