/**
 * The W-2 and 1099-NEC as PDF statements (docs/decisions/0035-year-end-forms.md): every figure of
 * the form under its box number and title, the parties with their identification numbers, on a plain
 * page drawn with the project's PDF toolkit (pdf-lib, DejaVu fonts), as paystub-pdf.ts does. They are
 * statements the employee, contractor and company keep, not the official scannable forms (Copy A
 * of a W-2 goes to the SSA, of a 1099-NEC to the IRS, on the forms those agencies print or accept
 * electronically), and say so on the page.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { TW2Boxes } from '../../../shared/payroll/year-end.js';
import { fit, pdfToolkit, printable } from '../../core/pdf-toolkit.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);
const PAGE = { width: 612, height: 792, margin: 48 };

/** A party as the statement prints it: name, address lines, and its identification number. */
export interface TParty {
  name: string;
  lines: string[];
  idLabel: string;
  id: string;
}

export interface TW2Statement {
  year: number;
  employer: TParty;
  employee: TParty;
  /** Box 15: the employer's state id. */
  employerStateId?: string;
  boxes: TW2Boxes;
}

export interface TNecStatement {
  year: number;
  payer: TParty & { phone?: string };
  recipient: TParty;
  nonemployeeCompensationCents: number;
}

/** A page with the toolkit's fonts and a cursor that writes from the top down. */
async function statementPage(title: string, author: string) {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  doc.setTitle(title);
  doc.setAuthor(author);
  const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  const grey = pdf.rgb(0.35, 0.35, 0.35);
  const line = pdf.rgb(0.75, 0.75, 0.75);
  const state = { y: PAGE.height - PAGE.margin };
  const text = (value: string, x: number, size = 9, f: PDFFont = font, opts: { width?: number; right?: boolean; muted?: boolean } = {}) => {
    let t = printable(value, f);
    if (opts.width) t = fit(t, f, size, opts.width);
    const shift = opts.right && opts.width ? opts.width - f.widthOfTextAtSize(t, size) : 0;
    page.drawText(t, { x: x + shift, y: state.y, size, font: f, color: opts.muted ? grey : undefined });
  };
  const rule = () => page.drawLine({ start: { x: PAGE.margin, y: state.y + 10 }, end: { x: PAGE.width - PAGE.margin, y: state.y + 10 }, thickness: 0.5, color: line });
  /** Two parties side by side, each with its label, name, address and id. */
  const parties = (left: [string, TParty], right: [string, TParty]) => {
    const top = state.y;
    let low = top;
    for (const [x, [label, p]] of [[PAGE.margin, left], [316, right]] as const) {
      state.y = top;
      text(label, x, 8, strong, { muted: true });
      for (const l of [p.name, ...p.lines].filter(Boolean)) {
        state.y -= 13;
        text(l, x, 10, font, { width: 248 });
      }
      state.y -= 15;
      text(p.idLabel, x, 8, font, { width: 248, muted: true });
      state.y -= 12;
      text(p.id, x, 10, strong, { width: 248 });
      low = Math.min(low, state.y);
    }
    state.y = low - 26;
  };
  /** One box: its number, its title, and its amount or text on the right. */
  const box = (no: string, title: string, value: string) => {
    rule();
    text(no, PAGE.margin, 9, strong);
    text(title, PAGE.margin + 34, 9, font, { width: 330 });
    text(value, 380, 10, strong, { width: 184, right: true });
    state.y -= 18;
  };
  /** A note in small print, wrapped to the page's width. */
  const note = (value: string) => {
    const width = PAGE.width - 2 * PAGE.margin;
    let lineText = '';
    for (const word of value.split(' ')) {
      const next = lineText ? `${lineText} ${word}` : word;
      if (font.widthOfTextAtSize(next, 8) > width && lineText) {
        text(lineText, PAGE.margin, 8, font, { muted: true });
        state.y -= 11;
        lineText = word;
      } else lineText = next;
    }
    if (lineText) text(lineText, PAGE.margin, 8, font, { muted: true });
  };
  return { doc, font, strong, state, text, parties, box, note };
}

const NOT_OFFICIAL = (form: string, copyA: string) =>
  `A statement of the figures of Form ${form}, not the official form: Copy A is filed with the ${copyA} on the form it prints or accepts electronically.`;

export async function renderW2Pdf(s: TW2Statement): Promise<Uint8Array> {
  const p = await statementPage(`W-2 ${s.year} ${s.employee.name}`, s.employer.name);
  const b = s.boxes;
  p.text(`FORM W-2 WAGE AND TAX STATEMENT ${s.year}`, PAGE.margin, 16, p.strong);
  p.state.y -= 16;
  p.note(NOT_OFFICIAL('W-2', 'Social Security Administration'));
  p.state.y -= 28;
  p.parties(['EMPLOYER (b, c)', s.employer], ['EMPLOYEE (a, e, f)', s.employee]);
  p.box('1', 'Wages, tips, other compensation', dollars(b.wagesCents));
  p.box('2', 'Federal income tax withheld', dollars(b.federalTaxCents));
  p.box('3', 'Social security wages', dollars(b.socialSecurityWagesCents));
  p.box('4', 'Social security tax withheld', dollars(b.socialSecurityTaxCents));
  p.box('5', 'Medicare wages and tips', dollars(b.medicareWagesCents));
  p.box('6', 'Medicare tax withheld', dollars(b.medicareTaxCents));
  p.box('7', 'Social security tips', dollars(b.socialSecurityTipsCents));
  if (b.other.length) for (const o of b.other) p.box('14', `Other: ${o.label}`, dollars(o.amountCents));
  else p.box('14', 'Other', '');
  p.box('15', "State, employer's state ID number", b.state ? `${b.state.state} ${s.employerStateId ?? ''}`.trim() : '');
  p.box('16', 'State wages, tips, etc.', b.state ? dollars(b.state.wagesCents) : '');
  p.box('17', 'State income tax', b.state ? dollars(b.state.taxCents) : '');
  p.box('18', 'Local wages, tips, etc.', b.local ? dollars(b.local.wagesCents) : '');
  p.box('19', 'Local income tax', b.local ? dollars(b.local.taxCents) : '');
  p.box('20', 'Locality name', b.local?.locality ?? '');
  return p.doc.save();
}

export async function renderNecPdf(s: TNecStatement): Promise<Uint8Array> {
  const p = await statementPage(`1099-NEC ${s.year} ${s.recipient.name}`, s.payer.name);
  p.text(`FORM 1099-NEC NONEMPLOYEE COMPENSATION ${s.year}`, PAGE.margin, 16, p.strong);
  p.state.y -= 16;
  p.note(NOT_OFFICIAL('1099-NEC', 'Internal Revenue Service'));
  p.state.y -= 28;
  p.parties(['PAYER', { ...s.payer, lines: [...s.payer.lines, ...(s.payer.phone ? [s.payer.phone] : [])] }], ['RECIPIENT', s.recipient]);
  p.box('1', 'Nonemployee compensation', dollars(s.nonemployeeCompensationCents));
  p.box('2', 'Direct sales of $5,000 or more of consumer products for resale', 'No');
  p.box('4', 'Federal income tax withheld', dollars(0));
  p.box('5–7', 'State tax withheld, state / payer’s state no., state income', '');
  return p.doc.save();
}
