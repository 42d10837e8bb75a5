/**
 * Billing (issue 4) against the real local services: the catalogue, contacts, locations, service
 * logs, invoices and bills, every rule of spec 001 §4–§6 on the server, the races, the summaries
 * and the invoice PDF. Tests whose figures must not move under other tests use new people.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { lineAmounts } from '../../shared/billing/billing.schema.js';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { ACME_ID, as, personWorkspace, stackEnv } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import {
  act,
  actor,
  addContact,
  contractingCompany,
  createLog,
  createService,
  type Invoice,
  logBody,
  newPerson,
  publishedInvoice,
  TODAY,
  type TActor,
} from '../support/billing.js';

const jane = async () => actor(await as('jane'));
const acme = async () => actor(await as('owner'), ACME_ID);
const john = async () => actor(await as('john'));

/** A new person and a new company they contract for (accepted): a pair no other test touches. */
async function newPair() {
  const payee = await newPerson('Pat', 'Payee');
  const payer = await contractingCompany(payee, 'Rob Payer LLC');
  const service = await createService(payee, { name: 'Audit work', priceCents: 10_000 });
  return { payee, payer, service };
}

async function summary(a: TActor, side: 'invoices' | 'bills') {
  const res = await act(a, 'GET', `/api/billing/${side}/summary`);
  expect(res.status, res.text).toBe(200);
  return res.body as { unpaidCents: number; paidLast30DaysCents: number };
}

