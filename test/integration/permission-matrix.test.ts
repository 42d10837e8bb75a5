/**
 * The permission matrix: every declared route, called by each demo persona on another client's
 * resource, is refused (403 or 404) and returns nothing of it. A route added to the table without
 * a row here fails the completeness test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/api/routes.js';
import { auditEvents } from '../support/aws.js';
import { ACME_ID, as, call, personWorkspace, type TPersona, type TResponse, type TSession } from '../support/api.js';

const CLIENTS: TPersona[] = ['john', 'owner', 'jane'];
const STAFF: TPersona[] = ['admin', 'payroll'];

interface TWorld {
  sessions: Record<TPersona, TSession>;
  /** A workspace the persona may not open, and a resource in it. */
  victimOf(persona: TPersona): { workspaceId: string; fileId: string };
}

type TRow =
  /** No client's resource is reachable through the route (public entry points). */
  | { kind: 'public'; why: string }
  /** Staff only: every client persona is refused. */
  | { kind: 'staff'; request: (w: TWorld) => { method: string; path: string; body?: unknown } }
  /** Acts on the caller alone; asserts the answer holds only the caller's data. */
  | { kind: 'self'; check: (w: TWorld, persona: TPersona) => Promise<void> }
  /** Acts in a workspace: another client's workspace is refused, and so is its resource from one's own. */
  | {
      kind: 'workspace';
      request: (w: TWorld, victim: { workspaceId: string; fileId: string }) => { method: string; path: string; body?: unknown };
      /** Whether the route names a resource id, so the cross-workspace id case applies. */
      byId: boolean;
    };

const uploadBody = { fileName: 'x.pdf', contentType: 'application/pdf', size: 10 };

const MATRIX: Record<string, TRow> = {
  'platform.openapi': { kind: 'public', why: 'the API description, no client data' },
  'platform.health': { kind: 'public', why: 'liveness' },
  'provider.listOffices': { kind: 'public', why: "the provider's own offices" },
  'identity.register': { kind: 'public', why: 'creates a new account; the email claim is unique' },
  'identity.confirmEmail': { kind: 'public', why: 'acts only through an unguessable emailed code' },
  'identity.login': { kind: 'public', why: 'needs the account password' },
  'identity.refresh': { kind: 'public', why: "needs the account's refresh token" },
  'identity.requestPasswordReset': { kind: 'public', why: 'same answer for every email; the link goes to the owner' },
  'identity.resetPassword': { kind: 'public', why: 'acts only through an unguessable emailed code' },
  'identity.getInvitation': { kind: 'public', why: 'acts only through an unguessable emailed code' },
  'identity.acceptInvitation': { kind: 'public', why: 'acts only through an unguessable emailed code' },
  'feedback.submit': { kind: 'public', why: 'the public contact form' },
  'identity.invite': {
    kind: 'staff',
    request: () => ({ method: 'POST', path: '/api/auth/invitations', body: { email: 'matrix.invite@example.com', firstName: 'Mat', lastName: 'Rix' } }),
  },
  'identity.listMail': { kind: 'staff', request: () => ({ method: 'GET', path: '/api/admin/mail' }) },
  'feedback.listLeads': { kind: 'staff', request: () => ({ method: 'GET', path: '/api/admin/leads' }) },
  'identity.getMe': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('GET', '/api/users/me', { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(w.sessions[p].email);
    },
  },
  'identity.notificationSetting': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('PUT', '/api/users/me/notification-setting', {
        session: w.sessions[p],
        workspaceId: w.victimOf(p).workspaceId,
        body: { notificationEnable: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(w.sessions[p].email);
    },
  },
  'identity.preferences': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('PUT', '/api/users/me/preferences', { session: w.sessions[p], body: { preferredLanguage: 'EN' } });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(w.sessions[p].email);
    },
  },
  'identity.changePassword': {
    kind: 'self',
    check: async (w, p) => {
      // The old password is checked against the caller's own account: another's cannot be named.
      const res = await call('POST', '/api/auth/change-password', {
        session: w.sessions[p],
        body: { oldPassword: 'Not-the-password#1', password: 'Another#Pass1', confirmPassword: 'Another#Pass1' },
      });
      expect(res.status).toBe(400);
      expect(res.body.systemCode).toBe(40015);
    },
  },
  'identity.logout': {
    kind: 'self',
    check: async (w, p) => {
      // Revoking a token one does not hold is a no-op: the victim's session keeps working.
      const res = await call('POST', '/api/auth/logout', { session: w.sessions[p], body: { refreshToken: 'not-a-real-refresh-token' } });
      expect(res.status).toBe(200);
      const victim = p === 'owner' ? w.sessions.john : w.sessions.owner;
      expect((await call('POST', '/api/auth/refresh', { body: { refreshToken: victim.refreshToken } })).status).toBe(200);
    },
  },
  'workspaces.list': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('GET', '/api/workspaces', { session: w.sessions[p] });
      expect(res.status).toBe(200);
      const victim = w.victimOf(p).workspaceId;
      expect(res.body.data.map((x: { id: string }) => x.id)).not.toContain(victim);
      for (const ws of res.body.data) expect(ws.userId).toBe(res.body.data[0].userId);
    },
  },
  'workspaces.current': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/workspaces/current' }) },
  'files.createUpload': { kind: 'workspace', byId: false, request: () => ({ method: 'POST', path: '/api/files', body: uploadBody }) },
  'files.list': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/files' }) },
  'files.get': { kind: 'workspace', byId: true, request: (_w, v) => ({ method: 'GET', path: `/api/files/${v.fileId}` }) },
  'files.download': { kind: 'workspace', byId: true, request: (_w, v) => ({ method: 'GET', path: `/api/files/${v.fileId}/download` }) },
  'files.completeUpload': {
    kind: 'workspace',
    byId: true,
    request: (_w, v) => ({ method: 'POST', path: `/api/files/${v.fileId}/complete` }),
  },
};

