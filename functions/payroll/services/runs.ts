/**
 * Run a New Payroll (spec 000 §2 Payroll, §4 Payroll; docs/decisions/0033-payroll-runs.md): the
 * lines of a period (hours from the timesheet's closed days and from leave, through their services),
 * the preview (gross to net with the year to date as it stands), and the save, which pays each
 * employment once per period: its guards are conditional writes, so a second save, or two racing,
 * end in exactly one payroll and 40052 for the other.
 */
import type * as z from 'zod/mini';
import { grossToNet } from '../../../shared/payroll/engine/gross-to-net.js';
import type { TYearToDate } from '../../../shared/payroll/engine/types.js';
import { TAX_YEARS } from '../../../shared/payroll/tables/index.js';
import { MAX_PERIOD_DAYS, type TPayrollDetails, type TPayrollResult, type TPreview, type TRunRequest, type ZRunLinesQuerySchema } from '../../../shared/payroll/payroll.schema.js';
import { engineHoursOf, hundredthsOf, overlaps, resultView, totalsOf } from '../../../shared/payroll/rules.js';
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { leaveHoursForPayPeriod } from '../../leave/services/payroll-hours.js';
import { closedThroughOf, hoursForPayPeriod } from '../../timesheet/services/hours.js';
import { PayGuardEntity } from '../data/payroll.entities.js';
import { detailsOf } from './details.js';
import { companyPayData, engineBase, type TCompanyPayData, type TPayee, yearsToDate } from './pay-data.js';

/** A period must run forward, span at most a year, and be paid no earlier than it starts. */
export function assertPeriod(p: { payPeriodStart: string; payPeriodEnd: string; payDate?: string }): void {
  if (p.payPeriodEnd < p.payPeriodStart) throw new AppError('invalid_request', { param: 'payPeriodEnd', message: 'End date must be after start date' });
  if (addDays(p.payPeriodStart, MAX_PERIOD_DAYS) < p.payPeriodEnd) throw new AppError('invalid_request', { param: 'payPeriodEnd', message: 'A pay period spans at most a year' });
  if (p.payDate && p.payDate < p.payPeriodStart) throw new AppError('invalid_request', { param: 'payDate', message: 'The pay date cannot be before the pay period starts' });
  // Wages are taxed in the year they are paid: a pay date needs that year's tables.
  if (p.payDate && !TAX_YEARS.includes(Number(p.payDate.slice(0, 4)))) {
    throw new AppError('invalid_request', { param: 'payDate', message: `Payroll taxes can be computed for pay dates in ${TAX_YEARS.join(', ')}` });
  }
}

/** The company's details, saved: a run needs its pay frequency and tax rates. */
export async function savedDetails(companyId: string): Promise<TPayrollDetails> {
  const details = await detailsOf(companyId, true);
  if (!details.saved) throw new AppError('invalid_state', { param: 'details', message: 'Save the payroll details (pay frequency and tax accounts) first' });
  return details;
}

/** Guards of the company's periods that start within a year before `end`: one Query, consistent. */
export async function guardsNear(companyId: string, start: string, end: string) {
  const guards = await queryAll(PayGuardEntity, { pk: `PAYPER#${companyId}`, skBetween: [addDays(start, -MAX_PERIOD_DAYS - 1), `${end}#~`], consistent: true }, 100_000);
  return guards.filter((g) => overlaps({ start: g.payPeriodStart, end: g.payPeriodEnd }, { start, end }));
}

export async function listPayrollEmployments(_input: unknown, ctx: TRequestContext) {
  const today = new Date().toISOString().slice(0, 10);
  const data = await companyPayData(workspaceOf(ctx), { start: today, end: '2099-12-31' });
  return { data: data.payees.map((p) => p.view) };
}