async function freeIds(a: TActor, payeeId: string, payerId: string, extra = '') {
  const res = await act(a, 'GET', `/api/billing/service-logs/free?payeeId=${payeeId}&payerId=${payerId}${extra}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.data as { id: string }[]).map((l) => l.id);
}

/** The PDFs stored under a payee's prefix of the files bucket (read from s3rver directly). */
async function storedPdfs(payeeId: string): Promise<string[]> {
  const env = stackEnv();
  const s3 = new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    forcePathStyle: true,
  });
  const out = await s3.send(new ListObjectsV2Command({ Bucket: env.BUCKET_NAME, Prefix: `ws/${payeeId}/invoices/` }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

async function downloadPdf(a: TActor, documentId: string): Promise<Buffer> {
  const res = await act(a, 'GET', `/api/billing/documents/${documentId}`);
  expect(res.status, res.text).toBe(200);
  const got = await fetch(res.body.url);
  expect(got.status).toBe(200);
  expect(got.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await got.arrayBuffer());
}

describe('services catalogue', () => {
  it('seeds a catalogue a newcomer sees: Bookkeeping at $45.00 for Jane, and services for Acme', async () => {
    const mine = await act(await jane(), 'GET', '/api/billing/services');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: DEMO_IDS.janeBookkeeping, name: 'Bookkeeping', priceCents: 4500, active: true })]));
    const theirs = await act(await acme(), 'GET', '/api/billing/services');
    expect(theirs.body.data.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([DEMO_IDS.acmeMaintenance, DEMO_IDS.acmeSupplies]));
  });

  it('creates, filters, edits and disables a service of the own workspace; the edit is audited', async () => {
    const a = await newPerson();
    const created = await createService(a, { name: 'Payroll run', priceCents: 12_345, salable: true, salesRate: 0.0888, description: 'Per run' });
    expect(created).toMatchObject({ holderId: a.ws, active: true, priceCents: 12_345, salable: true, scheduled: false, taxExempt: false, coefficient: 1 });
    await createService(a, { name: 'Bookkeeping' });

    const byName = await act(a, 'GET', '/api/billing/services?name=payroll');
    expect(byName.body.data.map((s: { id: string }) => s.id)).toEqual([created.id]);

    const edited = await act(a, 'PUT', `/api/billing/services/${created.id}`, { name: 'Payroll run (weekly)', priceCents: 15_000, scheduled: true });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, name: 'Payroll run (weekly)', priceCents: 15_000, scheduled: true, salable: false, active: true });
    expect((await act(a, 'GET', `/api/billing/services/${created.id}`)).body.name).toBe('Payroll run (weekly)');

    const disabled = await act(a, 'DELETE', `/api/billing/services/${created.id}`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.active).toBe(false);
    const active = await act(a, 'GET', '/api/billing/services?active=true');
    expect(active.body.data.map((s: { name: string }) => s.name)).toEqual(['Bookkeeping']);
    const inactive = await act(a, 'GET', '/api/billing/services?active=false');
    expect(inactive.body.data.map((s: { id: string }) => s.id)).toEqual([created.id]);

    const events = await auditEvents(a.ws);
    for (const event of ['SERVICE_CREATED', 'SERVICE_UPDATED', 'SERVICE_DISABLED']) {
      expect(events.find((e) => e.event === event && e.props.serviceId === created.id)?.success, event).toBe(true);
    }
  });

  it('lets only the holder see, edit or disable a service: another workspace gets 404 and nothing changes', async () => {
    const holder = await newPerson();
    const service = await createService(holder, { name: 'Private', priceCents: 100 });
    const other = await john();
    for (const [method, body] of [['GET'], ['PUT', { name: 'Taken over', priceCents: 1 }], ['DELETE']] as const) {
      const res = await act(other, method, `/api/billing/services/${service.id}`, body);
      expect(res.status, method).toBe(404);
      expect(res.body.systemCode).toBe('no_record');
      expect(res.text).not.toContain('Private');
    }
    expect((await act(holder, 'GET', `/api/billing/services/${service.id}`)).body).toMatchObject({ name: 'Private', priceCents: 100, active: true });
  });

  it.each([
    ['an empty name', { name: '', priceCents: 100 }, 'name'],
    ['a negative price', { name: 'X', priceCents: -1 }, 'priceCents'],
    ['a price in dollars, not cents', { name: 'X', priceCents: 10.5 }, 'priceCents'],
    ['a sales rate of more than two decimals in percent', { name: 'X', priceCents: 100, salesRate: 0.123456 }, 'salesRate'],
  ])('refuses %s with 400 on the field', async (_why, body, param) => {
    const a = await jane();
    const res = await act(a, 'POST', '/api/billing/services', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ systemCode: 'invalid_request', param });
  });
});

describe('contacts and locations', () => {
  it('finds employment counterparties without creating them: Jane finds Acme Corp, Acme finds Jane but not its staff', async () => {
    const j = await jane();
    const found = await act(j, 'GET', '/api/billing/contacts?query=acme');
    expect(found.status).toBe(200);
    expect(found.body.empty).toBe(false);
    expect(found.body.data).toEqual([expect.objectContaining({ id: ACME_ID, name: 'Acme Corp', source: 'EMPLOYMENT', ref: expect.objectContaining({ id: ACME_ID, type: 'COMPANY' }) })]);

    const a = await acme();
    const contractors = await act(a, 'GET', '/api/billing/contacts?query=jane');
    expect(contractors.body.data).toEqual([
      expect.objectContaining({ id: j.ws, source: 'EMPLOYMENT', ref: expect.objectContaining({ name: 'Jane Contractor', email: 'jane.contractor@example.com' }) }),
    ]);
    // John is Acme's STAFF employee: paid through payroll, not a billing counterparty.
    expect((await act(a, 'GET', '/api/billing/contacts?query=john')).body).toEqual({ data: [], empty: true });
  });

  it("makes every contact a profile of the caller's own, an account's email included, answering only what was typed", async () => {
    const creator = await newPerson();
    const johnWs = personWorkspace(await as('john'));
    const existing = await addContact(creator, 'john.doe@example.com', 'John from Acme');
    // Typing John's email refers to nothing of his (issue 13, findings 4 and 10): a fresh id.
    expect(existing).toMatchObject({ name: 'John from Acme', source: 'CONTACT', ref: { type: 'PERSON', name: 'John from Acme', email: 'john.doe@example.com' } });
    expect(existing.id).toMatch(/^p_/);
    expect(existing.id).not.toBe(johnWs);
    const again = await act(creator, 'POST', '/api/billing/contacts', { name: 'John again', email: 'john.doe@example.com' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ systemCode: 'not_unique', param: 'email' });

    const email = `ivan.${Date.now().toString(36)}@example.com`;
    const made = await addContact(creator, email, 'Иван Петров');
    expect(made.ref).toMatchObject({ type: 'PERSON', name: 'Иван Петров' });
    expect(made.id).toMatch(/^p_/);
    // Another workspace adding the same email gets a profile of its own, under its own name.
    const second = await addContact(await newPerson(), email.toUpperCase(), 'Ivan P.');
    expect(second.ref.id).not.toBe(made.ref.id);
    expect(second.ref.name).toBe('Ivan P.');

    const search = await act(creator, 'GET', '/api/billing/contacts?query=ИВАН');
    expect(search.body.data.map((c: { id: string }) => c.id)).toEqual([made.id]);
    // Another workspace's contacts are its own: John searching the same name finds none of them.
    const theirs = await act(await john(), 'GET', '/api/billing/contacts?query=ИВАН');
    expect(theirs.body).toEqual({ data: [], empty: true });
    // Even the caller's own email is just a private record, never their own workspace.
    const own = await addContact(creator, creator.email, 'Myself');
    expect(own.id).not.toBe(creator.ws);
  });

  it.each([
    ['a name under 3 characters', { name: 'Al', email: 'al@example.com' }, 'name'],
    ['an invalid email', { name: 'Alice', email: 'not-an-email' }, 'email'],
    ['no email', { name: 'Alice' }, 'email'],
  ])('refuses a contact with %s', async (_why, body, param) => {
    const res = await act(await jane(), 'POST', '/api/billing/contacts', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ systemCode: 'invalid_request', param });
  });

  it('lists addresses, branches and projects of a pair, creates an address, and keeps them to the pair', async () => {
    const j = await jane();
    const query = `/api/billing/locations?executorId=${j.ws}&contactId=${ACME_ID}`;
    const before = await act(j, 'GET', query);
    expect(before.status, before.text).toBe(200);
    expect(before.body.branches).toEqual([expect.objectContaining({ kind: 'BRANCH', id: DEMO_IDS.acmeBranch, label: 'Brooklyn branch' })]);
    // Acme's projects: the demo's two ('Mobile app' too) and any another test made meanwhile.
    expect(before.body.projects).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'PROJECT', id: DEMO_IDS.acmeProject, label: 'Website relaunch' })]));

    const address = { address1: '10 Main Street', city: 'Albany', state: 'NY', zipCode: '12207-1234' };
    const created = await act(j, 'POST', '/api/billing/locations', { executorId: j.ws, contactId: ACME_ID, address });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ kind: 'ADDRESS', label: '10 Main Street, Albany, NY 12207-1234' });
    const after = await act(j, 'GET', query);
    expect(after.body.addresses.map((l: { id: string }) => l.id)).toContain(created.body.id);
    // The employer sees the same pair's locations from its side.
    const fromAcme = await act(await acme(), 'GET', query);
    expect(fromAcme.body.addresses.map((l: { id: string }) => l.id)).toContain(created.body.id);

    // A third workspace may not read the pair; Jane may not read a stranger's branches.
    const third = await act(await john(), 'GET', query);
    expect(third.status).toBe(403);
    expect(third.body.systemCode).toBe(40011);
    const stranger = await act(j, 'GET', `/api/billing/locations?executorId=${j.ws}&contactId=${personWorkspace(await as('john'))}`);
    expect(stranger.status).toBe(404);

    const bad = await act(j, 'POST', '/api/billing/locations', { executorId: j.ws, contactId: ACME_ID, address: { ...address, zipCode: '12' } });
    expect(bad.status).toBe(400);
    expect(bad.body.param).toBe('address.zipCode');
  });
});

describe('service logs', () => {
  it('computes the amounts in integer cents, with sales tax on salable services', async () => {
    const j = await jane();
    const salable = await createService(j, { name: 'Supplies resale', priceCents: 4500, salable: true });
    const log = await createLog(j, j.ws, ACME_ID, salable.id, { priceCents: 4500, quantity: 1.5, salesRate: 0.0888, startAt: `${TODAY}T09:00:00Z`, endAt: `${TODAY}T10:30:00Z` });
    expect(log).toMatchObject({ grossCents: 6750, taxCents: 599, totalCents: 7349 });
    expect(lineAmounts({ priceCents: 4500, quantity: 1.5, salable: true, salesRate: 0.0888 })).toEqual({ grossCents: 6750, taxCents: 599, totalCents: 7349 });

    const plain = await createService(j, { name: 'Advice', priceCents: 999, salesRate: 0.1 });
    const untaxed = await createLog(j, j.ws, ACME_ID, plain.id, { priceCents: 999, quantity: 1, salesRate: 0.1 });
    expect(untaxed).toMatchObject({ grossCents: 999, taxCents: 0, totalCents: 999 });
    expect(untaxed).not.toHaveProperty('salesRate');

    const exempt = await createService(j, { name: 'Exempt goods', priceCents: 1000, salable: true, taxExempt: true });
    expect(await createLog(j, j.ws, ACME_ID, exempt.id, { priceCents: 1000, quantity: 1 })).toMatchObject({ taxCents: 0, totalCents: 1000 });
  });

  it('applies the form rules of spec 001 §5 on the server', async () => {
    const j = await jane();
    const scheduled = await createService(j, { name: 'Scheduled session', priceCents: 1000, scheduled: true });
    const salable = await createService(j, { name: 'Goods', priceCents: 1000, salable: true });
    const plain = await createService(j, { name: 'Hourly', priceCents: 1000 });
    const post = (serviceId: string, body: Record<string, unknown>) =>
      act(j, 'POST', '/api/billing/service-logs', logBody(j.ws, ACME_ID, serviceId, body));

    const noTimes = await post(scheduled.id, {});
    expect(noTimes.status).toBe(400);
    expect(noTimes.body).toMatchObject({ systemCode: 'invalid_request', param: 'startAt' });
    expect(Object.keys(noTimes.body.fieldErrors).sort()).toEqual(['endAt', 'startAt']);

    const many = await post(plain.id, { quantity: 2 });
    expect(many.status).toBe(400);
    expect(many.body.param).toBe('startAt');
    expect((await post(plain.id, { quantity: 1 })).status).toBe(201);

    const backwards = await post(plain.id, { quantity: 2, startAt: `${TODAY}T12:00:00Z`, endAt: `${TODAY}T11:00:00Z` });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ systemCode: 40039, param: 'endAt' });
    const equal = await post(plain.id, { quantity: 2, startAt: `${TODAY}T12:00:00Z`, endAt: `${TODAY}T12:00:00Z` });
    expect(equal.body).toMatchObject({ systemCode: 40039, param: 'endAt' });

    const noRate = await post(salable.id, {});
    expect(noRate.status).toBe(400);
    expect(noRate.body).toMatchObject({ systemCode: 'invalid_request', param: 'salesRate' });
    const withLocation = await post(salable.id, { location: { kind: 'BRANCH', id: DEMO_IDS.acmeBranch } });
    expect(withLocation.status, withLocation.text).toBe(201);
    expect(withLocation.body).toMatchObject({ location: { kind: 'BRANCH', label: 'Brooklyn branch' }, taxCents: 0 });
    const unknownLocation = await post(salable.id, { salesRate: 0.05, location: { kind: 'ADDRESS', id: 'nope' } });
    expect(unknownLocation.status).toBe(404);
    expect(unknownLocation.body.param).toBe('location');

    for (const [body, param] of [
      [{ quantity: -1 }, 'quantity'],
      [{ priceCents: undefined }, 'priceCents'],
      [{ date: undefined }, 'date'],
      [{ date: '2026-13-01' }, 'date'],
    ] as const) {
      const res = await post(plain.id, body);
      expect(res.status, param).toBe(400);
      expect(res.body.param).toBe(param);
    }
    expect((await post(plain.id, { quantity: 0 })).status).toBe(201);
    const unknownService = await post('01KAZZ00000000000000NOSERV', {});
    expect(unknownService.status).toBe(404);
    expect(unknownService.body.param).toBe('serviceId');
  });

  it('records for a counterparty only; the employer side assigns to its own contractor only', async () => {
    const j = await jane();
    const service = await createService(j, { name: 'Design', priceCents: 5000 });
    const johnWs = personWorkspace(await as('john'));
    const stranger = await act(j, 'POST', '/api/billing/service-logs', logBody(j.ws, johnWs, service.id));
    expect(stranger.status).toBe(404);
    expect(stranger.body.param).toBe('recipientId');
    const self = await act(j, 'POST', '/api/billing/service-logs', logBody(j.ws, j.ws, service.id));
    expect(self.status).toBe(400);
    const forOthers = await act(j, 'POST', '/api/billing/service-logs', logBody(ACME_ID, johnWs, service.id));
    expect(forOthers.status).toBe(403);

    const a = await acme();
    const assigned = await act(a, 'POST', '/api/billing/service-logs', logBody(j.ws, ACME_ID, DEMO_IDS.acmeMaintenance, { priceCents: 8000 }));
    expect(assigned.status, assigned.text).toBe(201);
    expect(assigned.body).toMatchObject({ executor: { id: j.ws }, recipient: { id: ACME_ID, name: 'Acme Corp' }, title: 'Website maintenance' });
    const staff = await act(a, 'POST', '/api/billing/service-logs', logBody(johnWs, ACME_ID, DEMO_IDS.acmeMaintenance));
    expect(staff.status).toBe(404);
    expect(staff.body.param).toBe('executorId');

    // Both sides list it; the recipient reads it, but only the executor edits or disables it.
    const provided = await act(j, 'GET', `/api/billing/service-logs?side=CONTRACTOR&counterpartyId=${ACME_ID}&size=100`);
    expect(provided.body.data.map((l: { id: string }) => l.id)).toContain(assigned.body.id);
    const received = await act(a, 'GET', '/api/billing/service-logs?side=EMPLOYER&size=100');
    expect(received.body.data.map((l: { id: string }) => l.id)).toContain(assigned.body.id);
    expect((await act(a, 'GET', `/api/billing/service-logs/${assigned.body.id}`)).status).toBe(200);
    const byRecipient = await act(a, 'PUT', `/api/billing/service-logs/${assigned.body.id}`, logBody(j.ws, ACME_ID, DEMO_IDS.acmeMaintenance, { priceCents: 1 }));
    expect(byRecipient.status).toBe(403);
    expect((await act(a, 'DELETE', `/api/billing/service-logs/${assigned.body.id}`)).status).toBe(403);
    const edited = await act(j, 'PUT', `/api/billing/service-logs/${assigned.body.id}`, logBody(j.ws, ACME_ID, DEMO_IDS.acmeMaintenance, { priceCents: 9000, quantity: 1, description: 'Fixed the footer' }));
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ priceCents: 9000, totalCents: 9000, description: 'Fixed the footer' });

    // Recent services of the pair: the service of either side's catalogue that was used.
    const recent = await act(j, 'GET', `/api/billing/services/recent?counterpartyId=${ACME_ID}`);
    expect(recent.body.data.map((s: { id: string }) => s.id)).toContain(DEMO_IDS.acmeMaintenance);

    const third = await john();
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await act(third, method, `/api/billing/service-logs/${assigned.body.id}`);
      expect(res.status, method).toBe(404);
    }
  });

  it('disables softly, lists with filters and pages, and refuses to change the parties', async () => {
    const { payee, payer, service } = await newPair();
    const logs = [];
    for (const date of ['2026-03-01', '2026-03-05', '2026-03-09']) logs.push(await createLog(payee, payee.ws, payer.ws, service.id, { date }));
    const disabled = await act(payee, 'DELETE', `/api/billing/service-logs/${logs[0]!.id}`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.active).toBe(false);
    const editDisabled = await act(payee, 'PUT', `/api/billing/service-logs/${logs[0]!.id}`, logBody(payee.ws, payer.ws, service.id));
    expect(editDisabled.status).toBe(409);

    const all = await act(payee, 'GET', '/api/billing/service-logs?side=CONTRACTOR');
    expect(all.body.data.map((l: { id: string }) => l.id)).toEqual([logs[2]!.id, logs[1]!.id, logs[0]!.id]);
    const active = await act(payee, 'GET', '/api/billing/service-logs?side=CONTRACTOR&active=true');
    expect(active.body.data).toHaveLength(2);
    const ranged = await act(payee, 'GET', `/api/billing/service-logs?side=CONTRACTOR&counterpartyId=${payer.ws}&startDate=2026-03-04&endDate=2026-03-09`);
    expect(ranged.body.data.map((l: { id: string }) => l.id)).toEqual([logs[2]!.id, logs[1]!.id]);
    const first = await act(payee, 'GET', '/api/billing/service-logs?side=CONTRACTOR&size=2');
    expect(first.body.data).toHaveLength(2);
    const next = await act(payee, 'GET', `/api/billing/service-logs?side=CONTRACTOR&size=2&cursor=${first.body.nextCursor}`);
    expect(next.body.data.map((l: { id: string }) => l.id)).toEqual([logs[0]!.id]);
    const forged = await act(payee, 'GET', `/api/billing/service-logs?side=CONTRACTOR&cursor=${Buffer.from(JSON.stringify({ PK: `WS#${ACME_ID}`, SK: 'LOG#0' })).toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(forged.body.param).toBe('cursor');

    const moved = await act(payee, 'PUT', `/api/billing/service-logs/${logs[1]!.id}`, logBody(payee.ws, ACME_ID, service.id));
    expect(moved.status).toBe(400);
    expect(moved.body.param).toBe('recipientId');
    // The recipient lists what it received.
    const received = await act(payer, 'GET', '/api/billing/service-logs?side=EMPLOYER');
    expect(received.body.data).toHaveLength(3);
  });
});

