import type { TIt2104Answers } from '../../../../shared/documents/forms.schema.js';
import { pdfToolkit } from '../../../core/pdf-toolkit.js';
import { drawOn, fitSize, usDate } from './pdf-draw.js';
import { ANSWER, COLUMN, EDGE, EMPLOYEE_NOTE, EMPLOYER, FILING, FOOTER, HEADER, IDENTITY, LEADING, LINES, MAX_ALLOWANCES_KEPT } from './it2104-layout.js';
import { PAGE, RESIDENCY, REVISION, SIGN, SIZE, type TCell, type TLine } from './it2104-layout.js';

export type TIt2104Options = {
  /** The employer's section, filled when known (the asking company's name, at least). */
  employerName?: string;
  /** Street, city, state and ZIP, one line each. */
  employerAddress?: string;
  employerEin?: string;
  /** Box B: the employee is a new hire or a rehire; the date is YYYY-MM-DD or as the employer writes it. */
  newHire?: { firstDateOfEmployment: string };
  /** The filler's zone, for the date beside the signature. */
  timeZone?: string;
};

export type TIt2104Rendition = {
  bytes: Uint8Array;
  /** The "Employee's signature" box on page 1, as fractions of the page (top-left corner, height); width is 3× height in the engine (LABEL_ASPECT). */
  signature: { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number };
};

/**
 * An additional amount as lines 3–5 take it: dollars and cents, since withholding per pay period is
 * set to the cent; the boxes have no "$" of their own on the form, so none is printed.
 */
export function dollarsAndCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** An ISO date as the form asks for its dates ("mm-dd-yyyy"); anything else as given. */
function formDay(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value.trim());
  return iso ? `${iso[2]}-${iso[3]}-${iso[1]}` : value.trim();
}

/**
 * The answers as page 1 of Form IT-2104, laid out as the official certificate the employee gives the
 * employer (identity, filing status, residence, lines 1–5, the signature row, the employer's section),
 * with the box the employee's signature is drawn into.
 */
