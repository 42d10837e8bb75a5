/**
 * The profile pages' API (issue 5) against the real local services: every validation and error
 * code, masking for the owner, another viewer and staff, the staff-only verified flag, and the
 * uniqueness races (SSN claim, bank account duplicate) with parallel calls. Each test works on new
 * people and companies of its own.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ACME_ID, as, call, personWorkspace, type TSession } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';
import { act, newPerson, type TActor } from '../support/billing.js';

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const newSsn = () => `${digits(3)}-${digits(2)}-${digits(4)}`;
const newEin = () => `${digits(2)}-${digits(7)}`;
const admin = async (ws: string): Promise<TActor> => ({ session: await as('admin'), ws });

const details = (body: Record<string, unknown> = {}) => ({
  firstName: 'Pat',
  lastName: 'Person',
  birthDate: '1990-04-01',
  sex: 'FEMALE',
  countryOfBirth: 'United States',
  nationality: 'American',
  residencyStatus: 'US_CITIZEN',
  tinType: 'SSN',
  ssn: newSsn(),
  itin: '',
  phoneCode: '+1',
  phone: '2125550100',
  occupation: 'Accountant',
  preferredLanguage: 'EN',
  ...body,
});

const usAddress = (body: Record<string, unknown> = {}) => ({
  kind: 'US', address1: '1 Main Street', address2: 'Apt 2', city: 'Albany', state: 'NY', zipCode: '12207-1234', isResidential: true, verified: false, ...body,
});
const foreignAddress = (body: Record<string, unknown> = {}) => ({
  kind: 'FOREIGN', foreignAddress: '10 Downing Street, London', country: 'United Kingdom', zipCode: 'SW1A/2.AA-1'.replace(/[A-Z]/g, '1'), ...body,
});
const office = (title = 'Head office') => ({
  title,
  legalAddress: usAddress(),
  actualAddress: usAddress({ address1: '5 Broad Street', city: 'New York', zipCode: '10004' }),
  mailingAddress: foreignAddress(),
  registrationAgentAddress: {},
});

async function expectCode(res: { status: number; body: any; text: string }, status: number, code: string | number) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.systemCode).toBe(code);
}

async function directoryTokens(kind: 'PERSON' | 'COMPANY', token: string) {
  const { client, name } = table();
  const out = await client.send(new QueryCommand({
    TableName: name,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': `DIRTOK#${kind}#${token.slice(0, 2)}`, ':sk': `${token}#` },
  }));
  return (out.Items ?? []).map((i) => (i.entry as { id: string }).id);
}

/** A new company owned by a new person, and the owner's session refreshed so it may open it. */
async function newCompany(): Promise<TActor & { ein: string; owner: TActor }> {
  const owner = await newPerson('Cora', 'Owner');
  const ein = newEin();
  const res = await act(owner, 'POST', '/api/workforce/companies', {
    legalName: `Profile Test ${digits(6)} LLC`, ein, companyType: 'LLC',
    headquarter: { address1: '1 Main Street', city: 'Albany', state: 'NY', zipCode: '12207' },
  });
  expect(res.status, res.text).toBe(201);
  const refreshed = await call('POST', '/api/auth/refresh', { body: { refreshToken: owner.session.refreshToken } });
  expect(refreshed.status, refreshed.text).toBe(200);
  const session: TSession = { ...owner.session, ...refreshed.body };
  return { session, ws: res.body.id, ein, owner: { ...owner, session } };
}

