import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFFont } from 'pdf-lib';
import { lazy } from './lazy.js';

/**
 * pdf-lib, fontkit and the DejaVu fonts, loaded on the first PDF a function builds (an invoice, a signed document): the toolkit is a chunk
 * of its own in the bundle that a cold start does not load, and the fonts are files copied beside
 * it (HANDLER_FILES in infra/constructs/bundling.ts). DejaVu Sans covers Latin and Cyrillic, so
 * Russian names print as written.
 */
export const pdfToolkit = lazy(async () => {
  // The packages' single-file ES builds: one module to compile instead of hundreds of CommonJS
  // files, which loads several times faster on the first publish.
  const [pdf, { default: fontkit }] = await Promise.all([
    import('pdf-lib/dist/pdf-lib.esm.min.js'),
    import('@pdf-lib/fontkit/dist/fontkit.es.min.js'),
  ]);
  const resolveFrom = createRequire(import.meta.url);
  const [regular, bold] = await Promise.all([
    readFile(resolveFrom.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(resolveFrom.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return { pdf, fontkit, regular, bold };
});

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Characters the font has no glyph for print as '?' rather than as blanks. */
export function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  const glyphs = known;
  return [...text].map((c) => (glyphs.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/**
 * `text` cut with an ellipsis to fit `width` points at `size` (a binary search on the characters). A
 * text clearly short enough (at most 1.1 em a character) is not measured.
 */
export function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (text.length * size * 1.1 <= width || font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  let [fits, tooLong] = [0, chars.length];
  while (tooLong - fits > 1) {
    const mid = (fits + tooLong) >> 1;
    if (font.widthOfTextAtSize(`${chars.slice(0, mid).join('')}…`, size) <= width) fits = mid;
    else tooLong = mid;
  }
  return `${chars.slice(0, fits).join('').trimEnd()}…`;
}

