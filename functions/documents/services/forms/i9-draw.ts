/**
 * The fixed parts of Form I-9's pages, drawn from the layouts: page 1's header, notices, captions and
 * rules (Section 2's fields empty), and page 2, the Lists of Acceptable Documents. The answers are
 * drawn over them by i9-pdf.ts.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { I9_LIST_A, I9_LIST_B, I9_LIST_C, type TI9Document } from '../../../../shared/documents/form-kinds/i9.schema.js';
import type { pdfToolkit } from '../../../core/pdf-toolkit.js';
import { ATTESTATION, CERTIFICATION, DOCUMENTS, DOCUMENTS_BOTTOM, EDGE, EMPLOYER, FOOTER, HEADER, IDENTITY, LEADING, NOTICES } from './i9-layout.js';
import { PREPARER_NOTE, SECTION1_BAR, SECTION2_BAR, SIGN1, SIZE, SUPPLEMENT_B_NOTE, type TCell, type TSignRow } from './i9-layout.js';
import { LISTS } from './i9-lists-layout.js';
import { drawOn, fitSize, type TRun } from './pdf-draw.js';

type TPdfLib = Awaited<ReturnType<typeof pdfToolkit>>['pdf'];

/** The drawing primitives of one I-9 page, with the form's own: cells, shaded bars, centred lines. */
export function i9Draw(page: PDFPage, pdf: TPdfLib, faces: { regular: PDFFont; bold: PDFFont }) {
  const d = drawOn(page, pdf, faces, LEADING);
  const shade = pdf.rgb(0.86, 0.86, 0.86);
  /** A cell's left rule, bottom rule and caption. */
  const cell = (c: TCell) => {
    d.hRule(c.left, c.right, c.bottom);
    if (c.left > EDGE.left) d.vRule(c.left, c.top, c.bottom);
    d.paragraph([{ text: c.caption }], c.left + 2, c.top + 0.5, c.right - c.left - 4, SIZE.caption);
  };
  /** A value on a cell's bottom line, shrunk (then cut) to fit its width. */
  const value = (c: Pick<TCell, 'left' | 'right' | 'bottom'>, v: string, size: number = SIZE.value) => {
    if (!v) return;
    const width = c.right - c.left - 6;
    const shown = Math.max(5.5, fitSize(v, faces.regular, size, width));
    d.text(v, c.left + 3, c.bottom - 3.5, shown, { width });
  };
  const bar = (b: { top: number; bottom: number; runs: TRun[] }) => {
    d.fill(EDGE.left, b.top, EDGE.right, b.bottom, shade);
    d.hRule(EDGE.left, EDGE.right, b.top, 1);
    d.paragraph(b.runs, EDGE.left + 3, b.top + 1, EDGE.right - EDGE.left - 6, SIZE.body);
  };
  const centred = (text: string, baseline: number, size: number, left: number, right: number, bold = false) => {
    const shown = fitSize(text, d.faceOf(bold), size, right - left);
    d.text(text, (left + right - d.widthOf(text, shown, bold)) / 2, baseline, shown, { bold });
  };
  const footer = (n: number) => {
    d.hRule(EDGE.left, EDGE.right, FOOTER.baseline - 9, 1.5);
    d.text(FOOTER.edition, EDGE.left, FOOTER.baseline, SIZE.body, { bold: true });
    const label = FOOTER.page(n);
    d.text(label, EDGE.right - d.widthOf(label, SIZE.body), FOOTER.baseline, SIZE.body);
  };
  return { ...d, shade, cell, value, bar, centred, footer };
}
export type TI9Draw = ReturnType<typeof i9Draw>;

const signRow = (g: TI9Draw, row: TSignRow) => {
  g.hRule(EDGE.left, EDGE.right, row.top, 0.8);
  g.cell(row.signature);
  g.cell(row.date);
};

