import { type AuthTokens, decodeJWT, type TokenProvider } from '@aws-amplify/core';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { refreshRoute } from '@shared/identity/identity.routes.js';
import { loadAppConfig } from '../../app/app-config';
import { isJwtExpired } from '../../app/jwt';
import { session } from './session';

let refreshing: Promise<boolean> | undefined;

/**
 * Exchanges the refresh token at the API (which also reissues the permission token).
 * Single-flight: concurrent callers share one refresh. Resolves false when the session is gone.
 */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const current = session.tokens();
    if (!current) return false;
    try {
      const res = await fetch(refreshRoute.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: current.refreshToken }),
      });
      if (res.status === 401 || res.status === 400 || res.status === 403) {
        session.clear();
        return false;
      }
      if (!res.ok) throw new Error(`refresh: HTTP ${res.status}`);
      const next = (await res.json()) as { accessToken: string; idToken: string; secondaryToken: string };
      // The user may have logged out while the refresh was in flight.
      if (session.tokens()?.refreshToken !== current.refreshToken) return session.isLoggedIn();
      session.set({ ...current, ...next });
      return true;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

/**
 * Amplify's token provider backed by the API's login: Amplify owns reading the session
 * (fetchAuthSession), the API owns issuing tokens, lockout and the permission token.
 */
const tokenProvider: TokenProvider = {
  async getTokens({ forceRefresh } = {}): Promise<AuthTokens | null> {
    let t = session.tokens();
    if (!t) return null;
    if (forceRefresh || isJwtExpired(t.accessToken) || isJwtExpired(t.secondaryToken)) {
      if (!(await refreshTokens())) return null;
      t = session.tokens();
      if (!t) return null;
    }
    return { accessToken: decodeJWT(t.accessToken), idToken: t.idToken ? decodeJWT(t.idToken) : undefined };
  },
};

let configured: Promise<void> | undefined;

function configure(): Promise<void> {
  configured ??= loadAppConfig().then((cfg) => {
    Amplify.configure(
      {
        Auth: {
          Cognito: {
            userPoolId: cfg.userPoolId,
            userPoolClientId: cfg.userPoolClientId,
            ...(cfg.userPoolEndpoint ? { userPoolEndpoint: cfg.userPoolEndpoint } : {}),
          },
        },
      },
      { Auth: { tokenProvider } },
    );
  });
  configured.catch(() => {
    configured = undefined;
  });
  return configured;
}

/** The current access token through Amplify, refreshed when expired or when forced. */
export async function getAccessToken(forceRefresh = false): Promise<string | undefined> {
  await configure();
  const s = await fetchAuthSession({ forceRefresh });
  return s.tokens?.accessToken.toString();
}
