/**
 * A company on the New York leave rules for the leave tests: a STAFF employee, a signed PTO policy
 * and a signed Sick Leave Policy (5-99 employees: 40 paid hours), each signed by the officer (the
 * owner) and, once staff attached it to the employment, by the employee. All through the routes.
 */
import { expect } from 'vitest';
import { as, call, stackEnv } from './api.js';
import { act, newCompany, type TActor } from './billing.js';
import { consentBody, signature } from './signable.js';
import { hire, NY, ts, type TEmployee } from './timesheet.js';

/** Signs a document through its public link: every label it asks for. */
export async function signPublic(publicId: string, name = 'Signed Name') {
  const opened = await call('GET', `/api/sign/${publicId}`);
  expect(opened.status, opened.text).toBe(200);
  expect((await call('POST', `/api/sign/${publicId}/consent`, { body: consentBody })).status).toBe(200);
  const labels = (opened.body.labels ?? []) as { id: string; type: string }[];
  const values = labels.map((l) => (l.type === 'SIGNATURE' ? { labelId: l.id, ...signature } : { labelId: l.id, kind: 'NAME', text: name }));
  const signed = await call('POST', `/api/sign/${publicId}/sign`, { body: { values } });
  expect(signed.status, signed.text).toBe(200);
  return signed.body;
}

/** Signs a document sent to the actor, in the portal. */
export async function signOwn(a: TActor, documentId: string, name = 'Tess Worker') {
  const own = (path: string, body?: unknown) => call(body === undefined ? 'GET' : 'POST', `/api/documents/own/${documentId}${path}`, { session: a.session, body });
  const opened = await own('');
  expect(opened.status, opened.text).toBe(200);
  expect((await own('/consent', consentBody)).status).toBe(200);
  const values = opened.body.labels.map((l: { id: string; type: string }) => (l.type === 'SIGNATURE' ? { labelId: l.id, ...signature } : { labelId: l.id, kind: 'NAME', text: name }));
  const signed = await own('/sign', { values });
  expect(signed.status, signed.text).toBe(200);
}

export interface TLeaveSetup {
  company: TActor & { email: string };
  employee: TEmployee;
  slpId: string;
  ptoId: string;
}

/** Creates both policies and has the officer sign them. */
export async function signedPolicies(company: TActor): Promise<{ slpId: string; ptoId: string }> {
  const slp = await act(company, 'POST', '/api/policies/slp', { companySize: 'MEDIUM', accumulationRate: 30 });
  expect(slp.status, slp.text).toBe(201);
  const pto = await act(company, 'POST', '/api/policies/pto', { vacationIntervalTotal: 80, carryover: 40 });
  expect(pto.status, pto.text).toBe(201);
  for (const p of [slp.body, pto.body]) await signPublic(p.policyPublicId as string, 'Olivia Officer');
  return { slpId: slp.body.id, ptoId: pto.body.id };
}

/** Staff attach a policy to the employment (in the employee's workspace) and the employee signs it. */
export async function attachAndSign(employee: TEmployee, kind: 'PTO' | 'SICK', policyId: string, sign = true): Promise<string> {
  const staff = await as('payroll');
  const attached = await call('POST', `/api/policies/employments/${employee.employmentId}/attach`, { session: staff, workspaceId: employee.ws, body: { kind, policyId } });
  expect(attached.status, attached.text).toBe(200);
  if (sign) await signOwn(employee, attached.body.documentId as string);
  return attached.body.documentId as string;
}

export async function leaveCompany(name: string): Promise<TLeaveSetup> {
  const company = await newCompany(name);
  const employee = await hire(company);
  const { slpId, ptoId } = await signedPolicies(company);
  await attachAndSign(employee, 'SICK', slpId);
  await attachAndSign(employee, 'PTO', ptoId);
  return { company, employee, slpId, ptoId };
}

/** A call in the actor's workspace, in New York time (the leave routes read the zone). */
export const lv = <T = any>(a: TActor, method: string, path: string, body?: unknown) => ts<T>(a, method, `/api/leave${path}`, body, NY);

/** Runs the accrual job's body for one company, as the schedule would on `asOf`. */
export async function runAccrual(companyId: string, asOf: string) {
  Object.assign(process.env, stackEnv());
  const { runLeaveAccrual } = await import('../../functions/leave/services/accrual.js');
  return runLeaveAccrual({ asOf, runId: `test-${Date.now()}`, companyId });
}

/** A balance's changelog, whole, read from the table, and the balance as the service reads it (the sum-of-entries check). */
export async function ledgerOf(employmentId: string, kind: 'PTO' | 'SICK', companyId: string) {
  Object.assign(process.env, stackEnv());
  const { EntryEntity } = await import('../../functions/leave/data/leave.entities.js');
  const { readCurrent } = await import('../../functions/leave/services/ledger.js');
  const { getOwnEmployment } = await import('../../functions/workforce/services/employments.js');
  const { queryAll } = await import('../../functions/core/entity.js');
  const e = await getOwnEmployment(companyId, employmentId);
  const [entries, current] = await Promise.all([
    queryAll(EntryEntity, { pk: `LEAVELOG#${employmentId}#${kind}`, consistent: true }, 100_000),
    readCurrent(e, kind, new Date().toISOString().slice(0, 10)),
  ]);
  const balance = {
    balanceSeconds: current.total, accruedThrough: current.accrual.through, year: current.accrual.year, yearWorkedSeconds: current.accrual.yearWorked,
    carryoverSeconds: current.item.carryoverSeconds, stored: current.stored,
  };
  return { entries, balance, sum: entries.reduce((s, x) => s + x.duration, 0) };
}

/** The next Monday at least `days` days from today (New York). */
export function mondayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: NY, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  let d = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000);
  while (d.getUTCDay() !== 1) d = new Date(d.getTime() + 86_400_000);
  return d.toISOString().slice(0, 10);
}
