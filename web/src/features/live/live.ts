/**
 * The tab's live connection for the signed-in user, made on first use (the bell, the chat) and
 * loaded with them, so neither the socket code nor Amplify weighs on the first route. A sign-out
 * closes it; another user signing in gets a new one.
 */
import { CONNECT_PARAMS, LIVE_PATH } from '@shared/realtime/realtime.schema.js';
import { session } from '../auth/session';
import { createLiveClient, type TLiveClient, type TSocket } from './live-client';

export { onReconnect } from './live-client';

let current: { userId: string; client: TLiveClient } | undefined;

async function connectUrl(): Promise<string | undefined> {
  if (!session.isLoggedIn()) return undefined;
  const { getAccessToken } = await import('../auth/amplify');
  // Refreshes the access and permission tokens when either has expired.
  const access = await getAccessToken();
  const permission = session.tokens()?.secondaryToken;
  if (!access || !permission) return undefined;
  const url = new URL(LIVE_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set(CONNECT_PARAMS.accessToken, access);
  url.searchParams.set(CONNECT_PARAMS.permissionToken, permission);
  return url.toString();
}

/** The live connection of the signed-in user, or undefined when nobody is signed in. */
export function liveConnection(): TLiveClient | undefined {
  const userId = session.principal()?.userId;
  if (!userId) return undefined;
  if (current?.userId !== userId) {
    current?.client.close();
    // The browser's WebSocket, seen through the handlers the client sets (their events typed loosely).
    const open = (url: string) => new WebSocket(url) as unknown as TSocket;
    current = { userId, client: createLiveClient({ url: connectUrl, open }) };
  }
  return current.client;
}

session.subscribe(() => {
  if (current && session.principal()?.userId !== current.userId) {
    current.client.close();
    current = undefined;
  }
});
