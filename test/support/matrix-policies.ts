/**
 * The permission matrix's rows for the policies domain (test/integration/permission-matrix.test.ts
 * spreads `policiesRows()` into its MATRIX). The policy routes act in a COMPANY workspace: a client
 * is refused in another's (Acme for John and Jane, the owner's person workspace for the owner), and
 * both demo staff act for Acme, recorded as acting for it. So that Acme's workweek rules (the
 * timesheet's) stay as seeded, staff create and disable CONTRACTOR policies of the matrix's own, and
 * send the demo's STAFF policy, whose employees have signed it already (a send that sends nothing).
 * Another company's policy id from one's own company is test/integration/policies.test.ts's.
 */
import { expect } from 'vitest';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { ACME_ID, call, personWorkspace, type TPersona, type TSession } from './api.js';
import { consentBody, signature } from './signable.js';

type TRequest = { method: string; path: string; body?: unknown };
type TWorldLike = { sessions: Record<TPersona, TSession> };
type TPolicyRow =
  | { kind: 'workspace'; byId: boolean; request: (w: TWorldLike, victim: unknown, caller: TPersona) => TRequest | Promise<TRequest> }
  | { kind: 'self'; check: (w: TWorldLike & { victimOf(p: TPersona): { workspaceId: string } }, persona: TPersona) => Promise<void> };

const BASE = '/api/policies/holiday-overtime';
const STAFF: TPersona[] = ['admin', 'payroll'];
const isStaff = (p: TPersona) => STAFF.includes(p);

/** A contractors' policy of Acme's, made by its owner, for one staff call that uses it up. */
async function acmeContractorPolicy(w: TWorldLike): Promise<string> {
  const res = await call('POST', BASE, { session: w.sessions.owner, workspaceId: ACME_ID, body: { title: 'Matrix policy', contractType: 'CONTRACTOR' } });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** Acme's active STAFF policy (the demo's). */
async function acmeStaffPolicy(w: TWorldLike): Promise<string> {
  const res = await call('GET', `${BASE}?contractType=STAFF&active=true`, { session: w.sessions.owner, workspaceId: ACME_ID });
  expect(res.status, res.text).toBe(200);
  const id = res.body.data.at(-1)?.id as string | undefined;
  expect(id, 'Acme has an active STAFF policy (the demo seed)').toBeDefined();
  return id!;
}

const byPolicy = (path: (id: string) => string, method = 'GET', use: (w: TWorldLike) => Promise<string> = acmeContractorPolicy): TPolicyRow => ({
  kind: 'workspace',
  byId: false,
  request: async (w, _v, caller) => ({ method, path: path(isStaff(caller) ? await use(w) : 'x') }),
});

// ---------------------------------------------------------------------------------------------------
// PTO and Sick Leave Policies (docs/decisions/0029-leave-policies.md). Staff act in Acme on CONTRACTOR
// policies of the matrix's own (named 'Matrix …'), so the demo's STAFF policies and John's and Tom's
// attachments stay as seeded; a signature's removal attaches one to Jane's contractor employment first.
// ---------------------------------------------------------------------------------------------------

const LEAVE_BODY = { pto: { title: 'Matrix PTO', vacationIntervalTotal: 40, carryover: 0, employmentType: 'CONTRACTOR' }, slp: { title: 'Matrix SLP', companySize: 'MEDIUM', employmentType: 'CONTRACTOR' } } as const;
const LEAVE_BASE = { pto: '/api/policies/pto', slp: '/api/policies/slp' } as const;

/** A matrix leave policy of Acme's, made by its owner (the officer), signed by her when asked. */
async function acmeLeavePolicy(w: TWorldLike, kind: 'pto' | 'slp', signed = false): Promise<string> {
  const res = await call('POST', LEAVE_BASE[kind], { session: w.sessions.owner, workspaceId: ACME_ID, body: LEAVE_BODY[kind] });
  expect(res.status, res.text).toBe(201);
  if (signed) {
    const id = res.body.policyPublicId as string;
    expect((await call('POST', `/api/sign/${id}/consent`, { body: consentBody })).status).toBe(200);
    const values = [{ labelId: 'officer-signature', ...signature }, { labelId: 'officer-name', kind: 'NAME', text: 'Olivia Owner' }];
    expect((await call('POST', `/api/sign/${id}/sign`, { body: { values } })).status).toBe(200);
  }
  return res.body.id as string;
}

/** A signed matrix policy attached (by `staff`) to Jane's contractor employment, for the removal route. */
async function attachedToJane(w: TWorldLike, kind: 'pto' | 'slp', staff: TSession): Promise<string> {
  const id = await acmeLeavePolicy(w, kind, true);
  const res = await call('POST', `/api/policies/employments/${DEMO_IDS.janeEmployment}/attach`, {
    session: staff, workspaceId: personWorkspace(w.sessions.jane), body: { kind: kind === 'pto' ? 'PTO' : 'SICK', policyId: id },
  });
  expect(res.status, res.text).toBe(200);
  return id;
}

