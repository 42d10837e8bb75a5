/**
 * Workforce (issue 5) against the real local services: companies (owner, EIN claim, directory),
 * employments (create by email or new details, filter, order, paging, 40037 and its race, 40018,
 * status transitions, edits), employment permissions and projects, and what other people reach.
 * Each test works in a company of its own, made by a new person, so no other test moves its figures.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { newWorkspaceId } from '../../shared/core/ids.js';
import { decide, hasGrant, type TPrincipal } from '../../shared/core/permissions.js';
import { ACME_ID, as, call, personWorkspace, type TSession } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';
import { act, newPerson, type TActor } from '../support/billing.js';

const HQ = { address1: '1 Test Plaza', city: 'Albany', state: 'NY', zipCode: '12207' };
let einSeq = Math.floor(Math.random() * 9_000_000);
/** A fresh EIN (00-0000000) for this run. */
const newEin = () => `9${Math.floor(Math.random() * 10)}-${String(1_000_000 + ((einSeq += 7919) % 8_999_999)).padStart(7, '0')}`;

/** New tokens for a session, so its permission token names workspaces made since it signed in. */
async function refreshed(session: TSession): Promise<TSession> {
  const res = await call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
  expect(res.status, res.text).toBe(200);
  const next = { ...session, ...res.body };
  next.workspaces = (await call('GET', '/api/workspaces', { session: next })).body.data;
  return next;
}

/** A new person who creates a company: the actor acts in the company workspace. */
async function newCompany(name = 'Test Co'): Promise<TActor & { person: TActor & { email: string }; ein: string }> {
  const person = await newPerson('Cora', 'Owner');
  const ein = newEin();
  const res = await act(person, 'POST', '/api/workforce/companies', { legalName: name, ein, companyType: 'LLC', headquarter: HQ });
  expect(res.status, res.text).toBe(201);
  const session = await refreshed(person.session);
  return { session, ws: res.body.id, person: { ...person, session }, ein };
}

const staffBody = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'STAFF',
  details: { name: 'Sam Staff', email },
  employmentStart: '2025-03-01',
  payType: 'HOUR_RATE',
  rateCents: 4500,
  ...extra,
});
let emailSeq = 0;
const email = (p = 'emp') => `${p}.${Date.now().toString(36)}${(emailSeq += 1)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function employ(a: TActor, body: Record<string, unknown>) {
  const res = await act(a, 'POST', '/api/workforce/employments', body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; detailsId: string; status: string; version: number; type: string };
}

describe('companies', () => {
  it('a person creates a company and becomes its owner: the Company workspace joins their list, with profile, EIN claim and directory entry', async () => {
    const person = await newPerson('Cora', 'Founder');
    const ein = newEin();
    const res = await act(person, 'POST', '/api/workforce/companies', { legalName: 'Founders LLC', ein, companyType: 'LLC', headquarter: HQ });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ name: 'Founders LLC', type: 'COMPANY', ein, email: person.email });
    const id = res.body.id as string;
    expect(id).toMatch(/^c_/);
    const list = await call('GET', '/api/workspaces', { session: person.session });
    expect(list.body.data).toContainEqual(expect.objectContaining({ id, type: 'COMPANY', name: 'Founders LLC' }));
    // After a refresh the permission token opens it.
    const session = await refreshed(person.session);
    expect((await call('GET', '/api/workspaces/current', { session, workspaceId: id })).status).toBe(200);
    const { client, name } = table();
    const claim = await client.send(new GetCommand({ TableName: name, Key: { PK: `EIN#${ein}`, SK: 'CLAIM' } }));
    expect(claim.Item?.companyId).toBe(id);
    const listing = await client.send(new GetCommand({ TableName: name, Key: { PK: 'DIRLIST#COMPANY#ALL', SK: id } }));
    expect(listing.Item?.entry).toMatchObject({ kind: 'COMPANY', id, name: 'Founders LLC', ein, email: person.email, isClient: true });
    const events = await auditEvents(id);
    expect(events.find((e) => e.event === 'COMPANY_CREATED')?.success).toBe(true);
  });

  it('an EIN is unique (40010), also against the demo company; a bad EIN is 40019; nothing is half-written', async () => {
    const a = await newCompany('First EIN Co');
    const person = await newPerson('Eve', 'Second');
    const again = await act(person, 'POST', '/api/workforce/companies', { legalName: 'Second', ein: a.ein, companyType: 'LLC', headquarter: HQ });
    expect(again.status).toBe(409);
    expect(again.body.systemCode).toBe(40010);
    const acme = await act(person, 'POST', '/api/workforce/companies', { legalName: 'Acme Copy', ein: '12-3456789', companyType: 'LLC', headquarter: HQ });
    expect(acme.body.systemCode).toBe(40010);
    const bad = await act(person, 'POST', '/api/workforce/companies', { legalName: 'Bad', ein: '123456789', companyType: 'LLC', headquarter: HQ });
    expect(bad.status).toBe(400);
    expect(bad.body.systemCode).toBe(40019);
    const list = await call('GET', '/api/workspaces', { session: person.session });
    expect(list.body.data.filter((w: { type: string }) => w.type === 'COMPANY')).toEqual([]);
  });

  it('of two parallel creations with one EIN exactly one wins', async () => {
    const [p1, p2, p3] = await Promise.all([newPerson('Race', 'One'), newPerson('Race', 'Two'), newPerson('Race', 'Three')]);
    const ein = newEin();
    const results = await Promise.all(
      [p1, p2, p3].map((p, i) => act(p, 'POST', '/api/workforce/companies', { legalName: `Race ${i}`, ein, companyType: 'LLC', headquarter: HQ })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.systemCode).toBe(40010);
  });
});

