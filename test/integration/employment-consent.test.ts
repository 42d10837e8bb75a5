/**
 * Issue 13 finding 4 (docs/decisions/0019-employment-consent.md) against the real local services:
 * an employment that names an existing person or a company is PENDING until that party accepts it.
 * Until then nothing is done in their name (no service log names them as executor, no bill names
 * them as payee, they are no billing contact or location of the employer) and nothing of theirs is
 * revealed (the workspace id, a company's legal name and EIN). Each test uses people of its own.
 */
import { describe, expect, it } from 'vitest';
import { as, call, type TSession } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, createService, newPerson, TODAY, type TActor } from '../support/billing.js';

const HQ = { address1: '1 Test Plaza', city: 'Albany', state: 'NY', zipCode: '12207' };
let einSeq = Math.floor(Math.random() * 9_000_000);
const newEin = () => `8${Math.floor(Math.random() * 10)}-${String(1_000_000 + ((einSeq += 7919) % 8_999_999)).padStart(7, '0')}`;

async function refreshed(session: TSession): Promise<TSession> {
  const res = await call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
  expect(res.status, res.text).toBe(200);
  const next = { ...session, ...res.body };
  next.workspaces = (await call('GET', '/api/workspaces', { session: next })).body.data;
  return next;
}

/** A new person and the company they create (Tom's company in the recipe). */
async function newCompany(name: string): Promise<TActor & { owner: TActor & { email: string }; ein: string }> {
  const owner = await newPerson('Tom', 'Founder');
  const ein = newEin();
  const res = await act(owner, 'POST', '/api/workforce/companies', { legalName: name, ein, companyType: 'LLC', headquarter: HQ });
  expect(res.status, res.text).toBe(201);
  const session = await refreshed(owner.session);
  return { session, ws: res.body.id, owner: { ...owner, session }, ein };
}

const contractorBody = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'CONTRACTOR',
  details: { name: 'Jane Typed', email },
  employmentStart: '2025-03-01',
  payType: 'HOUR_RATE',
  rateCents: 4500,
  ...extra,
});

async function notificationsOf(a: TActor) {
  const res = await act(a, 'GET', '/api/notifications');
  expect(res.status, res.text).toBe(200);
  return res.body.data as { kind: string; params: Record<string, string>; link?: string }[];
}

