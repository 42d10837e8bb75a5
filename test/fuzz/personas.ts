/**
 * Who the fuzzer calls as: anonymous for public routes, the demo staff admin for staff routes,
 * and for everything else a fresh person of its own who also owns a fresh company, so no case
 * touches a demo tenant other tests read. The route's permission and `decide` pick the persona.
 */
import { decodeJwt } from 'jose';
import type { TRoute } from '../../shared/api/route.js';
import { decide, type TPrincipal } from '../../shared/core/access.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/local/demo.js';
import { jsonCall, type TAuth } from './client.js';

export interface TPersona {
  name: 'anonymous' | 'admin' | 'owner';
  auth?: TAuth & { refreshToken?: string };
  principal?: TPrincipal;
  /** The workspaces the persona acts in (its own), in preference order. */
  workspaces: string[];
  /** Strings that mark the persona's own items in the table (user id, workspace ids). */
  tenant: string[];
}

export interface TPersonas {
  anonymous: TPersona;
  admin: TPersona;
  owner: TPersona;
  refresh(p: TPersona): Promise<void>;
}

const PASSWORD = 'Fuzz#2026pass';

function principalOf(auth: TAuth): TPrincipal {
  const claims = decodeJwt(auth.secondaryToken) as Record<string, unknown>;
  return { ...(claims as unknown as TPrincipal), userId: String(claims.sub) };
}

function expectOk(res: { status: number; text: string }, what: string, status = 200) {
  if (res.status !== status) throw new Error(`fuzz setup: ${what} answered ${res.status} ${res.text.slice(0, 300)}`);
}

async function login(baseUrl: string, email: string, password: string) {
  const res = await jsonCall(baseUrl, 'POST', '/api/auth/login', { body: { email, password } });
  expectOk(res, `login ${email}`);
  return res.body as TAuth & { refreshToken: string };
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** Signs the personas in: the demo admin, and a new person (invited, so confirmed) with a new company. */
export async function setUpPersonas(baseUrl: string): Promise<TPersonas> {
  const adminEmail = DEMO_ACCOUNTS.find((a) => a.firstName === 'Alice')!.email;
  const adminAuth = await login(baseUrl, adminEmail, DEMO_PASSWORD);
  const adminPrincipal = principalOf(adminAuth);

  const email = `fuzz.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  expectOk(await jsonCall(baseUrl, 'POST', '/api/auth/invitations', { auth: adminAuth, body: { email, firstName: 'Fuzz', lastName: 'Owner' } }), 'invitation', 201);
  const mail = await jsonCall(baseUrl, 'GET', '/api/admin/mail', { auth: adminAuth });
  const link = (mail.body.data as { to: string; link: string }[]).find((m) => m.to === email)?.link;
  if (!link) throw new Error('fuzz setup: no invitation mail');
  const code = link.split('/').pop()!;
  expectOk(await jsonCall(baseUrl, 'POST', `/api/auth/invitations/${code}/accept`, { body: { password: PASSWORD, confirmPassword: PASSWORD } }), 'accept', 201);
  const first = await login(baseUrl, email, PASSWORD);
  const headquarter = { address1: '1 Fuzz Plaza', city: 'Albany', state: 'NY', zipCode: '12207' };
  const personWs = principalOf(first).workspaces[0]!;
  const company = await jsonCall(baseUrl, 'POST', '/api/workforce/companies', {
    auth: first,
    workspaceId: personWs,
    body: { legalName: 'Fuzz Holdings LLC', ein: `9${digits(1)}-${digits(7)}`, companyType: 'LLC', headquarter },
  });
  expectOk(company, 'company', 201);
  const refreshed = await jsonCall(baseUrl, 'POST', '/api/auth/refresh', { body: { refreshToken: first.refreshToken } });
  expectOk(refreshed, 'refresh');
  const ownerAuth = { ...first, ...(refreshed.body as TAuth) };
  const ownerPrincipal = principalOf(ownerAuth);

  const personas: TPersonas = {
    anonymous: { name: 'anonymous', workspaces: [], tenant: [] },
    // The demo admin is shared with every other test (their sign-ins write its sessions), so its
    // items are no tenant of the fuzzer's own: staff writes get every check but the leak check.
    admin: { name: 'admin', auth: adminAuth, principal: adminPrincipal, workspaces: [], tenant: [] },
    owner: {
      name: 'owner',
      auth: ownerAuth,
      principal: ownerPrincipal,
      workspaces: ownerPrincipal.workspaces,
      tenant: [ownerPrincipal.userId, ...ownerPrincipal.workspaces],
    },
    /** New tokens when the access token has expired (long `npm run fuzz` runs). */
    async refresh(p: TPersona) {
      if (!p.auth?.refreshToken) return;
      const res = await jsonCall(baseUrl, 'POST', '/api/auth/refresh', { body: { refreshToken: p.auth.refreshToken } });
      if (res.status === 200) p.auth = { ...p.auth, ...(res.body as TAuth) };
      else if (p.name === 'admin') p.auth = await login(baseUrl, adminEmail, DEMO_PASSWORD);
      else p.auth = await login(baseUrl, email, PASSWORD);
    },
  };
  return personas;
}

/**
 * The persona a route is fuzzed as, with the workspace it acts in: the first one `decide` allows,
 * preferring the fresh owner over the staff admin (whose writes would reach demo data).
 */
export function personaFor(route: TRoute, personas: TPersonas): { persona: TPersona; workspaceId?: string } {
  if (route.permission.access === 'public') return { persona: personas.anonymous };
  for (const persona of [personas.owner, personas.admin]) {
    const choices = route.permission.access === 'workspace' ? persona.workspaces : [undefined];
    for (const ws of choices) {
      if (decide(route.permission, persona.principal, ws).allowed) return { persona, workspaceId: ws };
    }
  }
  throw new Error(`fuzz: no persona may call ${route.id}`);
}
