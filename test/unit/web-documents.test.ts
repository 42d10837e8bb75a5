import { describe, expect, it } from 'vitest';
import { draftReducer } from '../../web/src/features/documents/components/editor/editor-state.js';
import {
  boxWidth,
  canCancel,
  canRemind,
  clampPosition,
  fileSize,
  keyMove,
  newBox,
  sendBlockers,
  shortId,
  signerColor,
  titleFromFileName,
  type TDraft,
} from '../../web/src/features/documents/rules.js';

const LETTER = { width: 612, height: 792 };
const john = { id: 'j1', name: 'John Doe', email: 'john.doe@example.com' };
const jane = { id: 'j2', name: 'Jane Roe', email: 'jane.roe@example.com' };

describe('signable document editor rules', () => {
  it('makes ids the API accepts', () => {
    for (let i = 0; i < 50; i++) expect(shortId()).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(shortId(() => new Uint8Array(12).fill(255))).toBe('-'.repeat(12));
  });

  it('places a new box with its corner at the click, kept on the page', () => {
    const box = newBox({ pageNumber: 2, x: 0.5, y: 0.25 }, { type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'j1' }, LETTER, 'b1');
    expect(box).toEqual({ id: 'b1', type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'j1', pageNumber: 2, relativePosX: 0.5, relativePosY: 0.25, relativeHeight: 0.04 });
    const corner = newBox({ pageNumber: 1, x: 0.99, y: 0.99 }, { type: 'NAME', requirement: 'OPTIONAL', signerId: 'j1' }, LETTER);
    expect(corner.relativePosX).toBeCloseTo(1 - boxWidth(0.04, LETTER));
    expect(corner.relativePosY).toBeCloseTo(0.96);
    expect(clampPosition(-0.2, -1, 0.04, LETTER)).toEqual({ relativePosX: 0, relativePosY: 0 });
  });

  it('moves with the arrow keys only', () => {
    expect(keyMove('ArrowRight', false)).toEqual({ dx: 0.01, dy: 0 });
    expect(keyMove('ArrowUp', true)).toEqual({ dx: 0, dy: -0.05 });
    expect(keyMove('Enter', false)).toBeUndefined();
  });

  it('offers Send once every signer has a REQUIRED box', () => {
    expect(sendBlockers({ signers: [], labels: [] })).toEqual([{ code: 'noSigners' }]);
    const optional = newBox({ pageNumber: 1, x: 0, y: 0 }, { type: 'NAME', requirement: 'OPTIONAL', signerId: 'j1' }, LETTER);
    const required = newBox({ pageNumber: 1, x: 0, y: 0 }, { type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'j1' }, LETTER);
    expect(sendBlockers({ signers: [john, jane], labels: [optional] })).toEqual([
      { code: 'noRequired', name: 'John Doe' },
      { code: 'noRequired', name: 'Jane Roe' },
    ]);
    expect(sendBlockers({ signers: [john], labels: [optional, required] })).toEqual([]);
  });

  it('removes a signer together with their boxes', () => {
    const draft: TDraft = {
      title: 'NDA',
      linkDays: 30,
      signers: [john, jane],
      labels: [
        newBox({ pageNumber: 1, x: 0, y: 0 }, { type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'j1' }, LETTER, 'a'),
        newBox({ pageNumber: 1, x: 0, y: 0 }, { type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'j2' }, LETTER, 'b'),
      ],
    };
    const next = draftReducer(draft, { type: 'removeSigner', id: 'j1' });
    expect(next.signers).toEqual([jane]);
    expect(next.labels.map((l) => l.id)).toEqual(['b']);
    expect(draftReducer(next, { type: 'updateLabel', id: 'b', patch: { relativePosX: 0.3 } }).labels[0]!.relativePosX).toBe(0.3);
  });

  it('gives each signer a colour and knows the list actions', () => {
    expect(signerColor([john, jane], 'j2')).not.toBe(signerColor([john, jane], 'j1'));
    expect(canRemind('SENT', { status: 'OPENED' })).toBe(true);
    expect(canRemind('SENT', { status: 'SIGNED' })).toBe(false);
    expect(canRemind('CANCELLED', { status: 'SENT' })).toBe(false);
    expect(canCancel('PARTIALLY_SIGNED')).toBe(true);
    expect(canCancel('SIGNED')).toBe(false);
    expect(fileSize(2_560)).toEqual({ value: 2.5, unit: 'KB' });
    expect(titleFromFileName('Service agreement.pdf')).toBe('Service agreement');
  });
});