export async function renderIt2104(answers: TIt2104Answers, opts: TIt2104Options): Promise<TIt2104Rendition> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  doc.setTitle(`Form IT-2104 (${REVISION})`);
  doc.setSubject(HEADER.title);
  doc.setAuthor([answers.firstName, answers.middleInitial, answers.lastName].filter(Boolean).join(' '));
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const { faceOf, text, widthOf, hRule, vRule, checkbox, wrap, paragraph, leaders } = drawOn(page, pdf, { regular: font, bold: strong }, LEADING);

  /** One line of the form's own text, set smaller rather than run past `right`. */
  const line = (value: string, x: number, baseline: number, size: number, right: number, isBold?: boolean) =>
    text(value, x, baseline, fitSize(value, faceOf(isBold), size, right - x), { bold: isBold });
  /** A captioned entry: caption at the top, rules, and the value on the bottom line. */
  const cell = (c: TCell, value: string) => {
    text(c.caption, c.left + 3, c.top + 7.5, SIZE.caption);
    hRule(c.left, c.right, c.bottom);
    if (c.left > EDGE.left) vRule(c.left, c.top, c.bottom);
    if (value) text(value, c.left + 5, c.bottom - 4, SIZE.value, { width: c.right - c.left - 9 });
  };
  /** "Yes ☐ No ☐" at the answer columns; an unknown answer leaves both boxes empty. */
  const yesNo = (baseline: number, answer: boolean | undefined) => {
    text('Yes', ANSWER.yes.labelX, baseline, SIZE.body);
    checkbox(ANSWER.yes.boxX, baseline, answer === true, { letter: true });
    text('No', ANSWER.no.labelX, baseline, SIZE.body);
    checkbox(ANSWER.no.boxX, baseline, answer === false, { letter: true });
  };
  /** A question with leaders to its Yes and No boxes. */
  const question = (value: string, x: number, baseline: number, answer: boolean | undefined) => {
    const width = line(value, x, baseline, SIZE.body, ANSWER.yes.labelX - 12);
    leaders(x + width, ANSWER.yes.labelX - 2, baseline, SIZE.body);
    yesNo(baseline, answer);
  };
  /** A short entry line at the right of the employer's section, with its value on it. */
  const entry = (baseline: number, value: string) => {
    hRule(EMPLOYER.entry.left, EMPLOYER.entry.right, baseline + 1.5);
    if (value) text(value, EMPLOYER.entry.left + 4, baseline, SIZE.value - 0.5, { width: EMPLOYER.entry.right - EMPLOYER.entry.left - 6 });
  };
  /** A numbered line: number, caption set against the bottom, leaders, the number's box and the entry. */
  const numbered = (row: TLine, value: string) => {
    const left = EDGE.left + 12;
    const width = COLUMN.noLeft - 10 - left;
    const baseline = row.bottom - 4;
    const rows = wrap(row.runs, width, SIZE.body).length;
    text(row.no, EDGE.left + 2, baseline - (rows - 1) * SIZE.body * LEADING, SIZE.body, { bold: true });
    const last = paragraph(row.runs, left, baseline - SIZE.body - (rows - 1) * SIZE.body * LEADING, width, SIZE.body).lines.at(-1)!;
    leaders(last.left + last.width, COLUMN.noLeft - 2, baseline, SIZE.body);
    hRule(COLUMN.noLeft, COLUMN.right, row.top);
    hRule(COLUMN.noLeft, COLUMN.right, row.bottom);
    for (const x of [COLUMN.noLeft, COLUMN.boxLeft, COLUMN.right]) vRule(x, row.top, row.bottom);
    text(row.no, COLUMN.noLeft + (COLUMN.boxLeft - COLUMN.noLeft - widthOf(row.no, SIZE.body, true)) / 2, baseline, SIZE.body, { bold: true });
    if (!value) return;
    // A large amount is set smaller rather than run out of its box.
    const size = fitSize(value, faceOf(), SIZE.value, COLUMN.right - COLUMN.boxLeft - 8);
    text(value, COLUMN.right - 4 - widthOf(value, size), baseline, size);
  };

  // ── Header ──
  text(HEADER.agency, EDGE.left, HEADER.top + 8, 7.5, { bold: true });
  const formWidth = widthOf(HEADER.formNumber, 22, true);
  text(HEADER.formNumber, EDGE.right - formWidth, HEADER.top + 30, 22, { bold: true });
  line(HEADER.title, EDGE.left, HEADER.top + 28, 15, EDGE.right - formWidth - 12, true);
  text(HEADER.subtitle, EDGE.left, HEADER.top + 41, 9);
  hRule(EDGE.left, EDGE.right, HEADER.bottom, 1.5);

  // ── Identity and filing status ──
  const { firstName, lastName, ssn, address, apartment, city, state, zipCode } = IDENTITY;
  cell(firstName, [answers.firstName, answers.middleInitial].filter(Boolean).join(' '));
  cell(lastName, answers.lastName);
  cell(ssn, answers.ssn);
  cell(address, answers.address);
  cell(apartment, answers.apartment);
  cell(city, answers.city);
  cell(state, answers.state);
  cell(zipCode, answers.zipCode);
  vRule(FILING.left, FILING.top, FILING.bottom);
  for (const option of FILING.options) {
    const side = checkbox(option.x, option.baseline, answers.filingStatus === option.value, { letter: true });
    // A label runs to the next box on its line, or to the edge.
    const next = FILING.options.find((o) => o.baseline === option.baseline && o.x > option.x);
    line(option.label, option.x + side + 3, option.baseline, SIZE.caption, (next?.x ?? EDGE.right) - 4);
  }
  paragraph(FILING.note.runs, FILING.left + 4, FILING.note.top, EDGE.right - FILING.left - 8, SIZE.small);

  // ── Residence ──
  hRule(EDGE.left, EDGE.right, RESIDENCY.top);
  question(RESIDENCY.nyc.text, EDGE.left, RESIDENCY.nyc.baseline, answers.nycResident);
  question(RESIDENCY.yonkers.text, EDGE.left, RESIDENCY.yonkers.baseline, answers.yonkersResident);
  hRule(EDGE.left, EDGE.right, RESIDENCY.bottom);

  // ── Lines 1–5 ──
  // Allowances print as claimed, 0 included, since 0 is a claim payroll acts on; an additional
  // amount of 0 stays blank, as on a paper form.
  const amount = (cents: number) => (cents > 0 ? dollarsAndCents(cents) : '');
  line(LINES.before.text, EDGE.left, LINES.before.baseline, SIZE.body, EDGE.right, true);
  numbered(LINES.rows['1'], String(answers.nysAllowances));
  numbered(LINES.rows['2'], String(answers.nycAllowances));
  line(LINES.additional.text, EDGE.left, LINES.additional.baseline, SIZE.body, EDGE.right, true);
  numbered(LINES.rows['3'], amount(answers.nysAdditionalCents));
  numbered(LINES.rows['4'], amount(answers.nycAdditionalCents));
  numbered(LINES.rows['5'], amount(answers.yonkersAdditionalCents));
  hRule(EDGE.left, EDGE.right, LINES.bottom + 3, 1);

  // ── Certification, Penalty and signature ──
  line(SIGN.certify.text, EDGE.left, SIGN.certify.baseline, SIZE.body + 0.5, EDGE.right);
  paragraph(SIGN.penalty.runs, EDGE.left, SIGN.penalty.top, EDGE.right - EDGE.left, SIZE.body);
  hRule(EDGE.left, EDGE.right, SIGN.top);
  vRule(EDGE.left, SIGN.top, SIGN.bottom);
  vRule(EDGE.right, SIGN.top, SIGN.bottom);
  cell(SIGN.signature, '');
  cell(SIGN.date, usDate(new Date(), opts.timeZone ?? 'UTC'));
  line(EMPLOYEE_NOTE.give.text, EDGE.left, EMPLOYEE_NOTE.give.baseline, SIZE.body + 0.5, EDGE.right, true);
  paragraph(EMPLOYEE_NOTE.note.runs, EDGE.left, EMPLOYEE_NOTE.note.top, EDGE.right - EDGE.left, SIZE.body);

  // ── Employer ──
  hRule(EDGE.left, EDGE.right, EMPLOYER.top, 1.5);
  line(EMPLOYER.keep.text, EDGE.left, EMPLOYER.keep.baseline, SIZE.body + 0.5, EDGE.right, true);
  paragraph(EMPLOYER.mark.runs, EDGE.left, EMPLOYER.mark.baseline - SIZE.body, EDGE.right - EDGE.left, SIZE.body);
  const lettered = (box: { letter: string; baseline: number; text: string }, checked: boolean, right: number) => {
    text(box.letter, EMPLOYER.letterX, box.baseline, SIZE.body, { bold: true });
    checkbox(EMPLOYER.boxX, box.baseline, checked, { letter: true });
    line(box.text, EMPLOYER.captionX, box.baseline, SIZE.body, right);
  };
  lettered(EMPLOYER.boxA, answers.nysAllowances > MAX_ALLOWANCES_KEPT, EDGE.right);
  lettered(EMPLOYER.boxB, opts.newHire !== undefined, EMPLOYER.firstDate.left - 6);
  line(EMPLOYER.firstDate.text, EMPLOYER.firstDate.left, EMPLOYER.firstDate.baseline, SIZE.body, EMPLOYER.entry.left - 4);
  entry(EMPLOYER.firstDate.baseline, formDay(opts.newHire?.firstDateOfEmployment ?? ''));
  // The portal does not ask about dependent health insurance: both boxes and the date stay for the employer.
  question(EMPLOYER.health.text, EMPLOYER.captionX, EMPLOYER.health.baseline, undefined);
  line(EMPLOYER.qualifies.text, EMPLOYER.qualifies.left, EMPLOYER.qualifies.baseline, SIZE.body, EMPLOYER.entry.left - 4);
  entry(EMPLOYER.qualifies.baseline, '');
  const { name, ein } = EMPLOYER;
  hRule(EDGE.left, EDGE.right, name.top);
  for (const x of [EDGE.left, ein.left, EDGE.right]) vRule(x, name.top, name.bottom);
  hRule(EDGE.left, EDGE.right, name.bottom, 1);
  const captionBottom = paragraph([{ text: name.caption }], name.left + 3, name.top + 1, name.right - name.left - 6, SIZE.small).bottom;
  const employer = [opts.employerName ?? '', ...(opts.employerAddress ?? '').split('\n')].map((l) => l.trim()).filter(Boolean).slice(0, 3);
  employer.forEach((l, i) => text(l, name.left + 5, captionBottom + 9 + i * 10, 8.5, { width: name.right - name.left - 9 }));
  text(ein.caption, ein.left + 3, ein.top + 7.5, SIZE.caption);
  const einValue = (opts.employerEin ?? '').trim();
  if (einValue) text(einValue, ein.left + 5, ein.bottom - 5, SIZE.value);

  // ── Footer ──
  text(FOOTER.form, EDGE.right - widthOf(FOOTER.form, 7), FOOTER.baseline, 7);

  const box = SIGN.box;
  return {
    bytes: await doc.save(),
    signature: { pageNumber: 1, relativePosX: box.left / PAGE.width, relativePosY: box.top / PAGE.height, relativeHeight: box.height / PAGE.height },
  };
}