export async function runLines(input: z.output<typeof ZRunLinesQuerySchema>, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  assertPeriod(input);
  const details = await savedDetails(companyId);
  const data = await companyPayData(companyId, { start: input.payPeriodStart, end: input.payPeriodEnd });
  const payees = data.payees.filter(
    (p) =>
      (!input.branchIds?.length || p.view.branchIds.some((b) => input.branchIds!.includes(b))) &&
      (!input.workplaces?.length || p.view.workplaces.some((w) => input.workplaces!.includes(w))),
  );
  if (!payees.length) return { payFrequency: details.payFrequency, data: [] };
  const range = { companyId, startDate: input.payPeriodStart, endDate: input.payPeriodEnd, employmentIds: payees.map((p) => p.view.employmentId) };
  const [hours, leave, guards, closedThrough] = await Promise.all([
    hoursForPayPeriod(range),
    leaveHoursForPayPeriod(range),
    guardsNear(companyId, input.payPeriodStart, input.payPeriodEnd),
    closedThroughOf(companyId),
  ]);
  const hoursOf = new Map(hours.map((h) => [h.employmentId, h]));
  const leaveOf = new Map(leave.map((l) => [l.employmentId, l]));
  const paid = new Set(guards.map((g) => g.employmentId));
  return {
    payFrequency: details.payFrequency,
    closedThrough,
    data: payees.map((p) => {
      const l = leaveOf.get(p.view.employmentId);
      // Hours come from closed days only (spec: "hours filled from the timesheet's closed days"): a
      // week counts once every day of it is closed, so what is paid can no longer change.
      const periods = (hoursOf.get(p.view.employmentId)?.weeks ?? []).map((w) => ({
        start: w.weekStart,
        end: w.weekEnd,
        regularHours: hundredthsOf(w.regularSeconds),
        overtimeHours: hundredthsOf(w.overtimeSeconds),
        holidayHours: hundredthsOf(w.holidaySeconds),
        closed: closedThrough !== undefined && w.weekEnd <= closedThrough,
      }));
      const closedSum = (k: 'regularHours' | 'overtimeHours' | 'holidayHours') => periods.reduce((s, w) => s + (w.closed ? w[k] : 0), 0);
      return {
        ...p.view,
        alreadyPaid: paid.has(p.view.employmentId),
        periods,
        line: {
          employmentId: p.view.employmentId,
          regularHours: closedSum('regularHours'),
          overtimeHours: closedSum('overtimeHours'),
          doubleTimeHours: 0,
          holidayHours: closedSum('holidayHours'),
          ptoHours: hundredthsOf(l?.ptoSeconds ?? 0),
          sickLeaveHours: hundredthsOf(l?.sickPaidSeconds ?? 0),
          bonus: 0,
          owedTips: 0,
          paidTips: 0,
          commission: 0,
          expenseReimburse: 0,
        },
      };
    }),
  };
}

export interface TComputed {
  details: TPayrollDetails;
  data: TCompanyPayData;
  payees: Map<string, TPayee>;
  results: { payee: TPayee; result: TPayrollResult; engine: ReturnType<typeof grossToNet>; ytdVersion: number | undefined; ytdBefore: TYearToDate | undefined }[];
}

/** Gross to net for every line, each with its employee's year to date as read now. */
export async function compute(companyId: string, input: TRunRequest, consistent: boolean): Promise<TComputed> {
  assertPeriod(input);
  const ids = input.lines.map((l) => l.employmentId);
  if (new Set(ids).size !== ids.length) throw new AppError('invalid_request', { param: 'lines', message: 'An employee is on more than one line' });
  const details = await savedDetails(companyId);
  const data = await companyPayData(companyId, { start: input.payPeriodStart, end: input.payPeriodEnd, employmentIds: ids });
  const payees = new Map(data.payees.map((p) => [p.view.employmentId, p]));
  const missing = ids.find((id) => !payees.has(id));
  if (missing) throw new AppError(40018, { param: 'employmentId' });
  const taxYear = Number(input.payDate.slice(0, 4));
  const ytds = await yearsToDate(ids, taxYear, consistent);
  const results = input.lines.map((line) => {
    const payee = payees.get(line.employmentId)!;
    const stored = ytds.get(line.employmentId);
    const engine = grossToNet({ ...engineBase(payee, details, data, taxYear, stored?.ytd), ...engineHoursOf(line) });
    return { payee, engine, ytdVersion: stored?.version, ytdBefore: stored?.ytd as TYearToDate | undefined, result: resultView({ employmentId: payee.view.employmentId, name: payee.view.name, payType: payee.view.payType, rateCents: payee.view.rateCents }, engine) };
  });
  return { details, data, payees, results };
}

export async function previewRun(input: TRunRequest, ctx: TRequestContext): Promise<TPreview> {
  const companyId = workspaceOf(ctx);
  const { details, results } = await compute(companyId, input, false);
  Object.assign(ctx.audit.props, { payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd, employees: results.length });
  const views = results.map((r) => r.result);
  return { payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd, payDate: input.payDate, payFrequency: details.payFrequency, totals: totalsOf(views), results: views };
}
