import type { TPrincipal } from '@shared/core/access.js';
import type { TRole } from '@shared/core/roles.js';
import { decodeJwtPayload } from '../../app/jwt';
import { createSignal, storage } from '../../app/storage';

const KEY = 'sublime.session';

/** The tokens the API issued at login; the permission token is the spec's secondaryToken. */
export interface TStoredTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  secondaryToken: string;
}

interface TPermissionClaims {
  sub: string;
  email: string;
  staff: boolean;
  roles: TRole[];
  grants: TPrincipal['grants'];
  workspaces: string[];
}

function load(): TStoredTokens | null {
  const raw = storage.get(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as TStoredTokens;
    return parsed.accessToken && parsed.refreshToken && parsed.secondaryToken ? parsed : null;
  } catch {
    return null;
  }
}

const tokens = createSignal<TStoredTokens | null>(load());

/** The principal the permission token describes (decoded, not verified: the API verifies). */
export function principalOf(secondaryToken: string): TPrincipal | undefined {
  const claims = decodeJwtPayload<TPermissionClaims>(secondaryToken);
  if (!claims?.sub) return undefined;
  return {
    userId: claims.sub,
    email: claims.email ?? '',
    staff: Boolean(claims.staff),
    roles: claims.roles ?? [],
    grants: claims.grants ?? [],
    workspaces: claims.workspaces ?? [],
  };
}

let cachedPrincipal: { token: string; principal: TPrincipal | undefined } | undefined;

/**
 * The stored login. Kept in localStorage so a reload restores the user (spec 000 §4: the stored
 * user is restored at start); the Amplify token provider reads and refreshes it.
 */
export const session = {
  tokens: () => tokens.get(),
  isLoggedIn: () => tokens.get() !== null,
  principal(): TPrincipal | undefined {
    const t = tokens.get();
    if (!t) return undefined;
    if (cachedPrincipal?.token !== t.secondaryToken) {
      cachedPrincipal = { token: t.secondaryToken, principal: principalOf(t.secondaryToken) };
    }
    return cachedPrincipal.principal;
  },
  set(next: TStoredTokens) {
    storage.set(KEY, JSON.stringify(next));
    tokens.set(next);
  },
  clear() {
    storage.set(KEY, null);
    tokens.set(null);
  },
  subscribe: tokens.subscribe,
};

// Another tab logging in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) tokens.set(load());
  });
}