describe('invoices and drafts', () => {
  it('refuses the same profile as payee and payer, and a draft without services', async () => {
    const j = await jane();
    const same = await act(j, 'POST', '/api/billing/invoices/drafts', { payerId: j.ws, serviceLogIds: ['x'], invoiceDate: TODAY });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ systemCode: 'invalid_request', param: 'payerId', message: 'Payee and Payer cannot be the same' });
    const none = await act(j, 'POST', '/api/billing/invoices/drafts', { payerId: ACME_ID, serviceLogIds: [], invoiceDate: TODAY });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ param: 'serviceLogIds', message: 'Please select services' });
    const dueDays = await act(j, 'POST', '/api/billing/invoices', { payerId: ACME_ID, serviceLogIds: ['x'], invoiceDate: TODAY, dueDays: 10 });
    expect(dueDays.status).toBe(400);
    expect(dueDays.body.param).toBe('dueDays');
    const bill = await act(await acme(), 'POST', '/api/billing/bills', { payeeId: ACME_ID, serviceLogIds: ['x'], invoiceDate: TODAY });
    expect(bill.body).toMatchObject({ param: 'payeeId', message: 'Payee and Payer cannot be the same' });
  });

  it('saves a draft, continues it, and publishes it: PENDING_PAYMENT, a number, a PDF; only the payee sees the draft', async () => {
    const { payee, payer, service } = await newPair();
    const [a, b, c] = [
      await createLog(payee, payee.ws, payer.ws, service.id, { date: '2026-04-02', quantity: 1 }),
      await createLog(payee, payee.ws, payer.ws, service.id, { date: '2026-04-01', quantity: 0.5 }),
      await createLog(payee, payee.ws, payer.ws, service.id, { date: '2026-04-03', quantity: 1 }),
    ];
    const saved = await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [a!.id, b!.id], invoiceDate: '2026-04-10' });
    expect(saved.status, saved.text).toBe(201);
    const draft = saved.body as Invoice & { dueDays: number; dueDate: string; startDate: string; endDate: string };
    expect(draft).toMatchObject({ status: 'DRAFT', dueDays: 7, dueDate: '2026-04-17', startDate: '2026-04-01', endDate: '2026-04-02', subtotalCents: 15_000, taxCents: 0, totalCents: 15_000 });
    expect(draft.invoiceNumber).toBeUndefined();
    expect(draft.items.map((i) => i.id)).toEqual([b!.id, a!.id]);
    expect(draft.items.every((i) => i.invoiceId === draft.id && i.invoiceStatus === 'DRAFT')).toBe(true);

    const drafts = await act(payee, 'GET', '/api/billing/invoices?status=DRAFT&size=100');
    expect(drafts.body.data.map((i: Invoice) => i.id)).toEqual([draft.id]);
    expect((await act(payee, 'GET', '/api/billing/invoices?excludeStatus=DRAFT&size=10')).body.data).toEqual([]);
    // The payer never sees a draft, and cannot act on it.
    expect((await act(payer, 'GET', `/api/billing/invoices/${draft.id}`)).status).toBe(404);
    expect((await act(payer, 'GET', '/api/billing/bills')).body.data).toEqual([]);
    for (const [method, path] of [['PUT', `/api/billing/invoices/drafts/${draft.id}`], ['POST', `/api/billing/invoices/drafts/${draft.id}/publish`], ['DELETE', `/api/billing/invoices/drafts/${draft.id}`]] as const) {
      const res = await act(payer, method, path, method === 'PUT' ? { payerId: payee.ws, serviceLogIds: [a!.id], invoiceDate: TODAY } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // The picker offers the draft's own logs only when editing that draft.
    expect(await freeIds(payee, payee.ws, payer.ws)).toEqual([c!.id]);
    expect((await freeIds(payee, payee.ws, payer.ws, `&invoiceId=${draft.id}`)).sort()).toEqual([a!.id, b!.id, c!.id].sort());

    // Continue: drop b, add c, 30 days.
    const continued = await act(payee, 'PUT', `/api/billing/invoices/drafts/${draft.id}`, { payerId: payer.ws, serviceLogIds: [a!.id, c!.id], invoiceDate: '2026-04-10', dueDays: 30 });
    expect(continued.status, continued.text).toBe(200);
    expect(continued.body).toMatchObject({ status: 'DRAFT', dueDate: '2026-05-10', totalCents: 20_000 });
    expect(await freeIds(payee, payee.ws, payer.ws)).toEqual([b!.id]);

    // A log on a draft may still be edited by its executor; the draft follows.
    const edited = await act(payee, 'PUT', `/api/billing/service-logs/${c!.id}`, logBody(payee.ws, payer.ws, service.id, { date: '2026-04-03', priceCents: 20_000 }));
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ invoiceId: draft.id, invoiceStatus: 'DRAFT', totalCents: 20_000 });
    expect((await act(payee, 'GET', `/api/billing/invoices/${draft.id}`)).body.totalCents).toBe(30_000);
    // …but not disabled while on it.
    const disableOnDraft = await act(payee, 'DELETE', `/api/billing/service-logs/${c!.id}`);
    expect(disableOnDraft.status).toBe(409);
    expect(disableOnDraft.body).toMatchObject({ systemCode: 'invalid_state', param: 'id' });

    const published = await act(payee, 'POST', `/api/billing/invoices/drafts/${draft.id}/publish`);
    expect(published.status, published.text).toBe(200);
    const invoice = published.body as Invoice & { publishedAt: string };
    expect(invoice).toMatchObject({ id: draft.id, status: 'PENDING_PAYMENT', invoiceNumber: 1, totalCents: 30_000, document: { fileName: 'Invoice-1.pdf' } });
    expect(invoice.items.every((i) => i.invoiceStatus === 'ISSUED')).toBe(true);
    expect((await act(payee, 'GET', '/api/billing/invoices?status=DRAFT&size=100')).body.data).toEqual([]);
    expect((await act(payee, 'GET', '/api/billing/invoices?excludeStatus=DRAFT&size=10')).body.data.map((i: Invoice) => i.id)).toEqual([draft.id]);
    expect((await act(payer, 'GET', '/api/billing/bills')).body.data.map((i: Invoice) => i.id)).toEqual([draft.id]);
    expect((await act(payer, 'GET', `/api/billing/invoices/${draft.id}`)).body.status).toBe('PENDING_PAYMENT');

    // Issued: read-only, and no longer a draft.
    const lockedEdit = await act(payee, 'PUT', `/api/billing/service-logs/${a!.id}`, logBody(payee.ws, payer.ws, service.id, { priceCents: 1 }));
    expect(lockedEdit.status).toBe(409);
    expect(lockedEdit.body).toMatchObject({ systemCode: 'invalid_state', message: 'A service log on an issued invoice cannot be edited' });
    expect((await act(payee, 'POST', `/api/billing/invoices/drafts/${draft.id}/publish`)).body.systemCode).toBe('invalid_state');
    expect((await act(payee, 'DELETE', `/api/billing/invoices/drafts/${draft.id}`)).body.systemCode).toBe('invalid_state');
    expect((await act(payee, 'PUT', `/api/billing/invoices/drafts/${draft.id}`, { payerId: payer.ws, serviceLogIds: [b!.id], invoiceDate: TODAY })).status).toBe(409);

    // Recent contacts on both sides.
    expect((await act(payee, 'GET', '/api/billing/contacts/recent?side=INVOICE')).body.data.map((c: { id: string }) => c.id)).toEqual([payer.ws]);
    expect((await act(payer, 'GET', '/api/billing/contacts/recent?side=BILL')).body.data.map((c: { id: string }) => c.id)).toEqual([payee.ws]);

    const events = await auditEvents(payee.ws, 200);
    for (const event of ['INVOICE_DRAFT_SAVED', 'INVOICE_PUBLISHED', 'SERVICE_LOG_UPDATED']) {
      expect(events.some((e) => e.event === event && e.success && e.props.invoiceId === draft.id), event).toBe(true);
    }
    expect(events.find((e) => e.event === 'INVOICE_PUBLISHED' && e.success)?.props.invoiceNumber).toBe(1);
  });

  it('deletes a draft and frees its logs; only the payee may', async () => {
    const { payee, payer, service } = await newPair();
    const log = await createLog(payee, payee.ws, payer.ws, service.id);
    const draft = (await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [log.id], invoiceDate: TODAY })).body as Invoice;
    expect(await freeIds(payee, payee.ws, payer.ws)).toEqual([]);
    const other = await john();
    expect((await act(other, 'DELETE', `/api/billing/invoices/drafts/${draft.id}`)).status).toBe(404);
    const deleted = await act(payee, 'DELETE', `/api/billing/invoices/drafts/${draft.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect(await freeIds(payee, payee.ws, payer.ws)).toEqual([log.id]);
    expect((await act(payee, 'GET', `/api/billing/service-logs/${log.id}`)).body.invoiceId).toBeUndefined();
    expect((await act(payee, 'GET', `/api/billing/invoices/${draft.id}`)).status).toBe(404);
    expect((await auditEvents(payee.ws)).some((e) => e.event === 'INVOICE_DRAFT_DELETED' && e.props.invoiceId === draft.id)).toBe(true);
  });

  it('refuses a log already on another invoice with 409 service_log_invoiced, writing nothing', async () => {
    const { payee, payer, service } = await newPair();
    const taken = await createLog(payee, payee.ws, payer.ws, service.id);
    const free = await createLog(payee, payee.ws, payer.ws, service.id);
    const first = await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [taken.id], invoiceDate: TODAY });
    expect(first.status).toBe(201);
    for (const path of ['/api/billing/invoices/drafts', '/api/billing/invoices']) {
      const res = await act(payee, 'POST', path, { payerId: payer.ws, serviceLogIds: [free.id, taken.id], invoiceDate: TODAY });
      expect(res.status, path).toBe(409);
      expect(res.body).toMatchObject({ systemCode: 'service_log_invoiced', param: 'serviceLogIds' });
    }
    // Nothing half-written: the free log is still free, one draft, no invoice, no number used.
    expect(await freeIds(payee, payee.ws, payer.ws)).toEqual([free.id]);
    expect((await act(payee, 'GET', '/api/billing/invoices?status=DRAFT&size=100')).body.data).toHaveLength(1);
    expect((await act(payee, 'GET', '/api/billing/invoices?excludeStatus=DRAFT')).body.data).toEqual([]);
    const next = await act(payee, 'POST', '/api/billing/invoices', { payerId: payer.ws, serviceLogIds: [free.id], invoiceDate: TODAY });
    expect(next.body.invoiceNumber).toBe(1);
    // A log for another payer, or not the payee's at all.
    const acmeLog = await createLog(await jane(), personWorkspace(await as('jane')), ACME_ID, DEMO_IDS.janeBookkeeping);
    const foreign = await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [acmeLog.id], invoiceDate: TODAY });
    expect(foreign.status).toBe(404);
  });

  it('leaves a draft as it was when saving it again names a log on another draft', async () => {
    const { payee, payer, service } = await newPair();
    const [x, y] = [await createLog(payee, payee.ws, payer.ws, service.id), await createLog(payee, payee.ws, payer.ws, service.id, { priceCents: 5000 })];
    const a = (await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [x.id], invoiceDate: TODAY })).body as Invoice;
    const b = (await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [y.id], invoiceDate: TODAY })).body as Invoice;
    const res = await act(payee, 'PUT', `/api/billing/invoices/drafts/${a.id}`, { payerId: payer.ws, serviceLogIds: [x.id, y.id], invoiceDate: TODAY, dueDays: 30 });
    expect(res.status).toBe(409);
    expect(res.body.systemCode).toBe('service_log_invoiced');
    const stored = (await act(payee, 'GET', `/api/billing/invoices/${a.id}`)).body as Invoice & { dueDays: number };
    expect(stored).toMatchObject({ dueDays: 7, totalCents: 10_000 });
    expect(stored.items.map((i) => i.id)).toEqual([x.id]);
    expect((await act(payee, 'GET', `/api/billing/service-logs/${y.id}`)).body.invoiceId).toBe(b.id);
    // A payer id that names no profile.
    const unknown = await act(payee, 'PUT', `/api/billing/invoices/drafts/${a.id}`, { payerId: 'p_01KAZZ00000000000000NQBQDY', serviceLogIds: [x.id], invoiceDate: TODAY });
    expect(unknown.status).toBe(404);
    expect(unknown.body.param).toBe('payerId');
  });

  it('numbers invoices uniquely and without gaps per payee, also when published at once', async () => {
    const { payee, payer, service } = await newPair();
    const logs = await Promise.all([1, 2, 3, 4, 5].map(() => createLog(payee, payee.ws, payer.ws, service.id)));
    const drafts = [];
    for (const log of logs) {
      drafts.push((await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [log.id], invoiceDate: TODAY })).body as Invoice);
    }
    const published = await Promise.all(drafts.map((d) => act(payee, 'POST', `/api/billing/invoices/drafts/${d.id}/publish`)));
    for (const res of published) expect(res.status, res.text).toBe(200);
    expect(published.map((r) => r.body.invoiceNumber).sort()).toEqual([1, 2, 3, 4, 5]);
    // Another payee counts from 1 on its own.
    const other = await newPair();
    expect((await publishedInvoice(other.payee, other.payer.ws, other.service.id)).invoiceNumber).toBe(1);
    expect((await publishedInvoice(payee, payer.ws, service.id)).invoiceNumber).toBe(6);
  });

  it('makes a PDF that the payee and the payer download, and no one else', async () => {
    const payee = await newPerson('Пётр', 'Иванов');
    const payerEmail = `olga.${Date.now().toString(36)}@example.com`;
    const payer = await addContact(payee, payerEmail, 'Ольга Смирнова');
    const service = await createService(payee, { name: 'Бухгалтерские услуги', priceCents: 4500 });
    const invoice = await publishedInvoice(payee, payer.id, service.id, 2, { description: 'Январь — отчётность' });
    expect(invoice.payer).toMatchObject({ id: payer.id, name: 'Ольга Смирнова' });
    const bytes = await downloadPdf(payee, invoice.document!.id);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Invoice ${invoice.invoiceNumber}`);
    expect(pdf.getAuthor()).toBe('Пётр Иванов');
    expect(pdf.getPageCount()).toBe(1);

    // Acme's bill from Jane: both sides download it; John (a third workspace) cannot.
    const j = await jane();
    const bill = await publishedInvoice(j, ACME_ID, DEMO_IDS.janeBookkeeping);
    expect((await downloadPdf(await acme(), bill.document!.id)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect((await downloadPdf(j, bill.document!.id)).length).toBeGreaterThan(1000);
    const third = await act(await john(), 'GET', `/api/billing/documents/${bill.document!.id}`);
    expect(third.status).toBe(404);
    expect(third.body).not.toHaveProperty('url');
    expect((await act(payee, 'GET', `/api/billing/documents/${bill.document!.id}`)).status).toBe(404);
  });

  it('fits many items on several PDF pages', async () => {
    const { payee, payer, service } = await newPair();
    const invoice = await publishedInvoice(payee, payer.ws, service.id, 45);
    expect(invoice.items).toHaveLength(45);
    const pdf = await PDFDocument.load(await downloadPdf(payee, invoice.document!.id));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });
});