/** Page 1 without answers: both sections' captions, boxes and rules. */
export function drawPage1(g: TI9Draw): void {
  // ── Header ──
  g.centred(HEADER.title.text, HEADER.title.baseline, HEADER.title.size, 150, 462, true);
  for (const a of HEADER.agency) g.centred(a.text, a.baseline, 8.5, 150, 462, a.bold);
  for (const r of HEADER.right) g.text(r.text, EDGE.right - g.widthOf(r.text, r.size, r.bold), r.baseline, r.size, { bold: r.bold });
  g.hRule(EDGE.left, EDGE.right, HEADER.bottom, 2);
  const width = EDGE.right - EDGE.left;
  const after = g.paragraph(NOTICES.startHere, EDGE.left, NOTICES.top, width, SIZE.body).bottom;
  g.paragraph(NOTICES.antiDiscrimination, EDGE.left, after + 1, width, SIZE.body);

  // ── Section 1 ──
  g.bar(SECTION1_BAR);
  g.hRule(EDGE.left, EDGE.right, SECTION1_BAR.bottom);
  Object.values(IDENTITY).forEach(g.cell);
  const a = ATTESTATION;
  g.vRule(a.divider, a.top, a.bottom);
  g.paragraph([{ text: a.statement, bold: true }], EDGE.left + 2, a.top + 2, a.divider - EDGE.left - 6, SIZE.body);
  g.paragraph([{ text: a.prompt, bold: true }], a.divider + 4, a.top + 2, EDGE.right - a.divider - 8, SIZE.body);
  for (const b of a.boxes) {
    g.checkbox(a.boxX, b.baseline, false);
    g.text(b.label, a.boxX + 10, b.baseline, SIZE.body);
  }
  g.centred(a.oneOfThese.text, a.oneOfThese.baseline, SIZE.body, a.divider, EDGE.right, true);
  const n = a.numbers;
  n.cells.forEach((c, i) => {
    g.rule(c.left, n.bottom, c.right, n.bottom);
    g.paragraph([{ text: c.caption }], c.left, n.top, c.right - c.left, SIZE.caption);
    const next = n.cells[i + 1];
    if (next) g.centred(n.or, n.bottom - 3, SIZE.body, c.right, next.left, true);
  });
  g.hRule(EDGE.left, EDGE.right, a.bottom);
  signRow(g, SIGN1);
  g.centred(PREPARER_NOTE.text, PREPARER_NOTE.baseline, 6.6, EDGE.left, EDGE.right, true);

  // ── Section 2 ──
  g.hRule(EDGE.left, EDGE.right, SECTION2_BAR.top - 2, 2);
  g.bar(SECTION2_BAR);
  const t = DOCUMENTS;
  const { A, B, C } = t.columns;
  g.fill(A.right, t.top, B.left, DOCUMENTS_BOTTOM, g.shade);
  g.fill(t.labels.left, t.headerBottom, t.labels.right, DOCUMENTS_BOTTOM, g.shade);
  g.hRule(EDGE.left, EDGE.right, t.top);
  g.centred(t.heads.A, t.headerBottom - 3, 7.5, A.left, A.right, true);
  g.centred(t.heads.or, t.headerBottom - 3, 7, A.right, B.left, true);
  g.centred(t.heads.B, t.headerBottom - 3, 7.5, B.left, B.right, true);
  g.centred(t.heads.and, t.headerBottom - 3, 6.5, B.right - 12, B.right + 12, true);
  g.centred(t.heads.C, t.headerBottom - 3, 7.5, C.left, C.right, true);
  t.rows.forEach((label, i) => {
    const bottom = t.headerBottom + (i + 1) * t.rowHeight;
    g.text(label, t.labels.left + 2, bottom - 3, SIZE.caption, { bold: i % 4 === 0 });
    g.hRule(t.labels.left, A.right, bottom);
    if (i < t.additional.firstRow) g.hRule(B.left, C.right, bottom);
  });
  g.hRule(t.labels.left, C.right, t.headerBottom);
  for (const x of [t.labels.right, A.left, A.right]) g.vRule(x, t.headerBottom, DOCUMENTS_BOTTOM);
  g.vRule(B.left, t.top, DOCUMENTS_BOTTOM);
  g.vRule(C.left, t.headerBottom, t.headerBottom + t.additional.firstRow * t.rowHeight);
  const box = additionalBox();
  g.text(t.additional.caption, box.left + 3, box.top + 8, SIZE.body, { bold: true });
  g.checkbox(box.left + 3, alternativeBaseline(), false);
  g.text(t.alternative, box.left + 13, alternativeBaseline(), fitSize(t.alternative, g.faceOf(false), SIZE.caption, box.right - box.left - 16));
  g.hRule(EDGE.left, EDGE.right, DOCUMENTS_BOTTOM);
  g.paragraph(CERTIFICATION.runs, EDGE.left + 2, CERTIFICATION.top + 1, CERTIFICATION.firstDay.left - EDGE.left - 6, 6.8);
  g.cell(CERTIFICATION.firstDay);
  g.cell(EMPLOYER.name);
  signRow(g, EMPLOYER.sign);
  g.cell(EMPLOYER.business);
  g.cell(EMPLOYER.businessAddress);
  g.centred(SUPPLEMENT_B_NOTE.text, SUPPLEMENT_B_NOTE.baseline, SIZE.body, EDGE.left, EDGE.right, true);
  g.footer(1);
}

/** The Additional Information box: right of List A, below Lists B and C's rows. */
export function additionalBox() {
  const t = DOCUMENTS;
  return { left: t.columns.B.left, right: t.columns.C.right, top: t.headerBottom + t.additional.firstRow * t.rowHeight, bottom: DOCUMENTS_BOTTOM };
}
export const alternativeBaseline = () => DOCUMENTS_BOTTOM - 4;

