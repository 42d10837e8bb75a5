import type { TF8822bAddress, TF8822bAnswers } from '../../../../shared/documents/form-kinds/f8822b.schema.js';
import { pdfToolkit } from '../../../core/pdf-toolkit.js';
import { drawOn, fitSize, usDate } from './pdf-draw.js';
import { ADDRESSES, ARROW, BEFORE_YOU_BEGIN, CHECK, EDGE, FIELDS, FOOTER, FOREIGN, HEADER, LEADING, LINE10, PAGE, PHONE } from './f8822b-layout.js';
import { REVISION, SIGN, SIZE, type TAddressField, type TField } from './f8822b-layout.js';

export type TF8822bRendition = {
  bytes: Uint8Array;
  /** The "Signature of owner, officer, or representative" box on page 1, as fractions of the page (top-left corner, height); width is 3× height in the engine (LABEL_ASPECT). */
  signature: { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number };
};

/** An address as the two value lines of its box: street and suite; city, state and ZIP code. */
export function addressLines(a: TF8822bAddress | undefined): [string, string] {
  if (!a) return ['', ''];
  return [[a.street, a.suite].filter(Boolean).join(', '), `${a.city}, ${a.state} ${a.zipCode}`];
}

/**
 * The answers as page 1 of Form 8822-B (Rev. December 2019), laid out as the official page 1 (the
 * tax-exempt box, lines 1–9, line 10's telephone, signature, date and title), with the box the
 * signer's signature is drawn into. Page 2 (instructions, Where To File) is not rendered. `timeZone`
 * is the filler's, for the date beside the signature. The signer's name goes into the document's
 * metadata: the form has no line for it beside the signature and the title.
 */
