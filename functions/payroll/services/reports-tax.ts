/**
 * The quarter's federal (Forms 941 and 940) and New York (NYS-45) figures (spec 000 §2 Payroll
 * business "reports (federal, regional …)"; docs/decisions/0034-payroll-reports.md), computed from
 * the company's paystubs by the pure math of shared/payroll/reports.ts, which names the
 * instructions each line follows. Nothing is stored: a later void changes the figures.
 */
import { form940, form941, nys45, quarterRange } from '../../../shared/payroll/reports.js';
import type { TFederalReport, TQuarterQuery, TRegionalReport } from '../../../shared/payroll/reports.schema.js';
import { TAX_YEARS } from '../../../shared/payroll/tables/index.js';
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { employerCardOf } from '../../workforce/services/employments.js';
import { detailsOf } from './details.js';
import { reportPaystubs } from './reports-data.js';

/** Form 941 of the quarter and Form 940 of its year: one Query for the year's paystubs. */
export async function federalReport(q: TQuarterQuery, ctx: TRequestContext): Promise<TFederalReport> {
  const companyId = workspaceOf(ctx);
  // The forms' rates come from the year's tables; payroll is computed only for years that have them.
  if (!TAX_YEARS.includes(q.year)) throw new AppError('invalid_request', { param: 'year', message: `Payroll figures exist for ${TAX_YEARS.join(', ')}` });
  const [stubs, employer, details] = await Promise.all([reportPaystubs(companyId, `${q.year}-01-01`, `${q.year}-12-31`), employerCardOf(companyId), detailsOf(companyId)]);
  return {
    year: q.year, quarter: q.quarter, companyName: employer.name,
    ...(details.federalAccountId ? { federalAccountId: details.federalAccountId } : {}),
    form941: form941(stubs, q.year, q.quarter),
    form940: form940(stubs, q.year),
  };
}

/**
 * NYS-45 of the quarter. The paystubs reach a month past the quarter on either side: a pay period
 * that includes the 12th of the quarter's first or last month may be paid in the quarter before or
 * after it, and still counts its employees.
 */
export async function regionalReport(q: TQuarterQuery, ctx: TRequestContext): Promise<TRegionalReport> {
  const companyId = workspaceOf(ctx);
  const range = quarterRange(q.year, q.quarter);
  const [stubs, employer, details] = await Promise.all([reportPaystubs(companyId, addDays(range.start, -31), addDays(range.end, 31)), employerCardOf(companyId), detailsOf(companyId)]);
  return {
    year: q.year, quarter: q.quarter, companyName: employer.name,
    ...(details.nyUiEmployerNumber ? { nyUiEmployerNumber: details.nyUiEmployerNumber } : {}),
    ...(details.nyWithholdingId ? { nyWithholdingId: details.nyWithholdingId } : {}),
    nyUiRatePercent: details.nyUiRatePercent,
    nys45: nys45(stubs, q.year, q.quarter),
  };
}
