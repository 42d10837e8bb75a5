// Relative paths (not @shared) so the unit tests resolve them (test/unit/web-recent-workspaces.test.ts).
import { isWorkspaceId, workspaceTypeOf, type TWorkspaceType } from '../../../../shared/core/workspace.js';
import { createSignal, storage } from '../../app/storage';

/** A client workspace a provider employee opened, as the switcher lists it. */
export interface TRecentWorkspace {
  id: string;
  name: string;
  type: TWorkspaceType;
}

/** How many recently opened workspaces the switcher offers. @default 5 */
export const RECENT_LIMIT = 5;

const keyOf = (userId: string) => `sublime.recentWorkspaces.${userId}`;

/**
 * Reads a stored list, keeping only well-formed entries (the value is the browser's, not ours
 * to trust): a workspace id, a name, the type the id's prefix says; no duplicates; at most the limit.
 */
export function parseRecent(raw: string | null): TRecentWorkspace[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: TRecentWorkspace[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { id, name } = item as { id?: unknown; name?: unknown };
    if (!isWorkspaceId(id) || typeof name !== 'string' || out.some((w) => w.id === id)) continue;
    const type = workspaceTypeOf(id);
    if (type) out.push({ id, name, type });
    if (out.length === RECENT_LIMIT) break;
  }
  return out;
}

/** The list with `entry` first (moved up when already there), cut to the limit. */
export function pushRecent(list: readonly TRecentWorkspace[], entry: TRecentWorkspace, limit = RECENT_LIMIT): TRecentWorkspace[] {
  return [entry, ...list.filter((w) => w.id !== entry.id)].slice(0, limit);
}

/**
 * Per-user store of the client workspaces a provider employee opened recently, kept in this
 * browser only (docs/decisions/0038-staff-workspace-switcher.md): newest first. Lists are read
 * from storage once per user and kept, so a snapshot is stable between changes.
 */
const cache = new Map<string, TRecentWorkspace[]>();
const version = createSignal(0);

/** The user's recent workspaces (newest first). */
export function recentWorkspaces(userId: string): TRecentWorkspace[] {
  let list = cache.get(userId);
  if (!list) {
    list = parseRecent(storage.get(keyOf(userId)));
    cache.set(userId, list);
  }
  return list;
}

/** Records an opened workspace as the user's most recent one. */
export function rememberWorkspace(userId: string, entry: TRecentWorkspace) {
  const list = pushRecent(recentWorkspaces(userId), entry);
  storage.set(keyOf(userId), JSON.stringify(list));
  cache.set(userId, list);
  version.set(version.get() + 1);
}

/** For useSyncExternalStore: called when any user's list changes. */
export const subscribeRecent = version.subscribe;
