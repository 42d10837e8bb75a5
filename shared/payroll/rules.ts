/**
 * Payroll's pure rules, shared by the server and the web (docs/decisions/0033-payroll-runs.md): who
 * a run applies to, hours from timesheet seconds, where an employee lives for withholding, and a
 * run's totals.
 */
import type { TEngineResult, TFederalWithholding, TNewYorkWithholding, TYearToDate } from './engine/types.js';
import type { TPayrollLine, TPayrollResult, TPayrollTotals } from './payroll.schema.js';

/** Timesheet seconds to the hundredths of an hour a payroll line holds (36 s each, rounded half up). */
export const hundredthsOf = (seconds: number) => Math.floor((seconds + 18) / 36);

/** Two pay periods overlap when each starts before the other ends (inclusive dates). */
export const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start <= b.end && b.start <= a.end;

/**
 * New York City's ZIP codes by their first three digits (USPS sectional centers of Manhattan 100–102,
 * Staten Island 103, the Bronx 104, Brooklyn 112, Queens 110, 111, 113, 114 and 116). A city resident
 * for withholding is one whose IT-2104 says so; the address is the fallback when there is none.
 */
const NYC_ZIP3 = new Set(['100', '101', '102', '103', '104', '110', '111', '112', '113', '114', '116']);
export function livesInNyc(address: { kind?: string; state?: string; zipCode?: string } | undefined): boolean {
  return Boolean(address && address.kind !== 'FOREIGN' && address.state === 'NY' && address.zipCode && NYC_ZIP3.has(address.zipCode.slice(0, 3)));
}

/** A signed W-4's answers as the engine reads them. */
export function federalOf(w4: { filingStatus: TFederalWithholding['filingStatus']; multipleJobs: boolean; creditsCents: number; otherIncomeCents: number; deductionsCents: number; extraWithholdingCents: number; exempt: boolean }): TFederalWithholding {
  return {
    filingStatus: w4.filingStatus,
    multipleJobs: w4.multipleJobs,
    creditsCents: w4.creditsCents,
    otherIncomeCents: w4.otherIncomeCents,
    deductionsCents: w4.deductionsCents,
    extraWithholdingCents: w4.extraWithholdingCents,
    exempt: w4.exempt,
  };
}

/** A signed IT-2104's answers as the engine reads them. */
export function newYorkOf(it: TNewYorkWithholding): TNewYorkWithholding {
  return { filingStatus: it.filingStatus, nysAllowances: it.nysAllowances, nycAllowances: it.nycAllowances, nysAdditionalCents: it.nysAdditionalCents, nycAdditionalCents: it.nycAdditionalCents };
}

/** A line's hours and amounts in the engine's shape. */
export function engineHoursOf(line: TPayrollLine) {
  return {
    hours: { regular: line.regularHours, overtime: line.overtimeHours, doubleTime: line.doubleTimeHours, holiday: line.holidayHours, pto: line.ptoHours, sickLeave: line.sickLeaveHours },
    amounts: { bonusCents: line.bonus, commissionCents: line.commission, owedTipsCents: line.owedTips, paidTipsCents: line.paidTips, expenseReimburseCents: line.expenseReimburse },
  };
}

/** The engine's result as the API and the paystub carry it. */
export function resultView(e: { employmentId: string; name: string; payType: TPayrollResult['payType']; rateCents: number }, r: TEngineResult): TPayrollResult {
  return {
    employmentId: e.employmentId,
    name: e.name,
    payType: e.payType,
    rateCents: e.rateCents,
    earnings: r.earnings,
    hours: r.hours,
    totalHours: r.totalHours,
    taxableTotal: r.taxableTotal,
    total: r.total,
    employeeTaxes: r.employeeTaxes,
    totalEmployeeTax: r.totalEmployeeTax,
    netPay: r.netPay,
    employerTaxes: r.employerTaxes,
    totalEmployerTax: r.totalEmployerTax,
    expenseReimburse: r.expenseReimburse,
    grossYtd: r.ytd.grossCents,
    netPayYtd: r.ytd.netPayCents,
    flags: [...r.flags],
  };
}

