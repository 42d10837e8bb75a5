/**
 * The approved Holiday and Overtime Policy as a PDF (spec 000 §5 "Policy text"): the company, its
 * workweek, the overtime terms with the policy's numbers, the paid and unpaid holidays, and on the
 * last page the employee's acknowledgment, with the boxes the signing engine places the employee's
 * signature and name in. Drawn with pdf-lib and the DejaVu fonts (functions/core/pdf-toolkit.ts),
 * loaded on the first policy a warm function renders.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { HAOP_RULES, type THoliday, type TWeekday } from '../../../shared/policies/haop.schema.js';
import { fit, pdfToolkit, printable } from '../../core/pdf-toolkit.js';

/** What the policy text is made of (the stored policy's fields). */
export interface THaopText {
  title: string;
  companyName: string;
  createDate: string;
  year: number;
  coversThrough: number;
  contractType: 'STAFF' | 'CONTRACTOR' | 'FOREIGN_CONTRACTOR';
  startWeek: TWeekday;
  endWeek: TWeekday;
  regularWorkingDays: TWeekday[];
  overtimeRate: number;
  overtimeLimit: number;
  techOvertimeLimit: number;
  notificationPeriod: number;
  minPaidInterval: number;
  minUnPaidInterval: number;
  paidHolidays: THoliday[];
  unPaidHolidays: THoliday[];
}

/** A box on a page as the engine places it: top-left corner and height as fractions of the page. */
export type TBox = { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number };

export interface THaopRendition {
  bytes: Uint8Array;
  pages: number;
  /** The employee's signature and printed name on the last page (the engine's boxes are 3× as wide as high). */
  signature: TBox;
  name: TBox;
}

export const PAGE = { width: 612, height: 792, margin: 60 } as const;
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const SIZE = { title: 18, heading: 12, body: 10.5, small: 9 } as const;
export const LEADING = 1.4;

const DAY_NAMES: Record<TWeekday, string> = {
  SUNDAY: 'Sunday', MONDAY: 'Monday', TUESDAY: 'Tuesday', WEDNESDAY: 'Wednesday', THURSDAY: 'Thursday', FRIDAY: 'Friday', SATURDAY: 'Saturday',
};
const WHO: Record<THaopText['contractType'], string> = { STAFF: 'employees', CONTRACTOR: 'contractors', FOREIGN_CONTRACTOR: 'foreign contractors' };

/** 1.5 → '1.5', 1.25 → '1.25'; hours 0.25 → '0.25'. */
const num = (v: number) => String(Math.round(v * 100) / 100);
const hours = (v: number) => `${num(v)} hour${v === 1 ? '' : 's'}`;
/** YYYY-MM-DD → MM/DD/YYYY, as a US reader reads a date. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const weekdayOf = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

/** The policy's paragraphs: the spec's policy text with the company's numbers in it. */
export function policyParagraphs(p: THaopText) {
  const days = p.regularWorkingDays.length ? p.regularWorkingDays.map((d) => DAY_NAMES[d]).join(', ') : 'none';
  return {
    scope: `This policy sets the workweek, overtime and holidays of the ${WHO[p.contractType]} of ${p.companyName}. It takes effect on ${usDate(p.createDate.slice(0, 10))} and stays in effect until the company replaces or withdraws it.`,
    workweek: [
      `The workweek begins on ${DAY_NAMES[p.startWeek]} at 12:00 a.m. and ends on ${DAY_NAMES[p.endWeek]} at 11:59 p.m.`,
      `Regular working days: ${days}.`,
    ],
    overtime: [
      `Hours worked over ${HAOP_RULES.weeklyOvertimeHours} in a workweek are overtime and are paid at ${num(p.overtimeRate)} times the regular rate of pay (the Fair Labor Standards Act, 29 U.S.C. § 207(a)(1), and New York's Minimum Wage Order, 12 NYCRR § 142-2.2, require at least one and one-half times).`,
      `Overtime may not exceed ${hours(p.overtimeLimit)} in a workweek. Technical overtime may not exceed ${hours(p.techOvertimeLimit)} in a workweek.`,
      `No one may work more than ${HAOP_RULES.dailyLimitHours} hours in any 24 hours.`,
      `There must be a break of at least ${HAOP_RULES.minBreakHours} hours between working days.`,
      `Overtime must be requested at least ${hours(p.notificationPeriod)} ahead and approved before it is worked.`,
    ],
    holidays: [
      `Minimum paid holiday time: ${hours(p.minPaidInterval)} for each paid holiday that falls on a regular working day.`,
      `Minimum unpaid holiday time: ${hours(p.minUnPaidInterval)}.`,
      p.coversThrough > p.year
        ? `The dates below are those of ${p.year}; each holiday recurs on its date in every year through ${p.coversThrough}.`
        : `The dates below are those of ${p.year}.`,
    ],
    acknowledgment: `I have received and read the ${p.title} of ${p.companyName}, I understand it, and I agree to follow it.`,
  };
}