describe('finding 4: an employment naming a person waits for their consent', () => {
  it('the recipe: Tom cannot bill in Jane\'s name, and learns nothing of hers, until she accepts', async () => {
    const tom = await newCompany('Tom Billing LLC');
    const jane = await newPerson('Jane', 'Victim');
    const service = await createService(tom, { name: 'Consulting', priceCents: 1_004_400 });

    const made = await act(tom, 'POST', '/api/workforce/employments', contractorBody(jane.email));
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ consent: 'PENDING', counterpartyType: 'PERSON', details: { name: 'Jane Typed', email: jane.email } });
    // Her workspace id is nowhere in what the employer reads.
    expect(made.body.detailsId).toBeUndefined();
    expect(made.text).not.toContain(jane.ws);
    const got = await act(tom, 'GET', `/api/workforce/employments/${made.body.id}`);
    expect(got.text).not.toContain(jane.ws);
    const list = await act(tom, 'GET', '/api/workforce/employments');
    expect(list.text).not.toContain(jane.ws);
    // Nor does filtering by an id learnt elsewhere confirm whom it binds.
    expect((await act(tom, 'GET', `/api/workforce/employments?detailsId=${jane.ws}`)).body.totalElements).toBe(0);
    // She is no billing contact of Tom's company.
    const contacts = await act(tom, 'GET', '/api/billing/contacts');
    expect(contacts.status).toBe(200);
    expect(contacts.text).not.toContain(jane.ws);

    // A log with her as executor and a bill with her as payee: refused, nothing written.
    const log = await act(tom, 'POST', '/api/billing/service-logs', { executorId: jane.ws, recipientId: tom.ws, serviceId: service.id, priceCents: 1_004_400, quantity: 1, date: TODAY });
    expect(log.status, log.text).toBe(404);
    expect(log.body.systemCode).toBe('no_record');
    const bill = await act(tom, 'POST', '/api/billing/bills', { payeeId: jane.ws, serviceLogIds: ['01HZZZZZZZZZZZZZZZZZZZZZZZ'], invoiceDate: TODAY });
    expect(bill.status, bill.text).toBe(404);
    expect(bill.body.systemCode).toBe('no_record');
    const locations = await act(tom, 'GET', `/api/billing/locations?executorId=${jane.ws}&contactId=${tom.ws}`);
    expect(locations.status).toBeGreaterThanOrEqual(400);
    expect(locations.status).toBeLessThan(500);
    const summary = await act(jane, 'GET', '/api/billing/invoices/summary');
    expect(summary.status).toBe(200);
    expect(JSON.stringify(summary.body)).not.toContain('1004400');

    // Jane is told, sees the employment in her own workspace and accepts it.
    const told = await notificationsOf(jane);
    expect(told).toContainEqual(expect.objectContaining({ kind: 'EMPLOYMENT_INVITATION', params: { employer: 'Tom Billing LLC' } }));
    const invitations = await act(jane, 'GET', '/api/workforce/employment-invitations');
    expect(invitations.status).toBe(200);
    expect(invitations.body.data).toEqual([expect.objectContaining({ id: made.body.id, employerId: tom.ws, employerName: 'Tom Billing LLC', consent: 'PENDING', detailsId: jane.ws })]);
    // Tom cannot answer for her, from his company or as staff opening her workspace.
    expect((await act(tom, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`)).status).toBe(404);
    const staff = await call('POST', `/api/workforce/employment-invitations/${made.body.id}/accept`, { session: await as('admin'), workspaceId: jane.ws });
    expect(staff.status).toBe(403);
    expect(staff.body.systemCode).toBe(40011);
    const accepted = await act(jane, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ consent: 'ACCEPTED', detailsId: jane.ws, version: 1 });
    // A second answer is 409, nothing changes.
    const again = await act(jane, 'POST', `/api/workforce/employment-invitations/${made.body.id}/decline`);
    expect(again.status).toBe(409);
    expect(again.body.systemCode).toBe('invalid_state');
    expect((await act(tom, 'GET', `/api/workforce/employments/${made.body.id}`)).body).toMatchObject({ consent: 'ACCEPTED', detailsId: jane.ws });
    expect((await act(tom, 'GET', `/api/workforce/employments?detailsId=${jane.ws}`)).body.totalElements).toBe(1);
    expect(await notificationsOf(tom.owner)).toContainEqual(expect.objectContaining({ kind: 'EMPLOYMENT_ACCEPTED' }));

    // Now the employer side bills her, as any contractor.
    const okLog = await act(tom, 'POST', '/api/billing/service-logs', { executorId: jane.ws, recipientId: tom.ws, serviceId: service.id, priceCents: 4500, quantity: 1, date: TODAY });
    expect(okLog.status, okLog.text).toBe(201);
    const okBill = await act(tom, 'POST', '/api/billing/bills', { payeeId: jane.ws, serviceLogIds: [okLog.body.id], invoiceDate: TODAY });
    expect(okBill.status, okBill.text).toBe(201);
    expect(okBill.body.payee.id).toBe(jane.ws);

    const janeEvents = await auditEvents(jane.ws);
    expect(janeEvents.find((e) => e.event === 'EMPLOYMENT_ACCEPTED' && e.success)).toBeTruthy();
  });

  it('a declined employment links nothing; terminating it frees the person for a new invitation', async () => {
    const co = await newCompany('Decline Co');
    const person = await newPerson('Dana', 'Declines');
    const service = await createService(co);
    const made = (await act(co, 'POST', '/api/workforce/employments', contractorBody(person.email))).body as { id: string };
    const declined = await act(person, 'POST', `/api/workforce/employment-invitations/${made.id}/decline`);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.consent).toBe('DECLINED');
    const view = await act(co, 'GET', `/api/workforce/employments/${made.id}`);
    expect(view.body).toMatchObject({ consent: 'DECLINED' });
    expect(view.body.detailsId).toBeUndefined();
    expect(await notificationsOf(co.owner)).toContainEqual(expect.objectContaining({ kind: 'EMPLOYMENT_DECLINED' }));
    const log = await act(co, 'POST', '/api/billing/service-logs', { executorId: person.ws, recipientId: co.ws, serviceId: service.id, priceCents: 100, quantity: 1, date: TODAY });
    expect(log.status).toBe(404);
    // The same invitation again is 40037 until the employer terminates the declined one.
    expect((await act(co, 'POST', '/api/workforce/employments', contractorBody(person.email))).status).toBe(409);
    expect((await act(co, 'POST', `/api/workforce/employments/${made.id}/status`, { status: 'TERMINATED' })).status).toBe(200);
    const anew = await act(co, 'POST', '/api/workforce/employments', contractorBody(person.email));
    expect(anew.status, anew.text).toBe(201);
    expect(anew.body.consent).toBe('PENDING');
  });

  it('an email without an account needs no consent (nobody to ask), as before', async () => {
    const co = await newCompany('Ownerless Co');
    const made = await act(co, 'POST', '/api/workforce/employments', contractorBody(`nobody.${Date.now().toString(36)}@example.com`));
    expect(made.status, made.text).toBe(201);
    expect(made.body.consent).toBe('NOT_REQUIRED');
    expect(made.body.detailsId).toMatch(/^p_/);
  });
});

describe('finding 4: a company contractor named by contractorCompanyId', () => {
  it("returns nothing of the other company until its owner accepts; then its legal name and EIN", async () => {
    const buyer = await newCompany('Buyer Consent Co');
    const vendor = await newCompany('Vendor Secret LLC');
    const body = {
      ...contractorBody('billing@vendor.example'),
      contractorType: 'COMPANY',
      contractorCompanyId: vendor.ws,
      details: { name: 'What Buyer Typed', email: 'billing@vendor.example' },
    };
    const made = await act(buyer, 'POST', '/api/workforce/employments', body);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ consent: 'PENDING', counterpartyType: 'COMPANY', detailsId: vendor.ws, details: { name: 'What Buyer Typed' } });
    expect(made.text).not.toContain('Vendor Secret LLC');
    expect(made.text).not.toContain(vendor.ein);
    const got = await act(buyer, 'GET', `/api/workforce/employments/${made.body.id}`);
    expect(got.text).not.toContain('Vendor Secret LLC');
    expect(got.text).not.toContain(vendor.ein);

    // The vendor's owner, in the vendor's workspace, sees it and accepts.
    const invited = await act(vendor, 'GET', '/api/workforce/employment-invitations');
    expect(invited.body.data).toEqual([expect.objectContaining({ id: made.body.id, employerName: 'Buyer Consent Co', consent: 'PENDING' })]);
    expect(await notificationsOf(vendor)).toContainEqual(expect.objectContaining({ kind: 'EMPLOYMENT_INVITATION' }));
    // The buyer cannot accept it for the vendor.
    expect((await act(buyer, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`)).status).toBe(404);
    const accepted = await act(vendor, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    const after = await act(buyer, 'GET', `/api/workforce/employments/${made.body.id}`);
    expect(after.body).toMatchObject({ consent: 'ACCEPTED', details: { name: 'Vendor Secret LLC', tin: vendor.ein } });
    expect((await auditEvents(vendor.ws)).find((e) => e.event === 'EMPLOYMENT_ACCEPTED' && e.success)).toBeTruthy();
  });
});