describe('employments', () => {
  it('adds staff by an account email, a contractor and a foreign contractor with new details; every field round-trips', async () => {
    const co = await newCompany('Hire Co');
    const employee = await newPerson('Emma', 'Employee');
    const staff = await employ(co, staffBody(employee.email, {
      details: { name: 'Emma Employee', email: employee.email, tin: '123-45-6789', phone: '+15551234567', address: HQ },
      workKind: 'PART_TIME',
      officer: true,
      workplaces: ['Front desk'],
    }));
    // An account's person is asked first (docs/decisions/0019-employment-consent.md): until they
    // accept, the employer sees what it typed, not their workspace id.
    expect(staff.detailsId).toBeUndefined();
    expect(staff).toMatchObject({
      consent: 'PENDING',
      status: 'NEW',
      type: 'STAFF',
      workKind: 'PART_TIME',
      officer: true,
      remote: true,
      workplaces: ['Front desk'],
      payType: 'HOUR_RATE',
      rateCents: 4500,
      employmentStart: '2025-03-01',
      details: { name: 'Emma Employee', email: employee.email, tin: '123-45-6789', phone: '+15551234567', address: HQ },
    });
    expect(staff).not.toHaveProperty('contractorType');
    const contractor = await employ(co, { ...staffBody(email('ctr')), type: 'CONTRACTOR', payType: 'FIX_RATE', rateCents: 250_000 });
    expect(contractor).toMatchObject({ type: 'CONTRACTOR', contractorType: 'PERSON', payType: 'FIX_RATE', rateCents: 250_000 });
    expect(contractor.detailsId).toMatch(/^p_/);
    expect(contractor).toMatchObject({ consent: 'NOT_REQUIRED' });
    const foreign = await employ(co, { ...staffBody(email('frn')), type: 'FOREIGN_CONTRACTOR', contractorType: 'COMPANY' });
    expect(foreign).toMatchObject({ type: 'FOREIGN_CONTRACTOR', contractorType: 'COMPANY' });
    const got = await act(co, 'GET', `/api/workforce/employments/${staff.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(staff);
    expect(got.text).not.toContain(employee.ws);
    // The employee sees it in their own workspace, with the employer's name.
    const mine = await act(employee, 'GET', '/api/workforce/my-employments');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ id: staff.id, employerId: co.ws, employerName: 'Hire Co', detailsId: employee.ws, consent: 'PENDING' })]);
    const accepted = await act(employee, 'POST', `/api/workforce/employment-invitations/${staff.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect((await act(co, 'GET', `/api/workforce/employments/${staff.id}`)).body).toMatchObject({ detailsId: employee.ws, consent: 'ACCEPTED', version: 1 });
    // A staff employment has no contractor type.
    const bad = await act(co, 'POST', '/api/workforce/employments', staffBody(email(), { contractorType: 'PERSON' }));
    expect(bad.status).toBe(400);
    const events = await auditEvents(co.ws);
    expect(events.filter((e) => e.event === 'EMPLOYMENT_CREATED' && e.success)).toHaveLength(3);
  });

  it('the same person with the same type is 40037 (also in a race); another type is a new employment', async () => {
    const co = await newCompany('Claim Co');
    const address = email('dup');
    await employ(co, staffBody(address));
    const again = await act(co, 'POST', '/api/workforce/employments', staffBody(address));
    expect(again.status).toBe(409);
    expect(again.body.systemCode).toBe(40037);
    await employ(co, { ...staffBody(address), type: 'CONTRACTOR' });
    const racer = email('race');
    const results = await Promise.all([1, 2, 3].map(() => act(co, 'POST', '/api/workforce/employments', staffBody(racer))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.systemCode).toBe(40037);
    const list = await act(co, 'GET', `/api/workforce/employments?name=${encodeURIComponent(racer)}`);
    expect(list.body.totalElements).toBe(1);
  });

  it('filters by name, details, types, contractor type and status; orders by start or termination; pages', async () => {
    const co = await newCompany('Filter Co');
    const made = [];
    for (const [i, start] of ['2025-01-10', '2025-05-10', '2025-03-10', '2025-02-10', '2025-04-10'].entries()) {
      made.push(
        await employ(co, {
          ...staffBody(email('flt')),
          details: { name: `Person ${'ABCDE'[i]}`, email: email('flt') },
          type: i < 2 ? 'STAFF' : i < 4 ? 'CONTRACTOR' : 'FOREIGN_CONTRACTOR',
          contractorType: i === 3 ? 'COMPANY' : i < 2 ? undefined : 'PERSON',
          employmentStart: start,
        }),
      );
    }
    const q = async (qs: string) => {
      const res = await act(co, 'GET', `/api/workforce/employments?${qs}`);
      expect(res.status, res.text).toBe(200);
      return res.body as { data: { id: string; details: { name: string }; employmentStart: string }[]; countOfPages: number; totalElements: number };
    };
    expect((await q('')).totalElements).toBe(5);
    expect((await q('types=STAFF')).data.map((e) => e.details.name).sort()).toEqual(['Person A', 'Person B']);
    expect((await q('types=CONTRACTOR,FOREIGN_CONTRACTOR')).totalElements).toBe(3);
    expect((await q('types=CONTRACTOR&contractorType=COMPANY')).data.map((e) => e.details.name)).toEqual(['Person D']);
    expect((await q('name=person%20c')).data.map((e) => e.details.name)).toEqual(['Person C']);
    expect((await q(`detailsId=${made[1]!.detailsId}`)).data.map((e) => e.id)).toEqual([made[1]!.id]);
    const asc = await q('orderField=EMPLOYMENT_START&orderDirection=ASC');
    expect(asc.data.map((e) => e.employmentStart)).toEqual(['2025-01-10', '2025-02-10', '2025-03-10', '2025-04-10', '2025-05-10']);
    const desc = await q('orderField=EMPLOYMENT_START&orderDirection=DESC');
    expect(desc.data.map((e) => e.employmentStart)[0]).toBe('2025-05-10');
    // Pages of two: 3 pages, the last with one.
    const p0 = await q('orderDirection=ASC&pageSize=2&pageNumber=0');
    const p2 = await q('orderDirection=ASC&pageSize=2&pageNumber=2');
    expect(p0).toMatchObject({ countOfPages: 3, totalElements: 5 });
    expect(p0.data.map((e) => e.employmentStart)).toEqual(['2025-01-10', '2025-02-10']);
    expect(p2.data.map((e) => e.employmentStart)).toEqual(['2025-05-10']);
    // Status and termination order.
    await act(co, 'POST', `/api/workforce/employments/${made[0]!.id}/status`, { status: 'ACTIVE' });
    await act(co, 'POST', `/api/workforce/employments/${made[2]!.id}/status`, { status: 'TERMINATED', terminationDate: '2025-09-01' });
    await act(co, 'POST', `/api/workforce/employments/${made[4]!.id}/status`, { status: 'TERMINATED', terminationDate: '2025-08-01' });
    expect((await q('status=ACTIVE')).data.map((e) => e.id)).toEqual([made[0]!.id]);
    expect((await q('status=TERMINATED&orderField=EMPLOYMENT_TERMINATION&orderDirection=ASC')).data.map((e) => e.id)).toEqual([made[4]!.id, made[2]!.id]);
    const badQuery = await act(co, 'GET', '/api/workforce/employments?types=BOSS');
    expect(badQuery.status).toBe(400);
  });

  it('status transitions follow the rules; termination frees the person for a new employment', async () => {
    const co = await newCompany('Status Co');
    const address = email('st');
    const e = await employ(co, staffBody(address));
    const go = (status: string, extra: Record<string, unknown> = {}) => act(co, 'POST', `/api/workforce/employments/${e.id}/status`, { status, ...extra });
    expect((await go('PENDING_FOR_DOCUMENTS')).body.status).toBe('PENDING_FOR_DOCUMENTS');
    const back = await go('NEW');
    expect(back.status).toBe(409);
    expect(back.body.systemCode).toBe('invalid_state');
    expect((await go('ACTIVE')).body.status).toBe('ACTIVE');
    const early = await go('TERMINATED', { terminationDate: '2024-01-01' });
    expect(early.body.systemCode).toBe(40039);
    const ended = await go('TERMINATED', { terminationDate: '2025-12-31' });
    expect(ended.body).toMatchObject({ status: 'TERMINATED', employmentTermination: '2025-12-31' });
    expect((await go('ACTIVE')).body.systemCode).toBe('invalid_state');
    const rehired = await employ(co, staffBody(address));
    expect(rehired.id).not.toBe(e.id);
    expect(rehired.detailsId).toBe(e.detailsId);
  });

  it('edits with the version read; a stale version is 409; unknown ids are 40018', async () => {
    const co = await newCompany('Edit Co');
    const e = await employ(co, staffBody(email('ed')));
    const body = { ...staffBody('x@example.com'), details: { name: 'Sam Renamed', phone: '+15550001111' }, remote: false, rateCents: 5000, version: e.version };
    delete (body as Record<string, unknown>).type;
    const res = await act(co, 'PUT', `/api/workforce/employments/${e.id}`, body);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ details: { name: 'Sam Renamed', phone: '+15550001111' }, remote: false, rateCents: 5000, version: 1 });
    const stale = await act(co, 'PUT', `/api/workforce/employments/${e.id}`, body);
    expect(stale.status).toBe(409);
    expect(stale.body.systemCode).toBe('invalid_state');
    const missing = await act(co, 'GET', '/api/workforce/employments/01NOSUCHEMPLOYMENT00000000');
    expect(missing.status).toBe(404);
    expect(missing.body.systemCode).toBe(40018);
    const branch = await act(co, 'PUT', `/api/workforce/employments/${e.id}`, { ...body, version: 1, branchIds: ['nope'] });
    expect(branch.status).toBe(404);
  });

  it("a contractor's providesServicesToClient and buysGoodsFromClient round-trip (spec 000 §3 Contractor); staff carry neither", async () => {
    const co = await newCompany('Relation Co');
    const created = await employ(co, { ...staffBody(email('rel')), type: 'CONTRACTOR', providesServicesToClient: true });
    expect(created).toMatchObject({ type: 'CONTRACTOR', providesServicesToClient: true, buysGoodsFromClient: false });
    const read = await act(co, 'GET', `/api/workforce/employments/${created.id}`);
    expect(read.body).toMatchObject({ providesServicesToClient: true, buysGoodsFromClient: false });
    const body = { ...staffBody('x@example.com'), providesServicesToClient: false, buysGoodsFromClient: true, version: created.version };
    delete (body as Record<string, unknown>).type;
    const edited = await act(co, 'PUT', `/api/workforce/employments/${created.id}`, body);
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ providesServicesToClient: false, buysGoodsFromClient: true });
    const listed = await act(co, 'GET', '/api/workforce/employments?types=CONTRACTOR');
    expect(listed.body.data.find((e: { id: string }) => e.id === created.id)).toMatchObject({ providesServicesToClient: false, buysGoodsFromClient: true });
    // Not a boolean: refused.
    const bad = await act(co, 'POST', '/api/workforce/employments', { ...staffBody(email('rel')), type: 'CONTRACTOR', buysGoodsFromClient: 'yes' });
    expect(bad.status).toBe(400);
    // Staff have no relation to the client as a counterparty: neither field is kept or shown.
    const staff = await employ(co, { ...staffBody(email('rel')), providesServicesToClient: true });
    expect(staff).not.toHaveProperty('providesServicesToClient');
    expect(staff).not.toHaveProperty('buysGoodsFromClient');
  });
});

