import type { TW4Answers } from '../../../../shared/documents/forms.schema.js';
import { W4_2026 } from '../../../../shared/documents/form-years/w4-2026.js';
import { pdfToolkit } from '../../../core/pdf-toolkit.js';
import { drawOn, fitSize, usDate, type TRun } from './pdf-draw.js';
import { AMOUNT, AMOUNT_LINES, ARROW, EDGE, EMPLOYERS, EXEMPT, FOOTER, HEADER, LEADING, NOTES, ONE_JOB_NOTE, PAGE, SIZE, STEP1, STEP2 } from './w4-layout.js';
import { STEP3, STEP4, STEP5, STEP_RIGHT, type TAmountLine, type TCell } from './w4-layout.js';

export type TW4Options = {
  /** The employer's block, filled when known (the asking company's name, at least). */
  employerName?: string;
  /** Street, city, state and ZIP, one line each. */
  employerAddress?: string;
  employerEin?: string;
  /** YYYY-MM-DD (printed MM/DD/YYYY) or as the employer writes it. */
  firstDateOfEmployment?: string;
  /** The filler's zone, for the date beside the signature. */
  timeZone?: string;
};

export type TW4Rendition = {
  bytes: Uint8Array;
  /** The "Employee's signature" box on page 1, as fractions of the page (top-left corner, height); width is 3× height in the engine (LABEL_ASPECT). */
  signature: { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number };
};

/**
 * An amount as the form's entries are written: whole dollars with thousands separators, after the
 * "$" the form prints itself (so not the currency style). Cents print only when there are some, so
 * what payroll reads is what was entered.
 */
export function formAmount(cents: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** An ISO date as the form's other dates (MM/DD/YYYY); anything else as given. */
function usDay(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value.trim());
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value.trim();
}

/**
 * The answers as page 1 of Form W-4 (2026), laid out as the official page 1 (Steps 1–5, the Exempt
 * from withholding row, Employers Only), with the box the employee's signature is drawn into.
 */
