import { describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_NUMBERS, MAX_STROKE_NUMBERS, ZSignatureValueSchema } from '../../shared/documents/documents.schema.js';
import { labelBoxStyle } from '../../web/src/features/signing/pdf/label-box.js';
import { boxesInOrder, firstMissingRequired, signValues, type TSignerLabel } from '../../web/src/features/signing/rules.js';
import { polylinePoints, toStrokes } from '../../web/src/features/signing/strokes.js';

const label = (over: Partial<TSignerLabel>): TSignerLabel => ({
  id: 'a',
  type: 'SIGNATURE',
  requirement: 'REQUIRED',
  pageNumber: 1,
  relativePosX: 0.1,
  relativePosY: 0.1,
  relativeHeight: 0.05,
  ...over,
});

describe('labelBoxStyle', () => {
  it('places the box by its fractions and makes it three times as wide as high in page units', () => {
    // Letter: 612 × 792 points. Height 5 % of 792 = 39.6 pt, width 118.8 pt = 19.4118 % of 612.
    expect(labelBoxStyle(label({ relativePosX: 0.25, relativePosY: 0.5 }), { width: 612, height: 792 })).toEqual({
      position: 'absolute',
      left: '25%',
      top: '50%',
      height: '5%',
      width: '19.4118%',
    });
  });
});

describe('toStrokes', () => {
  it('turns pad pixels into fractions to four decimals, clamped, without repeated points', () => {
    const strokes = toStrokes([{ points: [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 100, y: 50 }, { x: 333.333, y: 120 }] }], 300, 100);
    expect(strokes).toEqual([[0, 0, 0.3333, 0.5, 1, 1]]);
  });

  it('thins long strokes and long signatures to the API bounds, keeping first and last points', () => {
    const long = { points: Array.from({ length: 3_000 }, (_, i) => ({ x: i / 10, y: (i % 100) / 2 })) };
    const one = toStrokes([long], 300, 100);
    expect(one[0]!.length).toBeLessThanOrEqual(MAX_STROKE_NUMBERS);
    expect(one[0]!.slice(0, 2)).toEqual([0, 0]);
    const many = toStrokes(Array.from({ length: 10 }, () => long), 300, 100);
    expect(many.reduce((n, s) => n + s.length, 0)).toBeLessThanOrEqual(MAX_SIGNATURE_NUMBERS);
    expect(ZSignatureValueSchema.safeParse({ labelId: 'a', kind: 'SIGNATURE', strokes: many }).success).toBe(true);
  });

  it('gives nothing for an unmeasured pad', () => {
    expect(toStrokes([{ points: [{ x: 1, y: 1 }] }], 0, 0)).toEqual([]);
  });
});

describe('polylinePoints', () => {
  it('scales to the 300 × 100 view box and repeats a lone dot', () => {
    expect(polylinePoints([0.5, 0.5, 1, 0])).toBe('150,50 300,0');
    expect(polylinePoints([0.1, 0.2])).toBe('30,20 30,20');
  });
});

describe('signing rules', () => {
  const boxes = boxesInOrder([
    label({ id: 'late', pageNumber: 2, relativePosY: 0.1 }),
    label({ id: 'name', type: 'NAME', requirement: 'OPTIONAL', relativePosY: 0.9 }),
    label({ id: 'gone', requirement: 'IGNORED' }),
    label({ id: 'first', relativePosY: 0.2 }),
  ]);

  it('orders the boxes by page and position and leaves IGNORED ones out', () => {
    expect(boxes.map((b) => b.id)).toEqual(['first', 'name', 'late']);
  });

  it('names the first empty REQUIRED box, and sends only filled ones', () => {
    const strokes = [[0.1, 0.1, 0.2, 0.2]];
    expect(firstMissingRequired(boxes, {})?.id).toBe('first');
    expect(firstMissingRequired(boxes, { first: { kind: 'SIGNATURE', strokes } })?.id).toBe('late');
    const values = { first: { kind: 'SIGNATURE', strokes } as const, late: { kind: 'SIGNATURE', strokes } as const };
    expect(firstMissingRequired(boxes, values)).toBeUndefined();
    expect(signValues(boxes, { ...values, name: { kind: 'NAME', text: 'Jo' } }).map((v) => [v.labelId, v.kind])).toEqual([
      ['first', 'SIGNATURE'],
      ['name', 'NAME'],
      ['late', 'SIGNATURE'],
    ]);
  });
});