describe('bills: paid, voided and the summaries', () => {
  it('moves the unpaid and paid-in-30-days figures of both sides on publish, paid and void; void frees the logs', async () => {
    const { payee, payer, service } = await newPair();
    const zero = { unpaidCents: 0, paidLast30DaysCents: 0 };
    expect(await summary(payee, 'invoices')).toEqual(zero);
    expect(await summary(payer, 'bills')).toEqual(zero);

    const first = await publishedInvoice(payee, payer.ws, service.id, 2);
    const second = await publishedInvoice(payee, payer.ws, service.id, 1, { priceCents: 2550 });
    expect(first.totalCents).toBe(20_000);
    expect(second.totalCents).toBe(2550);
    expect(await summary(payee, 'invoices')).toEqual({ unpaidCents: 22_550, paidLast30DaysCents: 0 });
    expect(await summary(payer, 'bills')).toEqual({ unpaidCents: 22_550, paidLast30DaysCents: 0 });
    // The other side of each is untouched.
    expect(await summary(payee, 'bills')).toEqual(zero);
    expect(await summary(payer, 'invoices')).toEqual(zero);

    // Only the payer marks it paid: the payee is refused, a stranger does not find it.
    const byPayee = await act(payee, 'PUT', `/api/billing/bills/${first.id}/complete`);
    expect(byPayee.status).toBe(403);
    expect(byPayee.body.systemCode).toBe(40011);
    expect((await act(await john(), 'PUT', `/api/billing/bills/${first.id}/complete`)).status).toBe(404);

    const paid = await act(payer, 'PUT', `/api/billing/bills/${first.id}/complete`);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'COMPLETED', paidAt: expect.any(String) });
    expect(await summary(payee, 'invoices')).toEqual({ unpaidCents: 2550, paidLast30DaysCents: 20_000 });
    expect(await summary(payer, 'bills')).toEqual({ unpaidCents: 2550, paidLast30DaysCents: 20_000 });

    const voided = await act(payer, 'PUT', `/api/billing/bills/${second.id}/decline`);
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.status).toBe('VOIDED');
    expect(await summary(payee, 'invoices')).toEqual({ unpaidCents: 0, paidLast30DaysCents: 20_000 });
    expect(await summary(payer, 'bills')).toEqual({ unpaidCents: 0, paidLast30DaysCents: 20_000 });

    // Voiding freed its log for another invoice; paying did not free the paid ones.
    expect(await freeIds(payee, payee.ws, payer.ws)).toEqual([second.items[0]!.id]);
    const reissued = await act(payee, 'POST', '/api/billing/invoices', { payerId: payer.ws, serviceLogIds: [second.items[0]!.id], invoiceDate: TODAY });
    expect(reissued.status).toBe(201);
    expect(reissued.body.invoiceNumber).toBe(3);

    // COMPLETED and VOIDED take no further action.
    for (const [id, action] of [[first.id, 'decline'], [first.id, 'complete'], [second.id, 'complete']] as const) {
      const res = await act(payer, 'PUT', `/api/billing/bills/${id}/${action}`);
      expect(res.status).toBe(409);
      expect(res.body.systemCode).toBe('invalid_state');
    }
    const list = await act(payee, 'GET', '/api/billing/invoices?excludeStatus=DRAFT');
    expect(list.body.data.map((i: Invoice) => i.status)).toEqual(['PENDING_PAYMENT', 'VOIDED', 'COMPLETED']);
    const onlyPaid = await act(payee, 'GET', '/api/billing/invoices?status=COMPLETED');
    expect(onlyPaid.body.data.map((i: Invoice) => i.id)).toEqual([first.id]);
    const events = await auditEvents(payer.ws, 100);
    expect(events.some((e) => e.event === 'INVOICE_PAID' && e.success && e.props.invoiceId === first.id)).toBe(true);
    expect(events.some((e) => e.event === 'INVOICE_VOIDED' && e.success && e.props.invoiceId === second.id)).toBe(true);
  });

  it("lets the payer create a bill for the payee's free logs: issued at once with the payee's next number", async () => {
    const j = await jane();
    const a = await acme();
    const log = await createLog(a, j.ws, ACME_ID, DEMO_IDS.acmeMaintenance, { priceCents: 8000, quantity: 1 });
    expect(await freeIds(a, j.ws, ACME_ID)).toContain(log.id);
    const res = await act(a, 'POST', '/api/billing/bills', { payeeId: j.ws, serviceLogIds: [log.id], invoiceDate: TODAY, dueDays: 14 });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'PENDING_PAYMENT', payee: { id: j.ws }, payer: { id: ACME_ID }, dueDays: 14, totalCents: 8000 });
    expect(res.body.invoiceNumber).toBeGreaterThan(0);
    expect((await act(j, 'GET', `/api/billing/invoices/${res.body.id}`)).body.invoiceNumber).toBe(res.body.invoiceNumber);
    expect((await act(a, 'GET', '/api/billing/bills?size=100')).body.data.map((b: Invoice) => b.id)).toContain(res.body.id);
    // A payer cannot bill itself for logs it did not receive.
    const other = await newPair();
    const notTheirs = await createLog(other.payee, other.payee.ws, other.payer.ws, other.service.id);
    const refused = await act(a, 'POST', '/api/billing/bills', { payeeId: other.payee.ws, serviceLogIds: [notTheirs.id], invoiceDate: TODAY });
    expect(refused.status).toBe(404);
  });
});

