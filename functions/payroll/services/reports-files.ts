/**
 * A General report as a file (spec 000 §2 Reports "… and Download"): the same lines as PDF (the
 * project's PDF toolkit, pdf-lib with DejaVu fonts, as the paystub), CSV (RFC 4180, written here:
 * five columns need no library) and XLSX (write-excel-file's Node build, amounts as numbers in
 * dollars). Titles are English, as the paystub's; figures come from the computed report only.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { TGeneralReport, TReportFormat } from '../../../shared/payroll/reports.schema.js';
import { fit, pdfToolkit, printable } from '../../core/pdf-toolkit.js';
import { EARNING_TITLES, TAX_TITLES } from './paystub-pdf.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);
const hoursText = (hundredths: number) => (hundredths / 100).toFixed(2);
const usDate = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;

/** One line of the report: a text, or figures (hours in hundredths, wages and amount in cents). */
export interface TReportLine {
  section: string;
  item: string;
  text?: string;
  hours?: number;
  wagesCents?: number;
  amountCents?: number;
}

const HOUR_TITLES: Record<string, string> = { regular: 'Regular', overtime: 'Overtime', doubleTime: 'Double time', holiday: 'Holiday', pto: 'Paid time off', sickLeave: 'Sick leave', total: 'Total hours' };

/** One line per value of a list block (a year holds dozens of pay dates), or a dash. */
const listed = (section: string, values: string[]): TReportLine[] => (values.length ? values : ['—']).map((text) => ({ section, item: section, text }));

/** The report's blocks as lines, in the order the screen shows them. */
export function reportLines(r: TGeneralReport): TReportLine[] {
  const b = r.blocks;
  const s = b.sums;
  const lines: TReportLine[] = [
    { section: 'Keys', item: 'Company', text: r.keys.companyName },
    { section: 'Keys', item: 'Period', text: `${usDate(r.keys.start)} – ${usDate(r.keys.end)}` },
    { section: 'Keys', item: 'Generated at', text: `${r.keys.generatedAt.slice(0, 16).replace('T', ' ')} UTC` },
    { section: 'Keys', item: 'Employees', text: String(b.employees) },
    { section: 'Keys', item: 'Paychecks', text: String(s.paychecks) },
    ...listed('Pay date', b.payDates.map(usDate)),
    ...listed('Transaction date', b.transactionDates.map(usDate)),
    ...listed('Pay period', b.payPeriods.map((p) => `${usDate(p.start)} – ${usDate(p.end)}`)),
    ...b.earnings.map((e) => ({ section: 'Earnings', item: EARNING_TITLES[e.kind] ?? e.kind, hours: e.hours, amountCents: e.amountCents })),
    { section: 'Earnings', item: 'Gross earnings', hours: b.hours.total, amountCents: s.taxableTotal },
    ...Object.entries(b.hours).map(([k, h]) => ({ section: 'Hours', item: HOUR_TITLES[k] ?? k, hours: h })),
    ...b.employeeTaxes.map((t) => ({ section: 'Employee wages and taxes', item: TAX_TITLES[t.kind] ?? t.kind, wagesCents: t.wagesCents, amountCents: t.amountCents })),
    { section: 'Employee wages and taxes', item: 'Total employee taxes', amountCents: s.totalEmployeeTax },
    { section: 'Net pay', item: 'Expense reimbursement', amountCents: s.expenseReimburse },
    { section: 'Net pay', item: 'Net pay', amountCents: s.netPay },
    ...b.employerTaxes.map((t) => ({ section: 'Employer wages and taxes', item: TAX_TITLES[t.kind] ?? t.kind, wagesCents: t.wagesCents, amountCents: t.amountCents })),
    { section: 'Employer wages and taxes', item: 'Total employer taxes', amountCents: s.totalEmployerTax },
    { section: 'Deductions and contributions', item: 'Deductions', amountCents: b.deductionsCents },
    { section: 'Deductions and contributions', item: 'Contributions', amountCents: b.contributionsCents },
  ];
  return lines;
}

const HEAD = ['Section', 'Item', 'Value', 'Hours', 'Wages', 'Amount'];

