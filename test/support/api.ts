/** A small client for integration tests: real HTTP against the local gateway. */
import { request as httpRequest } from 'node:http';
import { inject } from 'vitest';
import type { TTokens } from '../../shared/identity/identity.schema.js';

import { DEMO_ACCOUNTS, DEMO_IDS, DEMO_PASSWORD } from '../../scripts/local/demo.js';

export { DEMO_PASSWORD };
const byName = (first: string) => DEMO_ACCOUNTS.find((a) => a.firstName === first)!.email;
export const PERSONAS = {
  admin: byName('Alice'),
  payroll: byName('Paul'),
  john: byName('John'),
  owner: byName('Olivia'),
  jane: byName('Jane'),
} as const;
export type TPersona = keyof typeof PERSONAS;

export const ACME_ID = DEMO_IDS.acme;

export function stackUrl(): string {
  return inject('stack').url;
}

export function stackEnv(): Record<string, string> {
  return inject('stack').env;
}

export interface TCallOptions {
  session?: TSession;
  workspaceId?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send from another loopback address (rate limits are per client address). */
  localAddress?: string;
}

export interface TResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP call through the gateway, with the session's tokens and the workspace header. */
export function call<T = any>(method: string, path: string, opts: TCallOptions = {}): Promise<TResponse<T>> {
  const url = new URL(path, stackUrl());
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = {
    ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
    ...(opts.session
      ? { authorization: `Bearer ${opts.session.accessToken}`, 'x-permission-token': opts.session.secondaryToken }
      : {}),
    ...(opts.workspaceId ? { 'x-workspace-id': opts.workspaceId } : {}),
    ...opts.headers,
  };
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers, localAddress: opts.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = undefined;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = text;
          }
          done({ status: res.statusCode ?? 0, body: body as T, text, headers: res.headers });
        });
      },
    );
    req.on('error', fail);
    if (payload) req.write(payload);
    req.end();
  });
}

export type TSession = TTokens & { email: string; workspaces: { id: string; type: string; name: string }[] };

const sessions = new Map<string, Promise<TSession>>();

/** Signs in (once per test file) and loads the caller's workspaces. */
export function login(email: string, password = DEMO_PASSWORD): Promise<TSession> {
  const key = `${email}:${password}`;
  let s = sessions.get(key);
  if (!s) {
    s = (async () => {
      const res = await call<TTokens>('POST', '/api/auth/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
      const session = { ...res.body, email, workspaces: [] as TSession['workspaces'] };
      const ws = await call('GET', '/api/workspaces', { session });
      session.workspaces = ws.body.data;
      return session;
    })();
    sessions.set(key, s);
  }
  return s;
}

export function as(persona: TPersona): Promise<TSession> {
  return login(PERSONAS[persona]);
}

export function personWorkspace(session: TSession): string {
  const ws = session.workspaces.find((w) => w.type === 'PERSON' || w.type === 'SUBLIME_EMPLOYEE');
  if (!ws) throw new Error(`${session.email} has no own workspace`);
  return ws.id;
}

/** The newest outbox email to an address, with its link (staff API, as the web's /admin/mail). */
export async function latestMail(to: string, kind?: string) {
  const admin = await as('admin');
  const res = await call('GET', '/api/admin/mail', { session: admin });
  const mail = (res.body.data as { to: string; kind: string; link: string }[]).find(
    (m) => m.to === to && (!kind || m.kind === kind),
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  return { ...mail, code: mail.link.split('/').pop()! };
}

let counter = 0;
/** A unique email for a test's own new account. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
