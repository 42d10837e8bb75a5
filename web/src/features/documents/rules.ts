/**
 * Pure rules of the signable-document editor and lists (spec 000 §3, §4): client ids, signer
 * colours, box geometry and what still stops a draft from being sent. Free of React and the DOM;
 * unit-tested in test/unit/web-documents.test.ts (hence the relative import: the unit tests have no
 * `@shared` alias).
 */
import type { TLabel, TLabelType, TRequirement, TSignableDocument, TSignerInput, TSignerStatus } from '../../../../shared/documents/documents.schema.js';

/** The box height a new box gets, as a fraction of the page's height. */
export const DEFAULT_BOX_HEIGHT = 0.04;
/** One arrow-key step, and one with Shift, as fractions of the page. */
export const KEY_STEP = 0.01;
export const KEY_STEP_LARGE = 0.05;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/**
 * A short client id for a box or a signer: 12 characters of the API's id alphabet
 * (/^[A-Za-z0-9_-]{1,40}$/), 72 bits, so two drafts' ids never meet in practice.
 */
export function shortId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return Array.from(random(12), (b) => ID_ALPHABET[b & 63]).join('');
}

/**
 * Each signer's colour, by their place in the list (at most MAX_SIGNERS = 10): dark enough for a
 * 3:1 border and white text on the fill.
 */
export const SIGNER_COLORS = ['#1864ab', '#c2255c', '#2b8a3e', '#862e9c', '#d9480f', '#0b7285', '#5c940d', '#5f3dc4', '#a61e4d', '#495057'] as const;
export const signerColor = (signers: readonly Pick<TSignerInput, 'id'>[], signerId: string) =>
  SIGNER_COLORS[Math.max(0, signers.findIndex((s) => s.id === signerId)) % SIGNER_COLORS.length]!;

/** The editable part of a document: what the PUT sends besides the version. */
export interface TDraft {
  title: string;
  linkDays: number;
  signers: TSignerInput[];
  labels: TLabel[];
}

export const draftOf = (doc: TSignableDocument): TDraft => ({
  title: doc.title,
  linkDays: doc.linkDays,
  signers: doc.signers.map(({ id, name, email }) => ({ id, name, email })),
  labels: doc.labels.map((l) => ({ ...l })),
});

export const sameDraft = (a: TDraft, b: TDraft) => JSON.stringify(a) === JSON.stringify(b);

/** Why Send is not offered yet: no signer, or a signer without a REQUIRED box (named). */
export type TSendBlocker = { code: 'noSigners' } | { code: 'noRequired'; name: string };

export function sendBlockers(draft: Pick<TDraft, 'signers' | 'labels'>): TSendBlocker[] {
  if (draft.signers.length === 0) return [{ code: 'noSigners' }];
  return draft.signers
    .filter((s) => !draft.labels.some((l) => l.signerId === s.id && l.requirement === 'REQUIRED'))
    .map((s) => ({ code: 'noRequired', name: s.name }));
}

/** A box's width as a fraction of the page's width: three times its height (LABEL_ASPECT), at the page's proportions. */
export function boxWidth(relativeHeight: number, page: { width: number; height: number }, aspect = 3): number {
  return page.width > 0 ? (relativeHeight * aspect * page.height) / page.width : 0;
}

const clamp01 = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max));

/** Keeps a box's top-left corner where the whole box stays on the page. */
export function clampPosition(x: number, y: number, relativeHeight: number, page: { width: number; height: number }) {
  return { relativePosX: clamp01(x, 1 - boxWidth(relativeHeight, page)), relativePosY: clamp01(y, 1 - relativeHeight) };
}

/** A new box whose top-left corner is the clicked point (fractions of the rendered page). */
export function newBox(
  at: { pageNumber: number; x: number; y: number },
  kind: { type: TLabelType; requirement: TRequirement; signerId: string },
  page: { width: number; height: number },
  id = shortId(),
): TLabel {
  return {
    id,
    ...kind,
    pageNumber: at.pageNumber,
    relativeHeight: DEFAULT_BOX_HEIGHT,
    ...clampPosition(at.x, at.y, DEFAULT_BOX_HEIGHT, page),
  };
}

/** The arrow keys' move of a selected box; undefined for any other key. */
export function keyMove(key: string, large: boolean): { dx: number; dy: number } | undefined {
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return undefined;
  }
}

/** '2 of 3 signed': how many signers have signed. */
export const signedCount = (signers: readonly { status: TSignerStatus }[]) => signers.filter((s) => s.status === 'SIGNED').length;

/** Signers the sender may remind: sent a link, not yet signed or declined, on a document still open. */
export const canRemind = (docStatus: string, signer: { status: TSignerStatus }) =>
  (docStatus === 'SENT' || docStatus === 'PARTIALLY_SIGNED') && (signer.status === 'SENT' || signer.status === 'OPENED');

/** A document not yet completed may be cancelled (every link stops working). */
export const canCancel = (docStatus: string) => docStatus === 'CREATED' || docStatus === 'SENT' || docStatus === 'PARTIALLY_SIGNED';

/** A file's size for people: the number (one decimal at most) and its unit, translated by the caller. */
export function fileSize(bytes: number): { value: number; unit: 'B' | 'KB' | 'MB' } {
  const round = (v: number) => Math.round(v * 10) / 10;
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  if (bytes < 1024 * 1024) return { value: round(bytes / 1024), unit: 'KB' };
  return { value: round(bytes / (1024 * 1024)), unit: 'MB' };
}

/** A title from a file name: the name without its extension, trimmed to the API's 200 characters. */
export const titleFromFileName = (name: string) => (name.replace(/\.[^.]+$/, '').trim() || name).slice(0, 200);
