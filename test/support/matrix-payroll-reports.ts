/**
 * The permission matrix's rows of the payroll reports' routes (shared/payroll/reports.routes.ts;
 * test/integration/permission-matrix.test.ts). Staff act in Acme's workspace, over its demo
 * payrolls; a General report to read or download is made first, in Acme, as its owner. Every route is
 * the company's (a person workspace is refused at the gate, 403), so only the workspace case
 * applies: clients acting in another's workspace are refused before anything is read.
 */
import { expect } from 'vitest';
import { ACME_ID, call, type TPersona, type TSession } from './api.js';

type TWorld = { sessions: Record<TPersona, TSession>; victimOf(p: TPersona): { workspaceId: string } };
type TRequest = { method: string; path: string; body?: unknown };
type TRow = { kind: 'workspace'; byId: boolean; request: (w: TWorld, victim: unknown, caller: TPersona) => TRequest | Promise<TRequest> };

const STAFF: TPersona[] = ['admin', 'payroll'];
const YEAR = { start: '2026-01-01', end: '2026-12-31' };

export function payrollReportRows(): Record<string, TRow> {
  const staff = (c: TPersona) => STAFF.includes(c);
  /** A General report of Acme's, made by its owner. */
  const acmeReport = async (w: TWorld) => {
    const made = await call('POST', '/api/payroll/reports/general', { session: w.sessions.owner, workspaceId: ACME_ID, body: YEAR });
    expect(made.status, made.text).toBe(201);
    return made.body.id as string;
  };
  const company = (request: (w: TWorld, caller: TPersona) => TRequest | Promise<TRequest>): TRow => ({ kind: 'workspace', byId: false, request: (w, _v, c) => request(w, c) });
  return {
    'payroll.reports.list': company(() => ({ method: 'GET', path: '/api/payroll/reports' })),
    'payroll.reports.general.create': company(() => ({ method: 'POST', path: '/api/payroll/reports/general', body: YEAR })),
    'payroll.reports.general.get': company(async (w, c) => ({ method: 'GET', path: `/api/payroll/reports/general/${staff(c) ? await acmeReport(w) : 'x'}` })),
    'payroll.reports.general.download': company(async (w, c) => ({ method: 'GET', path: `/api/payroll/reports/general/${staff(c) ? await acmeReport(w) : 'x'}/download?format=csv` })),
    'payroll.reports.federal': company(() => ({ method: 'GET', path: '/api/payroll/reports/federal?year=2026&quarter=4' })),
    'payroll.reports.regional': company(() => ({ method: 'GET', path: '/api/payroll/reports/regional?year=2026&quarter=4' })),
    'payroll.reports.builder': company(() => ({
      method: 'POST', path: '/api/payroll/reports/builder', body: { startDate: YEAR.start, endDate: YEAR.end, groupModes: ['EMPLOYMENT', 'PAY_DATE', 'TOTALS'] },
    })),
  };
}