describe('company contractors', () => {
  it('a client owner finds a company by its exact EIN (the directory search is staff-only) and contracts it: the details are that company', async () => {
    const co = await newCompany('Buyer Co');
    const vendor = await newCompany('Vendor Works LLC');
    // The directory's company search lists every client: staff only.
    expect((await act(co, 'GET', '/api/directory/companies?searchQuery=Vendor')).status).toBe(403);
    const found = await act(co, 'GET', `/api/workforce/companies/by-ein?ein=${vendor.ein}`);
    expect(found.status, found.text).toBe(200);
    // Name and EIN only: the company's contact email is not handed to another client.
    expect(found.body).toEqual({ id: vendor.ws, name: 'Vendor Works LLC', ein: vendor.ein });
    const acme = await act(co, 'GET', '/api/workforce/companies/by-ein?ein=12-3456789');
    expect(acme.body).toMatchObject({ id: ACME_ID, name: 'Acme Corp', ein: '12-3456789' });
    const none = await act(co, 'GET', `/api/workforce/companies/by-ein?ein=${newEin()}`);
    expect(none.status).toBe(404);
    expect(none.body.systemCode).toBe('company_not_found');
    // An exact EIN only: a prefix is not a lookup.
    expect((await act(co, 'GET', `/api/workforce/companies/by-ein?ein=${vendor.ein.slice(0, 6)}`)).status).toBe(400);

    const contact = email('vendor');
    const body = {
      ...staffBody(contact),
      type: 'CONTRACTOR',
      contractorType: 'COMPANY',
      contractorCompanyId: vendor.ws,
      details: { name: 'Typed Name', email: contact },
      payType: 'FIX_RATE',
      rateCents: 990_000,
    };
    const made = await act(co, 'POST', '/api/workforce/employments', body);
    expect(made.status, made.text).toBe(201);
    // Until the vendor's owner accepts, the employment holds what the buyer typed, nothing of the
    // vendor's (docs/decisions/0019-employment-consent.md); then its legal name and EIN.
    expect(made.body).toMatchObject({ detailsId: vendor.ws, counterpartyType: 'COMPANY', contractorType: 'COMPANY', consent: 'PENDING', details: { name: 'Typed Name', email: contact } });
    expect(made.text).not.toContain(vendor.ein);
    const got = await act(co, 'GET', `/api/workforce/employments/${made.body.id}`);
    expect(got.body).toEqual(made.body);
    expect((await act(vendor, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`)).status).toBe(200);
    expect((await act(co, 'GET', `/api/workforce/employments/${made.body.id}`)).body).toMatchObject({
      detailsId: vendor.ws,
      consent: 'ACCEPTED',
      details: { name: 'Vendor Works LLC', tin: vendor.ein, email: contact },
      version: 1,
    });
    const listed = await act(co, 'GET', '/api/workforce/employments?types=CONTRACTOR&contractorType=COMPANY');
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([made.body.id]);
    // The same company again is 40037; a person contractor keeps a person's details.
    const again = await act(co, 'POST', '/api/workforce/employments', body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ systemCode: 40037, param: 'contractorCompanyId' });
    const person = await employ(co, { ...staffBody(email('per')), type: 'CONTRACTOR' });
    expect((await act(co, 'GET', `/api/workforce/employments/${person.id}`)).body.counterpartyType).toBe('PERSON');
    // Refused, and nothing written: a company link on a PERSON contractor, the employer itself, an unknown company.
    const bad = [
      [{ ...body, contractorType: 'PERSON' }, 400, 'invalid_request'],
      [{ ...body, contractorCompanyId: co.ws }, 400, 'invalid_request'],
      [{ ...body, contractorCompanyId: newWorkspaceId('COMPANY') }, 404, 'company_not_found'],
      [{ ...body, contractorCompanyId: vendor.person.ws }, 400, 'invalid_request'],
    ] as const;
    for (const [b, status, code] of bad) {
      const res = await act(co, 'POST', '/api/workforce/employments', b);
      expect(res.status, JSON.stringify(b)).toBe(status);
      expect(res.body.systemCode).toBe(code);
    }
    expect((await act(co, 'GET', '/api/workforce/employments')).body.totalElements).toBe(2);
    // A contract with a company stays one: it cannot become a PERSON contractor by an edit.
    const { type: _t, contractorCompanyId: _c, details: _d, ...terms } = body;
    const edit = await act(co, 'PUT', `/api/workforce/employments/${made.body.id}`, { ...terms, contractorType: 'PERSON', details: { name: 'Vendor Works LLC' }, version: 1 });
    expect(edit.status).toBe(400);
    expect(edit.body.param).toBe('contractorType');
    // Its TIN stays the company's EIN whatever an edit sends; other terms change.
    const renamed = await act(co, 'PUT', `/api/workforce/employments/${made.body.id}`, { ...terms, details: { name: 'Globex (billing)', tin: '123-45-6789' }, rateCents: 1000, version: 1 });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ counterpartyType: 'COMPANY', contractorType: 'COMPANY', details: { name: 'Globex (billing)', tin: vendor.ein }, rateCents: 1000 });
    const events = await auditEvents(co.ws);
    expect(events.filter((e) => e.event === 'EMPLOYMENT_CREATED' && e.success)).toHaveLength(2);
  });
});

describe('projects and employment permissions', () => {
  it('creates and updates projects with managers; executors come from the employments', async () => {
    const co = await newCompany('Project Co');
    const empty = await act(co, 'POST', '/api/workforce/projects', { title: '  ' });
    expect(empty.status).toBe(400);
    const created = await act(co, 'POST', '/api/workforce/projects', { title: 'Launch' });
    expect(created.status).toBe(201);
    const project = created.body as { id: string; version: number };
    const exec = await employ(co, { ...staffBody(email('px')), details: { name: 'Ed Executor', email: email('px') }, projectIds: [project.id] });
    const manager = await employ(co, { ...staffBody(email('pm')), type: 'CONTRACTOR', details: { name: 'Mia Manager', email: email('pm') } });
    const updated = await act(co, 'PUT', `/api/workforce/projects/${project.id}`, { title: 'Launch 2', managerIds: [manager.id], version: 0 });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Launch 2',
      version: 1,
      managers: [{ employmentId: manager.id, name: 'Mia Manager', type: 'CONTRACTOR' }],
      executors: [{ employmentId: exec.id, name: 'Ed Executor', type: 'STAFF' }],
    });
    const list = await act(co, 'GET', '/api/workforce/projects');
    expect(list.body.data).toEqual([updated.body]);
    // A manager must be one of the company's employments; a stale version is refused.
    const foreign = await act(co, 'PUT', `/api/workforce/projects/${project.id}`, { title: 'X', managerIds: [DEMO_IDS.johnEmployment], version: 1 });
    expect(foreign.body.systemCode).toBe(40018);
    const stale = await act(co, 'PUT', `/api/workforce/projects/${project.id}`, { title: 'X', managerIds: [], version: 0 });
    expect(stale.body.systemCode).toBe('invalid_state');
    const events = await auditEvents(co.ws);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['PROJECT_CREATED', 'PROJECT_UPDATED']));
  });

  it('project update takes employmentsId: executors are added and removed on the employments; another company\'s is 40018 and nothing is written', async () => {
    const co = await newCompany('Executor Co');
    const project = (await act(co, 'POST', '/api/workforce/projects', { title: 'Rollout' })).body as { id: string };
    const other = (await act(co, 'POST', '/api/workforce/projects', { title: 'Other' })).body as { id: string };
    const a = await employ(co, { ...staffBody(email('ex')), details: { name: 'Ann Executor', email: email('ex') }, projectIds: [other.id] });
    const b = await employ(co, { ...staffBody(email('ex')), type: 'CONTRACTOR', details: { name: 'Ben Executor', email: email('ex') }, projectIds: [project.id] });
    const c = await employ(co, { ...staffBody(email('ex')), type: 'FOREIGN_CONTRACTOR', details: { name: 'Cid Executor', email: email('ex') } });
    const put = (body: Record<string, unknown>) => act(co, 'PUT', `/api/workforce/projects/${project.id}`, body);
    // Without employmentsId the executors stay.
    const renamed = await put({ title: 'Rollout 1', managerIds: [], version: 0 });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.executors.map((x: { employmentId: string }) => x.employmentId)).toEqual([b.id]);
    // A and C in, B out.
    const res = await put({ title: 'Rollout 2', managerIds: [c.id], employmentsId: [a.id, c.id], version: 1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.executors.map((x: { employmentId: string }) => x.employmentId).sort()).toEqual([a.id, c.id].sort());
    expect(res.body.managers).toEqual([{ employmentId: c.id, name: 'Cid Executor', type: 'FOREIGN_CONTRACTOR' }]);
    const read = async (id: string) => (await act(co, 'GET', `/api/workforce/employments/${id}`)).body as { projectIds: string[]; version: number };
    expect((await read(a.id)).projectIds.sort()).toEqual([other.id, project.id].sort());
    expect((await read(a.id)).version).toBe(1);
    expect((await read(b.id)).projectIds).toEqual([]);
    expect((await read(c.id)).projectIds).toEqual([project.id]);
    const list = await act(co, 'GET', '/api/workforce/projects');
    const listed = (list.body.data as { id: string; executors: { employmentId: string }[] }[]).find((p) => p.id === project.id)!;
    expect(listed.executors.map((x) => x.employmentId).sort()).toEqual([a.id, c.id].sort());
    // Another company's employment is 40018; the project and the employments stay as they were.
    const foreign = await put({ title: 'Hijack', managerIds: [], employmentsId: [a.id, DEMO_IDS.johnEmployment], version: 2 });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ systemCode: 40018, param: 'employmentsId.1' });
    const after = (await act(co, 'GET', '/api/workforce/projects')).body.data.find((p: { id: string }) => p.id === project.id);
    expect(after).toMatchObject({ title: 'Rollout 2', version: 2 });
    expect((await read(a.id)).projectIds.sort()).toEqual([other.id, project.id].sort());
    // A stale project version is refused.
    const stale = await put({ title: 'Old', managerIds: [], employmentsId: [], version: 1 });
    expect(stale.body.systemCode).toBe('invalid_state');
    const cleared = await put({ title: 'Rollout 3', managerIds: [], employmentsId: [], version: 2 });
    expect(cleared.body.executors).toEqual([]);
    expect((await read(a.id)).projectIds).toEqual([other.id]);
    const events = await auditEvents(co.ws);
    const update = events.find((e) => e.event === 'PROJECT_UPDATED' && (e.props as { title?: string }).title === 'Rollout 2');
    expect(update?.props).toMatchObject({ executorsAdded: expect.arrayContaining([a.id, c.id]), executorsRemoved: [b.id] });
  });

  it('grants and revokes TIMESHEET_OPERATE and SICK_LEAVE_OPERATE per employment and project, stored as grants', async () => {
    const co = await newCompany('Grant Co');
    const project = (await act(co, 'POST', '/api/workforce/projects', { title: 'Ops' })).body as { id: string };
    const e = await employ(co, staffBody(email('gr')));
    const base = `/api/workforce/employments/${e.id}/permissions`;
    const g1 = await act(co, 'POST', base, { permissionType: 'TIMESHEET_OPERATE' });
    expect(g1.status, g1.text).toBe(201);
    expect(g1.body).toMatchObject({ id: 'TIMESHEET_OPERATE.ALL', employmentId: e.id, permissionType: 'TIMESHEET_OPERATE' });
    const g2 = await act(co, 'POST', base, { permissionType: 'SICK_LEAVE_OPERATE', projectId: project.id });
    expect(g2.body.id).toBe(`SICK_LEAVE_OPERATE.${project.id}`);
    expect((await act(co, 'POST', base, { permissionType: 'TIMESHEET_OPERATE' })).status).toBe(409);
    expect((await act(co, 'POST', base, { permissionType: 'TIMESHEET_OPERATE', projectId: 'nope' })).status).toBe(404);
    const list = await act(co, 'GET', base);
    expect(list.body.data.map((p: { id: string }) => p.id).sort()).toEqual([`SICK_LEAVE_OPERATE.${project.id}`, 'TIMESHEET_OPERATE.ALL']);
    const { client, name } = table();
    const stored = await client.send(new GetCommand({ TableName: name, Key: { PK: `WS#${co.ws}`, SK: `EMPPERM#${e.id}#SICK_LEAVE_OPERATE.${project.id}` } }));
    expect(stored.Item).toMatchObject({ domain: 'SICK_LEAVE', action: 'OPERATE', companyId: co.ws, projectId: project.id, GSI2PK: `EMPGRANT#${e.detailsId}` });
    expect((await act(co, 'DELETE', `${base}/TIMESHEET_OPERATE.ALL`)).status).toBe(200);
    expect((await act(co, 'DELETE', `${base}/TIMESHEET_OPERATE.ALL`)).status).toBe(404);
    expect((await act(co, 'GET', base)).body.data).toHaveLength(1);
    expect((await act(co, 'GET', '/api/workforce/employments/01NOSUCHEMPLOYMENT00000000/permissions')).body.systemCode).toBe(40018);
  });
});

describe('employment grants in the permission token', () => {
  const grantsOf = (session: TSession) => (decodeJwt(session.secondaryToken) as unknown as TPrincipal).grants;

  it('a granted permission is in the employee\'s token after a refresh, scoped to employer, employment and project; revoking or terminating removes it', async () => {
    const co = await newCompany('Token Grant Co');
    const project = (await act(co, 'POST', '/api/workforce/projects', { title: 'Night shift' })).body as { id: string };
    const employee = await newPerson('Gina', 'Granted');
    const e = await employ(co, staffBody(employee.email, { details: { name: 'Gina Granted', email: employee.email } }));
    // The employment's grants reach the token only once the person accepted it.
    expect((await act(co, 'POST', `/api/workforce/employments/${e.id}/permissions`, { permissionType: 'SICK_LEAVE_OPERATE' })).status).toBe(201);
    expect(grantsOf(await refreshed(employee.session)).filter((g) => g.companyId === co.ws)).toEqual([]);
    expect((await act(co, 'DELETE', `/api/workforce/employments/${e.id}/permissions/SICK_LEAVE_OPERATE.ALL`)).status).toBe(200);
    expect((await act(employee, 'POST', `/api/workforce/employment-invitations/${e.id}/accept`)).status).toBe(200);
    const base = `/api/workforce/employments/${e.id}/permissions`;
    // Nothing yet: the token carries no grant of this employer.
    expect(grantsOf(await refreshed(employee.session)).filter((g) => g.companyId === co.ws)).toEqual([]);

    expect((await act(co, 'POST', base, { permissionType: 'TIMESHEET_OPERATE', projectId: project.id })).status).toBe(201);
    expect((await act(co, 'POST', base, { permissionType: 'SICK_LEAVE_OPERATE' })).status).toBe(201);
    // The token in hand does not change until it is refreshed (as with roles).
    expect(grantsOf(employee.session).filter((g) => g.companyId === co.ws)).toEqual([]);
    const granted = await refreshed(employee.session);
    const mine = grantsOf(granted).filter((g) => g.companyId === co.ws);
    expect(mine).toEqual(
      expect.arrayContaining([
        { domain: 'TIMESHEET', action: 'OPERATE', companyId: co.ws, employmentId: e.id, projectId: project.id },
        { domain: 'SICK_LEAVE', action: 'OPERATE', companyId: co.ws, employmentId: e.id },
      ]),
    );
    expect(mine).toHaveLength(2);
    // The server verifies that token: the principal it decides with carries the grants.
    expect((await call('GET', '/api/workforce/my-employments', { session: granted, workspaceId: employee.ws })).status).toBe(200);
    const principal = decodeJwt(granted.secondaryToken) as unknown as TPrincipal;
    const want = { domain: 'TIMESHEET' as const, action: 'OPERATE', companyId: co.ws, employmentId: e.id };
    expect(hasGrant(principal.grants, { ...want, projectId: project.id })).toBe(true);
    expect(hasGrant(principal.grants, { ...want, projectId: 'another-project' })).toBe(false);
    expect(hasGrant(principal.grants, { ...want, projectId: project.id, companyId: ACME_ID })).toBe(false);
    expect(hasGrant(principal.grants, { domain: 'SICK_LEAVE', action: 'OPERATE', companyId: co.ws, employmentId: e.id, projectId: project.id })).toBe(true);
    // A grant-gated route in the employee's own workspace is open to them now, not before.
    const gated = { access: 'workspace', workspaceTypes: ['PERSON'], grant: { domain: 'TIMESHEET', action: 'OPERATE' } } as const;
    expect(decide(gated, principal, employee.ws)).toEqual({ allowed: true });
    expect(decide(gated, { ...principal, grants: [] }, employee.ws)).toMatchObject({ allowed: false });
    // The employer cannot be opened through a grant.
    expect((await call('GET', '/api/workforce/employments', { session: granted, workspaceId: co.ws })).status).toBe(403);

    // Revoked: gone at the next refresh.
    expect((await act(co, 'DELETE', `${base}/TIMESHEET_OPERATE.${project.id}`)).status).toBe(200);
    const revoked = grantsOf(await refreshed(granted)).filter((g) => g.companyId === co.ws);
    expect(revoked).toEqual([{ domain: 'SICK_LEAVE', action: 'OPERATE', companyId: co.ws, employmentId: e.id }]);
    // A terminated employment carries no grants, though they were not revoked.
    expect((await act(co, 'POST', `/api/workforce/employments/${e.id}/status`, { status: 'TERMINATED' })).status).toBe(200);
    expect(grantsOf(await refreshed(granted)).filter((g) => g.companyId === co.ws)).toEqual([]);
  });
});

describe('isolation', () => {
  it("another company's owner and other personas reach nothing of a company; staff may act for it", async () => {
    const victim = await newCompany('Victim Co');
    const e = await employ(victim, staffBody(email('iso')));
    const project = (await act(victim, 'POST', '/api/workforce/projects', { title: 'Secret' })).body as { id: string };
    const other = await newCompany('Other Co');
    const paths = [
      ['GET', '/api/workforce/employments'],
      ['GET', `/api/workforce/employments/${e.id}`],
      ['GET', '/api/workforce/projects'],
      ['PUT', `/api/workforce/projects/${project.id}`, { title: 'Mine', managerIds: [], version: 0 }],
      ['POST', `/api/workforce/employments/${e.id}/status`, { status: 'ACTIVE' }],
      ['GET', `/api/workforce/employments/${e.id}/permissions`],
    ] as const;
    const personas = [other.session, await as('john'), await as('jane'), await as('owner')];
    for (const session of personas) {
      for (const [method, path, body] of paths) {
        const res = await call(method, path, { session, workspaceId: victim.ws, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.text).not.toContain(e.id);
      }
    }
    // The victim's ids from the other company's own workspace: not found there.
    const byId = await act(other, 'GET', `/api/workforce/employments/${e.id}`);
    expect(byId.status).toBe(404);
    expect(byId.body.systemCode).toBe(40018);
    const proj = await act(other, 'PUT', `/api/workforce/projects/${project.id}`, { title: 'Mine', managerIds: [], version: 0 });
    expect(proj.status).toBe(404);
    expect((await act(other, 'GET', '/api/workforce/employments')).body.totalElements).toBe(0);
    // A person workspace cannot use the employer routes; the company cannot use the person's.
    expect((await act(victim.person, 'GET', '/api/workforce/employments')).status).toBe(403);
    expect((await act(victim, 'GET', '/api/workforce/my-employments')).status).toBe(403);
    // Staff act for the client, recorded as acting for it.
    const admin = await as('admin');
    const staffCall = await call('POST', `/api/workforce/employments/${e.id}/status`, { session: admin, workspaceId: victim.ws, body: { status: 'ACTIVE' } });
    expect(staffCall.status).toBe(200);
    const events = await auditEvents(victim.ws);
    expect(events.find((x) => x.event === 'EMPLOYMENT_STATUS_CHANGED' && x.producer.email === admin.email)?.actingFor).toBe(victim.ws);
    // The demo: Acme's owner sees John and Jane.
    const owner = await as('owner');
    const acme = await call('GET', '/api/workforce/employments?orderDirection=ASC', { session: owner, workspaceId: ACME_ID });
    expect(acme.body.data.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([DEMO_IDS.johnEmployment, DEMO_IDS.janeEmployment]));
    const john = await as('john');
    const johnMine = await call('GET', '/api/workforce/my-employments', { session: john, workspaceId: personWorkspace(john) });
    // Other files may contract John's person space with companies of their own (the permission
    // matrix's billing partner), so this checks only what this test made: Acme, never its victims.
    const employers = johnMine.body.data.map((x: { employerId: string }) => x.employerId);
    expect(employers).toContain(ACME_ID);
    expect(employers).not.toContain(victim.ws);
    expect(employers).not.toContain(other.ws);
  });
});

