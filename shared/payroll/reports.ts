/**
 * Payroll reports' pure math (docs/decisions/0034-payroll-reports.md): the General report's blocks,
 * Forms 941 and 940, Form NYS-45, and the report builder's groups, all from paystubs. A void's
 * negating entry (source VOID) carries every figure of the paystub it voids with the sign turned,
 * and keeps its pay date, so summing every entry of a range makes a voided paycheck count as never
 * paid. Integer cents and hundredths in, integer cents out; nothing here reads a table or the clock.
 */
import { EARNING_KINDS, EMPLOYEE_TAX_KINDS, EMPLOYER_TAX_KINDS, type TEarningKind, type TEmployeeTaxKind, type TEmployerTaxKind } from './engine/types.js';
import type { TPayrollResult } from './payroll.schema.js';
import { taxTablesFor } from './tables/index.js';
import type {
  TBuilderRow, TBuilderTask, TForm940, TForm941, TGeneralBlocks, TGroupMode, TNys45, TPaycheckSource, TReportSums,
} from './reports.schema.js';

/** A paystub as the reports read it (functions/payroll/data/payroll.entities.ts PaystubEntity). */
export interface TReportPaystub {
  payrollId: string;
  employmentId: string;
  name: string;
  payDate: string;
  payPeriodStart: string;
  payPeriodEnd: string;
  source: TPaycheckSource;
  /** A paycheck voided since (its negating entry is voided too). */
  voided: boolean;
  createdAt: string;
  branchIds: readonly string[];
  workplaces: readonly string[];
  result: Pick<TPayrollResult, 'earnings' | 'hours' | 'totalHours' | 'taxableTotal' | 'employeeTaxes' | 'totalEmployeeTax' | 'netPay' | 'employerTaxes' | 'totalEmployerTax' | 'expenseReimburse'>;
}

/**
 * The year's FICA and FUTA figures, from the engine's tables (shared/payroll/tables, each with its
 * source): rates there are in millipercent (6.2 % = 6,200), here in parts per million.
 */
function ficaOf(year: number) {
  const f = taxTablesFor(year).fica;
  return {
    /** Lines 5a and 5b column 2: Social Security, employee and employer (12.4 % in 2026). */
    rate5ab: 2 * f.socialSecurityRate * 10,
    /** Line 5c: Medicare, employee and employer (2.9 %). */
    rate5c: 2 * f.medicareRate * 10,
    /** Line 5d: Additional Medicare, employee only (0.9 %). */
    rate5d: f.additionalMedicareRate * 10,
    /** Form 940 line 8: FUTA after the credit (0.6 %), on the first $7,000 a year (26 U.S.C. §3306(b)(1)). */
    futaRate: f.futaRate * 10,
    futaWageBaseCents: f.futaWageBaseCents,
  };
}

/** Rates in parts per million: 12.4 % = 124,000. */
const PPM = 1_000_000n;
/** `cents × ppm / 1,000,000`, rounded half away from zero to the cent, exactly (BigInt). */
export function applyPpm(cents: number, ppm: number): number {
  const n = BigInt(cents) * BigInt(ppm);
  const q = n / PPM;
  const r = n % PPM;
  const half = (r < 0n ? -r : r) * 2n >= PPM;
  return Number(half ? q + (n < 0n ? -1n : 1n) : q);
}

const add = (a: number, b: number) => a + b;
const sumOf = <T>(items: readonly T[], f: (t: T) => number) => items.map(f).reduce(add, 0);
const taxOf = (lines: readonly { kind: string; wagesCents: number; amountCents: number }[], kind: string) => lines.find((l) => l.kind === kind);
const isVoidEntry = (s: Pick<TReportPaystub, 'source'>) => s.source === 'VOID';

