import type { PDFPage } from 'pdf-lib';
import type { TW9Answers } from '../../../../shared/documents/forms.schema.js';
import { pdfToolkit, printable } from '../../../core/pdf-toolkit.js';
import { drawOn, fitSize, usDate } from './pdf-draw.js';
import { ARROW, BEFORE_YOU_BEGIN, CERTIFICATION, EDGE, FIELDS, FOOTER, HEADER, LEADING, LINE3A, LINE3B, LINE4, PAGE, PART_I, PART_II } from './w9-layout.js';
import { SIGN, SIZE, STRIP, TIN, tinCells, type TField, type TRun } from './w9-layout.js';

export type TW9Rendition = {
  bytes: Uint8Array;
  /** The "Signature of U.S. person" box on page 1, as fractions of the page (top-left corner, height); width is 3× height in the engine (LABEL_ASPECT). */
  signature: { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number };
};

/**
 * The answers as page 1 of Form W-9 (Rev. March 2024), laid out as the official page 1 (lines 1–7,
 * Part I, Part II, Sign Here), with the box the signer's signature is drawn into. `timeZone` is the
 * filler's (the request's), for the date beside the signature.
 */
export async function renderW9(
  answers: TW9Answers,
  opts: { requesterName: string; requesterAddress?: string; timeZone?: string },
): Promise<TW9Rendition> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  doc.setTitle('Form W-9 (Rev. March 2024)');
  doc.setSubject('Request for Taxpayer Identification Number and Certification');
  doc.setAuthor(answers.name);
  const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  const { black, white, y, faceOf, text, hRule, vRule, checkbox, paragraph, leaders: dotted } = drawOn(page, pdf, { regular: font, bold: strong }, LEADING);
  /** A line's number in bold and its caption beside it, from the top of its box. */
  const numbered = (no: string, left: number, top: number, right: number, caption: readonly TRun[], indent = 14) => {
    if (no) text(no, left + 2, top + 7.5, SIZE.caption + 0.4, { bold: true });
    return paragraph(caption, left + indent, top + 1, right - left - indent - 2, SIZE.caption);
  };
  /** A captioned entry of lines 1–7: the rules, number and caption; returns where its value prints. */
  const field = (f: TField) => {
    hRule(f.left, f.right, f.bottom);
    if (f.left > STRIP.right) vRule(f.left, f.top, f.bottom);
    numbered(f.no, f.left, f.top, f.right, f.caption);
    return { x: f.left + 14, baseline: f.bottom - 4, width: f.right - f.left - 16 };
  };
  const leaders = (from: number, to: number, baseline: number) => dotted(from, to, baseline, SIZE.caption);
  const value = (v: string, at: { x: number; baseline: number; width: number }, size: number = SIZE.value) => {
    if (v) text(v, at.x, at.baseline, size, { width: at.width });
  };
  const partBar = (part: { top: number; bottom: number; tab: string; title: string }) => {
    hRule(EDGE.left, EDGE.right, part.top, 1);
    hRule(EDGE.left, EDGE.right, part.bottom);
    page.drawRectangle({ x: EDGE.left, y: y(part.bottom), width: 40, height: part.bottom - part.top, color: black });
    const baseline = part.bottom - 3;
    text(part.tab, EDGE.left + 4, baseline, SIZE.partTitle, { bold: true, color: white });
    text(part.title, EDGE.left + 48, baseline, SIZE.partTitle, { bold: true });
  };

  // ── Header ──
  text(HEADER.form, EDGE.left, HEADER.top + 18, 7);
  text(HEADER.formNumber, EDGE.left + 20, HEADER.top + 18, 20, { bold: true });
  text(HEADER.revision, EDGE.left, HEADER.top + 29, 7);
  HEADER.agency.forEach((line, i) => text(line, EDGE.left, HEADER.top + 42 + i * 8, 6.5));
  vRule(HEADER.leftColumnRight, HEADER.top, HEADER.bottom);
  vRule(HEADER.rightColumnLeft, HEADER.top, HEADER.bottom);
  const middle = (HEADER.leftColumnRight + HEADER.rightColumnLeft) / 2;
  const centred = (line: string, baseline: number, size: number, isBold: boolean) => {
    const shown = fitSize(line, faceOf(isBold), size, HEADER.rightColumnLeft - HEADER.leftColumnRight - 8);
    text(line, middle - faceOf(isBold).widthOfTextAtSize(line, shown) / 2, baseline, shown, { bold: isBold });
  };
  HEADER.title.forEach((line, i) => centred(line, HEADER.top + 18 + i * 16, 14, true));
  centred(HEADER.goTo, HEADER.top + 48, 7.5, true);
  HEADER.give.forEach((line, i) => text(line, HEADER.rightColumnLeft + 6, HEADER.top + 20 + i * 10, 8, { bold: true }));
  hRule(EDGE.left, EDGE.right, HEADER.bottom, 1.5);
  paragraph(BEFORE_YOU_BEGIN.runs, EDGE.left, BEFORE_YOU_BEGIN.baseline - 7, EDGE.right - EDGE.left, 7);
  hRule(EDGE.left, EDGE.right, BEFORE_YOU_BEGIN.bottom);

  // ── Lines 1–7 ──
  const stripText = STRIP.runs.map((r) => r.text).join('');
  const stripLength = strong.widthOfTextAtSize(stripText, 7);
  let along = (STRIP.top + STRIP.bottom) / 2 + stripLength / 2;
  for (const run of STRIP.runs) {
    const face = faceOf(run.bold);
    page.drawText(printable(run.text, face), { x: STRIP.right - 5, y: y(along), size: 7, font: face, rotate: pdf.degrees(90) });
    along -= face.widthOfTextAtSize(run.text, 7);
  }
  vRule(STRIP.right, STRIP.top, STRIP.bottom);

  value(answers.name, field(FIELDS.name));
  value(answers.businessName, field(FIELDS.businessName));

  hRule(LINE3A.left, LINE3A.right, LINE3A.bottom);
  numbered(LINE3A.no, LINE3A.left, LINE3A.top, LINE3A.right, LINE3A.caption);
  for (const b of LINE3A.row1.boxes) {
    const side = checkbox(b.x, LINE3A.row1.baseline, answers.classification === b.value);
    text(b.label, b.x + side + 3, LINE3A.row1.baseline, SIZE.caption);
  }
  const llc = LINE3A.llc;
  const llcLabelEnd = llc.x + checkbox(llc.x, llc.baseline, answers.classification === 'LLC') + 3;
  const llcWidth = text(llc.label, llcLabelEnd, llc.baseline, SIZE.caption);
  leaders(llcLabelEnd + llcWidth, llc.entryLeft - 8, llc.baseline);
  text(ARROW, llc.entryLeft - 7, llc.baseline, 5);
  hRule(llc.entryLeft, LINE3A.right - 4, llc.baseline + 1.5);
  if (answers.classification === 'LLC') value(answers.llcClassification ?? '', { x: llc.entryLeft + 4, baseline: llc.baseline, width: 16 }, 9);
  paragraph(LINE3A.note.runs, LINE3A.note.left, LINE3A.note.top, LINE3A.right - LINE3A.note.left - 4, SIZE.caption);
  const other = LINE3A.other;
  const otherEnd = other.x + checkbox(other.x, other.baseline, answers.classification === 'OTHER') + 3;
  const otherWidth = text(other.label, otherEnd, other.baseline, SIZE.caption);
  text(ARROW, otherEnd + otherWidth + 3, other.baseline, 5);
  hRule(other.entryLeft, LINE3A.right - 4, other.baseline + 1.5);
  if (answers.classification === 'OTHER') value(answers.otherClassification, { x: other.entryLeft + 2, baseline: other.baseline, width: LINE3A.right - other.entryLeft - 8 }, 9);

  hRule(LINE3B.left, LINE3B.right, LINE3B.bottom);
  // The caption stops short of the right edge: its last line ends in the box.
  const line3b = numbered(LINE3B.no, LINE3B.left, LINE3B.top, LINE3B.right - 14, [{ text: LINE3B.text }]).lines.at(-1)!;
  leaders(line3b.left + line3b.width, LINE3B.right - 22, line3b.baseline);
  text(ARROW, LINE3B.right - 20, line3b.baseline, 5);
  checkbox(LINE3B.right - 12, line3b.baseline, answers.foreignPartners);

  vRule(LINE4.left, LINE4.top, LINE4.bottom);
  numbered(LINE4.no, LINE4.left, LINE4.top, LINE4.right, LINE4.caption, 10);
  const codeWidth = LINE4.right - LINE4.entryLeft - 2;
  const payee = paragraph([{ text: LINE4.exemptPayee.label }], LINE4.left + 10, LINE4.exemptPayee.top, LINE4.entryLeft - LINE4.left - 14, SIZE.caption).lines.at(-1)!;
  hRule(LINE4.entryLeft, LINE4.right - 2, payee.baseline + 1.5);
  value(answers.exemptPayeeCode ?? '', { x: LINE4.entryLeft + 3, baseline: payee.baseline, width: codeWidth }, 9);
  const fatca = paragraph([{ text: LINE4.fatca.label }], LINE4.left + 10, LINE4.fatca.top, LINE4.entryLeft - LINE4.left - 14, SIZE.caption).lines.at(-1)!;
  hRule(LINE4.entryLeft, LINE4.right - 2, fatca.baseline + 1.5);
  value(answers.fatcaCode ?? '', { x: LINE4.entryLeft + 3, baseline: fatca.baseline, width: codeWidth }, 9);
  paragraph([{ text: LINE4.applies.text }], LINE4.left + 10, LINE4.applies.top, LINE4.right - LINE4.left - 12, SIZE.small);
  hRule(LINE4.left, LINE4.right, LINE4.bottom);

  value(answers.address, field(FIELDS.address));
  value(`${answers.city}, ${answers.state} ${answers.zipCode}`, field(FIELDS.city));
  value(answers.accountNumbers, field(FIELDS.accounts));
  const requester = field(FIELDS.requester);
  const requesterLines = [opts.requesterName, ...(opts.requesterAddress ?? '').split('\n')].map((l) => l.trim()).filter(Boolean).slice(0, 3);
  requesterLines.forEach((line, i) => value(line, { ...requester, baseline: FIELDS.requester.top + 18 + i * 10 }, 9));

  // ── Part I ──
  partBar(PART_I);
  let top: number = TIN.text.top;
  for (const p of TIN.text.paragraphs) top = paragraph(p, TIN.text.left, top, TIN.text.right - TIN.text.left, 7).bottom + 2;
  vRule(TIN.columnLeft, PART_I.bottom, PART_II.top);
  for (const kind of ['SSN', 'EIN'] as const) {
    text(TIN[kind].label, TIN.cell.left, TIN[kind].labelBaseline, 7, { bold: true });
    const cells = tinCells(kind);
    for (const c of cells) page.drawRectangle({ x: c.x, y: y(c.top + c.height), width: c.width, height: c.height, borderColor: black, borderWidth: 0.5 });
    // The dashes between groups are drawn, not typed, so the digits read as one number.
    for (let i = 1; i < cells.length; i += 1) {
      const gapLeft = cells[i - 1]!.x + cells[i - 1]!.width;
      if (cells[i]!.x - gapLeft > 1) hRule(gapLeft + 2.5, cells[i]!.x - 2.5, cells[i]!.top + cells[i]!.height / 2, 0.8);
    }
    // Only the chosen box is filled: an ITIN goes in the SSN box (schema), the other box stays empty.
    if (answers.tinType === kind) {
      const digits = answers.tin.replace(/\D/gu, '');
      cells.forEach((c, i) => {
        const d = digits[i];
        if (d) text(d, c.x + (c.width - font.widthOfTextAtSize(d, SIZE.value)) / 2, c.top + c.height - 4, SIZE.value);
      });
    }
  }
  text(TIN.or.text, TIN.cell.left, TIN.or.baseline, 7, { bold: true });

  // ── Part II ──
  partBar(PART_II);
  top = paragraph([{ text: CERTIFICATION.intro }], CERTIFICATION.left, CERTIFICATION.top, CERTIFICATION.right - CERTIFICATION.left, 7).bottom;
  const width = CERTIFICATION.right - CERTIFICATION.left;
  CERTIFICATION.items.forEach((item, i) => {
    const drawn = paragraph([{ text: item }], CERTIFICATION.left, top, width, 7);
    // The instructions tell a payee notified of backup withholding to cross out item 2.
    if (i === CERTIFICATION.backupWithholdingItem && answers.subjectToBackupWithholding) {
      for (const line of drawn.lines) hRule(line.left - 1, line.left + line.width + 1, line.baseline - 2.4, 0.8);
    }
    top = drawn.bottom;
  });
  paragraph(CERTIFICATION.instructions, CERTIFICATION.left, top + 1, width, 7);

  // ── Sign Here ──
  hRule(EDGE.left, EDGE.right, SIGN.top, 1);
  hRule(EDGE.left, EDGE.right, SIGN.bottom, 1.5);
  SIGN.here.forEach((word, i) => text(word, EDGE.left + 2, SIGN.top + 18 + i * 13, 11, { bold: true }));
  vRule(SIGN.tabRight, SIGN.top, SIGN.bottom);
  const labelBaseline = SIGN.bottom - 6;
  text(SIGN.label[0], SIGN.labelLeft, labelBaseline - 8, 7, { bold: true });
  const labelWidth = text(SIGN.label[1], SIGN.labelLeft, labelBaseline, 7, { bold: true });
  text(ARROW, SIGN.labelLeft + labelWidth + 3, labelBaseline, 6);
  const dateWidth = text(SIGN.date.label, SIGN.date.left, labelBaseline, 7, { bold: true });
  text(ARROW, SIGN.date.left + dateWidth + 3, labelBaseline, 6);
  text(usDate(new Date(), opts.timeZone ?? 'UTC'), SIGN.date.valueLeft, labelBaseline, SIZE.value);

  text(FOOTER.catalogue, FOOTER.catalogueLeft, FOOTER.baseline, 7);
  const footerWidth = font.widthOfTextAtSize(FOOTER.form, 7);
  text(FOOTER.form, EDGE.right - footerWidth, FOOTER.baseline, 7);

  return {
    bytes: await doc.save(),
    signature: {
      pageNumber: 1,
      relativePosX: SIGN.box.left / PAGE.width,
      relativePosY: SIGN.box.top / PAGE.height,
      relativeHeight: SIGN.box.height / PAGE.height,
    },
  };
}