export async function renderF8822b(answers: TF8822bAnswers, opts: { timeZone?: string }): Promise<TF8822bRendition> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  doc.setTitle(`Form 8822-B (${REVISION})`);
  doc.setSubject(HEADER.title);
  doc.setAuthor(`${answers.signerName}, ${answers.signerTitle}`);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const { faceOf, text, widthOf, hRule, vRule, checkbox, paragraph, leaders } = drawOn(page, pdf, { regular: font, bold: strong }, LEADING);

  /** A value set smaller (down to SIZE.minValue) rather than run past its width, then cut if still too long. */
  const value = (v: string, x: number, baseline: number, width: number) => {
    if (!v) return;
    const size = Math.max(SIZE.minValue, fitSize(v, faceOf(), SIZE.value, width));
    text(v, x, baseline, size, { width });
  };
  /** A captioned box: rules, bold number and caption from its top; returns where a value prints. */
  const field = (f: TField) => {
    hRule(f.left, f.right, f.bottom);
    if (f.left > EDGE.left) vRule(f.left, f.top, f.bottom);
    text(f.no, f.left + 2, f.top + 7.5, SIZE.caption + 0.4, { bold: true });
    const indent = 14;
    paragraph(f.caption, f.left + indent, f.top + 1, f.right - f.left - indent - 2, SIZE.caption);
    return { x: f.left + indent, width: f.right - f.left - indent - 4 };
  };
  const single = (f: TField, v: string) => {
    const at = field(f);
    value(v, at.x, f.bottom - 5, at.width);
  };
  const address = (f: TAddressField, a: TF8822bAddress | undefined) => {
    const at = field(f);
    addressLines(a).forEach((l, i) => value(l, at.x, f.lines[i]!, at.width));
    for (const cell of FOREIGN) {
      if (cell.left > EDGE.left + 14) vRule(cell.left, f.bottom, f.foreignBottom);
      text(cell.caption, cell.left + 3, f.bottom + 7.5, SIZE.caption);
    }
    hRule(EDGE.left, EDGE.right, f.foreignBottom);
  };
  /** A label, an arrow, and where the entry after it starts. */
  const arrowed = (label: string, x: number, baseline: number, isBold = true) => {
    const w = text(label, x, baseline, SIZE.body, { bold: isBold });
    text(ARROW, x + w + 3, baseline, 6);
    return x + w + 12;
  };

  // ── Header ──
  text(HEADER.form, EDGE.left, HEADER.top + 18, 7);
  text(HEADER.formNumber, EDGE.left + 20, HEADER.top + 18, 20, { bold: true });
  text(HEADER.revision, EDGE.left, HEADER.top + 29, 7);
  HEADER.agency.forEach((l, i) => text(l, EDGE.left, HEADER.top + 41 + i * 8, 6.5));
  vRule(HEADER.leftColumnRight, HEADER.top, HEADER.bottom);
  vRule(HEADER.rightColumnLeft, HEADER.top, HEADER.bottom);
  const columnWidth = HEADER.rightColumnLeft - HEADER.leftColumnRight - 8;
  const middle = (HEADER.leftColumnRight + HEADER.rightColumnLeft) / 2;
  const centred = (l: string, baseline: number, size: number, isBold: boolean) => {
    const shown = fitSize(l, faceOf(isBold), size, columnWidth);
    text(l, middle - widthOf(l, shown, isBold) / 2, baseline, shown, { bold: isBold });
  };
  centred(HEADER.title, HEADER.top + 20, 13, true);
  HEADER.instructions.forEach((items, i) => centred(items.map((s) => `${ARROW} ${s}`).join('   '), HEADER.top + 36 + i * 10, 7, i === 0));
  text(HEADER.omb, HEADER.rightColumnLeft + 6, HEADER.top + 16, 7);
  hRule(EDGE.left, EDGE.right, HEADER.bottom, 1.5);

  // ── Before you begin, the tax-exempt box ──
  paragraph(BEFORE_YOU_BEGIN.runs, EDGE.left, BEFORE_YOU_BEGIN.baseline - SIZE.body, EDGE.right - EDGE.left, SIZE.body);
  const exempt = BEFORE_YOU_BEGIN.taxExempt;
  const exemptWidth = text(exempt.text, EDGE.left, exempt.baseline, SIZE.body);
  const boxX = EDGE.right - 10;
  leaders(EDGE.left + exemptWidth, boxX - 10, exempt.baseline, SIZE.body);
  text(ARROW, boxX - 9, exempt.baseline, 6);
  checkbox(boxX, exempt.baseline, answers.taxExempt, { letter: true });
  hRule(EDGE.left, EDGE.right, BEFORE_YOU_BEGIN.bottom);

  // ── Lines 1–3 ──
  text(CHECK.heading.text, EDGE.left, CHECK.heading.baseline, SIZE.body, { bold: true });
  for (const row of CHECK.rows) {
    text(row.no, CHECK.noX, row.baseline, SIZE.body, { bold: true });
    const side = checkbox(CHECK.boxX, row.baseline, answers[row.key], { letter: true });
    const x = CHECK.boxX + side + 4;
    text(row.label, x, row.baseline, fitSize(row.label, faceOf(), SIZE.body, EDGE.right - x));
  }
  hRule(EDGE.left, EDGE.right, CHECK.bottom);

  // ── Lines 4a–9 ──
  single(FIELDS.businessName, answers.businessName);
  single(FIELDS.ein, answers.ein);
  address(ADDRESSES.oldMailingAddress, answers.oldMailingAddress);
  address(ADDRESSES.newMailingAddress, answers.newMailingAddress);
  address(ADDRESSES.newBusinessLocation, answers.newBusinessLocation);
  single(FIELDS.partyName, answers.newResponsiblePartyName);
  single(FIELDS.partyTin, answers.newResponsiblePartyTin);
  hRule(EDGE.left, EDGE.right, FIELDS.partyTin.bottom, 1);

  // ── Line 10 ──
  const headingWidth = text(LINE10.no, EDGE.left + 2, LINE10.baseline, SIZE.body, { bold: true });
  text(LINE10.caption, EDGE.left + 6 + headingWidth + 6, LINE10.baseline, SIZE.body, { bold: true });
  const phoneBaseline = PHONE.bottom - 6;
  const phoneLeft = arrowed(PHONE.label, EDGE.left, phoneBaseline, false);
  hRule(phoneLeft, EDGE.right, phoneBaseline + 2);
  value(answers.daytimePhone, phoneLeft + 2, phoneBaseline, EDGE.right - phoneLeft - 4);

  hRule(EDGE.left, EDGE.right, SIGN.top, 1);
  hRule(EDGE.left, EDGE.right, SIGN.bottom, 1.5);
  SIGN.here.forEach((word, i) => text(word, EDGE.left + 2, SIGN.top + 24 + i * 14, 11, { bold: true }));
  vRule(SIGN.tabRight, SIGN.top, SIGN.bottom);
  const labelBaseline = SIGN.signatureBottom - 6;
  text(SIGN.label[0], SIGN.labelLeft, labelBaseline - 9, SIZE.body, { bold: true });
  arrowed(SIGN.label[1], SIGN.labelLeft, labelBaseline);
  const dateLeft = arrowed(SIGN.date.label, SIGN.date.left, labelBaseline);
  text(usDate(new Date(), opts.timeZone ?? 'UTC'), Math.max(dateLeft, SIGN.date.valueLeft), labelBaseline, SIZE.value);
  hRule(SIGN.tabRight, EDGE.right, SIGN.signatureBottom);
  const titleLeft = arrowed(SIGN.title.label, SIGN.title.left, SIGN.title.baseline);
  value(answers.signerTitle, titleLeft, SIGN.title.baseline, EDGE.right - titleLeft - 4);

  // ── Footer ──
  text(FOOTER.privacy, EDGE.left, FOOTER.baseline, 6.5, { bold: true });
  text(FOOTER.catalogue, FOOTER.catalogueLeft, FOOTER.baseline, 6.5);
  text(FOOTER.form, EDGE.right - widthOf(FOOTER.form, 6.5), FOOTER.baseline, 6.5);

  const box = SIGN.box;
  return {
    bytes: await doc.save(),
    signature: { pageNumber: 1, relativePosX: box.left / PAGE.width, relativePosY: box.top / PAGE.height, relativeHeight: box.height / PAGE.height },
  };
}
