import type { PDFPage } from 'pdf-lib';
import type { TW8benAnswers } from '../../../../shared/documents/form-kinds/w8ben.schema.js';
import { pdfToolkit } from '../../../core/pdf-toolkit.js';
import { drawOn, fitSize, usDate } from './pdf-draw.js';
import { ARROW, CERTIFICATION, DO_NOT_USE, EDGE, FIELDS, FOOTER, HEADER, LEADING, LINE6B, NOTE, PAGE, PART_I, PART_II, PART_III } from './w8ben-layout.js';
import { REVISION, SIGN, SIZE, TITLE, TREATY, type TField, type TFlowItem, type TPart, type TTreatyEntry } from './w8ben-layout.js';

export type TW8benRendition = {
  bytes: Uint8Array;
  /** The signature box on page 1, as fractions of the page (top-left corner, height); width is 3× height in the engine (LABEL_ASPECT). */
  signature: { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number };
};

/** An ISO date (YYYY-MM-DD) as the form writes dates, MM-DD-YYYY. */
export function formDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(iso);
  return m ? `${m[2]}-${m[3]}-${m[1]}` : iso;
}

/** Where an entry's value prints: its left, baseline and width. */
type TSpot = { x: number; baseline: number; width: number };

/**
 * The answers as page 1 of Form W-8BEN (Rev. October 2021), laid out as the official page 1 (header,
 * "Do NOT use this form if:", Parts I–III, Sign Here), with the box the signer's signature is drawn
 * into. `requesterName` (the withholding agent the form is given to) goes in the document's
 * keywords, since the page has no place for it; `timeZone` is the filler's, for the date signed.
 */