function expectNothingLeaked(res: TResponse, victim: { workspaceId: string; fileId: string }) {
  expect([403, 404]).toContain(res.status);
  expect(res.body.systemCode).toBeDefined();
  expect(res.text).not.toContain(victim.fileId);
  expect(res.body.data).toBeUndefined();
}

let world: TWorld;

beforeAll(async () => {
  const personas: TPersona[] = [...CLIENTS, ...STAFF];
  const sessions = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, await as(p)] as const))) as Record<TPersona, TSession>;
  // A real file in each victim workspace: Acme's (the owner's company) and the owner's person space.
  const fileIn = async (session: TSession, workspaceId: string) => {
    const bytes = Buffer.from('%PDF');
    const res = await call('POST', '/api/files', { session, workspaceId, body: { fileName: 'payroll.pdf', contentType: 'application/pdf', size: bytes.length } });
    expect(res.status).toBe(201);
    const put = await fetch(res.body.uploadUrl, { method: 'PUT', headers: res.body.headers, body: bytes });
    expect(put.status).toBe(200);
    expect((await call('POST', `/api/files/${res.body.file.id}/complete`, { session, workspaceId })).status).toBe(200);
    return res.body.file.id as string;
  };
  const ownerPerson = personWorkspace(sessions.owner);
  const johnPerson = personWorkspace(sessions.john);
  const victims = {
    acme: { workspaceId: ACME_ID, fileId: await fileIn(sessions.owner, ACME_ID) },
    ownerPerson: { workspaceId: ownerPerson, fileId: await fileIn(sessions.owner, ownerPerson) },
    johnPerson: { workspaceId: johnPerson, fileId: await fileIn(sessions.john, johnPerson) },
  };
  world = {
    sessions,
    // John is Acme's employee and Jane its contractor: neither may act in Acme's workspace.
    victimOf: (p) => (p === 'owner' ? victims.johnPerson : p === 'john' ? victims.acme : victims.ownerPerson),
  };
});

describe('permission matrix', () => {
  it('has a row for every route in the table, and no row for a route that does not exist', () => {
    const ids = ROUTES.map((r) => r.id).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(ids);
  });

  it('marks as public exactly the routes that declare public access', () => {
    for (const r of ROUTES) expect(MATRIX[r.id]?.kind === 'public', r.id).toBe(r.permission.access === 'public');
  });

  for (const route of ROUTES) {
    const row = MATRIX[route.id];
    if (!row || row.kind === 'public') continue;

    for (const persona of CLIENTS) {
      it(`${route.id}: ${persona} is kept to their own data`, async () => {
        const session = world.sessions[persona];
        const victim = world.victimOf(persona);
        if (row.kind === 'self') return row.check(world, persona);
        if (row.kind === 'staff') {
          const req = row.request(world);
          const res = await call(req.method, req.path, { session, body: req.body, workspaceId: personWorkspace(session) });
          expect(res.status).toBe(403);
          expect(res.body.systemCode).toBe(40011);
          expect(res.body.data).toBeUndefined();
          return;
        }
        // Acting in the victim's workspace is refused before anything is read.
        const req = row.request(world, victim);
        const foreign = await call(req.method, req.path, { session, body: req.body, workspaceId: victim.workspaceId });
        expect(foreign.status).toBe(403);
        expectNothingLeaked(foreign, victim);
        if (row.byId) {
          // The victim's resource id, from one's own workspace: not found there.
          const own = await call(req.method, req.path, { session, body: req.body, workspaceId: personWorkspace(session) });
          expect(own.status).toBe(404);
          expectNothingLeaked(own, victim);
        }
      });
    }

    if (row.kind === 'workspace' || row.kind === 'staff') {
      for (const persona of STAFF) {
        it(`${route.id}: ${persona} (staff) may act for the client, and it is recorded`, async () => {
          const session = world.sessions[persona];
          const victim = world.victimOf('john');
          const req = row.kind === 'staff' ? row.request(world) : row.request(world, victim);
          const res = await call(req.method, req.path, { session, body: req.body, workspaceId: row.kind === 'workspace' ? victim.workspaceId : undefined });
          if (route.id === 'identity.invite') {
            expect([201, 409]).toContain(res.status);
          } else {
            expect(res.status).toBeLessThan(300);
          }
          if (row.kind === 'workspace' && route.method !== 'GET') {
            const events = await auditEvents(victim.workspaceId);
            const mine = events.find((e) => e.producer.email === session.email && e.event === route.audit);
            expect(mine?.actingFor).toBe(victim.workspaceId);
          }
        });
      }
    }
  }
});
