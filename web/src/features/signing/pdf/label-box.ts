import { LABEL_ASPECT, type TLabel, type TPage } from '../../../../../shared/documents/documents.schema.js';
import type { CSSProperties } from 'react';

/** The percentages, to four decimals: enough for a sub-pixel position on any screen. */
const pct = (fraction: number) => `${Math.round(fraction * 1_000_000) / 10_000}%`;

/**
 * Where a box sits over its page, as CSS relative to the page's box (position: relative): its
 * corner and height are stored as fractions of the page, and its width follows from the height
 * (LABEL_ASPECT, in page units), so the sender's editor and the signing view place it alike at
 * any zoom. The width as a fraction of the page's width is height × aspect × pageHeight / pageWidth.
 */
export function labelBoxStyle(
  label: Pick<TLabel, 'relativePosX' | 'relativePosY' | 'relativeHeight'>,
  page: Pick<TPage, 'width' | 'height'>,
): CSSProperties {
  return {
    position: 'absolute',
    left: pct(label.relativePosX),
    top: pct(label.relativePosY),
    height: pct(label.relativeHeight),
    width: pct(labelWidthFraction(label.relativeHeight, page)),
  };
}

/** A box's width as a fraction of its page's width (see labelBoxStyle). */
export function labelWidthFraction(relativeHeight: number, page: Pick<TPage, 'width' | 'height'>): number {
  return page.width > 0 ? (relativeHeight * LABEL_ASPECT * page.height) / page.width : 0;
}
