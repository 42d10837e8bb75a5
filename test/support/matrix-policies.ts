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
import { ACME_ID, call, type TPersona, type TSession } from './api.js';

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

export function policiesRows(): Record<string, TPolicyRow> {
  return {
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