/** A CSV field: quoted when it holds a quote, a comma or a line break; a leading =, +, - or @ is defused for spreadsheets. */
function csvField(v: string): string {
  const safe = /^[=+\-@]/u.test(v) && !/^-?\d/u.test(v) ? `'${v}` : v;
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function reportCsv(r: TGeneralReport): string {
  const num = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));
  const rows = reportLines(r).map((l) => [l.section, l.item, l.text ?? '', l.hours === undefined ? '' : hoursText(l.hours), num(l.wagesCents), num(l.amountCents)]);
  return [HEAD, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

async function reportXlsx(r: TGeneralReport): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const amount = (cents: number | undefined) => (cents === undefined ? null : { value: cents / 100, type: Number, format: '#,##0.00' });
  const data = [
    HEAD.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...reportLines(r).map((l) => [
      { value: l.section },
      { value: l.item },
      l.text === undefined ? null : { value: l.text },
      l.hours === undefined ? null : { value: l.hours / 100, type: Number, format: '0.00' },
      amount(l.wagesCents),
      amount(l.amountCents),
    ]),
  ];
  const buffer = await writeXlsxFile(data, { columns: [{ width: 28 }, { width: 30 }, { width: 40 }, { width: 10 }, { width: 16 }, { width: 16 }] }).toBuffer();
  return new Uint8Array(buffer);
}

const PAGE = { width: 612, height: 792, margin: 48 };

async function reportPdf(r: TGeneralReport): Promise<Uint8Array> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  const grey = pdf.rgb(0.35, 0.35, 0.35);
  doc.setTitle(`General report ${r.keys.start} – ${r.keys.end}`);
  doc.setAuthor(r.keys.companyName);
  doc.setCreationDate(new Date(r.keys.generatedAt));
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (needed: number) => {
    if (y - needed >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const text = (value: string, x: number, size: number, f: PDFFont, opts: { width?: number; right?: boolean; color?: ReturnType<typeof pdf.rgb> } = {}) => {
    let t = printable(value, f);
    if (opts.width) t = fit(t, f, size, opts.width);
    const shift = opts.right && opts.width ? opts.width - f.widthOfTextAtSize(t, size) : 0;
    page.drawText(t, { x: x + shift, y, size, font: f, color: opts.color });
  };
  text('GENERAL PAYROLL REPORT', PAGE.margin, 18, strong);
  y -= 28;
  const cols = { item: PAGE.margin, hours: 300, wages: 380, amount: 470 };
  let section = '';
  for (const l of reportLines(r)) {
    if (l.section !== section) {
      section = l.section;
      room(40);
      y -= 10;
      text(section, PAGE.margin, 11, strong);
      y -= 14;
      if (l.text === undefined) {
        text('Hours', cols.hours, 8, strong, { width: 70, right: true, color: grey });
        text('Wages', cols.wages, 8, strong, { width: 80, right: true, color: grey });
        text('Amount', cols.amount, 8, strong, { width: 94, right: true, color: grey });
        y -= 12;
      }
    }
    room(14);
    if (l.text !== undefined) {
      text(l.item === section ? '' : l.item, cols.item, 9, font, { width: 120, color: grey });
      text(l.text, l.item === section ? cols.item : cols.item + 124, 9, font, { width: PAGE.width - PAGE.margin * 2 - (l.item === section ? 0 : 124) });
    } else {
      text(l.item, cols.item, 9, font, { width: 240 });
      if (l.hours !== undefined) text(hoursText(l.hours), cols.hours, 9, font, { width: 70, right: true });
      if (l.wagesCents !== undefined) text(dollars(l.wagesCents), cols.wages, 9, font, { width: 80, right: true });
      if (l.amountCents !== undefined) text(dollars(l.amountCents), cols.amount, 9, font, { width: 94, right: true });
    }
    y -= 13;
  }
  return doc.save();
}

export async function renderReportFile(r: TGeneralReport, format: TReportFormat): Promise<Uint8Array> {
  if (format === 'csv') return new TextEncoder().encode(`\uFEFF${reportCsv(r)}`);
  if (format === 'xlsx') return reportXlsx(r);
  return reportPdf(r);
}
