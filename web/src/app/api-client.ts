import type { TRoute } from '@shared/api/route.js';
import type { TApiError, TSystemCode } from '@shared/core/errors.js';
import { PERMISSION_TOKEN_HEADER, TIME_ZONE_HEADER, WORKSPACE_HEADER } from '@shared/core/workspace.js';
import type * as z from 'zod/mini';
import { session } from '../features/auth/session';
import { currentWorkspace } from '../features/workspaces/workspace-store';
import { beginReconnect, endReconnect, RECONNECT_RETRY_MS, RECONNECT_WINDOW_MS } from './connection';

/** A failed call: the API's error body plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly systemCode: TSystemCode | undefined;
  readonly param: string | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly correlationId: string | undefined;

  constructor(status: number, body: Partial<TApiError> | undefined) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    // Taken as the server sends it: errorText words a code it does not know with the fallback, and
    // checking it against the catalogue here would put the whole catalogue on the first route.
    const code: unknown = body?.systemCode;
    this.systemCode = typeof code === 'string' || typeof code === 'number' ? (code as TSystemCode) : undefined;
    this.param = body?.param;
    this.fieldErrors = body?.fieldErrors;
    this.correlationId = body?.correlationId;
  }
}

/** Thrown when the server stayed unreachable for the whole reconnect window. */
export class ConnectionLostError extends Error {
  constructor() {
    super('connection_lost');
    this.name = 'ConnectionLostError';
  }
}

type TInput<R> = R extends TRoute<infer B, infer Q, infer P, z.core.$ZodType>
  ? { body?: z.input<B>; query?: z.input<Q>; params?: z.input<P> }
  : never;
type TOutput<R> = R extends TRoute<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, infer O> ? z.output<O> : never;

let onUnauthorized: () => void = () => undefined;
/** What to do on a 401 that a refresh cannot fix: the router signs out and goes to /login. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function buildUrl(route: TRoute, input: { query?: unknown; params?: unknown }): string {
  const params = (input.params ?? {}) as Record<string, string>;
  let path: string = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = (input.query ?? {}) as Record<string, unknown>;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  if ([...qs].length) path += `?${qs}`;
  return path;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * fetch that rides out a lost connection: a network error or a 502 is retried behind the
 * reconnect overlay for up to 90 s (spec 001 §7, §8).
 */
async function fetchWithReconnect(url: string, init: RequestInit): Promise<Response> {
  const started = Date.now();
  let overlay = false;
  try {
    for (;;) {
      try {
        const res = await fetch(url, init);
        if (res.status !== 502) return res;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') throw err;
      }
      if (Date.now() - started >= RECONNECT_WINDOW_MS) throw new ConnectionLostError();
      if (!overlay) {
        overlay = true;
        beginReconnect();
      }
      await sleep(RECONNECT_RETRY_MS);
    }
  } finally {
    if (overlay) endReconnect();
  }
}

async function authHeaders(forceRefresh: boolean): Promise<Record<string, string>> {
  if (!session.isLoggedIn()) return {};
  // Amplify is loaded only once someone is logged in, keeping it off the public first route.
  const { getAccessToken } = await import('../features/auth/amplify');
  const access = await getAccessToken(forceRefresh);
  const tokens = session.tokens();
  if (!access || !tokens) return {};
  return { authorization: `Bearer ${access}`, [PERMISSION_TOKEN_HEADER]: tokens.secondaryToken };
}

/**
 * Calls a route of the shared route table. Sends the bearer token, permission token, workspace
 * and time zone; refreshes once on 'token_expired'; any other 401 signs the user out.
 */
export async function callRoute<R extends TRoute>(
  route: R,
  input: TInput<R> = {} as TInput<R>,
  options: { workspaceId?: string | null; signal?: AbortSignal } = {},
): Promise<TOutput<R>> {
  const url = buildUrl(route, input as { query?: unknown; params?: unknown });
  const body = (input as { body?: unknown }).body;
  const workspaceId = options.workspaceId === undefined ? currentWorkspace.get() : options.workspaceId;

  for (let attempt = 0; ; attempt++) {
    const auth = await authHeaders(attempt > 0);
    const headers: Record<string, string> = {
      accept: 'application/json',
      [TIME_ZONE_HEADER]: timeZone,
      ...auth,
    };
    if (workspaceId && auth.authorization) headers[WORKSPACE_HEADER] = workspaceId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetchWithReconnect(url, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
    if (res.status === 204) return undefined as TOutput<R>;
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (res.ok) return parsed as TOutput<R>;
    const error = new ApiError(res.status, parsed as Partial<TApiError> | undefined);
    if (res.status === 401 && auth.authorization) {
      if (error.systemCode === 'token_expired' && attempt === 0) continue;
      onUnauthorized();
    }
    throw error;
  }
}