function leaveRows(kind: 'pto' | 'slp'): Record<string, TPolicyRow> {
  const base = LEAVE_BASE[kind];
  const mine = (path: (id: string) => string, method = 'GET', body?: unknown): TPolicyRow => ({
    kind: 'workspace',
    byId: false,
    request: async (w, _v, caller) => ({ method, path: path(isStaff(caller) ? await acmeLeavePolicy(w, kind) : 'x'), body }),
  });
  const update = kind === 'pto' ? LEAVE_BODY.pto : { title: 'Matrix SLP', total: 40, growthRate: 30, carryover: 0 };
  return {
    [`policies.${kind}.list`]: { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: base }) },
    [`policies.${kind}.create`]: { kind: 'workspace', byId: false, request: () => ({ method: 'POST', path: base, body: LEAVE_BODY[kind] }) },
    [`policies.${kind}.get`]: mine((id) => `${base}/${id}`),
    [`policies.${kind}.update`]: mine((id) => `${base}/${id}`, 'PUT', update),
    [`policies.${kind}.disable`]: mine((id) => `${base}/${id}/disable`, 'POST'),
    [`policies.${kind}.signatures`]: mine((id) => `${base}/${id}/signatures`),
    [`policies.${kind}.download`]: mine((id) => `${base}/${id}/download`),
    [`policies.${kind}.signatures.disable`]: {
      kind: 'workspace',
      byId: false,
      request: async (w, _v, caller) => ({
        method: 'POST',
        path: `${base}/${isStaff(caller) ? await attachedToJane(w, kind, w.sessions[caller]) : 'x'}/signatures/${DEMO_IDS.janeEmployment}/disable`,
      }),
    },
  };
}

/**
 * The per-employment routes act in a PERSON workspace on its own employments: another's workspace
 * is refused (403), and a client's own may read its view but never attach or remove (40011, staff
 * only); the staff cases are test/integration/leave-policies.test.ts's.
 */
function employmentRows(): Record<string, TPolicyRow> {
  const EMP = '/api/policies/employments';
  const refusedElsewhere = async (w: TWorldLike & { victimOf(p: TPersona): { workspaceId: string } }, p: TPersona, method: string, path: string, body?: unknown) => {
    const res = await call(method, path, { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId, body });
    expect(res.status).toBe(403);
  };
  const staffOnly = (method: string, path: string, body?: unknown): TPolicyRow => ({
    kind: 'self',
    check: async (w, p) => {
      await refusedElsewhere(w, p, method, path, body);
      const own = await call(method, path, { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]), body });
      expect(own.status).toBe(403);
      expect(own.body.systemCode).toBe(40011);
    },
  });
  const john = DEMO_IDS.johnEmployment;
  return {
    'policies.employments.list': {
      kind: 'self',
      check: async (w, p) => {
        await refusedElsewhere(w, p, 'GET', EMP);
        const own = await call('GET', EMP, { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]) });
        expect(own.status).toBe(200);
        const mine = await call('GET', '/api/workforce/my-employments', { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]) });
        const ids = new Set((mine.body.data as { id: string }[]).map((e) => e.id));
        for (const e of own.body.data as { employmentId: string }[]) expect(ids.has(e.employmentId)).toBe(true);
      },
    },
    'policies.employments.candidates': staffOnly('GET', `${EMP}/${john}/candidates?kind=SICK`),
    'policies.employments.attach': staffOnly('POST', `${EMP}/${john}/attach`, { kind: 'SICK', policyId: '01KAZZACME0000000000000000' }),
    'policies.employments.detach': staffOnly('POST', `${EMP}/${john}/detach`, { kind: 'SICK' }),
    'policies.employments.download': {
      kind: 'self',
      check: async (w, p) => {
        await refusedElsewhere(w, p, 'GET', `${EMP}/${john}/download?kind=SICK`);
        const own = await call('GET', `${EMP}/${john}/download?kind=SICK`, { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]) });
        // John's own signed copy; anyone else does not have John's employment (40018).
        if (p === 'john') expect(own.status).toBe(200);
        else expect(own.body.systemCode).toBe(40018);
      },
    },
  };
}

export function policiesRows(): Record<string, TPolicyRow> {
  return {
    ...leaveRows('pto'),
    ...leaveRows('slp'),
    ...employmentRows(),
    // The calendar names no one's data: the same answer in any workspace, or none.
    'policies.holidays': {
      kind: 'self',
      check: async (w, p) => {
        const plain = await call('GET', '/api/policies/holidays?year=2026', { session: w.sessions[p] });
        const elsewhere = await call('GET', '/api/policies/holidays?year=2026', { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId });
        expect(plain.status).toBe(200);
        expect(elsewhere.body).toEqual(plain.body);
      },
    },
    'policies.haop.list': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: BASE }) },
    'policies.haop.create': {
      kind: 'workspace',
      byId: false,
      request: () => ({ method: 'POST', path: BASE, body: { title: 'Matrix policy', contractType: 'CONTRACTOR' } }),
    },
    'policies.haop.get': byPolicy((id) => `${BASE}/${id}`),
    'policies.haop.disable': byPolicy((id) => `${BASE}/${id}/disable`, 'POST'),
    'policies.haop.send': byPolicy((id) => `${BASE}/${id}/send`, 'POST', acmeStaffPolicy),
    'policies.haop.signatures': byPolicy((id) => `${BASE}/${id}/signatures`),
    'policies.haop.download': byPolicy((id) => `${BASE}/${id}/download`),
  };
}