/** Splits an item's title at its sub-items ("a.", "b.", "(1)"…), which the page sets on lines of their own. */
const segments = (title: string) => title.split(/ (?=(?:[ab]\.|\(\d\)) )/u);

/** One list's column: its items, numbered, in the order of the page; returns where it ends. */
function drawColumn(g: TI9Draw, col: { left: number; right: number }, items: readonly TI9Document[], extras: { under18?: string; note?: string } = {}) {
  let top: number = LISTS.itemsTop;
  const size = LISTS.itemSize;
  const textLeft = col.left + LISTS.numberWidth;
  const width = col.right - textLeft - 2;
  let under18 = false;
  for (const item of items) {
    if (item.under18 && !under18 && extras.under18) {
      under18 = true;
      top = g.paragraph([{ text: extras.under18, bold: true }], col.left + 2, top + 1, col.right - col.left - 4, size).bottom + 1;
    }
    g.text(`${item.item}.`, col.left + 1, top + size, size, { bold: true });
    segments(item.title).forEach((s, i) => {
      top = g.paragraph([{ text: s }], textLeft + (i > 0 ? 8 : 0), top, width - (i > 0 ? 8 : 0), size).bottom;
    });
    top += 2;
    g.hRule(col.left, col.right, top - 1, 0.3);
  }
  if (extras.note) top = g.paragraph([{ text: extras.note }], col.left + 2, top + 1, col.right - col.left - 4, size - 0.4).bottom;
  return top;
}

/** Page 2: the Lists of Acceptable Documents, from the lists' data. */
export function drawListsPage(g: TI9Draw): void {
  g.centred(LISTS.heading.text, LISTS.heading.baseline, LISTS.heading.size, EDGE.left, EDGE.right, true);
  LISTS.intro.forEach((l, i) => g.centred(l.text, LISTS.introTop + 9 + i * 9.5, SIZE.body + 0.5, EDGE.left, EDGE.right, l.bold));
  const { A, B, C } = LISTS.columns;
  g.hRule(EDGE.left, EDGE.right, LISTS.columnsTop, 1.5);
  for (const col of [A, B, C]) {
    g.centred(col.title, LISTS.columnsTop + 11, 9, col.left, col.right, true);
    g.paragraph([{ text: col.subtitle, bold: true }], col.left + 4, LISTS.columnsTop + 14, col.right - col.left - 8, SIZE.body);
  }
  g.hRule(EDGE.left, EDGE.right, LISTS.itemsTop - 3, 0.8);
  const documents = (list: readonly TI9Document[]) => list.filter((d) => !d.receipt);
  const receipts = (list: readonly TI9Document[]) => list.filter((d) => d.receipt);
  const bottom = Math.max(
    drawColumn(g, A, documents(I9_LIST_A)),
    drawColumn(g, B, documents(I9_LIST_B), { under18: LISTS.under18 }),
    drawColumn(g, C, documents(I9_LIST_C), { note: LISTS.listCNote }),
  );
  const gaps = [[A.right, B.left, LISTS.or], [B.right, C.left, LISTS.and]] as const;
  const shadeGaps = (top: number, end: number) => gaps.forEach(([left, right]) => g.fill(left, top, right, end, g.shade));
  shadeGaps(LISTS.columnsTop, bottom + 4);
  for (const [left, right, word] of gaps) g.centred(word, LISTS.columnsTop + 11, 6.5, left - 2, right + 2, true);
  const r = LISTS.receipts;
  g.fill(EDGE.left, bottom + 4, EDGE.right, bottom + 33, g.shade);
  g.centred(r.heading, bottom + 14, 9, EDGE.left, EDGE.right, true);
  r.lines.forEach((l, i) => g.centred(l, bottom + 23 + i * 8, SIZE.body, EDGE.left, EDGE.right));
  const receiptsTop = bottom + 36;
  let end = receiptsTop;
  for (const [col, list] of [[A, I9_LIST_A], [B, I9_LIST_B], [C, I9_LIST_C]] as const) {
    let top = receiptsTop;
    for (const item of receipts(list)) {
      g.text(`${item.item}.`, col.left + 1, top + LISTS.itemSize, LISTS.itemSize, { bold: true });
      top = g.paragraph([{ text: item.title }], col.left + LISTS.numberWidth, top, col.right - col.left - LISTS.numberWidth - 2, LISTS.itemSize).bottom + 2;
    }
    end = Math.max(end, top);
  }
  shadeGaps(bottom + 33, end);
  g.hRule(EDGE.left, EDGE.right, end + 2, 1);
  g.paragraph([{ text: LISTS.extensions, bold: true }], EDGE.left, end + 6, EDGE.right - EDGE.left, SIZE.body);
  g.footer(2);
}
