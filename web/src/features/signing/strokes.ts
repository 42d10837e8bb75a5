import { LABEL_ASPECT, MAX_SIGNATURE_NUMBERS, MAX_STROKE_NUMBERS, MAX_STROKES } from '../../../../shared/documents/documents.schema.js';

/** A drawn signature as the API takes it: strokes of x0, y0, x1, y1… as fractions of the pad. */
export type TStrokes = number[][];

const round4 = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;

/**
 * Turns the pad's points (CSS pixels from its top-left corner) into the wire form: fractions of
 * the pad's width and height to four decimals (a 0.01 % step, finer than any screen), consecutive
 * duplicates dropped. Over MAX_STROKE_NUMBERS in a stroke or MAX_SIGNATURE_NUMBERS in all, points
 * are thinned evenly (first and last kept) so a long signature still fits the API's bounds; the
 * pad itself refuses a stroke past MAX_STROKES, so none is ever dropped here.
 */
export function toStrokes(groups: { points: { x: number; y: number }[] }[], width: number, height: number): TStrokes {
  if (width <= 0 || height <= 0) return [];
  let strokes = groups.slice(0, MAX_STROKES).map((g) => {
    const out: number[] = [];
    for (const p of g.points) {
      const x = round4(p.x / width);
      const y = round4(p.y / height);
      if (out.length >= 2 && out[out.length - 2] === x && out[out.length - 1] === y) continue;
      out.push(x, y);
    }
    return out;
  });
  strokes = strokes.filter((s) => s.length >= 2);
  const total = () => strokes.reduce((n, s) => n + s.length, 0);
  strokes = strokes.map((s) => thin(s, MAX_STROKE_NUMBERS));
  while (total() > MAX_SIGNATURE_NUMBERS) {
    const factor = MAX_SIGNATURE_NUMBERS / total();
    strokes = strokes.map((s) => thin(s, Math.max(2, Math.floor(s.length * factor) & ~1)));
  }
  return strokes;
}

/** Keeps at most `maxNumbers / 2` points of a stroke, evenly spaced, the first and last included. */
function thin(stroke: number[], maxNumbers: number): number[] {
  const points = stroke.length / 2;
  const keep = Math.floor(maxNumbers / 2);
  if (points <= keep) return stroke;
  if (keep <= 1) return stroke.slice(0, 2);
  const out: number[] = [];
  for (let i = 0; i < keep; i++) {
    const at = Math.round((i * (points - 1)) / (keep - 1));
    out.push(stroke[at * 2]!, stroke[at * 2 + 1]!);
  }
  return out;
}

/** The SVG view box of a signature: the pad's shape (LABEL_ASPECT : 1), 100 units high. */
export const SIGNATURE_VIEW_BOX = `0 0 ${LABEL_ASPECT * 100} 100`;

/**
 * A stroke as the `points` of an SVG polyline in SIGNATURE_VIEW_BOX. A single point (a dot) is
 * repeated: a zero-length line with round caps still shows.
 */
export function polylinePoints(stroke: number[]): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < stroke.length; i += 2) {
    pairs.push(`${round2(stroke[i]! * LABEL_ASPECT * 100)},${round2(stroke[i + 1]! * 100)}`);
  }
  if (pairs.length === 1) pairs.push(pairs[0]!);
  return pairs.join(' ');
}

const round2 = (v: number) => Math.round(v * 100) / 100;