/** The builder's and the General report's sums: every entry added, a void's negative one included. */
export function sumsOf(stubs: readonly TReportPaystub[]): TReportSums {
  return {
    paychecks: sumOf(stubs, (s) => (isVoidEntry(s) ? -1 : 1)),
    totalHours: sumOf(stubs, (s) => s.result.totalHours),
    taxableTotal: sumOf(stubs, (s) => s.result.taxableTotal),
    totalEmployeeTax: sumOf(stubs, (s) => s.result.totalEmployeeTax),
    netPay: sumOf(stubs, (s) => s.result.netPay),
    totalEmployerTax: sumOf(stubs, (s) => s.result.totalEmployerTax),
    expenseReimburse: sumOf(stubs, (s) => s.result.expenseReimburse),
  };
}

/** Employments whose net gross of the entries is above zero (a voided paycheck and its void make nothing). */
function employeesPaid(stubs: readonly TReportPaystub[]): Set<string> {
  const gross = new Map<string, number>();
  for (const s of stubs) gross.set(s.employmentId, (gross.get(s.employmentId) ?? 0) + s.result.taxableTotal);
  return new Set([...gross].filter(([, cents]) => cents > 0).map(([id]) => id));
}

const distinctSorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Tax lines summed by kind, in the kinds' order; a kind no paystub carries is left out. */
function taxBlock<K extends string>(kinds: readonly K[], lines: readonly { kind: K; wagesCents: number; amountCents: number }[]) {
  const by = new Map<K, { kind: K; wagesCents: number; amountCents: number }>();
  for (const l of lines) {
    const b = by.get(l.kind) ?? { kind: l.kind, wagesCents: 0, amountCents: 0 };
    b.wagesCents += l.wagesCents;
    b.amountCents += l.amountCents;
    by.set(l.kind, b);
  }
  return kinds.filter((k) => by.has(k)).map((k) => by.get(k)!);
}

/** The General report's blocks (spec 000 §2 Reports) for the entries of its range. */
export function generalBlocks(stubs: readonly TReportPaystub[]): TGeneralBlocks {
  const earnings = new Map<TEarningKind, { kind: TEarningKind; hours: number; amountCents: number }>();
  for (const e of stubs.flatMap((s) => s.result.earnings)) {
    const b = earnings.get(e.kind) ?? { kind: e.kind, hours: 0, amountCents: 0 };
    b.hours += e.hours;
    b.amountCents += e.amountCents;
    earnings.set(e.kind, b);
  }
  const hours = (k: keyof TReportPaystub['result']['hours']) => sumOf(stubs, (s) => s.result.hours[k]);
  const periods = distinctSorted(stubs.map((s) => `${s.payPeriodStart}/${s.payPeriodEnd}`));
  return {
    payDates: distinctSorted(stubs.map((s) => s.payDate)),
    transactionDates: distinctSorted(stubs.map((s) => s.createdAt.slice(0, 10))),
    payPeriods: periods.map((p) => ({ start: p.slice(0, 10), end: p.slice(11) })),
    employees: employeesPaid(stubs).size,
    sums: sumsOf(stubs),
    earnings: EARNING_KINDS.filter((k) => earnings.has(k)).map((k) => earnings.get(k)!),
    hours: { regular: hours('regular'), overtime: hours('overtime'), doubleTime: hours('doubleTime'), holiday: hours('holiday'), pto: hours('pto'), sickLeave: hours('sickLeave'), total: sumOf(stubs, (s) => s.result.totalHours) },
    employeeTaxes: taxBlock<TEmployeeTaxKind>(EMPLOYEE_TAX_KINDS, stubs.flatMap((s) => s.result.employeeTaxes)),
    employerTaxes: taxBlock<TEmployerTaxKind>(EMPLOYER_TAX_KINDS, stubs.flatMap((s) => s.result.employerTaxes)),
    deductionsCents: 0,
    contributionsCents: 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Quarters and the 12th.

/** A quarter's first and last day. */
export function quarterRange(year: number, quarter: number): { start: string; end: string } {
  const first = (quarter - 1) * 3 + 1;
  const last = first + 2;
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: `${year}-${pad(first)}-01`, end: `${year}-${pad(last)}-${pad(lastDay)}` };
}

/** The quarter (1–4) of a YYYY-MM-DD, and its month within the quarter (0–2). */
const quarterOf = (date: string) => Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;
const monthInQuarter = (date: string) => (Number(date.slice(5, 7)) - 1) % 3;

const inRange = (date: string, r: { start: string; end: string }) => date >= r.start && date <= r.end;

/** The Sunday-to-Saturday week that includes the 12th of a month. */
export function weekOfThe12th(year: number, month: number): { start: string; end: string } {
  const twelfth = Date.UTC(year, month - 1, 12);
  const dow = new Date(twelfth).getUTCDay();
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: iso(twelfth - dow * 86_400_000), end: iso(twelfth + (6 - dow) * 86_400_000) };
}

