/** Reads a JWT's payload without verifying it: the browser only needs the claims, the API verifies. */
export function decodeJwtPayload<T = Record<string, unknown>>(token: string): T | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return undefined;
  }
}

/** Seconds since the epoch when the token expires, or 0 when unreadable. */
export function jwtExpiry(token: string): number {
  const exp = decodeJwtPayload<{ exp?: number }>(token)?.exp;
  return typeof exp === 'number' ? exp : 0;
}

/** True when the token expires within `skewSeconds`. @default skewSeconds 30 */
export function isJwtExpired(token: string, skewSeconds = 30): boolean {
  return jwtExpiry(token) - skewSeconds <= Date.now() / 1000;
}
