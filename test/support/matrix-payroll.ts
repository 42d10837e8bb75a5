/**
 * The permission matrix's rows of the payroll routes (test/integration/permission-matrix.test.ts).
 * Staff act in Acme's workspace (its demo payroll details and payrolls); a staff call that saves or
 * voids a payroll makes it for a fortnight of its own early in 2026. The company's routes refuse a
 * person workspace at the gate (403), so only the workspace case applies to them; a paystub is the
 * by-id case: another's, from one's own workspace, is not found.
 */
import { expect } from 'vitest';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { ACME_ID, call, type TPersona, type TSession } from './api.js';

type TWorld = { sessions: Record<TPersona, TSession>; victimOf(p: TPersona): { workspaceId: string } };
type TRequest = { method: string; path: string; body?: unknown };
type TRow = { kind: 'workspace'; byId: boolean; request: (w: TWorld, victim: unknown, caller: TPersona) => TRequest | Promise<TRequest> };

const STAFF: TPersona[] = ['admin', 'payroll'];
const DETAILS = {
  payFrequency: 'BIWEEKLY', workplaces: ['Albany HQ', 'Brooklyn workshop'], phone: '+1 518 555 0142', federalAccountId: '12-3456789',
  nyWithholdingId: '123456789', nyUiEmployerNumber: '4567890', nyUiRatePercent: 4.1, nycWithholding: true,
};

export function payrollRows(): Record<string, TRow> {
  let slot = 0;
  /** A Sunday-to-Saturday fortnight of its own, from January 2026 on, paid the Friday after. */
  const fortnight = () => {
    const start = new Date(Date.UTC(2026, 0, 4) + 14 * slot * 86_400_000);
    slot += 1;
    const day = (n: number) => new Date(start.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    return { payPeriodStart: day(0), payPeriodEnd: day(13), payDate: day(19) };
  };
  const run = () => ({ ...fortnight(), lines: [{ employmentId: DEMO_IDS.johnEmployment, regularHours: '80' }] });
  const staff = (c: TPersona) => STAFF.includes(c);
  const inAcme = (w: TWorld, method: string, path: string, body?: unknown) => call(method, path, { session: w.sessions.owner, workspaceId: ACME_ID, body });
  const freshPayroll = async (w: TWorld) => {
    const made = await inAcme(w, 'POST', '/api/payroll/runs', run());
    expect(made.status, made.text).toBe(201);
    return made.body.id as string;
  };
  /** A paystub the caller may not read: John's, or (for John) Maria's. */
  const paystubFor = async (w: TWorld, caller: TPersona) => {
    const stubs = await inAcme(w, 'GET', '/api/payroll/paystubs?size=100');
    expect(stubs.status, stubs.text).toBe(200);
    const pick = stubs.body.data.find((s: { employmentId: string }) => (caller === 'john') === (s.employmentId !== DEMO_IDS.johnEmployment));
    expect(pick).toBeDefined();
    return pick.id as string;
  };
  /** An uploaded PDF in Acme's workspace, and another system's paystub for John made with it. */
  const acmeFile = async (w: TWorld) => {
    const bytes = Buffer.from('%PDF-1.4 external paystub');
    const made = await inAcme(w, 'POST', '/api/files', { fileName: 'paystub.pdf', contentType: 'application/pdf', size: bytes.length });
    expect(made.status, made.text).toBe(201);
    expect((await fetch(made.body.uploadUrl, { method: 'PUT', headers: made.body.headers, body: bytes })).status).toBe(200);
    expect((await inAcme(w, 'POST', `/api/files/${made.body.file.id}/complete`)).status).toBe(200);
    return made.body.file.id as string;
  };
  const external = async (w: TWorld, fileId: string) => ({ employmentId: DEMO_IDS.johnEmployment, ...fortnight(), fileId, gross: '1000', netPay: '800' });
  const freshExternal = async (w: TWorld) => {
    const made = await call('POST', '/api/payroll/paystubs/external', { session: w.sessions.payroll, workspaceId: ACME_ID, body: await external(w, await acmeFile(w)) });
    expect(made.status, made.text).toBe(201);
    return made.body.id as string;
  };
  const company = (request: (w: TWorld, caller: TPersona) => TRequest | Promise<TRequest>): TRow => ({ kind: 'workspace', byId: false, request: (w, _v, c) => request(w, c) });
  return {
    'payroll.details.get': company(() => ({ method: 'GET', path: '/api/payroll/details' })),
    'payroll.details.save': company(() => ({ method: 'PUT', path: '/api/payroll/details', body: DETAILS })),
    'payroll.employments': company(() => ({ method: 'GET', path: '/api/payroll/employments' })),
    'payroll.runs.lines': company(() => ({ method: 'GET', path: '/api/payroll/runs/lines?payPeriodStart=2026-01-04&payPeriodEnd=2026-01-17' })),
    'payroll.runs.preview': company(() => ({ method: 'POST', path: '/api/payroll/runs/preview', body: run() })),
    'payroll.runs.create': company(() => ({ method: 'POST', path: '/api/payroll/runs', body: run() })),
    'payroll.runs.list': company(() => ({ method: 'GET', path: '/api/payroll/runs' })),
    'payroll.runs.get': company(async (w, c) => ({ method: 'GET', path: `/api/payroll/runs/${staff(c) ? await freshPayroll(w) : 'x'}` })),
    'payroll.runs.void': company(async (w, c) => ({ method: 'POST', path: `/api/payroll/runs/${staff(c) ? await freshPayroll(w) : 'x'}/void`, body: {} })),
    'payroll.paystubs.list': company(() => ({ method: 'GET', path: '/api/payroll/paystubs' })),
    'payroll.paystubs.upload': company(async (w, c) => ({ method: 'POST', path: '/api/payroll/paystubs/external', body: await external(w, staff(c) ? await acmeFile(w) : 'x') })),
    'payroll.paystubs.delete': company(async (w, c) => ({ method: 'DELETE', path: `/api/payroll/paystubs/${staff(c) ? await freshExternal(w) : 'x'}` })),
    'payroll.paystubs.pdf': { kind: 'workspace', byId: true, request: async (w, _v, c) => ({ method: 'GET', path: `/api/payroll/paystubs/${await paystubFor(w, c)}/pdf` }) },
  };
}