describe('finding 4: racing answers', () => {
  it('accept racing decline: exactly one wins; accept racing the employer\'s termination never accepts a terminated one', async () => {
    const co = await newCompany('Race Consent Co');
    for (let round = 0; round < 3; round += 1) {
      const person = await newPerson('Rita', `Racer${round}`);
      const made = (await act(co, 'POST', '/api/workforce/employments', contractorBody(person.email))).body as { id: string };
      const [a, d] = await Promise.all([
        act(person, 'POST', `/api/workforce/employment-invitations/${made.id}/accept`),
        act(person, 'POST', `/api/workforce/employment-invitations/${made.id}/decline`),
      ]);
      expect([a.status, d.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? 'ACCEPTED' : 'DECLINED';
      expect((await act(co, 'GET', `/api/workforce/employments/${made.id}`)).body.consent).toBe(winner);

      const other = await newPerson('Rick', `Revoked${round}`);
      const pending = (await act(co, 'POST', '/api/workforce/employments', contractorBody(other.email))).body as { id: string };
      const [accept, revoke] = await Promise.all([
        act(other, 'POST', `/api/workforce/employment-invitations/${pending.id}/accept`),
        act(co, 'POST', `/api/workforce/employments/${pending.id}/status`, { status: 'TERMINATED' }),
      ]);
      expect(revoke.status, revoke.text).toBe(200);
      expect([200, 409]).toContain(accept.status);
      const final = (await act(co, 'GET', `/api/workforce/employments/${pending.id}`)).body;
      expect(final.status).toBe('TERMINATED');
      // Accepted only if the acceptance came first (then status was not yet TERMINATED); otherwise still pending.
      expect(final.consent).toBe(accept.status === 200 ? 'ACCEPTED' : 'PENDING');
      if (accept.status === 200) expect(accept.body.status).not.toBe('TERMINATED');
    }
  });
});
