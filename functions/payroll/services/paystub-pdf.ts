/**
 * A paystub as a PDF (spec 001 §3 Paystub report): the employer (name, phone, headquarter address),
 * the employee, the period, pay type and pay date, the earnings (title, hours, rate, current, YTD),
 * the taxes (current and YTD), deductions, expense reimbursement and net pay, and the sick leave
 * accrued, used and available that NYC requires on each pay statement (NYC Admin. Code §20-919).
 * Rendered from the stored paystub with the project's PDF toolkit (pdf-lib, DejaVu fonts).
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { fit, pdfToolkit, printable } from '../../core/pdf-toolkit.js';
import type { TStoredPaystub } from '../data/payroll.entities.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);
const hoursText = (hundredths: number) => (hundredths / 100).toFixed(2);
const usDate = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;

/** The paystub's line titles, as the paystub prints them. */
export const EARNING_TITLES: Record<string, string> = {
  REGULAR: 'Regular', OVERTIME: 'Overtime', DOUBLE_TIME: 'Double time', HOLIDAY: 'Holiday', PTO: 'Paid time off', SICK_LEAVE: 'Sick leave',
  BONUS: 'Bonus', COMMISSION: 'Commission', OWED_TIPS: 'Tips (paid by employer)', PAID_TIPS: 'Tips (received in cash)',
};
export const TAX_TITLES: Record<string, string> = {
  FEDERAL_INCOME: 'Federal income tax', SOCIAL_SECURITY: 'Social Security', MEDICARE: 'Medicare', ADDITIONAL_MEDICARE: 'Additional Medicare',
  NY_STATE_INCOME: 'New York State income tax', NYC_INCOME: 'New York City income tax', NY_SDI: 'NY disability (SDI)', NY_PFL: 'NY Paid Family Leave',
  FUTA: 'Federal unemployment (FUTA)', NY_SUI: 'NY unemployment insurance',
};

const PAGE = { width: 612, height: 792, margin: 48 };

export async function renderPaystubPdf(s: TStoredPaystub): Promise<Uint8Array> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  const grey = pdf.rgb(0.35, 0.35, 0.35);
  doc.setTitle(`Paystub ${s.employee.name} ${s.payDate}`);
  doc.setAuthor(s.employer.name);
  doc.setCreationDate(new Date(s.createdAt));
  const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (value: string, x: number, size = 9, f: PDFFont = font, opts: { width?: number; right?: boolean; color?: ReturnType<typeof pdf.rgb> } = {}) => {
    let t = printable(value, f);
    if (opts.width) t = fit(t, f, size, opts.width);
    const shift = opts.right && opts.width ? opts.width - f.widthOfTextAtSize(t, size) : 0;
    page.drawText(t, { x: x + shift, y, size, font: f, color: opts.color });
  };
  const r = s.result;

  text(s.source === 'VOID' ? 'PAYSTUB: VOID ENTRY' : s.voided ? 'PAYSTUB (VOID)' : 'PAYSTUB', PAGE.margin, 18, strong);
  text(`Pay date ${usDate(s.payDate)}`, 380, 11, strong, { width: 184, right: true });
  y -= 30;
  const top = y;
  const block = (x: number, label: string, lines: string[]) => {
    y = top;
    text(label, x, 8, strong, { color: grey });
    for (const l of lines.filter(Boolean)) {
      y -= 13;
      text(l, x, 10, font, { width: 250 });
    }
  };
  block(PAGE.margin, 'EMPLOYER', [s.employer.name, s.employer.phone, s.employer.address]);
  block(316, 'EMPLOYEE', [s.employee.name, s.employee.address, s.employee.ssnLast4 ? `SSN ***-**-${s.employee.ssnLast4}` : '']);
  y = top - 62;
  text(`Pay period ${usDate(s.payPeriodStart)} – ${usDate(s.payPeriodEnd)}`, PAGE.margin, 10);
  text(`Pay type ${r.payType === 'HOUR_RATE' ? `hourly, ${dollars(r.rateCents)}/h` : 'salary'}`, 316, 10);
  y -= 24;

  const table = (title: string, head: string[], rows: string[][], xs: number[]) => {
    text(title, PAGE.margin, 10, strong);
    y -= 14;
    head.forEach((h, i) => text(h, xs[i]!, 8, strong, { color: grey, width: i ? 80 : 180, right: i > 0 }));
    for (const row of rows) {
      y -= 13;
      row.forEach((c, i) => text(c, xs[i]!, 9, font, { width: i ? 80 : 180, right: i > 0 }));
    }
    y -= 22;
  };
  table(
    'Earnings',
    ['Title', 'Hours', 'Rate', 'Current', 'YTD'],
    r.earnings.map((e) => [EARNING_TITLES[e.kind] ?? e.kind, e.hours ? hoursText(e.hours) : '', e.rateCents ? dollars(e.rateCents) : '', dollars(e.amountCents), dollars(e.ytdCents)]),
    [PAGE.margin, 228, 312, 396, 484],
  );
  const taxes = (title: string, lines: typeof r.employeeTaxes | typeof r.employerTaxes) =>
    table(title, ['Tax', 'Wages', 'Current', 'YTD'], lines.map((t) => [TAX_TITLES[t.kind] ?? t.kind, dollars(t.wagesCents), dollars(t.amountCents), dollars(t.ytdCents)]), [PAGE.margin, 312, 396, 484]);
  taxes('Taxes withheld', r.employeeTaxes);
  table('Deductions', ['Deduction', 'Current'], [['Pre-tax and post-tax deductions', dollars(0)]], [PAGE.margin, 484]);

  const summary: [string, string][] = [
    ['Gross earnings', dollars(r.taxableTotal)],
    ['Taxes withheld', dollars(r.totalEmployeeTax)],
    ...(r.expenseReimburse ? ([['Expense reimbursement (non-taxable)', dollars(r.expenseReimburse)]] as [string, string][]) : []),
    ['Net pay', dollars(r.netPay)],
    ['Gross earnings YTD', dollars(r.grossYtd)],
    ['Net pay YTD', dollars(r.netPayYtd)],
  ];
  for (const [label, value] of summary) {
    text(label, PAGE.margin, 10, label === 'Net pay' ? strong : font);
    text(value, 396, 10, label === 'Net pay' ? strong : font, { width: 168, right: true });
    y -= 14;
  }
  y -= 10;
  taxes('Employer taxes (not withheld)', r.employerTaxes);
  if (s.sick) {
    const h = (seconds: number) => (seconds / 3600).toFixed(2);
    table('Sick leave (hours)', ['', 'Accrued this year', 'Used this year', 'Available'], [['Sick leave', h(s.sick.accruedSeconds), h(s.sick.usedSeconds), h(s.sick.balanceSeconds)]], [PAGE.margin, 312, 396, 484]);
  }
  return doc.save();
}
