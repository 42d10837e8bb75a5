/**
 * The permission matrix's rows of the payroll year-end forms' routes (shared/payroll/forms.routes.ts;
 * test/integration/permission-matrix.test.ts). Staff act in Acme's workspace: John's W-2 (the demo's
 * 2026 payrolls), Jane's 1099-NEC (her demo W-9, and a bill of 2026 Acme pays here, once), and
 * 1042-S records for Ingrid, Acme's foreign contractor without an account, so no persona is named by
 * them. The by-id rows give each client persona a form that is not theirs: from their own workspace
 * it is not found. Recording and deleting an uploaded form is the company's (the gate refuses a
 * person workspace), so only the workspace case applies to them.
 */
import { expect } from 'vitest';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { ACME_ID, call, personWorkspace, type TPersona, type TSession } from './api.js';
import { publishedInvoice } from './billing.js';

type TVictim = { workspaceId: string; fileId: string };
type TWorld = { sessions: Record<TPersona, TSession>; victimOf(p: TPersona): TVictim };
type TRequest = { method: string; path: string; body?: unknown };
type TRow = { kind: 'workspace'; byId: boolean; request: (w: TWorld, victim: TVictim, caller: TPersona) => TRequest | Promise<TRequest> };

const STAFF: TPersona[] = ['admin', 'payroll'];
const YEAR = 2026;
const base = '/api/payroll/forms';

export function payrollFormRows(): Record<string, TRow> {
  const staff = (c: TPersona) => STAFF.includes(c);
  const inAcme = (session: TSession, method: string, path: string, body?: unknown) => call(method, path, { session, workspaceId: ACME_ID, body });
  /** A setup made on first use and shared by every row after it. */
  const once = <T>(make: (w: TWorld) => Promise<T>) => {
    let made: Promise<T> | undefined;
    return (w: TWorld) => (made ??= make(w));
  };

  /** Another employee's W-2 of the year, for John: Maria's (the demo pays her beside him). */
  const otherW2 = once(async (w) => {
    const list = await inAcme(w.sessions.owner, 'GET', `${base}/w2?year=${YEAR}`);
    expect(list.status, list.text).toBe(200);
    const other = list.body.data.find((f: { employmentId: string }) => f.employmentId !== DEMO_IDS.johnEmployment);
    expect(other, 'the demo pays an employee besides John in 2026').toBeDefined();
    return other.employmentId as string;
  });
  /** Jane's 1099-NEC: a bill of $2,500 from her that Acme pays (her signed W-9 is the demo's). */
  const janePaid = once(async (w) => {
    const jane = { session: w.sessions.jane, ws: personWorkspace(w.sessions.jane) };
    const invoice = await publishedInvoice(jane, ACME_ID, DEMO_IDS.janeBookkeeping, 1, { priceCents: 250_000 });
    const paid = await inAcme(w.sessions.owner, 'PUT', `/api/billing/bills/${invoice.id}/complete`);
    expect(paid.status, paid.text).toBe(200);
  });
  /** Ingrid, Acme's foreign contractor (no account): the 1042-S records name her. */
  const ingrid = once(async (w) => {
    const list = await inAcme(w.sessions.owner, 'GET', '/api/workforce/employments?types=FOREIGN_CONTRACTOR&pageSize=100');
    expect(list.status, list.text).toBe(200);
    const found = list.body.data.find((e: { details: { name: string } }) => e.details.name.startsWith('Ingrid'));
    expect(found, "Acme's demo foreign contractor").toBeDefined();
    return found.id as string;
  });
  const form1042 = async (w: TWorld, v: TVictim) => ({ kind: '1042S', year: YEAR, fileId: v.fileId, contractorId: await ingrid(w), counterpartyType: 'PERSON' });
  /** A fresh 1042-S record in Acme, made by staff. */
  const freshUpload = async (w: TWorld, v: TVictim) => {
    const made = await inAcme(w.sessions.payroll, 'POST', `${base}/uploads`, await form1042(w, v));
    expect(made.status, made.text).toBe(201);
    return made.body.id as string;
  };
  const shared1042 = once((w: TWorld) => freshUpload(w, w.victimOf('john')));

  const read = (path: string): TRow => ({ kind: 'workspace', byId: false, request: () => ({ method: 'GET', path }) });
  return {
    'payroll.forms.w2.list': read(`${base}/w2?year=${YEAR}`),
    'payroll.forms.w2.pdf': {
      kind: 'workspace',
      byId: true,
      request: async (w, _v, c) => ({ method: 'GET', path: `${base}/w2/${c === 'john' ? await otherW2(w) : DEMO_IDS.johnEmployment}/${YEAR}/pdf` }),
    },
    'payroll.forms.1099.list': read(`${base}/1099?year=${YEAR}`),
    'payroll.forms.1099.pdf': {
      kind: 'workspace',
      byId: true,
      request: async (w, _v, c) => {
        if (staff(c)) await janePaid(w);
        return { method: 'GET', path: `${base}/1099/${c === 'jane' ? DEMO_IDS.johnEmployment : DEMO_IDS.janeEmployment}/${YEAR}/pdf` };
      },
    },
    'payroll.forms.uploads.list': read(`${base}/uploads?kind=1042S`),
    'payroll.forms.uploads.create': { kind: 'workspace', byId: false, request: async (w, v) => ({ method: 'POST', path: `${base}/uploads`, body: await form1042(w, v) }) },
    'payroll.forms.uploads.download': { kind: 'workspace', byId: true, request: async (w) => ({ method: 'GET', path: `${base}/uploads/${await shared1042(w)}/download` }) },
    'payroll.forms.uploads.delete': {
      kind: 'workspace',
      byId: false,
      request: async (w, v, c) => ({ method: 'DELETE', path: `${base}/uploads/${staff(c) ? await freshUpload(w, v) : 'x'}` }),
    },
  };
}