export async function renderW4(answers: TW4Answers, opts: TW4Options): Promise<TW4Rendition> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  doc.setTitle(`Form W-4 (${W4_2026.revision})`);
  doc.setSubject(HEADER.title);
  doc.setAuthor([answers.firstName, answers.middleInitial, answers.lastName].filter(Boolean).join(' '));
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const { faceOf, text, widthOf, hRule, vRule, checkbox, wrap, paragraph, leaders } = drawOn(page, pdf, { regular: font, bold: strong }, LEADING);

  /** A step's tab: the rule above it, its name in the left column ("Step N:" a size up), the column's rule. */
  const tab = (label: readonly string[], top: number, bottom: number) => {
    hRule(EDGE.left, EDGE.right, top, 1);
    label.forEach((line, i) => text(line, EDGE.left + 2, top + 12 + i * 10.5, /^Step \d:$/u.test(line) ? SIZE.stepLabel + 1 : SIZE.stepLabel - 1, { bold: true }));
    vRule(STEP_RIGHT, top, bottom);
  };
  /** A captioned entry: caption at the top, rules, and the value on the bottom line. */
  const cell = (c: TCell, value: string, size: number = SIZE.value) => {
    text(c.caption, c.left + 3, c.top + 7.5, SIZE.caption);
    hRule(c.left, c.right, c.bottom);
    if (c.left > STEP_RIGHT) vRule(c.left, c.top, c.bottom);
    if (value) text(value, c.left + 5, c.bottom - 4, size, { width: c.right - c.left - 9 });
  };
  /** Ends a paragraph's last line with leaders, ▶ and a box (Step 2(c), the exemption). */
  const boxedParagraph = (runs: readonly TRun[], left: number, top: number, boxX: number, checked: boolean) => {
    const last = paragraph(runs, left, top, boxX - 24 - left, SIZE.body).lines.at(-1)!;
    leaders(last.left + last.width, boxX - 10, last.baseline, SIZE.body);
    text(ARROW, boxX - 9, last.baseline, 5);
    checkbox(boxX, last.baseline, checked, { letter: true });
  };
  /** A line with an amount: the caption set against the cell's bottom, leaders, number, "$" and amount. */
  const amountLine = (line: TAmountLine, cents: number | undefined) => {
    const { column } = line;
    const left = STEP_RIGHT + 4 + (line.indent ?? 0);
    const width = column.noLeft - 24 - left;
    const baseline = line.bottom - 3.5;
    const rows = wrap(line.runs, width, SIZE.body).length;
    const last = paragraph(line.runs, left, baseline - SIZE.body - (rows - 1) * SIZE.body * LEADING, width, SIZE.body).lines.at(-1)!;
    leaders(last.left + last.width, column.noLeft - 2, baseline, SIZE.body);
    vRule(column.noLeft, line.top, line.bottom);
    vRule(column.boxLeft, line.top, line.bottom);
    if (column.right < EDGE.right) vRule(column.right, line.top, line.bottom);
    hRule(column.noLeft, column.right, line.bottom);
    text(line.no, column.noLeft + (column.boxLeft - column.noLeft - widthOf(line.no, SIZE.caption, true)) / 2, baseline, SIZE.caption, { bold: true });
    text('$', column.boxLeft + 2, baseline, SIZE.amount, { bold: true });
    if (cents === undefined) return;
    // A large amount is set smaller rather than run into the "$".
    const shown = formAmount(cents);
    const size = fitSize(shown, faceOf(), SIZE.amount, column.right - column.boxLeft - 14);
    text(shown, column.right - 4 - widthOf(shown, size), baseline, size);
  };

  // ── Header ──
  const formWidth = text(HEADER.form, EDGE.left, HEADER.top + 24, 7);
  text(HEADER.formNumber, EDGE.left + formWidth + 3, HEADER.top + 24, 22, { bold: true });
  HEADER.agency.forEach((line, i) => text(line, EDGE.left, HEADER.top + 48 + i * 8, 6.5));
  vRule(HEADER.leftColumnRight, HEADER.top, HEADER.bottom);
  vRule(HEADER.rightColumnLeft, HEADER.top, HEADER.bottom);
  const middle = (HEADER.leftColumnRight + HEADER.rightColumnLeft) / 2;
  const middleWidth = HEADER.rightColumnLeft - HEADER.leftColumnRight - 12;
  const titleSize = fitSize(HEADER.title, strong, 15, middleWidth);
  text(HEADER.title, middle - widthOf(HEADER.title, titleSize, true) / 2, HEADER.top + 22, titleSize, { bold: true });
  HEADER.lines.forEach((line, i) => {
    const size = fitSize(line.text, faceOf(line.bold), 7.5, middleWidth - 10);
    const x = middle - (widthOf(line.text, size, line.bold) + 8) / 2;
    const baseline = HEADER.top + 39 + i * 10;
    text(ARROW, x, baseline, 5);
    text(line.text, x + 8, baseline, size, { bold: line.bold });
  });
  const right = (HEADER.rightColumnLeft + EDGE.right) / 2;
  text(HEADER.omb, right - widthOf(HEADER.omb, 7) / 2, HEADER.top + 12, 7);
  hRule(HEADER.rightColumnLeft, EDGE.right, HEADER.top + 17);
  text(HEADER.year, right - widthOf(HEADER.year, 26, true) / 2, HEADER.top + 50, 26, { bold: true });

  // ── Step 1 ──
  tab(STEP1.label, STEP1.top, STEP1.bottom);
  cell(STEP1.firstName, [answers.firstName, answers.middleInitial].filter(Boolean).join(' '));
  cell(STEP1.lastName, answers.lastName);
  cell(STEP1.ssn, answers.ssn);
  cell(STEP1.address, answers.address);
  cell(STEP1.city, `${answers.city}, ${answers.state} ${answers.zipCode}`);
  const note = STEP1.ssaNote;
  vRule(note.left, note.top, note.bottom);
  hRule(note.left, EDGE.right, note.bottom);
  paragraph(note.runs, note.left + 4, note.top + 2, EDGE.right - note.left - 8, SIZE.small);
  const { filing } = STEP1;
  text(filing.no, STEP_RIGHT + 4, filing.options[0]!.baseline, SIZE.caption, { bold: true });
  for (const option of filing.options) {
    const side = checkbox(filing.boxX, option.baseline, answers.filingStatus === option.value, { letter: true });
    paragraph(option.label, filing.boxX + side + 4, option.baseline - SIZE.caption, EDGE.right - filing.boxX - side - 8, SIZE.caption);
  }
  paragraph(STEP1.caution.runs, STEP_RIGHT + 4, STEP1.caution.top, EDGE.right - STEP_RIGHT - 8, SIZE.caption);

  // ── The notes before Step 2 ──
  hRule(EDGE.left, EDGE.right, NOTES.top, 1);
  let top: number = NOTES.top + 2;
  for (const p of NOTES.paragraphs) top = paragraph(p, EDGE.left, top, EDGE.right - EDGE.left, SIZE.body).bottom + 2;

  // ── Step 2 ──
  tab(STEP2.label, STEP2.top, STEP2.bottom);
  const width2 = EDGE.right - STEP_RIGHT - 8;
  paragraph(STEP2.intro.runs, STEP_RIGHT + 4, STEP2.intro.top, width2, SIZE.body);
  paragraph(STEP2.doOne.runs, STEP_RIGHT + 4, STEP2.doOne.top, width2, SIZE.body);
  for (const option of STEP2.options) paragraph(option.runs, STEP2.optionsLeft, option.top, EDGE.right - STEP2.optionsLeft - 4, SIZE.body);
  boxedParagraph(STEP2.twoJobs.runs, STEP2.optionsLeft, STEP2.twoJobs.top, STEP2.twoJobs.boxX, answers.multipleJobs);
  hRule(EDGE.left, EDGE.right, ONE_JOB_NOTE.top, 1);
  paragraph(ONE_JOB_NOTE.runs, EDGE.left, ONE_JOB_NOTE.top + 2, EDGE.right - EDGE.left, SIZE.body);

  // ── Steps 3 and 4 ──
  // The dependents' lines print whenever dependents are claimed, a 0 included, as count × the
  // form's per-dependent amount; otherwise an amount of 0 stays blank, as on a paper form.
  const dependents = answers.qualifyingChildren + answers.otherDependents > 0;
  const amount = (cents: number) => (cents > 0 ? cents : undefined);
  tab(STEP3.label, STEP3.top, STEP3.bottom);
  // The main amount column runs down Steps 3 and 4, beside 3(a) and 3(b) too.
  vRule(AMOUNT.noLeft, STEP3.top, STEP4.bottom);
  text(STEP3.intro.text, STEP_RIGHT + 4, STEP3.intro.top + SIZE.body, SIZE.body);
  amountLine(AMOUNT_LINES['3a'], dependents ? answers.qualifyingChildren * W4_2026.childCreditCents : undefined);
  amountLine(AMOUNT_LINES['3b'], dependents ? answers.otherDependents * W4_2026.otherDependentCreditCents : undefined);
  amountLine(AMOUNT_LINES['3'], amount(answers.creditsCents));
  tab(STEP4.label, STEP4.top, STEP4.bottom);
  amountLine(AMOUNT_LINES['4a'], amount(answers.otherIncomeCents));
  amountLine(AMOUNT_LINES['4b'], amount(answers.deductionsCents));
  amountLine(AMOUNT_LINES['4c'], amount(answers.extraWithholdingCents));

  // ── Exempt from withholding ──
  tab(EXEMPT.label, EXEMPT.top, EXEMPT.bottom);
  boxedParagraph(EXEMPT.line.runs, STEP_RIGHT + 4, EXEMPT.line.top, EXEMPT.boxX, answers.exempt);

  // ── Step 5 ──
  tab(STEP5.label, STEP5.top, STEP5.bottom);
  paragraph([{ text: STEP5.penalties.text }], STEP_RIGHT + 4, STEP5.penalties.top, EDGE.right - STEP_RIGHT - 8, SIZE.body);
  const sign = STEP5.signatureLine;
  hRule(sign.left, sign.right, sign.top);
  text(ARROW, sign.left, sign.top + 8, 5);
  paragraph(STEP5.caption, sign.left + 8, sign.top + 1.5, sign.right - sign.left - 8, SIZE.caption);
  hRule(STEP5.date.left, STEP5.date.right, sign.top);
  text(ARROW, STEP5.date.left, sign.top + 8, 5);
  text(STEP5.date.label, STEP5.date.left + 8, sign.top + 8, SIZE.caption, { bold: true });
  text(usDate(new Date(), opts.timeZone ?? 'UTC'), STEP5.date.left + 8, sign.top - 4, SIZE.value);

  // ── Employers Only ──
  tab(EMPLOYERS.label, EMPLOYERS.top, EMPLOYERS.bottom);
  hRule(EDGE.left, EDGE.right, EMPLOYERS.bottom, 1);
  cell(EMPLOYERS.name, '');
  const employer = [opts.employerName ?? '', ...(opts.employerAddress ?? '').split('\n')].map((l) => l.trim()).filter(Boolean).slice(0, 4);
  const nameBox = EMPLOYERS.name;
  employer.forEach((line, i) => text(line, nameBox.left + 5, nameBox.top + 18 + i * 10, 8.5, { width: nameBox.right - nameBox.left - 9 }));
  cell(EMPLOYERS.firstDate, usDay(opts.firstDateOfEmployment ?? ''));
  cell(EMPLOYERS.ein, (opts.employerEin ?? '').trim());

  // ── Footer ──
  text(FOOTER.notice, EDGE.left, FOOTER.baseline, 6.5, { bold: true });
  text(FOOTER.catalogue, FOOTER.catalogueLeft, FOOTER.baseline, 6.5);
  const [formWord, number, year] = FOOTER.form;
  const footerWidth = widthOf(formWord, 6.5) + widthOf(number, 8, true) + widthOf(year, 6.5);
  let x = EDGE.right - footerWidth;
  x += text(formWord, x, FOOTER.baseline, 6.5);
  x += text(number, x, FOOTER.baseline, 8, { bold: true });
  text(year, x, FOOTER.baseline, 6.5);

  const box = STEP5.box;
  return {
    bytes: await doc.save(),
    signature: { pageNumber: 1, relativePosX: box.left / PAGE.width, relativePosY: box.top / PAGE.height, relativeHeight: box.height / PAGE.height },
  };
}