// ---------------------------------------------------------------------------------------------
// Form 941.


/** The tips of a paystub: the employer's paid and the cash tips reported (both wages for FICA). */
const tipsOf = (s: TReportPaystub) => sumOf(s.result.earnings.filter((e) => e.kind === 'OWED_TIPS' || e.kind === 'PAID_TIPS'), (e) => e.amountCents);

/**
 * A quarter's Form 941 figures from the entries paid in it (wages are reported in the quarter they
 * are paid), following the Instructions for Form 941, Employer's Quarterly Federal Tax Return
 * (https://www.irs.gov/instructions/i941; the line texts as in the form's Part 1, and the
 * instructions' "5a. Taxable Social Security Wages" and "7. Current Quarter's Adjustment for
 * Fractions of Cents", e.g. the 2008 edition's page 6,
 * https://www.formsbank.com/template/283855/instructions-for-form-941-employer-s-quarterly-federal-tax-return-2008.html):
 *
 * - Line 1, employees who received wages "for the pay period including March 12, June 12, September
 *   12 or December 12". Simplified: every employee with net wages paid in the quarter (see the
 *   decision record); the count differs only for someone paid in the quarter who was not on the
 *   payroll of the pay period that includes the 12th of its third month.
 * - Line 2, wages, tips and other compensation; line 3, federal income tax withheld.
 * - Line 5a, taxable Social Security wages (tips excluded, up to the wage base) × 0.124; line 5b,
 *   taxable Social Security tips × 0.124 — a paystub's Social Security wages are split, its tips
 *   first, into 5b and the rest into 5a; line 5c, Medicare wages and tips × 0.029; line 5d, wages
 *   subject to Additional Medicare Tax withholding × 0.009; line 5e, the column 2 sum.
 * - Line 6 = line 3 + line 5e (5f, §3121(q) notice and demand, is not used).
 * - Line 7, "current quarter's adjustment for fractions of cents": what was actually withheld and
 *   owed per paycheck (employee and employer Social Security and Medicare, Additional Medicare)
 *   minus line 5e's computation on the quarter's totals.
 * - Line 10 = lines 6 + 7 (8 sick pay and 9 tips and group-term life are 0); line 12 = line 10
 *   (no line 11 credits). Line 16's monthly liability is what each month's paychecks withheld and
 *   owed, so it sums to line 12.
 */