describe('person details', () => {
  it('starts from the account, saves every field, and keeps the directory and the workspace name current', async () => {
    const p = await newPerson('Dana', 'Start');
    const first = await act(p, 'GET', '/api/profile/person');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ firstName: 'Dana', lastName: 'Start', email: p.email, tinType: 'NONE', masked: false });

    const body = details({ firstName: 'Dana', lastName: `Renamed${digits(4)}`, email: p.email });
    const saved = await act(p, 'PUT', '/api/profile/person', body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ ...body, masked: false });
    expect((await act(p, 'GET', '/api/profile/person')).body.ssn).toBe(body.ssn);

    const ws = await call('GET', '/api/workspaces/current', { session: p.session, workspaceId: p.ws });
    expect(ws.body.name).toBe(`Dana ${body.lastName}`);
    expect(await directoryTokens('PERSON', body.lastName.toLowerCase())).toContain(p.ws);
    expect(await directoryTokens('PERSON', 'start')).not.toContain(p.ws);

    const events = await auditEvents(p.ws);
    const event = events.find((e) => e.event === 'PERSON_DETAILS_UPDATED' && e.success);
    expect(event?.props.changed).toEqual(expect.arrayContaining(['lastName', 'ssn']));
    expect(JSON.stringify(events)).not.toContain(body.ssn);
  });

  it('refuses a missing SSN (4007), a missing ITIN (40016), bad formats, and an email of another account (40026)', async () => {
    const p = await newPerson('Val', 'Idate');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ ssn: '' })), 400, 4007);
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ tinType: 'ITIN', itin: '' })), 400, 40016);
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ ssn: '123456789' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ phone: '12345678901234' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ phone: '212-555' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ sex: 'ROBOT' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ birthDate: '01/02/1990' })), 400, 'invalid_request');
    const other = await newPerson('Em', 'Ail');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ email: other.email })), 409, 40026);
    // Nothing was half-written.
    expect((await act(p, 'GET', '/api/profile/person')).body.tinType).toBe('NONE');
    const failed = (await auditEvents(p.ws)).filter((e) => e.event === 'PERSON_DETAILS_UPDATED');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((e) => !e.success)).toBe(true);
  });

  it('keeps an SSN to one person with one answer whatever the name (4009), and a freed SSN can be taken', async () => {
    const [a, b] = await Promise.all([newPerson('Sam', 'Same'), newPerson('Sam', 'Same')]);
    const ssn = newSsn();
    expect((await act(a, 'PUT', '/api/profile/person', details({ firstName: 'Sam', lastName: 'Same', ssn }))).status).toBe(200);
    // The holder's name sent or not, the answer is the same: it must not confirm who holds the number.
    const sameName = await act(b, 'PUT', '/api/profile/person', details({ firstName: 'Sam', lastName: 'Same', ssn }));
    const otherName = await act(b, 'PUT', '/api/profile/person', details({ firstName: 'Other', lastName: 'Name', ssn }));
    await expectCode(sameName, 409, 4009);
    await expectCode(otherName, 409, 4009);
    expect({ ...otherName.body, correlationId: undefined }).toEqual({ ...sameName.body, correlationId: undefined });
    // A changes their number: the old one is released.
    expect((await act(a, 'PUT', '/api/profile/person', details({ firstName: 'Sam', lastName: 'Same', ssn: newSsn() }))).status).toBe(200);
    expect((await act(b, 'PUT', '/api/profile/person', details({ firstName: 'Sam', lastName: 'Same', ssn }))).status).toBe(200);
  });

  it('limits SSN conflicts per caller: the sixth in an hour, and any SSN change after it, is refused with 429', async () => {
    const [holder, prober] = await Promise.all([newPerson('Hold', 'Er'), newPerson('Pro', 'Ber')]);
    const ssn = newSsn();
    expect((await act(holder, 'PUT', '/api/profile/person', details({ firstName: 'Hold', lastName: 'Er', ssn }))).status).toBe(200);
    for (let i = 0; i < 5; i += 1) await expectCode(await act(prober, 'PUT', '/api/profile/person', details({ firstName: `Guess${i}`, lastName: 'Name', ssn })), 409, 4009);
    await expectCode(await act(prober, 'PUT', '/api/profile/person', details({ firstName: 'Hold', lastName: 'Er', ssn })), 429, 'too_many_attempts');
    // A free number is refused too while the window lasts, so a probe learns nothing from a 200.
    await expectCode(await act(prober, 'PUT', '/api/profile/person', details({ ssn: newSsn() })), 429, 'too_many_attempts');
    // Other saves of the prober, and other callers, are untouched.
    expect((await act(prober, 'PUT', '/api/profile/person', details({ tinType: 'NONE', ssn: '' }))).status).toBe(200);
    expect((await act(holder, 'PUT', '/api/profile/person', details({ firstName: 'Hold', lastName: 'Er', ssn: newSsn() }))).status).toBe(200);
  });

  it('lets exactly one of two people racing for one SSN have it', async () => {
    const people = await Promise.all([newPerson('Race', 'One'), newPerson('Race', 'One'), newPerson('Race', 'One')]);
    const ssn = newSsn();
    const results = await Promise.all(people.map((p) => act(p, 'PUT', '/api/profile/person', details({ firstName: 'Race', lastName: 'One', ssn }))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.systemCode).toBe(4009);
    const { client, name } = table();
    const owners = await Promise.all(people.map((p) => client.send(new GetCommand({ TableName: name, Key: { PK: `WS#${p.ws}`, SK: 'PERSON' } }))));
    expect(owners.filter((o) => o.Item).length).toBe(1);
  });

  it('shows the owner and staff the numbers in full; staff acting are recorded', async () => {
    const p = await newPerson('Mask', 'Owner');
    const body = details({ firstName: 'Mask', lastName: 'Owner', tinType: 'ITIN', ssn: '', itin: `9${digits(2)}-${digits(2)}-${digits(4)}` });
    expect((await act(p, 'PUT', '/api/profile/person', body)).status).toBe(200);
    expect((await act(p, 'GET', '/api/profile/person')).body).toMatchObject({ itin: body.itin, masked: false });
    const staff = await act(await admin(p.ws), 'GET', '/api/profile/person');
    expect(staff.body).toMatchObject({ itin: body.itin, masked: false });
    const byStaff = await act(await admin(p.ws), 'PUT', '/api/profile/person', { ...body, occupation: 'Auditor' });
    expect(byStaff.status, byStaff.text).toBe(200);
    const event = (await auditEvents(p.ws)).find((e) => e.event === 'PERSON_DETAILS_UPDATED' && e.producer.email !== p.email);
    expect(event?.actingFor).toBe(p.ws);
    expect(event?.props.changed).toEqual(['occupation']);
  });
});

