import type { TLabel, TSignerInput } from '../../../../../../shared/documents/documents.schema.js';
import type { TDraft } from '../../rules';

/** The editor's changes to a draft; the reducer is pure, so undoing a state is setting it back. */
export type TDraftAction =
  | { type: 'reset'; draft: TDraft }
  | { type: 'title'; title: string }
  | { type: 'linkDays'; linkDays: number }
  | { type: 'addSigner'; signer: TSignerInput }
  | { type: 'removeSigner'; id: string }
  | { type: 'addLabel'; label: TLabel }
  | { type: 'updateLabel'; id: string; patch: Partial<Omit<TLabel, 'id'>> }
  | { type: 'removeLabel'; id: string };

export function draftReducer(draft: TDraft, action: TDraftAction): TDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'title':
      return { ...draft, title: action.title };
    case 'linkDays':
      return { ...draft, linkDays: action.linkDays };
    case 'addSigner':
      return { ...draft, signers: [...draft.signers, action.signer] };
    case 'removeSigner':
      // A signer's boxes go with them: a box must belong to a signer on the document.
      return {
        ...draft,
        signers: draft.signers.filter((s) => s.id !== action.id),
        labels: draft.labels.filter((l) => l.signerId !== action.id),
      };
    case 'addLabel':
      return { ...draft, labels: [...draft.labels, action.label] };
    case 'updateLabel':
      return { ...draft, labels: draft.labels.map((l) => (l.id === action.id ? { ...l, ...action.patch } : l)) };
    case 'removeLabel':
      return { ...draft, labels: draft.labels.filter((l) => l.id !== action.id) };
  }
}