export function form941(stubs: readonly TReportPaystub[], year: number, quarter: number): TForm941 {
  const range = quarterRange(year, quarter);
  const paid = stubs.filter((s) => inRange(s.payDate, range));
  let ssWages = 0;
  let ssTips = 0;
  let medicareWages = 0;
  let addlWages = 0;
  const monthly = [0, 0, 0];
  let fit = 0;
  let actualFica = 0;
  for (const s of paid) {
    const ee = s.result.employeeTaxes;
    const er = s.result.employerTaxes;
    const ss = taxOf(ee, 'SOCIAL_SECURITY')?.wagesCents ?? 0;
    const tips = Math.sign(ss) * Math.min(Math.abs(tipsOf(s)), Math.abs(ss));
    ssTips += tips;
    ssWages += ss - tips;
    medicareWages += taxOf(ee, 'MEDICARE')?.wagesCents ?? 0;
    addlWages += taxOf(ee, 'ADDITIONAL_MEDICARE')?.wagesCents ?? 0;
    const withheld = taxOf(ee, 'FEDERAL_INCOME')?.amountCents ?? 0;
    const fica = ['SOCIAL_SECURITY', 'MEDICARE', 'ADDITIONAL_MEDICARE'].map((k) => taxOf(ee, k)?.amountCents ?? 0).reduce(add, 0)
      + ['SOCIAL_SECURITY', 'MEDICARE'].map((k) => taxOf(er, k)?.amountCents ?? 0).reduce(add, 0);
    fit += withheld;
    actualFica += fica;
    monthly[monthInQuarter(s.payDate)]! += withheld + fica;
  }
  const line = (wagesCents: number, ppm: number) => ({ wagesCents, taxCents: applyPpm(wagesCents, ppm) });
  const { rate5ab, rate5c, rate5d } = ficaOf(year);
  const line5a = line(ssWages, rate5ab);
  const line5b = line(ssTips, rate5ab);
  const line5c = line(medicareWages, rate5c);
  const line5d = line(addlWages, rate5d);
  const line5e = line5a.taxCents + line5b.taxCents + line5c.taxCents + line5d.taxCents;
  const line6 = fit + line5e;
  const line7 = actualFica - line5e;
  const line10 = line6 + line7;
  return {
    line1Employees: employeesPaid(paid).size,
    line2Wages: sumOf(paid, (s) => s.result.taxableTotal),
    line3FederalIncomeTax: fit,
    line4NoFica: ssWages + ssTips + medicareWages === 0,
    line5a, line5b, line5c, line5d, line5e, line6,
    line7FractionsOfCents: line7,
    line10,
    line12: line10,
    monthlyLiability: monthly,
  };
}

// ---------------------------------------------------------------------------------------------
// Form 940.


/**
 * A year's Form 940 figures from the entries paid in it, following the Instructions for Form 940,
 * Employer's Annual Federal Unemployment (FUTA) Tax Return (https://www.irs.gov/instructions/i940;
 * "5. Total of Payments Made to Each Employee in Excess of $7,000", e.g. the 2016 edition's page 7,
 * https://www.formsbank.com/template/78913/instructions-for-form-940-2016.html): line 3, total payments to all
 * employees; line 4, payments exempt from FUTA tax (none: no fringe benefits or retirement
 * contributions reach payroll); line 5, "total of payments made to each employee in excess of
 * $7,000", each employee's year's payments above the FUTA wage base; line 6 = 4 + 5; line 7, total
 * taxable FUTA wages = 3 − 6; line 8, FUTA tax before adjustments = line 7 × 0.006. No adjustment
 * (lines 9–11: no wages excluded from state unemployment tax, no credit reduction) is applied. Part
 * 5's liability of each quarter is that quarter's FUTA wages (as each paycheck counted them) × 0.006.
 */
export function form940(stubs: readonly TReportPaystub[], year: number): TForm940 {
  const paid = stubs.filter((s) => s.payDate.startsWith(`${year}-`));
  const futa = ficaOf(year);
  const perEmployee = new Map<string, number>();
  for (const s of paid) perEmployee.set(s.employmentId, (perEmployee.get(s.employmentId) ?? 0) + s.result.taxableTotal);
  const line3 = sumOf(paid, (s) => s.result.taxableTotal);
  const line4 = 0;
  const line5 = [...perEmployee.values()].map((cents) => Math.max(0, cents - futa.futaWageBaseCents)).reduce(add, 0);
  const line6 = line4 + line5;
  const line7 = line3 - line6;
  const futaWages = [0, 0, 0, 0];
  for (const s of paid) futaWages[quarterOf(s.payDate) - 1]! += taxOf(s.result.employerTaxes, 'FUTA')?.wagesCents ?? 0;
  return {
    line3TotalPayments: line3,
    line4Exempt: line4,
    line5OverWageBase: line5,
    line6Subtotal: line6,
    line7FutaWages: line7,
    line8FutaTax: applyPpm(line7, futa.futaRate),
    quarterlyLiability: futaWages.map((w) => applyPpm(w, futa.futaRate)),
  };
}