describe('races', () => {
  it('a 50-way race of Paid against Voided on one bill has exactly one winner; the rest get 409', async () => {
    const { payee, payer, service } = await newPair();
    const bill = await publishedInvoice(payee, payer.ws, service.id, 3);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_v, i) => act(payer, 'PUT', `/api/billing/bills/${bill.id}/${i % 2 ? 'complete' : 'decline'}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.systemCode === 'invalid_state')).toBe(true);

    const winner = results.find((r) => r.status === 200)!.body as Invoice;
    const stored = (await act(payer, 'GET', `/api/billing/invoices/${bill.id}`)).body as Invoice;
    expect(stored.status).toBe(winner.status);
    // The summaries moved exactly once.
    const paidCents = winner.status === 'COMPLETED' ? bill.totalCents : 0;
    expect(await summary(payee, 'invoices')).toEqual({ unpaidCents: 0, paidLast30DaysCents: paidCents });
    expect(await summary(payer, 'bills')).toEqual({ unpaidCents: 0, paidLast30DaysCents: paidCents });
    expect((await freeIds(payee, payee.ws, payer.ws)).length).toBe(winner.status === 'VOIDED' ? 3 : 0);
  });

  it('publishing one draft twice at once gives one number and one 409', async () => {
    const { payee, payer, service } = await newPair();
    const log = await createLog(payee, payee.ws, payer.ws, service.id);
    const draft = (await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [log.id], invoiceDate: TODAY })).body as Invoice;
    const results = await Promise.all([1, 2, 3].map(() => act(payee, 'POST', `/api/billing/invoices/drafts/${draft.id}/publish`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.systemCode === 'invalid_state')).toBe(true);
    const winner = results.find((r) => r.status === 200)!.body as Invoice;
    expect(winner.invoiceNumber).toBe(1);
    expect(await summary(payee, 'invoices')).toEqual({ unpaidCents: 10_000, paidLast30DaysCents: 0 });
    // The losers' PDFs were deleted: only the winner's document is stored.
    expect(await storedPdfs(payee.ws)).toEqual([`ws/${payee.ws}/invoices/${winner.document!.id}.pdf`]);
    // The number was taken once: the next invoice is 2.
    expect((await publishedInvoice(payee, payer.ws, service.id)).invoiceNumber).toBe(2);
  });

  it('two drafts racing for one log: one takes it, the other gets 409 service_log_invoiced', async () => {
    const { payee, payer, service } = await newPair();
    const log = await createLog(payee, payee.ws, payer.ws, service.id);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [log.id], invoiceDate: TODAY })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.systemCode === 'service_log_invoiced')).toBe(true);
    expect((await act(payee, 'GET', '/api/billing/invoices?status=DRAFT&size=100')).body.data).toHaveLength(1);
  });
});
