/**
 * Drawing primitives the tax-form renderers share (w9-pdf.ts, w4-pdf.ts): text, rules, checkboxes
 * and word-wrapped paragraphs on one page, in top-down coordinates (points from the top-left corner,
 * the way a form is read and the way the signing engine places boxes), flipped here for pdf-lib.
 */
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { fit, printable, type pdfToolkit } from '../../../core/pdf-toolkit.js';

/** Cuts a value to a width with an ellipsis, so a long name never runs into the next box. */
export { fit };

type TPdfLib = Awaited<ReturnType<typeof pdfToolkit>>['pdf'];

/** A run of text inside a paragraph; `bold` runs are the form's lead-ins ("Note:", "(a) Other income"). */
export type TRun = { text: string; bold?: boolean };
/** A wrapped line of a paragraph: its runs with their widths. */
export type TLine = { runs: (TRun & { width: number })[]; width: number };

/**
 * MM/DD/YYYY in the filler's time zone. A form is rendered when the answers are submitted and the
 * filler is sent straight on to sign it, so the render date is the signing date; the engine adds no
 * date box of its own, and its signing certificate keeps the exact instant. An unknown zone falls
 * back to UTC, as the signing engine's own timestamps do.
 */
export function usDate(at: Date, timeZone: string): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** The largest size up to `size` at which a line fits a width (a title, on narrow fonts and wide). */
export function fitSize(line: string, font: PDFFont, size: number, width: number): number {
  const natural = font.widthOfTextAtSize(line, size);
  return natural <= width ? size : Math.floor((size * width * 10) / natural) / 10;
}


/** A checkbox's side; the box sits on its label's baseline, from `baseline - CHECKBOX_SIDE + 0.5` down. */
export const CHECKBOX_SIDE = 7;

/**
 * The primitives bound to one page and its two faces. `leading` is the line spacing of paragraphs
 * as a multiple of the font size.
 */
export function drawOn(page: PDFPage, pdf: TPdfLib, faces: { regular: PDFFont; bold: PDFFont }, leading: number) {
  const black = pdf.rgb(0, 0, 0);
  const white = pdf.rgb(1, 1, 1);
  const height = page.getHeight();
  const y = (top: number) => height - top;
  const faceOf = (isBold?: boolean) => (isBold ? faces.bold : faces.regular);

  /** Draws a line of text on a baseline; returns its width. A `width` cuts it to fit with an ellipsis. */
  const text = (value: string, x: number, baseline: number, size: number, opts: { bold?: boolean; width?: number; color?: Color } = {}) => {
    const face = faceOf(opts.bold);
    let shown = printable(value, face);
    if (opts.width !== undefined) shown = fit(shown, face, size, opts.width);
    page.drawText(shown, { x, y: y(baseline), size, font: face, color: opts.color ?? black });
    return face.widthOfTextAtSize(shown, size);
  };
  const widthOf = (value: string, size: number, isBold?: boolean) => faceOf(isBold).widthOfTextAtSize(printable(value, faceOf(isBold)), size);
  const rule = (x1: number, top1: number, x2: number, top2: number, thickness = 0.5) =>
    page.drawLine({ start: { x: x1, y: y(top1) }, end: { x: x2, y: y(top2) }, thickness, color: black });
  const hRule = (left: number, right: number, top: number, thickness = 0.5) => rule(left, top, right, top, thickness);
  const vRule = (x: number, top: number, bottom: number, thickness = 0.5) => rule(x, top, x, bottom, thickness);
  const fill = (left: number, top: number, right: number, bottom: number, color: Color = black) =>
    page.drawRectangle({ x: left, y: y(bottom), width: right - left, height: bottom - top, color });

  /**
   * A drawn square that sits on the baseline of its label; checked, it is crossed with two strokes,
   * or with a typed "X" when `letter` is set (a mark that text extraction and screen readers see).
   */
  const checkbox = (x: number, baseline: number, checked: boolean, opts: { letter?: boolean } = {}) => {
    const side = CHECKBOX_SIDE;
    const top = baseline - side + 0.5;
    page.drawRectangle({ x, y: y(top + side), width: side, height: side, borderColor: black, borderWidth: 0.6 });
    if (checked && opts.letter) {
      const size = 7;
      text('X', x + (side - widthOf('X', size, true)) / 2, top + side - 1, size, { bold: true });
    } else if (checked) {
      rule(x + 1.2, top + 1.2, x + side - 1.2, top + side - 1.2, 0.9);
      rule(x + 1.2, top + side - 1.2, x + side - 1.2, top + 1.2, 0.9);
    }
    return side;
  };

  /** Word-wraps runs to a width, keeping each word in its run's face. */
  const wrap = (runs: readonly TRun[], width: number, size: number): TLine[] => {
    // A word after a space (inside a run, or at the start of one) is set apart; a run's first word
    // without one continues the previous run's word.
    const words = runs.flatMap((run) =>
      run.text.split(' ').flatMap((word, i) => (word ? [{ word, bold: run.bold === true, spaced: i > 0 }] : [])),
    );
    const lines: TLine[] = [];
    let line: TLine = { runs: [], width: 0 };
    for (const { word, bold: isBold, spaced } of words) {
      const face = faceOf(isBold);
      const w = face.widthOfTextAtSize(printable(word, face), size);
      let gap = line.runs.length > 0 && spaced ? face.widthOfTextAtSize(' ', size) : 0;
      if (line.runs.length > 0 && line.width + gap + w > width) {
        lines.push(line);
        line = { runs: [], width: 0 };
        gap = 0;
      }
      const piece = (gap > 0 ? ' ' : '') + word;
      const last = line.runs.at(-1);
      if (last && last.bold === isBold) {
        last.text += piece;
        last.width += gap + w;
      } else line.runs.push({ text: piece, bold: isBold, width: gap + w });
      line.width += gap + w;
    }
    if (line.runs.length > 0) lines.push(line);
    return lines;
  };

  /** Draws wrapped runs from a top edge; returns the lines (with their baselines) and the bottom. */
  const paragraph = (runs: readonly TRun[], left: number, top: number, width: number, size: number) => {
    const step = size * leading;
    const drawn = wrap(runs, width, size).map((line, i) => {
      const baseline = top + size + i * step;
      let x = left;
      for (const run of line.runs) x += text(run.text, x, baseline, size, { bold: run.bold });
      return { ...line, baseline, left };
    });
    return { lines: drawn, bottom: top + 2 + drawn.length * step };
  };

  /** The dot leaders a form runs from a caption to its entry. */
  const leaders = (from: number, to: number, baseline: number, size: number) => {
    const dot = '. ';
    const step = faces.regular.widthOfTextAtSize(dot, size);
    const count = Math.floor((to - from - 3) / step);
    if (count > 0) text(dot.repeat(count).trimEnd(), to - count * step + 2, baseline, size);
  };

  return { black, white, y, faceOf, text, widthOf, rule, hRule, vRule, fill, checkbox, wrap, paragraph, leaders };
}

export type TDraw = ReturnType<typeof drawOn>;
