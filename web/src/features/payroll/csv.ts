// A relative path (not @shared) so the unit tests, type-checked with the root tsconfig, resolve it.
import type { TPayrollResult, TPayrollTotals } from '../../../../shared/payroll/payroll.schema.js';

/**
 * The preview's Download (spec 000 §2 Run a New Payroll): the run's totals and every employee's
 * earnings, taxes and net pay as CSV, built in the browser from what the preview shows. Amounts are
 * plain decimals (dollars, hours) so a spreadsheet reads them as numbers.
 */
export interface TCsvLabels {
  /** A column, total, section or row title by its key (the payroll namespace's texts). */
  text: (key: string) => string;
}

/** Dollars or hours from integer hundredths, with a dot and two places. */
const decimal = (n: number) => (n / 100).toFixed(2);

/** One CSV field: quoted when needed; text that a spreadsheet would run as a formula is neutralised (CSV injection), numbers are kept. */
export function csvField(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/u.test(s) && !/^-?\d+(\.\d+)?$/u.test(s)) s = `'${s}`;
  return /[",\r\n]/u.test(s) ? `"${s.replace(/"/gu, '""')}"` : s;
}

const row = (cells: (string | number)[]) => cells.map(csvField).join(',');

export function previewCsv(
  run: { payPeriodStart: string; payPeriodEnd: string; payDate: string; totals: TPayrollTotals; results: readonly TPayrollResult[] },
  { text }: TCsvLabels,
): string {
  const t = run.totals;
  const lines: string[] = [
    row([text('fields.payPeriodStart'), run.payPeriodStart]),
    row([text('fields.payPeriodEnd'), run.payPeriodEnd]),
    row([text('fields.payDate'), run.payDate]),
    '',
    row([text('totals.title')]),
    row([text('totals.employees'), t.employees]),
    row([text('totals.totalHours'), decimal(t.totalHours)]),
    row([text('totals.gross'), decimal(t.total)]),
    row([text('totals.employeeTaxes'), decimal(t.totalEmployeeTax)]),
    row([text('totals.netPay'), decimal(t.netPay)]),
    row([text('totals.employerTaxes'), decimal(t.totalEmployerTax)]),
    row([text('totals.companyCost'), decimal(t.companyCost)]),
    row([text('totals.expenseReimburse'), decimal(t.expenseReimburse)]),
    '',
    row([text('csv.employee'), text('csv.section'), text('csv.item'), text('result.hours'), text('result.rate'), text('result.current'), text('result.ytd')]),
  ];
  for (const r of run.results) {
    for (const e of r.earnings) {
      const hourly = e.hours > 0;
      lines.push(row([r.name, text('result.earnings'), text(`earning.${e.kind}`), hourly ? decimal(e.hours) : '', hourly ? decimal(e.rateCents) : '', decimal(e.amountCents), decimal(e.ytdCents)]));
    }
    for (const x of r.employeeTaxes) lines.push(row([r.name, text('result.employeeTaxes'), text(`employeeTax.${x.kind}`), '', '', decimal(x.amountCents), decimal(x.ytdCents)]));
    for (const x of r.employerTaxes) lines.push(row([r.name, text('result.employerTaxes'), text(`employerTax.${x.kind}`), '', '', decimal(x.amountCents), decimal(x.ytdCents)]));
    lines.push(row([r.name, text('result.earnings'), text('result.gross'), decimal(r.totalHours), '', decimal(r.taxableTotal), decimal(r.grossYtd)]));
    if (r.expenseReimburse) lines.push(row([r.name, text('result.earnings'), text('fields.expenseReimburse'), '', '', decimal(r.expenseReimburse), '']));
    lines.push(row([r.name, text('result.netPay'), text('result.netPay'), '', '', decimal(r.netPay), decimal(r.netPayYtd)]));
  }
  return `${lines.join('\r\n')}\r\n`;
}