describe('marital status and spouse', () => {
  it('keeps a spouse a client names by email as typed and pending, revealing nothing of that person', async () => {
    const [a, b] = await Promise.all([newPerson('Ann', 'Wed'), newPerson('Ben', 'Wed')]);
    const ssn = newSsn();
    expect((await act(b, 'PUT', '/api/profile/person', details({ firstName: 'Ben', lastName: 'Wed', ssn, email: b.email }))).status).toBe(200);

    const byEmail = await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseEmail: b.email.toUpperCase() });
    expect(byEmail.status, byEmail.text).toBe(200);
    const pending = { id: '', name: '', email: b.email, ssn: '', pending: true };
    expect(byEmail.body).toEqual({ maritalStatus: 'MARRIED', spouse: pending, version: 1 });
    expect(byEmail.text).not.toContain('Ben');
    expect(byEmail.text).not.toContain(ssn.slice(-4));
    expect(byEmail.text).not.toContain(b.ws);
    expect((await act(a, 'GET', '/api/profile/marital')).body.spouse).toEqual(pending);
    // An email that is nobody's answers alike: the answer does not say whether an account has it.
    const nobody = await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseEmail: 'nobody.here@example.com', version: 1 });
    expect(nobody.status, nobody.text).toBe(200);
    expect(nobody.body.spouse).toEqual({ ...pending, email: 'nobody.here@example.com' });
    // A client cannot link a person by id.
    await expectCode(await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseId: b.ws }), 404, 4014);
    await expectCode(await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseId: a.ws }), 400, 40022);
    await expectCode(await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseEmail: a.email }), 400, 40022);
  });

  it('lets staff link the spouse (by directory id or account email); the partner then sees the name and email, never the number', async () => {
    const [a, b] = await Promise.all([newPerson('Ann', 'Linked'), newPerson('Ben', 'Linked')]);
    const ssn = newSsn();
    expect((await act(b, 'PUT', '/api/profile/person', details({ firstName: 'Ben', lastName: 'Linked', ssn, email: b.email }))).status).toBe(200);
    expect((await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseEmail: b.email })).status).toBe(200);
    // Staff see whose account a pending email is.
    expect((await act(await admin(a.ws), 'GET', '/api/profile/marital')).body.spouse).toEqual({ id: '', name: 'Ben Linked', email: b.email, ssn, pending: true });

    const linked = await act(await admin(a.ws), 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseId: b.ws });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.body.spouse).toEqual({ id: b.ws, name: 'Ben Linked', email: b.email, ssn });
    expect((await act(a, 'GET', '/api/profile/marital')).body.spouse).toEqual({ id: b.ws, name: 'Ben Linked', email: b.email, ssn: '' });
    // The partner keeps the staff-made link when saving again.
    const kept = await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'SEPARATED', spouseId: b.ws });
    expect(kept.body.spouse.id).toBe(b.ws);
    await expectCode(await act(await admin(a.ws), 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseEmail: 'nobody.here@example.com' }), 404, 4014);
    await expectCode(await act(await admin(a.ws), 'PUT', '/api/profile/marital', { maritalStatus: 'MARRIED', spouseId: 'p_01ARZ3NDEKTSV4RRFFQ69G5FAV' }), 404, 4014);
    await expectCode(await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'DIVORCED' }), 400, 'invalid_request');
    expect((await act(a, 'GET', '/api/profile/marital')).body.maritalStatus).toBe('SEPARATED');
    expect((await act(a, 'PUT', '/api/profile/marital', { maritalStatus: 'SINGLE' })).body).toEqual({ maritalStatus: 'SINGLE', version: 4 });
  });
});

