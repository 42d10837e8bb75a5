/**
 * What the payroll reports read (docs/decisions/0034-payroll-reports.md): the company's paystubs of
 * a range of pay dates, one Query on GSI1 `STUBCO#<companyId>` (PR3), every entry included (a void's
 * negating entry too, so voids net out), in the shape the pure report math takes.
 */
import type { TReportPaystub } from '../../../shared/payroll/reports.js';
import { queryAll } from '../../core/entity.js';
import { PaystubEntity, type TStoredPaystub } from '../data/payroll.entities.js';

/** The most entries one report reads: a year of weekly paychecks for about 950 employees. */
export const MAX_REPORT_PAYSTUBS = 50_000;

/** The company's paystub entries paid from `from` to `to` (inclusive pay dates). */
export function companyPaystubs(companyId: string, from: string, to: string): Promise<TStoredPaystub[]> {
  return queryAll(PaystubEntity, { index: 'GSI1', pk: `STUBCO#${companyId}`, skBetween: [from, `${to}#~`] }, MAX_REPORT_PAYSTUBS);
}

export function reportPaystubOf(s: TStoredPaystub): TReportPaystub {
  return {
    payrollId: s.payrollId, employmentId: s.employmentId, name: s.employee.name, payDate: s.payDate, payPeriodStart: s.payPeriodStart, payPeriodEnd: s.payPeriodEnd,
    source: s.source, voided: s.voided, createdAt: s.createdAt, branchIds: s.branchIds, workplaces: s.workplaces, result: s.result,
  };
}

/** The reports' paystubs of a range, as the report math reads them. */
export async function reportPaystubs(companyId: string, from: string, to: string): Promise<TReportPaystub[]> {
  return (await companyPaystubs(companyId, from, to)).map(reportPaystubOf);
}