export async function renderW8ben(answers: TW8benAnswers, opts: { requesterName: string; timeZone?: string }): Promise<TW8benRendition> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  doc.setTitle(`Form W-8BEN (${REVISION})`);
  doc.setSubject(TITLE);
  doc.setAuthor(answers.name);
  doc.setKeywords(['W-8BEN', `Withholding agent: ${opts.requesterName}`]);
  const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  const { white, faceOf, text, widthOf, hRule, vRule, fill, checkbox, wrap, paragraph, leaders } = drawOn(page, pdf, { regular: font, bold: strong }, LEADING);

  /** A value on one line: set smaller down to SIZE.minValue rather than run out of its box, cut only past that. */
  const value = (v: string, at: TSpot, size: number = SIZE.value) => {
    if (v) text(v, at.x, at.baseline, Math.max(SIZE.minValue, fitSize(v, font, size, at.width)), { width: at.width });
  };
  /** A value over `lines` lines `step` apart: the largest size at which it wraps into them; past SIZE.minValue the last line is cut. */
  const valueLines = (v: string, at: TSpot, lines: number, step: number, size: number = SIZE.value) => {
    if (!v) return;
    let shown = size;
    while (shown > SIZE.minValue && wrap([{ text: v }], at.width, shown).length > lines) shown = Math.max(SIZE.minValue, shown - 0.25);
    const wrapped = wrap([{ text: v }], at.width, shown).map((l) => l.runs.map((r) => r.text).join(''));
    const kept = [...wrapped.slice(0, lines - 1), wrapped.slice(lines - 1).join(' ')].filter(Boolean);
    kept.forEach((l, i) => text(l, at.x, at.baseline + i * step, shown, { width: at.width }));
  };
  /**
   * A captioned entry of Part I: the rules, number and caption, and the value at the bottom; a value
   * too long for one line at SIZE.minValue takes two lines under the caption.
   */
  const entry = (f: TField, v: string) => {
    hRule(f.left, f.right, f.bottom);
    if (f.left > EDGE.left) vRule(f.left, f.top, f.bottom);
    if (f.no) text(f.no, f.left + 2, f.top + 7.5, SIZE.caption + 0.4, { bold: true });
    const indent = f.no ? 6 + widthOf(f.no, SIZE.caption + 0.4, true) : 4;
    paragraph(f.caption, f.left + indent, f.top + 1, f.right - f.left - indent - 2, SIZE.caption);
    const at = { x: f.left + indent, baseline: f.bottom - 3.5, width: f.right - f.left - indent - 4 };
    if (!v || widthOf(v, SIZE.minValue) <= at.width) return value(v, at);
    const step = SIZE.minValue * 1.15;
    valueLines(v, { ...at, baseline: f.bottom - 2.5 - step }, 2, step, SIZE.minValue);
  };
  const partBar = (part: TPart) => {
    hRule(EDGE.left, EDGE.right, part.top, 1);
    hRule(EDGE.left, EDGE.right, part.bottom, 0.5);
    fill(EDGE.left, part.top, EDGE.left + 40, part.bottom);
    const baseline = part.bottom - 3;
    text(part.tab, EDGE.left + 4, baseline, SIZE.partTitle, { bold: true, color: white });
    const titleWidth = text(part.title, EDGE.left + 48, baseline, SIZE.partTitle, { bold: true });
    if (part.rest) text(part.rest, EDGE.left + 48 + titleWidth, baseline, SIZE.body);
  };
  /**
   * Lines 9 and 10: runs and entries flowed on lines TREATY.step apart, each line's words of one face
   * drawn as one text; returns each entry's spot and the last baseline.
   */
  const flow = (items: readonly TFlowItem[], firstBaseline: number) => {
    const size = SIZE.body;
    const spots: Partial<Record<TTreatyEntry, TSpot>> = {};
    let [x, baseline, afterEntry] = [TREATY.left, firstBaseline, false];
    let run = { text: '', left: x, bold: false };
    const flush = () => {
      if (run.text) text(run.text, run.left, baseline, size, { bold: run.bold });
      run = { text: '', left: x, bold: run.bold };
    };
    const newline = () => {
      flush();
      [x, baseline] = [TREATY.left, baseline + TREATY.step];
    };
    for (const item of items) {
      flush();
      if ('entry' in item) {
        if (x > TREATY.left) x += 3;
        if (x + item.width > TREATY.right) newline();
        const right = item.fill ? TREATY.right : x + item.width;
        hRule(x, right, baseline + 1.5);
        spots[item.entry] = { x: x + 2, baseline, width: right - x - 4 };
        [x, afterEntry] = [right, true];
        continue;
      }
      run.bold = item.bold === true;
      item.text.split(' ').forEach((word, i) => {
        if (!word) return;
        const spaced = x > TREATY.left && (i > 0 || afterEntry);
        const space = spaced ? widthOf(' ', size, run.bold) : 0;
        const w = widthOf(word, size, run.bold);
        if (x + space + w > TREATY.right) newline();
        else if (spaced) {
          x += space;
          if (run.text) run.text += ' ';
        }
        if (!run.text) run.left = x;
        run.text += word;
        x += w;
        afterEntry = false;
      });
    }
    flush();
    return { spots, last: baseline };
  };

  // ── Header ──
  text(HEADER.form, EDGE.left, HEADER.top + 20, 7);
  text(HEADER.formNumber, EDGE.left + 20, HEADER.top + 20, 16, { bold: true });
  text(HEADER.revision, EDGE.left, HEADER.top + 33, 7);
  HEADER.agency.forEach((l, i) => text(l, EDGE.left, HEADER.top + 46 + i * 8, 6.5));
  vRule(HEADER.leftColumnRight, HEADER.top, HEADER.bottom);
  vRule(HEADER.rightColumnLeft, HEADER.top, HEADER.bottom);
  const middle = (HEADER.leftColumnRight + HEADER.rightColumnLeft) / 2;
  const columnWidth = HEADER.rightColumnLeft - HEADER.leftColumnRight - 8;
  const centred = (l: string, baseline: number, size: number, isBold: boolean) => {
    const shown = fitSize(l, faceOf(isBold), size, columnWidth);
    text(l, middle - widthOf(l, shown, isBold) / 2, baseline, shown, { bold: isBold });
  };
  HEADER.title.forEach((l, i) => centred(l, HEADER.top + 13 + i * 13.5, 11.5, true));
  HEADER.directions.forEach((l, i) => centred(`${ARROW} ${l}`, HEADER.top + 39 + i * 8.5, 7, true));
  text(HEADER.omb, HEADER.rightColumnLeft + 6, HEADER.top + 12, 7);
  hRule(EDGE.left, EDGE.right, HEADER.bottom, 1.5);

  // ── Do NOT use this form if: ──
  const step = SIZE.body * LEADING;
  let baseline = DO_NOT_USE.top + 9;
  text(DO_NOT_USE.heading, EDGE.left, baseline, SIZE.body + 0.5, { bold: true });
  text(DO_NOT_USE.instead, EDGE.right - widthOf(DO_NOT_USE.instead, SIZE.body + 0.5, true), baseline, SIZE.body + 0.5, { bold: true });
  for (const r of DO_NOT_USE.rows) {
    text('•', EDGE.left + 2, baseline + step, SIZE.body, { bold: true });
    const drawn = paragraph([{ text: r.text }], EDGE.left + 10, baseline + step - SIZE.body, DO_NOT_USE.textRight - EDGE.left - 10, SIZE.body);
    const last = drawn.lines.at(-1)!;
    const formWidth = widthOf(r.form, SIZE.body);
    leaders(last.left + last.width, EDGE.right - formWidth - 2, last.baseline, SIZE.body);
    text(r.form, EDGE.right - formWidth, last.baseline, SIZE.body);
    baseline = last.baseline;
  }
  hRule(EDGE.left, EDGE.right, NOTE.top);
  paragraph(NOTE.runs, EDGE.left, NOTE.top + 1, EDGE.right - EDGE.left, SIZE.body);

  // ── Part I ──
  partBar(PART_I);
  entry(FIELDS.name, answers.name);
  entry(FIELDS.citizenshipCountry, answers.citizenshipCountry);
  entry(FIELDS.residenceAddress, answers.residenceAddress);
  entry(FIELDS.residenceCity, answers.residenceCity);
  entry(FIELDS.residenceCountry, answers.residenceCountry);
  entry(FIELDS.mailingAddress, answers.mailingAddress);
  entry(FIELDS.mailingCity, answers.mailingCity);
  entry(FIELDS.mailingCountry, answers.mailingCountry);
  entry(FIELDS.usTin, answers.usTin);
  entry(FIELDS.foreignTin, answers.foreignTin);
  // Line 6b: number, caption, leaders and the box on the caption's baseline, in the upper half of the row.
  hRule(LINE6B.left, LINE6B.right, LINE6B.bottom);
  vRule(LINE6B.left, LINE6B.top, LINE6B.bottom);
  const sixB = LINE6B.top + 12;
  text(LINE6B.no, LINE6B.left + 2, sixB, SIZE.caption + 0.4, { bold: true });
  const sixBText = LINE6B.left + 6 + widthOf(LINE6B.no, SIZE.caption + 0.4, true);
  const sixBWidth = text(LINE6B.text, sixBText, sixB, SIZE.caption);
  leaders(sixBText + sixBWidth, LINE6B.right - 14, sixB, SIZE.caption);
  checkbox(LINE6B.right - 11, sixB, answers.foreignTinNotRequired, { letter: true });
  entry(FIELDS.referenceNumbers, answers.referenceNumbers);
  entry(FIELDS.dateOfBirth, formDate(answers.dateOfBirth));

  // ── Part II ──
  partBar(PART_II);
  const numberAt = (no: string, at: number) => text(no, EDGE.left + 2, at, SIZE.body + 0.5, { bold: true });
  numberAt(TREATY.line9.no, TREATY.line9.baseline);
  const line9 = flow(TREATY.line9.items, TREATY.line9.baseline);
  numberAt(TREATY.line10.no, TREATY.line10.baseline);
  const line10 = flow(TREATY.line10.items, TREATY.line10.baseline);
  const spots = { ...line9.spots, ...line10.spots };
  for (const key of ['treatyCountry', 'treatyArticle', 'treatyRate', 'treatyIncomeType'] as const) value(answers[key], spots[key]!, 9);
  const explain = paragraph([{ text: TREATY.explain }], TREATY.left, line10.last + TREATY.step - SIZE.body, TREATY.right - TREATY.left, SIZE.body);
  const explainAt = { x: TREATY.left + 2, baseline: explain.lines.at(-1)!.baseline + TREATY.step, width: TREATY.right - TREATY.left - 4 };
  for (let i = 0; i < TREATY.explainLines; i += 1) hRule(TREATY.left, TREATY.right, explainAt.baseline + i * TREATY.step + 1.5);
  valueLines(answers.treatyConditions, explainAt, TREATY.explainLines, TREATY.step, 9);

  // ── Part III ──
  partBar(PART_III);
  const width = EDGE.right - EDGE.left;
  let top: number = paragraph([{ text: CERTIFICATION.intro }], EDGE.left, CERTIFICATION.top, width, SIZE.body).bottom;
  CERTIFICATION.bullets.forEach((bullet, i) => {
    text('•', EDGE.left + 2, top + SIZE.body, SIZE.body, { bold: true });
    top = paragraph([{ text: bullet }], EDGE.left + 10, top, width - 10, SIZE.body).bottom - 2;
    if (i === CERTIFICATION.relatesToBullet) {
      for (const item of CERTIFICATION.relatesTo) top = paragraph([{ text: item }], EDGE.left + 20, top, width - 20, SIZE.body).bottom - 2;
    }
  });
  paragraph(CERTIFICATION.furthermore, EDGE.left, top + 1, width, SIZE.body);

  // ── Sign Here ──
  hRule(EDGE.left, EDGE.right, SIGN.top, 1);
  SIGN.here.forEach((word, i) => text(word, EDGE.left + 2, SIGN.top + 24 + i * 14, 13, { bold: true }));
  text(ARROW, EDGE.left + 44, SIGN.top + 31, 14);
  const capacitySide = checkbox(SIGN.contentLeft, SIGN.capacity.baseline, answers.capacityToSign, { letter: true });
  text(SIGN.capacity.text, SIGN.contentLeft + capacitySide + 4, SIGN.capacity.baseline, SIZE.body);
  hRule(SIGN.contentLeft, SIGN.signature.right, SIGN.signature.rule);
  text(SIGN.signature.label, SIGN.contentLeft, SIGN.signature.rule + 7, SIZE.caption, { width: SIGN.signature.right - SIGN.contentLeft });
  hRule(SIGN.date.left, SIGN.date.right, SIGN.signature.rule);
  text(SIGN.date.label, SIGN.date.left, SIGN.signature.rule + 7, SIZE.caption);
  value(usDate(new Date(), opts.timeZone ?? 'UTC').replaceAll('/', '-'), { x: SIGN.date.left + 2, baseline: SIGN.signature.rule - 3, width: SIGN.date.right - SIGN.date.left - 4 });
  hRule(SIGN.contentLeft, SIGN.printName.right, SIGN.printName.rule);
  text(SIGN.printName.label, SIGN.contentLeft, SIGN.printName.rule + 7, SIZE.caption);
  value(answers.name, { x: SIGN.contentLeft + 2, baseline: SIGN.printName.rule - 3, width: SIGN.printName.right - SIGN.contentLeft - 4 });
  hRule(EDGE.left, EDGE.right, SIGN.bottom, 1.5);

  // ── Footer ──
  text(FOOTER.notice, EDGE.left, FOOTER.baseline, SIZE.body, { bold: true });
  text(FOOTER.catalogue, FOOTER.catalogueLeft, FOOTER.baseline, SIZE.body);
  text(FOOTER.form, EDGE.right - widthOf(FOOTER.form, SIZE.body), FOOTER.baseline, SIZE.body);

  const box = SIGN.box;
  return {
    bytes: await doc.save(),
    signature: { pageNumber: 1, relativePosX: box.left / PAGE.width, relativePosY: box.top / PAGE.height, relativeHeight: box.height / PAGE.height },
  };
}