describe('address editor', () => {
  it('saves US and foreign addresses, reports empty, and validates ZIP formats', async () => {
    const p = await newPerson('Addy', 'Ress');
    expect((await act(p, 'GET', '/api/profile/address')).body).toMatchObject({ empty: true, address: { state: 'NY', isResidential: true, verified: false } });
    const us = await act(p, 'PUT', '/api/profile/address', usAddress());
    expect(us.status, us.text).toBe(200);
    expect(us.body).toMatchObject({ empty: false, address: { address1: '1 Main Street', zipCode: '12207-1234', state: 'NY' } });
    await expectCode(await act(p, 'PUT', '/api/profile/address', usAddress({ zipCode: '1220' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/address', usAddress({ state: 'XX' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/address', foreignAddress({ zipCode: 'AB 12' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/address', foreignAddress({ country: '' })), 400, 'invalid_request');
    const foreign = await act(p, 'PUT', '/api/profile/address', foreignAddress({ zipCode: '12.3/45-6', isResidential: false }));
    expect(foreign.status, foreign.text).toBe(200);
    expect(foreign.body.address).toMatchObject({ kind: 'FOREIGN', country: 'United Kingdom', zipCode: '12.3/45-6', isResidential: false });
    expect((await act(p, 'PUT', '/api/profile/address', { kind: 'US' })).body.empty).toBe(true);
  });

  it('lets only staff set the verified flag; a client change clears it', async () => {
    const p = await newPerson('Veri', 'Fied');
    await expectCode(await act(p, 'PUT', '/api/profile/address', usAddress({ verified: true })), 403, 40011);
    expect((await act(p, 'GET', '/api/profile/address')).body.empty).toBe(true);
    const staff = await act(await admin(p.ws), 'PUT', '/api/profile/address', usAddress({ verified: true }));
    expect(staff.status, staff.text).toBe(200);
    expect(staff.body.address.verified).toBe(true);
    // The client re-saves the same address with the stored flag: kept.
    expect((await act(p, 'PUT', '/api/profile/address', usAddress({ verified: true }))).body.address.verified).toBe(true);
    await expectCode(await act(p, 'PUT', '/api/profile/address', usAddress({ verified: false })), 403, 40011);
    // A changed address is no longer verified.
    expect((await act(p, 'PUT', '/api/profile/address', usAddress({ verified: true, address1: '2 Main Street' }))).body.address.verified).toBe(false);
  });
});

describe('identity documents', () => {
  it('saves a document with its uploaded scan, masks nothing for the owner, and refuses a file of another workspace', async () => {
    const p = await newPerson('Doc', 'Holder');
    const bytes = Buffer.from('%PDF-1.4 scan');
    const up = await act(p, 'POST', '/api/files', { fileName: 'passport.pdf', contentType: 'application/pdf', size: bytes.length });
    expect(up.status, up.text).toBe(201);
    expect((await fetch(up.body.uploadUrl, { method: 'PUT', headers: up.body.headers, body: bytes })).status).toBe(200);
    expect((await act(p, 'POST', `/api/files/${up.body.file.id}/complete`)).status).toBe(200);

    expect((await act(p, 'GET', '/api/profile/documents/uspassport')).body).toEqual({ version: 0 });
    const saved = await act(p, 'PUT', '/api/profile/documents/uspassport', { number: 'X1234567', issueDate: '2020-01-01', expiryDate: '2030-01-01', fileId: up.body.file.id });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.document).toMatchObject({ kind: 'uspassport', number: 'X1234567', fileName: 'passport.pdf', masked: false });
    expect((await act(p, 'GET', '/api/profile/documents/uspassport')).body.document.number).toBe('X1234567');
    expect((await act(await admin(p.ws), 'GET', '/api/profile/documents/uspassport')).body.document.number).toBe('X1234567');

    await expectCode(await act(p, 'PUT', '/api/profile/documents/uspassport', { number: 'X1', issueDate: '2030-01-01', expiryDate: '2020-01-01' }), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/documents/visa', { number: 'X1' }), 400, 'invalid_request');
    const other = await newPerson('Other', 'Files');
    await expectCode(await act(other, 'PUT', '/api/profile/documents/ead', { number: 'E123', fileId: up.body.file.id }), 404, 'no_record');
    for (const kind of ['id_card', 'ead', 'id', 'greencard', 'ssn']) {
      expect((await act(p, 'PUT', `/api/profile/documents/${kind}`, { number: `N-${kind.length}123` })).status).toBe(200);
    }
    // The documents page: all six in one Query, in the spec's order, with the scan's name.
    const listed = await act(p, 'GET', '/api/profile/documents');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((d: { kind: string }) => d.kind)).toEqual(['id_card', 'ead', 'id', 'greencard', 'uspassport', 'ssn']);
    expect(listed.body.data[4]).toMatchObject({ number: 'X1234567', fileName: expect.any(String), masked: false });
    expect(JSON.stringify(await auditEvents(p.ws))).not.toContain('X1234567');
  });
});

describe('company details', () => {
  it('saves details and insurance settings on the company profile, renames it in the directory, and defaults insurance to required', async () => {
    const c = await newCompany();
    const got = await act(c, 'GET', '/api/profile/company');
    expect(got.status, got.text).toBe(200);
    expect(got.body).toMatchObject({ ein: c.ein, companyType: 'LLC', insurance: { generalLiabilityRequired: true, disabilityRequired: true } });
    const name = `Renamed ${digits(6)} Corp`;
    const ein = newEin();
    const body = {
      legalName: name, companyType: 'C_CORP', ein, dba: 'Renamed', website: 'https://renamed.example', registrationDate: '2015-06-01',
      federalTaxClass: 'C corporation', naicsType: '541211', additionalNaicsType: '5412', officer: 'Cora Owner',
      insurance: { generalLiabilityRequired: false, professionalLiabilityRequired: true, workersCompensationRequired: true, disabilityRequired: false },
    };
    const saved = await act(c, 'PUT', '/api/profile/company', body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ ...body, companyId: c.ws });
    expect(await directoryTokens('COMPANY', ein.replace('-', ''))).toContain(c.ws);
    expect(await directoryTokens('COMPANY', c.ein.replace('-', ''))).not.toContain(c.ws);
    expect((await call('GET', '/api/workspaces/current', { session: c.session, workspaceId: c.ws })).body.name).toBe(name);
  });

  it("keeps each insurance type's end date on file for the tiles; blank is none, a bad date is refused", async () => {
    const c = await newCompany();
    expect((await act(c, 'GET', '/api/profile/company')).body.insuranceEnds).toEqual({});
    const base = { legalName: 'Insured Co LLC', companyType: 'LLC', ein: c.ein };
    const saved = await act(c, 'PUT', '/api/profile/company', { ...base, insuranceEnds: { GENERAL_LIABILITY: '2027-03-31', DISABILITY: '' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.insuranceEnds).toEqual({ GENERAL_LIABILITY: '2027-03-31' });
    expect((await act(c, 'GET', '/api/profile/company')).body.insuranceEnds).toEqual({ GENERAL_LIABILITY: '2027-03-31' });
    await expectCode(await act(c, 'PUT', '/api/profile/company', { ...base, insuranceEnds: { WORKERS_COMPENSATION: '2027-02-30x' } }), 400, 'invalid_request');
  });

  it('refuses an invalid EIN (40019), a taken one (40010), and lets one of two racing companies take an EIN', async () => {
    const [a, b] = [await newCompany(), await newCompany()];
    const base = { legalName: 'Ein Test LLC', companyType: 'LLC' };
    await expectCode(await act(a, 'PUT', '/api/profile/company', { ...base, ein: '123456789' }), 400, 40019);
    await expectCode(await act(a, 'PUT', '/api/profile/company', { ...base, ein: b.ein }), 409, 40010);
    await expectCode(await act(a, 'PUT', '/api/profile/company', { ...base, ein: a.ein, companyType: 'BANK' }), 400, 'invalid_request');
    const ein = newEin();
    const results = await Promise.all([a, b].map((c) => act(c, 'PUT', '/api/profile/company', { ...base, ein })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.systemCode).toBe(40010);
  });

  it('keeps the headquarter and branches with four addresses, the verified flag staff-only', async () => {
    const c = await newCompany();
    expect((await act(c, 'GET', '/api/profile/headquarter')).body).toEqual({ version: 0 });
    const hq = await act(c, 'PUT', '/api/profile/headquarter', office());
    expect(hq.status, hq.text).toBe(200);
    expect(hq.body.office).toMatchObject({ title: 'Head office', mailingAddress: { kind: 'FOREIGN' }, registrationAgentAddress: { address1: '', foreignAddress: '' } });
    await expectCode(await act(c, 'PUT', '/api/profile/headquarter', { ...office(), legalAddress: usAddress({ verified: true }) }), 403, 40011);
    expect((await act(await admin(c.ws), 'PUT', '/api/profile/headquarter', { ...office(), legalAddress: usAddress({ verified: true }) })).body.office.legalAddress.verified).toBe(true);

    const branch = await act(c, 'POST', '/api/profile/branches', office('Brooklyn branch'));
    expect(branch.status, branch.text).toBe(201);
    const list = await act(c, 'GET', '/api/profile/branches');
    expect(list.body.data.map((b: { id: string }) => b.id)).toContain(branch.body.id);
    const edited = await act(c, 'PUT', `/api/profile/branches/${branch.body.id}`, office('Queens branch'));
    expect(edited.body.title).toBe('Queens branch');
    expect((await act(c, 'GET', `/api/profile/branches/${branch.body.id}`)).body.title).toBe('Queens branch');
    // The branch is the workforce Branch too: billing's locations see its US address.
    const { client, name } = table();
    const item = await client.send(new GetCommand({ TableName: name, Key: { PK: `WS#${c.ws}`, SK: `BRANCH#${branch.body.id}` } }));
    expect(item.Item).toMatchObject({ name: 'Queens branch', address: { address1: '5 Broad Street', city: 'New York' } });
    await expectCode(await act(c, 'POST', '/api/profile/branches', { ...office(), actualAddress: foreignAddress() }), 400, 'invalid_request');
    await expectCode(await act(c, 'GET', '/api/profile/branches/01ARZ3NDEKTSV4RRFFQ69G5FAV'), 404, 'no_record');
  });

  it('replaces shareholders: staff link people; a client\'s email is kept as typed and pending, revealing nothing', async () => {
    const c = await newCompany();
    const [person, partner] = await Promise.all([newPerson('Share', 'Holder'), newPerson('Silent', 'Partner')]);
    const body = { shareholders: [{ name: 'Share Holder', sharePercent: 60.5, personId: person.ws }, { name: 'Silent Partner', sharePercent: 39.5 }] };
    // A client cannot link a person by id; staff can (their directory pick).
    await expectCode(await act(c, 'PUT', '/api/profile/shareholders', body), 404, 'no_record');
    const saved = await act(await admin(c.ws), 'PUT', '/api/profile/shareholders', body);
    expect(saved.status, saved.text).toBe(200);
    const linked = { name: 'Share Holder', sharePercent: 60.5, personId: person.ws, personEmail: person.email };
    expect((await act(c, 'GET', '/api/profile/shareholders')).body).toEqual({ shareholders: [linked, body.shareholders[1]], version: 1 });
    // The client keeps the staff-made link, and names another person by email: kept as typed, pending.
    const byEmail = await act(c, 'PUT', '/api/profile/shareholders', {
      shareholders: [linked, { name: 'Silent Partner', sharePercent: 39.5, personEmail: partner.email.toUpperCase() }],
    });
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.body.shareholders).toEqual([linked, { name: 'Silent Partner', sharePercent: 39.5, personEmail: partner.email, pending: true }]);
    expect(byEmail.text).not.toContain(partner.ws);
    // An email that is nobody's answers alike.
    const nobody = await act(c, 'PUT', '/api/profile/shareholders', { shareholders: [{ name: 'Nobody', sharePercent: 1, personEmail: 'nobody.here@example.com' }] });
    expect(nobody.status, nobody.text).toBe(200);
    expect(nobody.body.shareholders).toEqual([{ name: 'Nobody', sharePercent: 1, personEmail: 'nobody.here@example.com', pending: true }]);
    // Staff linking by email match it exactly.
    await expectCode(await act(await admin(c.ws), 'PUT', '/api/profile/shareholders', { shareholders: [{ name: 'Half', sharePercent: 1, personEmail: partner.email.slice(0, 6) }] }), 404, 'no_record');
    const staffByEmail = await act(await admin(c.ws), 'PUT', '/api/profile/shareholders', { shareholders: [{ name: 'Silent Partner', sharePercent: 1, personEmail: partner.email }] });
    expect(staffByEmail.body.shareholders).toEqual([{ name: 'Silent Partner', sharePercent: 1, personId: partner.ws, personEmail: partner.email }]);
    await expectCode(await act(c, 'PUT', '/api/profile/shareholders', { shareholders: [{ name: 'Too', sharePercent: 80 }, { name: 'Much', sharePercent: 30 }] }), 400, 'invalid_request');
    await expectCode(await act(await admin(c.ws), 'PUT', '/api/profile/shareholders', { shareholders: [{ name: 'Ghost', sharePercent: 10, personId: 'p_01ARZ3NDEKTSV4RRFFQ69G5FAV' }] }), 404, 'no_record');
  });

  it('refuses company pages in a person workspace and person pages in a company workspace', async () => {
    const c = await newCompany();
    await expectCode(await act(c.owner, 'GET', '/api/profile/company'), 403, 40011);
    await expectCode(await act(c, 'GET', '/api/profile/person'), 403, 40011);
  });
});

describe('saves made on the same read (headquarter, shareholders, marital status, documents)', () => {
  /** Two saves sent with the version both read: exactly one wins, the other is 409 version_conflict. */
  async function race(actor: TActor, path: string, bodies: [Record<string, unknown>, Record<string, unknown>]) {
    const read = await act(actor, 'GET', path);
    expect(read.status, read.text).toBe(200);
    const version = read.body.version as number;
    const results = await Promise.all(bodies.map((b) => act(actor, 'PUT', path, { ...b, version })));
    expect(results.map((r) => r.status).sort(), results.map((r) => r.text).join(' | ')).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.systemCode).toBe('version_conflict');
    const winner = results.find((r) => r.status === 200)!;
    expect(winner.body.version).toBe(version + 1);
    // The stored record is the winner's, and a save on the version read before is stale.
    expect((await act(actor, 'GET', path)).body).toEqual(winner.body);
    await expectCode(await act(actor, 'PUT', path, { ...bodies[0], version }), 409, 'version_conflict');
    // Without a version the save is still conditioned on what the server read, and goes through.
    expect((await act(actor, 'PUT', path, bodies[0])).body.version).toBe(version + 2);
    return winner;
  }

  it('lets exactly one of two headquarter saves on the same version win', async () => {
    const c = await newCompany();
    const winner = await race(c, '/api/profile/headquarter', [office('North office'), office('South office')]);
    expect(['North office', 'South office']).toContain(winner.body.office.title);
    // A second round on a record that exists (version 2 now).
    await race(c, '/api/profile/headquarter', [office('East office'), office('West office')]);
  });

  it('lets exactly one of two shareholder saves on the same version win', async () => {
    const c = await newCompany();
    const winner = await race(c, '/api/profile/shareholders', [
      { shareholders: [{ name: 'First Holder', sharePercent: 100 }] },
      { shareholders: [{ name: 'Second Holder', sharePercent: 50 }] },
    ]);
    expect((await act(c, 'GET', '/api/profile/shareholders')).body.shareholders).toEqual([{ name: 'First Holder', sharePercent: 100 }]);
    expect(['First Holder', 'Second Holder']).toContain(winner.body.shareholders[0].name);
  });

  it('lets exactly one of two marital-status and document saves on the same version win', async () => {
    const p = await newPerson('Race', 'Wed');
    await race(p, '/api/profile/marital', [{ maritalStatus: 'MARRIED' }, { maritalStatus: 'SINGLE' }]);
    expect((await act(p, 'GET', '/api/profile/marital')).body).toEqual({ maritalStatus: 'MARRIED', version: 2 });
    await race(p, '/api/profile/documents/greencard', [{ number: 'GC1000001' }, { number: 'GC2000002' }]);
    expect((await act(p, 'GET', '/api/profile/documents/greencard')).body.document.number).toBe('GC1000001');
  });

  it('versions branch edits too', async () => {
    const c = await newCompany();
    const made = await act(c, 'POST', '/api/profile/branches', office('Versioned branch'));
    expect(made.body.version).toBe(1);
    const path = `/api/profile/branches/${made.body.id}`;
    const results = await Promise.all(['Left', 'Right'].map((t) => act(c, 'PUT', path, { ...office(`${t} branch`), version: 1 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await act(c, 'GET', path)).body).toMatchObject({ version: 2 });
  });
});

describe('branch deletion', () => {
  it('refuses a branch an employment names (branch_in_use), deletes one nobody names, and audits it', async () => {
    const c = await newCompany();
    const [kept, spare] = await Promise.all([
      act(c, 'POST', '/api/profile/branches', office('Staffed branch')),
      act(c, 'POST', '/api/profile/branches', office('Empty branch')),
    ]);
    expect([kept.status, spare.status]).toEqual([201, 201]);
    const employment = await act(c, 'POST', '/api/workforce/employments', {
      type: 'STAFF', details: { name: 'Bea Branch', email: `bea.${digits(8)}@example.com` }, employmentStart: '2025-03-01',
      payType: 'HOUR_RATE', rateCents: 4500, branchIds: [kept.body.id],
    });
    expect(employment.status, employment.text).toBe(201);

    await expectCode(await act(c, 'DELETE', `/api/profile/branches/${kept.body.id}`), 409, 'branch_in_use');
    expect((await act(c, 'GET', `/api/profile/branches/${kept.body.id}`)).status).toBe(200);

    const deleted = await act(c, 'DELETE', `/api/profile/branches/${spare.body.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    await expectCode(await act(c, 'GET', `/api/profile/branches/${spare.body.id}`), 404, 'no_record');
    await expectCode(await act(c, 'DELETE', `/api/profile/branches/${spare.body.id}`), 404, 'no_record');
    expect((await act(c, 'GET', '/api/profile/branches')).body.data.map((b: { id: string }) => b.id)).toEqual([kept.body.id]);
    // The workforce view (the employment form's branch list) no longer offers it either.
    expect((await act(c, 'GET', '/api/workforce/branches')).body.data.map((b: { id: string }) => b.id)).not.toContain(spare.body.id);
    const events = await auditEvents(c.ws);
    expect(events.find((e) => e.event === 'BRANCH_DELETED' && e.success)?.props).toMatchObject({ branchId: spare.body.id });

    // Another company's branch is not found from this one.
    const other = await newCompany();
    await expectCode(await act(other, 'DELETE', `/api/profile/branches/${kept.body.id}`), 404, 'no_record');
  });

  it('a hire naming a branch while it is deleted: never both (the employment names no deleted branch)', async () => {
    const c = await newCompany();
    for (let round = 0; round < 6; round += 1) {
      const branch = await act(c, 'POST', '/api/profile/branches', office(`Racing branch ${round}`));
      expect(branch.status, branch.text).toBe(201);
      const [hire, removal] = await Promise.all([
        act(c, 'POST', '/api/workforce/employments', {
          type: 'STAFF', details: { name: 'Rae Race', email: `rae.${digits(8)}@example.com` }, employmentStart: '2025-03-01',
          payType: 'HOUR_RATE', rateCents: 4500, branchIds: [branch.body.id],
        }),
        act(c, 'DELETE', `/api/profile/branches/${branch.body.id}`),
      ]);
      // Exactly one wins, and the loser answers a catalogue 4xx that says why.
      if (hire.status === 201) {
        expect(removal.status, removal.text).toBe(409);
        expect(removal.body.systemCode).toBe('branch_in_use');
        expect((await act(c, 'GET', `/api/profile/branches/${branch.body.id}`)).status).toBe(200);
      } else {
        expect(removal.status, removal.text).toBe(200);
        expect(hire.status, hire.text).toBe(404);
        expect(hire.body).toMatchObject({ systemCode: 'no_record', param: 'branchIds.0' });
      }
    }
  });
});

describe('demo profiles (seed)', () => {
  it("seeds John Doe's details and address and Acme Corp's details, headquarter, branch and bank account, as the handlers write them", async () => {
    const john = await as('john');
    const me = { session: john, ws: personWorkspace(john) };
    expect((await act(me, 'GET', '/api/profile/person')).body).toMatchObject({ firstName: 'John', lastName: 'Doe', tinType: 'SSN', ssn: '078-05-1120', masked: false });
    expect((await act(me, 'GET', '/api/profile/address')).body).toMatchObject({ empty: false, address: { city: 'Brooklyn', zipCode: '11201', verified: false } });
    // The SSN claim and the directory's exact-SSN token were written with the details.
    const bySsn = await call('GET', '/api/directory/people?ssn=078-05-1120', { session: await as('admin') });
    expect(bySsn.body.data.map((e: { id: string }) => e.id)).toEqual([me.ws]);

    const acme = { session: await as('owner'), ws: ACME_ID };
    expect((await act(acme, 'GET', '/api/profile/company')).body).toMatchObject({ legalName: 'Acme Corp', ein: '12-3456789', dba: 'Acme', officer: 'Olivia Owner' });
    const hq = (await act(acme, 'GET', '/api/profile/headquarter')).body;
    expect(hq.office).toMatchObject({ title: 'Acme Corp head office', actualAddress: { address1: '350 Fifth Avenue', city: 'New York' } });
    const branches = (await act(acme, 'GET', '/api/profile/branches')).body.data as { id: string; actualAddress: { address1: string } }[];
    const brooklyn = branches.find((b) => b.actualAddress.address1 === '200 Flatbush Avenue');
    expect(brooklyn).toBeDefined();
    const accounts = (await act(acme, 'GET', '/api/profile/bank-accounts')).body.data as { accountNumber: string; holderType: string }[];
    expect(accounts).toContainEqual(expect.objectContaining({ accountNumber: '000123456789', holderType: 'business' }));
    // The seeded branch is named on John's and Jane's employments: it cannot be deleted.
    await expectCode(await act(acme, 'DELETE', `/api/profile/branches/${brooklyn!.id}`), 409, 'branch_in_use');
  });
});

describe('bank accounts', () => {
  const account = (body: Record<string, unknown> = {}) => ({
    bankName: 'Chase', accountType: 'checking', holderType: 'individual', accountNumber: digits(12), routingNumber: '021000021', ...body,
  });

  it('lists, adds, edits and deletes, and validates numbers (40029, 40031) and the holder type (40032)', async () => {
    const p = await newPerson('Bank', 'Owner');
    expect((await act(p, 'GET', '/api/profile/bank-accounts')).body.data).toEqual([]);
    const body = account();
    const created = await act(p, 'POST', '/api/profile/bank-accounts', body);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ ...body, masked: false });
    await expectCode(await act(p, 'POST', '/api/profile/bank-accounts', account({ routingNumber: '12345' })), 400, 40029);
    await expectCode(await act(p, 'POST', '/api/profile/bank-accounts', account({ accountNumber: '12345678' })), 400, 40031);
    await expectCode(await act(p, 'POST', '/api/profile/bank-accounts', account({ accountNumber: '123456789012345' })), 400, 40031);
    await expectCode(await act(p, 'POST', '/api/profile/bank-accounts', account({ accountType: 'brokerage' })), 400, 'invalid_request');
    await expectCode(await act(p, 'POST', '/api/profile/bank-accounts', { ...body, bankName: 'Other bank' }), 409, 40030);

    const edited = await act(p, 'PUT', `/api/profile/bank-accounts/${created.body.id}`, { ...body, accountType: 'savings', accountNumber: digits(10) });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.accountType).toBe('savings');
    // The old number was released: it can be added again.
    const again = await act(p, 'POST', '/api/profile/bank-accounts', body);
    expect(again.status, again.text).toBe(201);
    expect((await act(p, 'GET', '/api/profile/bank-accounts')).body.data).toHaveLength(2);
    expect((await act(p, 'DELETE', `/api/profile/bank-accounts/${again.body.id}`)).status).toBe(200);
    await expectCode(await act(p, 'GET', `/api/profile/bank-accounts/${again.body.id}`), 404, 'no_record');
    expect((await act(p, 'POST', '/api/profile/bank-accounts', body)).status).toBe(201);
    expect(JSON.stringify(await auditEvents(p.ws))).not.toContain(body.accountNumber);

    const c = await newCompany();
    await expectCode(await act(c, 'POST', '/api/profile/bank-accounts', account()), 400, 40032);
    expect((await act(c, 'POST', '/api/profile/bank-accounts', account({ holderType: 'business' }))).status).toBe(201);
  });

  it('takes one of several racing adds of the same account, and staff see numbers whole', async () => {
    const p = await newPerson('Bank', 'Racer');
    const body = account();
    const results = await Promise.all([0, 1, 2].map(() => act(p, 'POST', '/api/profile/bank-accounts', body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.systemCode).toBe(40030);
    const list = await act(p, 'GET', '/api/profile/bank-accounts');
    expect(list.body.data).toHaveLength(1);
    const staff = await act(await admin(p.ws), 'GET', '/api/profile/bank-accounts');
    expect(staff.body.data[0]).toMatchObject({ accountNumber: body.accountNumber, masked: false });
  });
});