// ---------------------------------------------------------------------------------------------
// Form NYS-45.

/** The Re-employment Service Fund: 0.075 % of the wages subject to UI contributions. */
const REEMPLOYMENT_FUND = 750;

/**
 * A quarter's NYS-45 figures, following Form NYS-45 (1/19) and its instructions, NYS-45-I,
 * Instructions for Form NYS-45 (the Tax Department's; the form's lines as reproduced at
 * https://docslib.org/doc/4058298/form-nys-45-1-19-quarterly-combined-withholding-wage). Covered
 * employment is a paystub with New York unemployment insurance (an NY_SUI line).
 *
 * - Number of employees, each month: "covered employees who worked during or received pay for the
 *   week that includes the 12th day of each month" — employments with a paycheck (not void) whose
 *   pay period overlaps that week; `stubs` should reach a month past the quarter on either side, so
 *   a period paid in the next quarter still counts.
 * - Line 1, total remuneration paid this quarter; line 3, wages subject to contributions (each
 *   paycheck's NY_SUI wages, up to the year's UI wage base); line 2 = line 1 − line 3, paid above
 *   the wage base; line 4, UI contributions due (each paycheck's NY_SUI contribution at the
 *   company's rate); line 5, Re-employment Service Fund = line 3 × 0.075 %; line 7 = 4 + 5 (line 6,
 *   UI previously underpaid, is 0).
 * - Lines 12–15, New York State, New York City and Yonkers tax withheld (Yonkers is not withheld
 *   here: 0), and their total.
 */
export function nys45(stubs: readonly TReportPaystub[], year: number, quarter: number): TNys45 {
  const range = quarterRange(year, quarter);
  const covered = stubs.filter((s) => taxOf(s.result.employerTaxes, 'NY_SUI') !== undefined);
  const paid = covered.filter((s) => inRange(s.payDate, range));
  const first = (quarter - 1) * 3 + 1;
  const employees = [0, 1, 2].map((m) => {
    const week = weekOfThe12th(year, first + m);
    const who = covered.filter((s) => !isVoidEntry(s) && !s.voided && s.payPeriodStart <= week.end && s.payPeriodEnd >= week.start);
    return new Set(who.map((s) => s.employmentId)).size;
  });
  const line1 = sumOf(paid, (s) => s.result.taxableTotal);
  const line3 = sumOf(paid, (s) => taxOf(s.result.employerTaxes, 'NY_SUI')?.wagesCents ?? 0);
  const line4 = sumOf(paid, (s) => taxOf(s.result.employerTaxes, 'NY_SUI')?.amountCents ?? 0);
  const line5 = applyPpm(line3, REEMPLOYMENT_FUND);
  const withheld = (kind: TEmployeeTaxKind) => sumOf(paid, (s) => taxOf(s.result.employeeTaxes, kind)?.amountCents ?? 0);
  const line12 = withheld('NY_STATE_INCOME');
  const line13 = withheld('NYC_INCOME');
  const line14 = 0;
  return {
    employees,
    line1Remuneration: line1,
    line2OverWageBase: line1 - line3,
    line3SubjectToContributions: line3,
    line4UiContributions: line4,
    line5ReemploymentFund: line5,
    line7TotalUi: line4 + line5,
    line12StateWithheld: line12,
    line13CityWithheld: line13,
    line14YonkersWithheld: line14,
    line15TotalWithheld: line12 + line13 + line14,
  };
}

