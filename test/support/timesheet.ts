import { expect } from 'vitest';
import { call } from './api.js';
import { act, newCompany, newPerson, type TActor } from './billing.js';

export const NY = 'America/New_York';

/** A YYYY-MM-DD `n` days before today in New York. */
export function daysAgo(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: NY, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

export interface TEmployee extends TActor {
  email: string;
  employmentId: string;
}

/** A new company and a STAFF employee of it, hired from 2025-03-01, who accepted. */
export async function companyWithEmployee(name = 'Timesheet Test LLC'): Promise<{ company: TActor & { email: string }; employee: TEmployee }> {
  const company = await newCompany(name);
  return { company, employee: await hire(company) };
}

export async function hire(company: TActor, extra: Record<string, unknown> = {}): Promise<TEmployee> {
  const person = await newPerson('Tess', 'Worker');
  const made = await act(company, 'POST', '/api/workforce/employments', {
    type: 'STAFF', details: { name: `Tess Worker ${person.email.slice(5, 11)}`, email: person.email }, employmentStart: '2025-03-01',
    payType: 'HOUR_RATE', rateCents: 3000, ...extra,
  });
  expect(made.status, made.text).toBe(201);
  const accepted = await act(person, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
  return { ...person, employmentId: made.body.id as string };
}

/** A call in the actor's workspace, in New York time. */
export function ts<T = any>(a: TActor, method: string, path: string, body?: unknown, zone = NY) {
  return call<T>(method, path, { session: a.session, workspaceId: a.ws, body, headers: { 'x-time-zone': zone } });
}

export const period = (a: TActor, employmentId: string, start: string, end?: string, extra: Record<string, unknown> = {}) =>
  ts(a, 'POST', `/api/timesheet/employments/${employmentId}/records`, { workPeriodStart: start, ...(end ? { workPeriodEnd: end } : {}), ...extra });

export const days = (a: TActor, employmentId: string, startDate: string, endDate = startDate) =>
  ts(a, 'GET', `/api/timesheet/employments/${employmentId}/days?startDate=${startDate}&endDate=${endDate}`);
