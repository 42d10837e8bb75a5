import { createSignal } from './storage';

/** True while a request waits for the server to come back (network error or 502). */
export const reconnecting = createSignal(false);

/** How long a call keeps retrying (spec 001 §9: connection-loss retry window 90,000 ms). */
export const RECONNECT_WINDOW_MS = 90_000;
/** How often the overlay changes its message (spec 001 §9: 10 s). */
export const RECONNECT_MESSAGE_INTERVAL_MS = 10_000;
/** Pause between retries. */
export const RECONNECT_RETRY_MS = 3_000;

let waiting = 0;
export function beginReconnect() {
  waiting += 1;
  reconnecting.set(true);
}
export function endReconnect() {
  waiting = Math.max(0, waiting - 1);
  if (waiting === 0) reconnecting.set(false);
}