// ---------------------------------------------------------------------------------------------
// The report builder.

/** Whether a paystub is one the task asks for: its pay date in the range, and each non-empty multi-select met. */
export function matchesTask(s: TReportPaystub, task: Omit<TBuilderTask, 'groupModes'>): boolean {
  const any = (wanted: readonly string[], has: readonly string[]) => !wanted.length || has.some((h) => wanted.includes(h));
  return (
    s.payDate >= task.startDate &&
    s.payDate <= task.endDate &&
    (!task.sources.length || task.sources.includes(s.source)) &&
    any(task.workPlaceIds, s.workplaces) &&
    any(task.branchIds, s.branchIds) &&
    (!task.employmentsIds.length || task.employmentsIds.includes(s.employmentId))
  );
}

const SOURCE_ORDER = ['PAYCHECK', 'VOID', 'EDIT'];

/** A paystub's group in a mode: its key, what the group shows, and how groups sort. */
function groupOf(mode: Exclude<TGroupMode, 'TOTALS'>, s: TReportPaystub): { key: string; label: string; sort: string } {
  switch (mode) {
    case 'EMPLOYMENT':
      return { key: s.employmentId, label: s.name, sort: `${s.name.toLocaleLowerCase()}\u0000${s.employmentId}` };
    case 'PAY_PERIOD': {
      const key = `${s.payPeriodStart}/${s.payPeriodEnd}`;
      return { key, label: key, sort: key };
    }
    case 'PAY_DATE':
      return { key: s.payDate, label: s.payDate, sort: s.payDate };
    case 'SOURCE':
      return { key: s.source, label: s.source, sort: String(SOURCE_ORDER.indexOf(s.source)) };
    case 'LOCATION': {
      const key = [...s.workplaces].sort().join(', ');
      // Paystubs naming no workplace (or no branch) sort last.
      return { key, label: key, sort: key ? `0${key}` : '1' };
    }
    case 'BRANCH': {
      const key = [...s.branchIds].sort().join(',');
      return { key, label: key, sort: key ? `0${key}` : '1' };
    }
  }
}

/**
 * The builder's rows: the paystubs grouped by each mode in turn (the first outermost), each group
 * with the sums of its paystubs, followed by its subgroups; TOTALS adds the grand total last. No
 * mode at all is the grand total alone. A paystub falls in exactly one group per level (a paystub
 * naming several workplaces or branches is grouped under all of them together), so every level's
 * sums add up to its parent's.
 */
export function builderRows(stubs: readonly TReportPaystub[], groupModes: readonly TGroupMode[]): TBuilderRow[] {
  const modes = [...new Set(groupModes)].filter((m): m is Exclude<TGroupMode, 'TOTALS'> => m !== 'TOTALS');
  const totals = groupModes.includes('TOTALS') || !modes.length;
  const rows: TBuilderRow[] = [];
  const walk = (group: readonly TReportPaystub[], depth: number, path: string) => {
    const mode = modes[depth];
    if (!mode) return;
    const groups = new Map<string, { key: string; label: string; sort: string; stubs: TReportPaystub[] }>();
    for (const s of group) {
      const g = groupOf(mode, s);
      const entry = groups.get(g.key) ?? { ...g, stubs: [] };
      entry.stubs.push(s);
      groups.set(g.key, entry);
    }
    for (const g of [...groups.values()].sort((a, b) => a.sort.localeCompare(b.sort))) {
      const id = `${path}${mode}:${g.key}|`;
      rows.push({ id, depth, mode, key: g.key, label: g.label, sums: sumsOf(g.stubs) });
      walk(g.stubs, depth + 1, id);
    }
  };
  walk(stubs, 0, '');
  if (totals) rows.push({ id: 'TOTALS', depth: 0, mode: 'TOTALS', key: '', label: '', sums: sumsOf(stubs) });
  return rows;
}
