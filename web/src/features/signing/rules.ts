import type { TLabel, TLabelValue } from '../../../../shared/documents/documents.schema.js';
import type { TStrokes } from './strokes';

/** One of the signer's own boxes, as the signing view lists them (the signer is implied). */
export type TSignerLabel = Omit<TLabel, 'signerId'>;

/** What the pad gave for a box: drawn strokes, or a typed name. */
export type TPadValue = { kind: 'SIGNATURE'; strokes: TStrokes } | { kind: 'NAME'; text: string };

/** The boxes to show, in reading order (page, then top to bottom, then left to right); IGNORED ones are not shown. */
export function boxesInOrder(labels: readonly TSignerLabel[]): TSignerLabel[] {
  return labels
    .filter((l) => l.requirement !== 'IGNORED')
    .sort((a, b) => a.pageNumber - b.pageNumber || a.relativePosY - b.relativePosY || a.relativePosX - b.relativePosX);
}

/** The first REQUIRED box still empty, which Finish names; undefined when all are filled. */
export function firstMissingRequired(boxes: readonly TSignerLabel[], values: Readonly<Record<string, TPadValue>>): TSignerLabel | undefined {
  return boxes.find((b) => b.requirement === 'REQUIRED' && !values[b.id]);
}

/** The filled boxes as the sign request's values, in reading order. */
export function signValues(boxes: readonly TSignerLabel[], values: Readonly<Record<string, TPadValue>>): TLabelValue[] {
  return boxes.flatMap((b): TLabelValue[] => {
    const v = values[b.id];
    if (!v) return [];
    return [v.kind === 'SIGNATURE' ? { labelId: b.id, kind: 'SIGNATURE', strokes: v.strokes } : { labelId: b.id, kind: 'NAME', text: v.text }];
  });
}
