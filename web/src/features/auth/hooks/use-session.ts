import { useSyncExternalStore } from 'react';
import { session } from '../session';

/** Re-renders when the user logs in, out, or the tokens refresh. */
export function useSession() {
  const tokens = useSyncExternalStore(session.subscribe, session.tokens, session.tokens);
  return { loggedIn: tokens !== null, principal: tokens ? session.principal() : undefined };
}