/** A run's totals: the sums of its results (what the preview shows first, and the payroll keeps). */
export function totalsOf(results: readonly TPayrollResult[]): TPayrollTotals {
  const sum = (k: 'totalHours' | 'taxableTotal' | 'total' | 'totalEmployeeTax' | 'netPay' | 'totalEmployerTax' | 'expenseReimburse') => results.reduce((s, r) => s + r[k], 0);
  const total = sum('total');
  const totalEmployerTax = sum('totalEmployerTax');
  return {
    employees: results.length,
    totalHours: sum('totalHours'),
    taxableTotal: sum('taxableTotal'),
    total,
    totalEmployeeTax: sum('totalEmployeeTax'),
    netPay: sum('netPay'),
    totalEmployerTax,
    expenseReimburse: sum('expenseReimburse'),
    companyCost: total + totalEmployerTax,
  };
}

/** A result negated, line by line: a void's entry, which takes the payroll back out of every sum. */
export function negated(r: TPayrollResult): TPayrollResult {
  const neg = (n: number) => (n === 0 ? 0 : -n);
  return {
    ...r,
    earnings: r.earnings.map((l) => ({ ...l, hours: neg(l.hours), amountCents: neg(l.amountCents) })),
    hours: { regular: neg(r.hours.regular), overtime: neg(r.hours.overtime), doubleTime: neg(r.hours.doubleTime), holiday: neg(r.hours.holiday), pto: neg(r.hours.pto), sickLeave: neg(r.hours.sickLeave) },
    totalHours: neg(r.totalHours),
    taxableTotal: neg(r.taxableTotal),
    total: neg(r.total),
    employeeTaxes: r.employeeTaxes.map((t) => ({ ...t, wagesCents: neg(t.wagesCents), amountCents: neg(t.amountCents) })),
    totalEmployeeTax: neg(r.totalEmployeeTax),
    netPay: neg(r.netPay),
    employerTaxes: r.employerTaxes.map((t) => ({ ...t, wagesCents: neg(t.wagesCents), amountCents: neg(t.amountCents) })),
    totalEmployerTax: neg(r.totalEmployerTax),
    expenseReimburse: neg(r.expenseReimburse),
  };
}

/**
 * The year to date with a paystub taken back out (a void): every sum the engine added for it,
 * subtracted again, so the next run's wage bases and thresholds count as if it never ran.
 */
export function ytdWithout(ytd: TYearToDate, r: TPayrollResult): TYearToDate {
  const wages = (lines: readonly { kind: string; wagesCents: number }[], kind: string) => lines.find((l) => l.kind === kind)?.wagesCents ?? 0;
  const minus = <K extends string>(map: Partial<Record<K, number>>, lines: readonly { kind: K; amountCents: number }[]) => {
    const out: Partial<Record<K, number>> = { ...map };
    for (const l of lines) out[l.kind] = (out[l.kind] ?? 0) - l.amountCents;
    return out;
  };
  return {
    grossCents: ytd.grossCents - r.taxableTotal,
    federalWagesCents: ytd.federalWagesCents - wages(r.employeeTaxes, 'FEDERAL_INCOME'),
    socialSecurityWagesCents: ytd.socialSecurityWagesCents - wages(r.employeeTaxes, 'SOCIAL_SECURITY'),
    medicareWagesCents: ytd.medicareWagesCents - wages(r.employeeTaxes, 'MEDICARE'),
    futaWagesCents: ytd.futaWagesCents - wages(r.employerTaxes, 'FUTA'),
    nySuiWagesCents: ytd.nySuiWagesCents - wages(r.employerTaxes, 'NY_SUI'),
    nyStateWagesCents: ytd.nyStateWagesCents - wages(r.employeeTaxes, 'NY_STATE_INCOME'),
    employeeTaxes: minus(ytd.employeeTaxes, r.employeeTaxes),
    employerTaxes: minus(ytd.employerTaxes, r.employerTaxes),
    earnings: minus(ytd.earnings, r.earnings),
    netPayCents: ytd.netPayCents - r.netPay,
    expenseReimburseCents: ytd.expenseReimburseCents - r.expenseReimburse,
  };
}
