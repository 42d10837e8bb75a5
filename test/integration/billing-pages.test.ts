/**
 * Issue 19 item 7: the billing lists page by number and answer countOfPages (spec 000 §3, §5),
 * 'Create new contact' keeps an address (spec 001 §3), and payer and payee are never the same
 * profile while either may be the workspace's own (spec 001 §4). New people, so no count moves.
 */
import { describe, expect, it } from 'vitest';
import { as, call } from '../support/api.js';
import {
  act,
  contractingCompany,
  createLog,
  createService,
  newPerson,
  publishedInvoice,
  TODAY,
  type TActor,
} from '../support/billing.js';

/** A new person and a new company they contract for (accepted): a pair no other test touches. */
async function newPair() {
  const payee = await newPerson('Page', 'Payee');
  const payer = await contractingCompany(payee, 'Page Payer LLC');
  const service = await createService(payee, { name: 'Paged work', priceCents: 10_000 });
  return { payee, payer, service };
}

type TPage = { data: { id: string }[]; countOfPages: number; nextCursor?: string };

async function list(a: TActor, path: string): Promise<TPage> {
  const res = await act<TPage>(a, 'GET', path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body;
}

/** Every page of a list by number: the ids in order, and every answer's countOfPages. */
async function allPages(a: TActor, path: string) {
  const first = await list(a, `${path}&page=0`);
  const pages = [first];
  for (let page = 1; page < first.countOfPages; page += 1) pages.push(await list(a, `${path}&page=${page}`));
  return { countOfPages: first.countOfPages, counts: pages.map((p) => p.countOfPages), ids: pages.flatMap((p) => p.data.map((i) => i.id)) };
}

describe('numbered pages with countOfPages (spec 000 §3, §5)', () => {
  it('pages the service logs of both sides, the invoices and the bills by number', async () => {
    const { payee, payer, service } = await newPair();
    // An empty list has no page.
    expect(await list(payee, '/api/billing/service-logs?side=CONTRACTOR')).toMatchObject({ data: [], countOfPages: 0 });
    expect(await list(payee, '/api/billing/invoices?excludeStatus=DRAFT')).toMatchObject({ data: [], countOfPages: 0 });
    expect(await list(payer, '/api/billing/bills')).toMatchObject({ data: [], countOfPages: 0 });

    const logs = [];
    for (let i = 0; i < 5; i += 1) logs.push(await createLog(payee, payee.ws, payer.ws, service.id, { date: `2026-05-0${i + 1}` }));
    const newestFirst = logs.map((l) => l.id).reverse();
    const provided = await allPages(payee, '/api/billing/service-logs?side=CONTRACTOR&size=2');
    expect(provided).toEqual({ countOfPages: 3, counts: [3, 3, 3], ids: newestFirst });
    const received = await allPages(payer, '/api/billing/service-logs?side=EMPLOYER&size=2');
    expect(received).toMatchObject({ countOfPages: 3, ids: newestFirst });
    // A page past the end is empty and still says how many there are.
    expect(await list(payee, '/api/billing/service-logs?side=CONTRACTOR&size=2&page=3')).toEqual({ data: [], countOfPages: 3 });
    // Filters count what they match: one disabled log leaves 4 active ones, 2 pages of 2.
    expect((await act(payee, 'DELETE', `/api/billing/service-logs/${logs[0]!.id}`)).status).toBe(200);
    expect(await allPages(payee, '/api/billing/service-logs?side=CONTRACTOR&size=2&active=true')).toMatchObject({
      countOfPages: 2,
      ids: newestFirst.slice(0, 4),
    });
    const byPair = await allPages(payee, `/api/billing/service-logs?side=CONTRACTOR&size=3&counterpartyId=${payer.ws}&startDate=2026-05-02`);
    expect(byPair).toMatchObject({ countOfPages: 2 });
    expect(byPair.ids).toHaveLength(4);
    // A cursor still pages on from where an answer ended, with the same page count.
    const first = await list(payee, '/api/billing/service-logs?side=CONTRACTOR&size=2');
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await list(payee, `/api/billing/service-logs?side=CONTRACTOR&size=2&cursor=${first.nextCursor}`);
    expect(next).toMatchObject({ countOfPages: 3 });
    expect(next.data.map((l) => l.id)).toEqual(newestFirst.slice(2, 4));
    expect((await list(payee, '/api/billing/service-logs?side=CONTRACTOR&size=2&page=2')).nextCursor).toBeUndefined();

    // Three invoices of one log each, newest first: 2 pages of 2 on both sides.
    const invoices = [];
    for (let i = 0; i < 3; i += 1) invoices.push(await publishedInvoice(payee, payer.ws, service.id));
    const newestInvoices = invoices.map((i) => i.id).reverse();
    expect(await allPages(payee, '/api/billing/invoices?excludeStatus=DRAFT&size=2')).toEqual({ countOfPages: 2, counts: [2, 2], ids: newestInvoices });
    expect(await allPages(payer, '/api/billing/bills?size=2')).toEqual({ countOfPages: 2, counts: [2, 2], ids: newestInvoices });
    // One status: one paid bill is one page.
    expect((await act(payer, 'PUT', `/api/billing/bills/${invoices[0]!.id}/complete`)).status).toBe(200);
    expect(await allPages(payee, '/api/billing/invoices?status=COMPLETED&size=2')).toMatchObject({ countOfPages: 1, ids: [invoices[0]!.id] });
    expect(await allPages(payee, '/api/billing/invoices?status=PENDING_PAYMENT&size=1')).toMatchObject({ countOfPages: 2 });
    // Drafts are a list of their own.
    const free = await createLog(payee, payee.ws, payer.ws, service.id);
    expect((await act(payee, 'POST', '/api/billing/invoices/drafts', { payerId: payer.ws, serviceLogIds: [free.id], invoiceDate: TODAY })).status).toBe(201);
    expect(await list(payee, '/api/billing/invoices?status=DRAFT&size=100')).toMatchObject({ countOfPages: 1 });
    expect(await list(payee, '/api/billing/invoices?status=DRAFT&excludeStatus=DRAFT')).toEqual({ data: [], countOfPages: 0 });
    // A page number out of bounds is the caller's mistake.
    const bad = await act(payee, 'GET', '/api/billing/bills?page=-1');
    expect(bad.status, bad.text).toBe(400);
    expect(bad.body).toMatchObject({ systemCode: 'invalid_request', param: 'page' });
  });

  it('pages the audit log by number with countOfPages', async () => {
    const { payee } = await newPair();
    const admin = await as('admin');
    const path = `/api/audit?consumerId=${payee.ws}&size=2`;
    const read = () => call<{ data: { id: string }[]; countOfPages: number }>('GET', `${path}&page=0`, { session: admin });
    // The workspace's trail holds at least its service's SERVICE_CREATED.
    await expect.poll(async () => (await read()).body.countOfPages, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const first = await read();
    expect(first.status, first.text).toBe(200);
    const ids = [...first.body.data.map((e) => e.id)];
    for (let page = 1; page < first.body.countOfPages; page += 1) {
      const next = await call<{ data: { id: string }[]; countOfPages: number }>('GET', `${path}&page=${page}`, { session: admin });
      expect(next.body.countOfPages).toBe(first.body.countOfPages);
      ids.push(...next.body.data.map((e) => e.id));
    }
    expect(first.body.countOfPages).toBe(Math.ceil(ids.length / 2));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("'Create new contact' with an address (spec 001 §3)", () => {
  it('keeps the address and finds the contact with it; an address begun must be whole', async () => {
    const me = await newPerson('Address', 'Keeper');
    const address = { address1: '12 Harbor Road', address2: 'Suite 4', city: 'Albany', state: 'NY', zipCode: '12207-1234' };
    const email = `addressed-${Date.now()}@example.com`;
    const created = await act(me, 'POST', '/api/billing/contacts', { name: 'Harbor Supply', email, address });
    expect(created.status, created.text).toBe(201);
    expect(created.body.address).toEqual(address);
    const found = await act(me, 'GET', '/api/billing/contacts?query=Harbor');
    expect(found.status, found.text).toBe(200);
    expect(found.body.data).toEqual([expect.objectContaining({ id: created.body.id, name: 'Harbor Supply', address })]);
    // Without an address, as before.
    const plain = await act(me, 'POST', '/api/billing/contacts', { name: 'Plain Contact', email: `plain-${Date.now()}@example.com` });
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body.address).toBeUndefined();
    const partial = await act(me, 'POST', '/api/billing/contacts', { name: 'Half Address', email: `half-${Date.now()}@example.com`, address: { address1: '1 Main St', state: 'NY', zipCode: '12' } });
    expect(partial.status, partial.text).toBe(400);
    expect(partial.body.systemCode).toBe('invalid_request');
    expect(partial.body.param).toMatch(/^address\./);
  });
});

describe('payer and payee (spec 001 §4)', () => {
  it('takes both sides in the payload, refuses the same profile on both, and issues only in the own name', async () => {
    const { payee, payer, service } = await newPair();
    const stranger = await newPerson('Not', 'Mine');
    const log = await createLog(payee, payee.ws, payer.ws, service.id);
    const same = { serviceLogIds: [log.id], invoiceDate: TODAY };
    for (const path of ['/api/billing/invoices', '/api/billing/invoices/drafts']) {
      const res = await act(payee, 'POST', path, { payeeId: payee.ws, payerId: payee.ws, ...same });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ systemCode: 'invalid_request', param: 'payerId', message: 'Payee and Payer cannot be the same' });
      // Both sides naming the counterparty: the same profile twice, refused the same way.
      const twice = await act(payee, 'POST', path, { payeeId: payer.ws, payerId: payer.ws, ...same });
      expect(twice.body).toMatchObject({ param: 'payerId', message: 'Payee and Payer cannot be the same' });
      // An invoice in someone else's name: 40011.
      const foreign = await act(payee, 'POST', path, { payeeId: stranger.ws, payerId: payer.ws, ...same });
      expect(foreign.status, foreign.text).toBe(403);
      expect(foreign.body).toMatchObject({ systemCode: 40011, param: 'payeeId' });
    }
    const billSame = await act(payer, 'POST', '/api/billing/bills', { payerId: payer.ws, payeeId: payer.ws, ...same });
    expect(billSame.status, billSame.text).toBe(400);
    expect(billSame.body).toMatchObject({ systemCode: 'invalid_request', param: 'payeeId', message: 'Payee and Payer cannot be the same' });
    const billForeign = await act(payer, 'POST', '/api/billing/bills', { payerId: stranger.ws, payeeId: payee.ws, ...same });
    expect(billForeign.status, billForeign.text).toBe(403);
    expect(billForeign.body).toMatchObject({ systemCode: 40011, param: 'payerId' });

    // The own profile named on its side: the invoice is issued in the workspace's own name.
    const issued = await act(payee, 'POST', '/api/billing/invoices', { payeeId: payee.ws, payerId: payer.ws, ...same });
    expect(issued.status, issued.text).toBe(201);
    expect(issued.body).toMatchObject({ status: 'PENDING_PAYMENT', payee: { id: payee.ws }, payer: { id: payer.ws } });
    // And a bill with the payer named.
    const another = await createLog(payee, payee.ws, payer.ws, service.id);
    const bill = await act(payer, 'POST', '/api/billing/bills', { payerId: payer.ws, payeeId: payee.ws, serviceLogIds: [another.id], invoiceDate: TODAY });
    expect(bill.status, bill.text).toBe(201);
    expect(bill.body).toMatchObject({ payee: { id: payee.ws }, payer: { id: payer.ws } });
  });
});
