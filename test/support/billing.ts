/** Billing records made through the API, for the billing and permission-matrix tests. */
import { expect } from 'vitest';
import { as, call, latestMail, login, personWorkspace, type TSession, uniqueEmail } from './api.js';

export const TODAY = new Date().toISOString().slice(0, 10);

export interface TActor {
  session: TSession;
  ws: string;
}

export async function actor(session: TSession, ws = personWorkspace(session)): Promise<TActor> {
  return { session, ws };
}

/**
 * A new, confirmed person of the test's own (through a staff invitation, whose link confirms the
 * email), so counters and summaries it checks are touched by nothing else.
 */
export async function newPerson(firstName = 'Test', lastName = 'Payee'): Promise<TActor & { email: string }> {
  const email = uniqueEmail('bill');
  const password = 'Start#2026pass';
  const sent = await call('POST', '/api/auth/invitations', { session: await as('admin'), body: { email, firstName, lastName } });
  expect(sent.status, sent.text).toBe(201);
  const { code } = await latestMail(email, 'INVITATION');
  const accepted = await call('POST', `/api/auth/invitations/${code}/accept`, { body: { password, confirmPassword: password } });
  expect(accepted.status, accepted.text).toBe(201);
  const session = await login(email, password);
  return { session, ws: personWorkspace(session), email };
}

/** Calls the API as the actor, in its workspace. */
export function act<T = any>(a: TActor, method: string, path: string, body?: unknown) {
  return call<T>(method, path, { session: a.session, workspaceId: a.ws, body });
}

export async function createService(a: TActor, body: Record<string, unknown> = {}) {
  const res = await act(a, 'POST', '/api/billing/services', { name: 'Consulting', priceCents: 4500, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; name: string; priceCents: number; holderId: string; active: boolean };
}

export async function addContact(a: TActor, email: string, name = 'Counter Party') {
  const res = await act(a, 'POST', '/api/billing/contacts', { name, email });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; ref: { id: string; name: string } };
}

export function logBody(executorId: string, recipientId: string, serviceId: string, body: Record<string, unknown> = {}) {
  return { executorId, recipientId, serviceId, priceCents: 10_000, quantity: 1, date: TODAY, ...body };
}

export async function createLog(a: TActor, executorId: string, recipientId: string, serviceId: string, body: Record<string, unknown> = {}) {
  const res = await act(a, 'POST', '/api/billing/service-logs', logBody(executorId, recipientId, serviceId, body));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; totalCents: number; grossCents: number; taxCents: number; invoiceId?: string; active: boolean };
}

/** A published invoice of the payee to the payer, with `count` new logs on it. */
export async function publishedInvoice(payee: TActor, payerId: string, serviceId: string, count = 1, body: Record<string, unknown> = {}) {
  const logs = [];
  for (let i = 0; i < count; i += 1) logs.push(await createLog(payee, payee.ws, payerId, serviceId, body));
  const res = await act(payee, 'POST', '/api/billing/invoices', { payerId, serviceLogIds: logs.map((l) => l.id), invoiceDate: TODAY });
  expect(res.status, res.text).toBe(201);
  return res.body as Invoice;
}

export interface Invoice {
  id: string;
  status: string;
  invoiceNumber?: number;
  totalCents: number;
  subtotalCents: number;
  taxCents: number;
  items: { id: string; totalCents: number; invoiceId?: string; invoiceStatus?: string }[];
  document?: { id: string; fileName: string };
  payee: { id: string; name: string };
  payer: { id: string; name: string };
}

const HQ = { address1: '1 Test Plaza', city: 'Albany', state: 'NY', zipCode: '12207' };
let einSeq = Math.floor(Math.random() * 9_000_000);
const newEin = () => `7${Math.floor(Math.random() * 10)}-${String(1_000_000 + ((einSeq += 7919) % 8_999_999)).padStart(7, '0')}`;

/** The session again after a refresh, with its workspaces (a new company joins them). */
async function refreshed(session: TSession): Promise<TSession> {
  const res = await call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
  expect(res.status, res.text).toBe(200);
  const next = { ...session, ...res.body };
  next.workspaces = (await call('GET', '/api/workspaces', { session: next })).body.data;
  return next;
}

/** A new company, owned by a new person: the actor is its owner, in the company's workspace. */
export async function newCompany(legalName: string, ownerFirstName = 'Rob'): Promise<TActor & { email: string }> {
  const owner = await newPerson(ownerFirstName, 'Owner');
  const made = await act(owner, 'POST', '/api/workforce/companies', { legalName, ein: newEin(), companyType: 'LLC', headquarter: HQ });
  expect(made.status, made.text).toBe(201);
  return { session: await refreshed(owner.session), ws: made.body.id as string, email: owner.email };
}

/**
 * A new company (owned by a new person) that `contractor` works for under a CONTRACTOR employment
 * the contractor accepted: the one way two accounts become billing counterparties (a contact is
 * the caller's private record, docs/decisions/0020-disclosure-and-trails.md).
 */
export async function contractingCompany(contractor: TActor & { email: string }, legalName = 'Payer Test LLC'): Promise<TActor & { email: string }> {
  const company = await newCompany(legalName);
  await hireContractor(company, contractor);
  return company;
}

/** The company hires the person as a CONTRACTOR, and the person accepts the invitation. */
export async function hireContractor(company: TActor, contractor: TActor & { email: string }): Promise<void> {
  const employment = await act(company, 'POST', '/api/workforce/employments', {
    type: 'CONTRACTOR',
    details: { name: 'Test Contractor', email: contractor.email },
    employmentStart: '2025-03-01',
    payType: 'HOUR_RATE',
    rateCents: 4500,
  });
  expect(employment.status, employment.text).toBe(201);
  const accepted = await act(contractor, 'POST', `/api/workforce/employment-invitations/${employment.body.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
}