/** Lays text out top-down on as many pages as it needs (the leave policies' renderer uses it too). */
export class Layout {
  pages: PDFPage[] = [];
  /** Points from the top of the current page. */
  top = PAGE.margin;
  constructor(
    private readonly add: () => PDFPage,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }
  get page() {
    return this.pages.at(-1)!;
  }
  newPage() {
    this.pages.push(this.add());
    this.top = PAGE.margin;
  }
  /** Starts a new page unless `height` points still fit on this one. */
  room(height: number) {
    if (this.top + height > PAGE.height - PAGE.margin) this.newPage();
  }
  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = printable(text, font).split(/\s+/u).filter(Boolean);
    const out: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  }
  /** A wrapped paragraph, optionally after a bullet; moves down past it. */
  paragraph(text: string, opts: { size?: number; bold?: boolean; indent?: number; bullet?: boolean; after?: number } = {}) {
    const size = opts.size ?? SIZE.body;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const indent = (opts.indent ?? 0) + (opts.bullet ? 14 : 0);
    const step = size * LEADING;
    this.lines(text, font, size, WIDTH - indent).forEach((line, i) => {
      this.room(step);
      const baseline = this.top + size;
      if (opts.bullet && i === 0) this.page.drawText('•', { x: PAGE.margin + indent - 11, y: PAGE.height - baseline, size, font: this.fonts.regular });
      this.page.drawText(line, { x: PAGE.margin + indent, y: PAGE.height - baseline, size, font });
      this.top += step;
    });
    this.top += opts.after ?? 4;
  }
  heading(text: string) {
    this.room(SIZE.heading * LEADING + SIZE.body * LEADING * 2);
    this.top += 6;
    this.paragraph(text, { size: SIZE.heading, bold: true, after: 2 });
  }
  rule() {
    this.page.drawLine({ start: { x: PAGE.margin, y: PAGE.height - this.top }, end: { x: PAGE.width - PAGE.margin, y: PAGE.height - this.top }, thickness: 0.6 });
    this.top += 8;
  }
}

/** The policy as a Letter-size PDF with the acknowledgment's boxes on its last page. */
export async function renderHaopPdf(p: THaopText): Promise<THaopRendition> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  doc.setTitle(p.title);
  doc.setAuthor(p.companyName);
  doc.setSubject('Holiday and Overtime Policy');
  const text = policyParagraphs(p);
  const layout = new Layout(() => doc.addPage([PAGE.width, PAGE.height]), { regular: font, bold: strong });

  layout.paragraph(p.title, { size: SIZE.title, bold: true, after: 2 });
  layout.paragraph(p.companyName, { size: SIZE.heading, after: 8 });
  layout.rule();
  layout.paragraph(text.scope, { after: 6 });

  layout.heading('1. Workweek');
  for (const line of text.workweek) layout.paragraph(line, { bullet: true });
  layout.heading('2. Overtime');
  for (const line of text.overtime) layout.paragraph(line, { bullet: true });
  layout.heading('3. Holidays');
  for (const line of text.holidays) layout.paragraph(line, { bullet: true });
  const list = (caption: string, holidays: THoliday[]) => {
    layout.paragraph(caption, { bold: true, after: 2 });
    if (!holidays.length) layout.paragraph('None.', { indent: 14 });
    for (const h of holidays) layout.paragraph(`${usDate(h.formattedDate)} (${weekdayOf(h.formattedDate)}) — ${h.title}`, { indent: 14, after: 1 });
    layout.top += 4;
  };
  list('Paid holidays', p.paidHolidays);
  list('Unpaid holidays', p.unPaidHolidays);

  // The acknowledgment and its boxes stay together, on the last page.
  const BOX = { signature: 0.05 * PAGE.height, name: 0.04 * PAGE.height };
  layout.room(SIZE.heading * LEADING * 2 + SIZE.body * LEADING * 3 + BOX.signature + BOX.name + 70);
  layout.heading('4. Acknowledgment');
  layout.paragraph(text.acknowledgment, { after: 14 });
  const sigTop = layout.top;
  const nameTop = sigTop + BOX.signature + 26;
  const caption = (label: string, boxTop: number, boxHeight: number) => {
    const y = PAGE.height - (boxTop + boxHeight);
    layout.page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + boxHeight * 3 + 40, y }, thickness: 0.6 });
    layout.page.drawText(label, { x: PAGE.margin, y: y - SIZE.small - 2, size: SIZE.small, font });
  };
  caption('Employee signature', sigTop, BOX.signature);
  caption('Employee name', nameTop, BOX.name);
  const pageNumber = layout.pages.length;
  const box = (top: number, height: number): TBox => ({
    pageNumber,
    relativePosX: Math.round((PAGE.margin / PAGE.width) * 10_000) / 10_000,
    relativePosY: Math.round((top / PAGE.height) * 10_000) / 10_000,
    relativeHeight: Math.round((height / PAGE.height) * 10_000) / 10_000,
  });
  layout.pages.forEach((page, i) =>
    page.drawText(fit(printable(`${p.title} — page ${i + 1} of ${layout.pages.length}`, font), font, 7.5, WIDTH), { x: PAGE.margin, y: PAGE.margin / 2, size: 7.5, font }),
  );
  return { bytes: await doc.save(), pages: layout.pages.length, signature: box(sigTop, BOX.signature), name: box(nameTop, BOX.name) };
}
