/** What the payroll routes answer for the stored items (no stored-only fields leave the domain). */
import type { TPayroll, TPaystub } from '../../../shared/payroll/payroll.schema.js';
import { paystubIdOf, type TStoredPayroll, type TStoredPaystub } from '../data/payroll.entities.js';

export function payrollView(p: TStoredPayroll): TPayroll {
  return {
    id: p.id, companyId: p.companyId, payPeriodStart: p.payPeriodStart, payPeriodEnd: p.payPeriodEnd, payDate: p.payDate, transactionDate: p.transactionDate,
    payFrequency: p.payFrequency, status: p.status, generatedBy: p.generatedBy, totals: p.totals, createdAt: p.createdAt,
    ...(p.createdByName ? { createdByName: p.createdByName } : {}), ...(p.voidedAt ? { voidedAt: p.voidedAt } : {}),
  };
}

export function paystubView(s: TStoredPaystub): TPaystub {
  return {
    id: paystubIdOf(s), payrollId: s.payrollId, companyId: s.companyId, companyName: s.companyName, employmentId: s.employmentId, name: s.employee.name,
    payPeriodStart: s.payPeriodStart, payPeriodEnd: s.payPeriodEnd, payDate: s.payDate, payType: s.result.payType, source: s.source, generatedBy: s.generatedBy,
    gross: s.result.taxableTotal, grossYtd: s.result.grossYtd, totalNetPay: s.result.netPay, voided: s.voided,
  };
}
