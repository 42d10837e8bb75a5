/**
 * The permission matrix's rows of the leave routes (test/integration/permission-matrix.test.ts).
 * Staff act in Acme's workspace for John's employment (the demo's signed PTO and sick leave
 * policies); each staff call that uses a request or a record up makes a fresh one, on a day of its
 * own. Clients name an employment that is not theirs: from their own workspace it is not found
 * (40018), as if it did not exist.
 */
import { expect } from 'vitest';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { ACME_ID, call, personWorkspace, type TPersona, type TSession } from './api.js';

type TWorld = { sessions: Record<TPersona, TSession>; victimOf(p: TPersona): { workspaceId: string } };
type TRequest = { method: string; path: string; body?: unknown };
type TRow =
  | { kind: 'self'; check: (w: TWorld, p: TPersona) => Promise<void> }
  | { kind: 'workspace'; byId: boolean; request: (w: TWorld, victim: unknown, caller: TPersona) => TRequest | Promise<TRequest> };

const STAFF: TPersona[] = ['admin', 'payroll'];
const NY = { 'x-time-zone': 'America/New_York' };

export function leaveRows(): Record<string, TRow> {
  const employmentFor = (caller: TPersona) => (caller === 'john' ? DEMO_IDS.janeEmployment : DEMO_IDS.johnEmployment);
  let slot = 0;
  /** A weekday of its own, far ahead (each a different week). */
  const nextDay = () => {
    slot += 1;
    let d = new Date(Date.now() + (200 + 7 * slot) * 86_400_000);
    while (d.getUTCDay() !== 3) d = new Date(d.getTime() + 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  const inAcme = (w: TWorld, caller: TPersona, method: string, path: string, body?: unknown) =>
    call(method, path, { session: w.sessions[caller], workspaceId: ACME_ID, body, headers: NY });
  const freshVacation = async (w: TWorld, caller: TPersona) => {
    const day = nextDay();
    const made = await inAcme(w, caller, 'POST', '/api/leave/vacations', { employmentId: DEMO_IDS.johnEmployment, startDate: day, endDate: day, paid: false });
    expect(made.status, made.text).toBe(201);
    return made.body.id as string;
  };
  const freshSickRequest = async (w: TWorld, caller: TPersona, end = true) => {
    const day = nextDay();
    const made = await inAcme(w, caller, 'POST', '/api/leave/sick-requests', { employmentId: DEMO_IDS.johnEmployment, startDate: day, ...(end ? { endDate: day } : {}) });
    expect(made.status, made.text).toBe(201);
    return { id: made.body.id as string, day };
  };
  const freshRecord = async (w: TWorld, caller: TPersona) => {
    const day = nextDay();
    const made = await inAcme(w, caller, 'POST', '/api/leave/sick-leaves', { employmentId: DEMO_IDS.johnEmployment, startDate: day, endDate: day });
    expect(made.status, made.text).toBe(201);
    return made.body.id as string;
  };
  const one = (caller: TPersona) => `/api/leave/employments/${employmentFor(caller)}`;
  const keeper = (byId: boolean, request: (w: TWorld, caller: TPersona) => TRequest | Promise<TRequest>): TRow => ({ kind: 'workspace', byId, request: (w, _v, caller) => request(w, caller) });
  const staff = (caller: TPersona) => STAFF.includes(caller);
  return {
    'leave.employments': keeper(false, () => ({ method: 'GET', path: '/api/leave/employments' })),
    'leave.balances': keeper(true, (_w, c) => ({ method: 'GET', path: `${one(c)}/balances` })),
    'leave.entries': keeper(true, (_w, c) => ({ method: 'GET', path: `${one(c)}/balances/SICK/entries` })),
    'leave.projection': keeper(true, (_w, c) => ({ method: 'GET', path: `${one(c)}/balances/PTO/projection?date=2027-06-01` })),
    // The employer's own routes: a person workspace is refused at the gate (403), so only the workspace case applies.
    'leave.carryover': keeper(false, (_w, c) => ({ method: 'POST', path: `${one(c)}/balances/SICK/carryover`, body: { carryover: '0,25' } })),
    'leave.vacations.list': keeper(false, () => ({ method: 'GET', path: '/api/leave/vacations' })),
    'leave.vacations.create': keeper(true, (_w, c) => {
      const day = nextDay();
      return { method: 'POST', path: '/api/leave/vacations', body: { employmentId: employmentFor(c), startDate: day, endDate: day, paid: false } };
    }),
    'leave.vacations.get': keeper(true, async (w, c) => ({ method: 'GET', path: `${one(c)}/vacations/${staff(c) ? await freshVacation(w, c) : 'x'}` })),
    'leave.vacations.status': keeper(true, async (w, c) => ({ method: 'POST', path: `${one(c)}/vacations/${staff(c) ? await freshVacation(w, c) : 'x'}/status`, body: { status: 'IN_PROGRESS' } })),
    'leave.sickLeaves.list': keeper(false, () => ({ method: 'GET', path: '/api/leave/sick-leaves' })),
    'leave.sickLeaves.create': keeper(true, (_w, c) => {
      const day = nextDay();
      return { method: 'POST', path: '/api/leave/sick-leaves', body: { employmentId: employmentFor(c), startDate: day, endDate: day } };
    }),
    'leave.sickLeaves.delete': keeper(true, async (w, c) => ({ method: 'DELETE', path: `${one(c)}/sick-leaves/${staff(c) ? await freshRecord(w, c) : 'x'}` })),
    'leave.sickRequests.list': keeper(false, () => ({ method: 'GET', path: '/api/leave/sick-requests' })),
    'leave.sickRequests.create': keeper(true, (_w, c) => ({ method: 'POST', path: '/api/leave/sick-requests', body: { employmentId: employmentFor(c), startDate: nextDay() } })),
    'leave.sickRequests.get': keeper(true, async (w, c) => ({ method: 'GET', path: `${one(c)}/sick-requests/${staff(c) ? (await freshSickRequest(w, c)).id : 'x'}` })),
    'leave.sickRequests.approve': keeper(false, async (w, c) => ({ method: 'POST', path: `${one(c)}/sick-requests/${staff(c) ? (await freshSickRequest(w, c)).id : 'x'}/approve`, body: {} })),
    'leave.sickRequests.reject': keeper(false, async (w, c) => ({ method: 'POST', path: `${one(c)}/sick-requests/${staff(c) ? (await freshSickRequest(w, c)).id : 'x'}/reject`, body: {} })),
    'leave.sickRequests.complete': keeper(false, async (w, c) => {
      if (!staff(c)) return { method: 'POST', path: `${one(c)}/sick-requests/x/complete`, body: { markedPeriod: { startDate: '2027-01-06', endDate: '2027-01-06' }, days: [] } };
      const r = await freshSickRequest(w, c);
      expect((await inAcme(w, c, 'POST', `${one(c)}/sick-requests/${r.id}/approve`, {})).status).toBe(200);
      return { method: 'POST', path: `${one(c)}/sick-requests/${r.id}/complete`, body: { markedPeriod: { startDate: r.day, endDate: r.day }, days: [{ date: r.day, paid: false }] } };
    }),
    'leave.sickRequests.comment': keeper(true, async (w, c) => ({ method: 'POST', path: `${one(c)}/sick-requests/${staff(c) ? (await freshSickRequest(w, c)).id : 'x'}/comments`, body: { content: 'Matrix' } })),
    // Only the requester cancels (the employer is refused: leave.test.ts): another's request is not found.
    'leave.sickRequests.cancel': {
      kind: 'self',
      check: async (w, p) => {
        const res = await call('POST', `/api/leave/employments/${employmentFor(p)}/sick-requests/x/cancel`, { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]), body: {}, headers: NY });
        expect(res.status, res.text).toBe(404);
        expect(res.body.systemCode).toBe(40018);
        const foreign = await call('POST', `/api/leave/employments/${DEMO_IDS.johnEmployment}/sick-requests/x/cancel`, { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId, body: {}, headers: NY });
        expect(foreign.status).toBe(403);
      },
    },
  };
}
