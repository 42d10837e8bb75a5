import type { TPrincipal } from '@shared/core/access.js';
import { canOpenWorkspace } from '@shared/core/access.js';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createSignal, storage } from '../../app/storage';

const KEY = 'sublime.workspace';

/** The chosen workspace id, kept locally and restored at start (spec 000 §4). */
export const currentWorkspace = createSignal<string | null>(storage.get(KEY));

export function setWorkspace(id: string | null) {
  storage.set(KEY, id);
  currentWorkspace.set(id);
}

/**
 * Which workspace a user starts in (spec 000 §4): a provider employee always in the provider
 * workspace; others in the saved one (when still theirs), then the person, then the first company.
 */
export function initialWorkspace(principal: TPrincipal, saved: string | null): string | null {
  const own = principal.workspaces;
  const ofType = (t: string) => own.find((id) => workspaceTypeOf(id) === t);
  if (principal.staff) {
    const provider = ofType('SUBLIME_EMPLOYEE');
    if (provider) return provider;
  }
  if (saved && own.includes(saved)) return saved;
  return ofType('PERSON') ?? ofType('COMPANY') ?? own[0] ?? null;
}

/**
 * The workspace to use for a requested id: a non-provider may only switch to own workspaces,
 * otherwise the choice resets; provider employees may open any client workspace.
 */
export function resolveWorkspace(principal: TPrincipal, requested: string | null): string | null {
  if (requested && canOpenWorkspace(principal, requested)) return requested;
  return initialWorkspace(principal, null);
}
