/**
 * Bulk uploads by staff (issue 5) against the real local services: companies and employments from
 * batches of rows, per-row results (created, exists, error with its catalogue code), a re-upload that
 * creates nothing (counted through the list routes), the unknown employer EIN, 40037, the audit
 * events, and who may call the routes. Every test uploads records of its own (fresh EINs and emails).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { as, call, type TSession, uniqueEmail } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';
import { newPerson } from '../support/billing.js';

let einSeq = Math.floor(Math.random() * 9_000_000);
/** A fresh EIN (00-0000000) for this run. */
const newEin = () => `8${Math.floor(Math.random() * 10)}-${String(1_000_000 + ((einSeq += 7919) % 8_999_999)).padStart(7, '0')}`;
const sha = (c: string) => c.repeat(64);
const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type TResult = { rowNumber: number; status: 'created' | 'exists' | 'error'; id?: string; systemCode?: string | number; field?: string; message?: string };

async function upload(session: TSession, kind: 'companies' | 'employments', rows: Record<string, unknown>[], fileName = `${kind}.csv`, fileSha256 = sha('c')) {
  const res = await call('POST', `/api/uploads/${kind}/rows`, { session, body: { fileName, fileSha256, rows } });
  expect(res.status, res.text).toBe(200);
  return res.body as { results: TResult[]; created: number; exists: number; errors: number };
}

const byRow = (results: TResult[]) => new Map(results.map((r) => [r.rowNumber, r]));

function companyRow(rowNumber: number, ein: string, legalName: string, extra: Record<string, unknown> = {}) {
  return { rowNumber, legalName, ein, companyType: 'LLC', address1: '1 Upload Plaza', city: 'Albany', state: 'NY', zipCode: '12207', ...extra };
}

/** A company of the test's own, made by a staff upload (no owner). */
async function uploadedCompany(admin: TSession) {
  const ein = newEin();
  const made = await upload(admin, 'companies', [companyRow(2, ein, `Upload Employer ${run()}`)]);
  expect(made.results[0], JSON.stringify(made)).toMatchObject({ status: 'created' });
  return { ein, id: made.results[0]!.id! };
}

async function companiesWithEin(session: TSession, ein: string) {
  const res = await call('GET', `/api/directory/companies?ein=${ein}&pageSize=20`, { session });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { id: string; name: string; ein: string }[];
}

async function employmentsOf(session: TSession, companyId: string) {
  const res = await call('GET', '/api/workforce/employments?pageSize=100', { session, workspaceId: companyId });
  expect(res.status, res.text).toBe(200);
  return res.body as { data: { id: string; type: string; contractorType?: string; rateCents: number; details: { name: string; email: string } }[]; totalElements: number };
}

describe('companies upload', () => {
  it('creates the valid rows, reports the bad ones with codes, and a re-upload creates nothing', async () => {
    const admin = await as('admin');
    const owner = await newPerson('Uma', 'Owner');
    const tag = run();
    const [einA, einB] = [newEin(), newEin()];
    const rows = [
      companyRow(2, einA, `Upload Alpha ${tag}`, { email: 'alpha@upload.example', ownerEmail: owner.email }),
      companyRow(3, einB.replace('-', ''), `Upload Beta ${tag}`, { companyType: 's corp', state: 'ny' }),
      companyRow(4, '12-34', `Upload Gamma ${tag}`),
      companyRow(5, newEin(), `Upload Delta ${tag}`, { ownerEmail: uniqueEmail('nobody') }),
      companyRow(6, newEin(), `Upload Epsilon ${tag}`, { ownerEmail: 'admin@sublime.local' }),
      companyRow(7, '12-3456789', `Acme again ${tag}`),
    ];
    const first = await upload(admin, 'companies', rows);
    const r = byRow(first.results);
    expect(first).toMatchObject({ created: 2, exists: 1, errors: 3 });
    expect(r.get(2)).toMatchObject({ status: 'created', id: expect.stringMatching(/^c_/) });
    expect(r.get(3)).toMatchObject({ status: 'created', id: expect.stringMatching(/^c_/) });
    expect(r.get(4)).toEqual({ rowNumber: 4, status: 'error', systemCode: 40019, field: 'ein', message: 'Invalid EIN format' });
    expect(r.get(5)).toMatchObject({ status: 'error', systemCode: 'email_not_found', field: 'ownerEmail' });
    expect(r.get(6)).toMatchObject({ status: 'error', systemCode: 'invalid_request', field: 'ownerEmail', message: 'A provider employee cannot own a client company' });
    // Acme Corp's EIN (demo data, from before EIN claims): the company is there already.
    expect(r.get(7)).toEqual({ rowNumber: 7, status: 'exists', id: 'c_01KAZZACME0000000000000001' });

    // The list route finds them, normalised (S corp, the EIN's dash).
    expect(await companiesWithEin(admin, einA)).toEqual([expect.objectContaining({ id: r.get(2)!.id, name: `Upload Alpha ${tag}` })]);
    expect(await companiesWithEin(admin, einB)).toEqual([expect.objectContaining({ id: r.get(3)!.id, ein: einB })]);

    // ownerEmail: that person owns the company (it joins their workspaces); without it nobody does.
    const owned = await call('GET', '/api/workspaces', { session: owner.session });
    expect(owned.body.data).toContainEqual(expect.objectContaining({ id: r.get(2)!.id, type: 'COMPANY' }));
    const { client, name } = table();
    const beta = await client.send(new GetCommand({ TableName: name, Key: { PK: `WS#${r.get(3)!.id}`, SK: 'META' } }));
    expect(beta.Item?.ownerUserId).toBeUndefined();
    const claim = await client.send(new GetCommand({ TableName: name, Key: { PK: `EIN#${einB}`, SK: 'CLAIM' } }));
    expect(claim.Item?.companyId).toBe(r.get(3)!.id);

    // The same file again: every company exists (with its id), nothing new is listed.
    const again = await upload(admin, 'companies', rows);
    expect(again).toMatchObject({ created: 0, exists: 3, errors: 3 });
    expect(byRow(again.results).get(2)).toEqual({ rowNumber: 2, status: 'exists', id: r.get(2)!.id });
    expect(byRow(again.results).get(3)).toEqual({ rowNumber: 3, status: 'exists', id: r.get(3)!.id });
    expect(await companiesWithEin(admin, einA)).toHaveLength(1);
    expect(await companiesWithEin(admin, einB)).toHaveLength(1);

    // Audit: each company's creation on its own trail, by the staff member; one event per batch on theirs.
    const created = (await auditEvents(r.get(2)!.id!)).find((e) => e.event === 'COMPANY_CREATED');
    expect(created).toMatchObject({ success: true, producer: { type: 'SUBLIME_EMPLOYEE', email: admin.email }, props: { upload: { fileName: 'companies.csv', rowNumber: 2 } } });
    const me = await call('GET', '/api/users/me', { session: admin });
    const batches = (await auditEvents(`USER#${me.body.userId}`, 200)).filter((e) => e.event === 'UPLOAD_COMPANIES_ROWS' && (e.props.errorRows as { rowNumber: number }[] | undefined)?.some((x) => x.rowNumber === 4));
    expect(batches.map((e) => e.props)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fileName: 'companies.csv', fileSha256: sha('c'), rows: 6, created: 2, exists: 1, errors: 3 }),
        expect.objectContaining({ rows: 6, created: 0, exists: 3, errors: 3 }),
      ]),
    );
  });
});

describe('employments upload', () => {
  it('creates the valid rows in the company of the EIN, reports bad rows, and a re-upload creates nothing', async () => {
    const admin = await as('admin');
    const company = await uploadedCompany(admin);
    const [staff, contractor, foreign, taken] = [uniqueEmail('up.staff'), uniqueEmail('up.con'), uniqueEmail('up.foreign'), uniqueEmail('up.taken')];
    const base = { employerEin: company.ein, employmentStart: '2025-03-01', payType: 'HOUR_RATE', rate: '45.50' };
    const rows = [
      { rowNumber: 2, ...base, type: 'STAFF', name: 'Upload Staff', email: staff, phone: '(212) 555-0147', remote: 'no', officer: 'yes' },
      { rowNumber: 3, ...base, type: 'contractor', contractorType: 'company', name: 'Upload Contractor', email: contractor, payType: 'fix rate', rate: '$1,200' },
      { rowNumber: 4, ...base, type: 'Foreign contractor', name: 'Upload Foreign', email: foreign, employmentStart: '3/15/2025' },
      { rowNumber: 5, ...base, type: 'STAFF', name: 'Bad Rate', email: uniqueEmail('up.bad'), rate: 'ten dollars' },
      { rowNumber: 6, ...base, employerEin: newEin(), type: 'STAFF', name: 'Nobody Employs', email: uniqueEmail('up.none') },
      { rowNumber: 7, ...base, type: 'STAFF', contractorType: 'PERSON', name: 'Staff With Type', email: uniqueEmail('up.type') },
      // The same person and type again in the same file: the employment claim (40037) makes it `exists`.
      { rowNumber: 8, ...base, type: 'STAFF', name: 'Upload Staff', email: staff.toUpperCase() },
      { rowNumber: 9, ...base, type: 'STAFF', name: 'Upload Taken', email: taken },
    ];
    const first = await upload(admin, 'employments', rows, 'people.xlsx', sha('d'));
    const r = byRow(first.results);
    expect(first).toMatchObject({ created: 4, exists: 1, errors: 3 });
    for (const n of [2, 3, 4, 9]) expect(r.get(n), `row ${n}`).toMatchObject({ status: 'created', id: expect.any(String) });
    expect(r.get(5)).toMatchObject({ status: 'error', systemCode: 'invalid_request', field: 'rate', message: 'Rate must be dollars with at most two decimals' });
    expect(r.get(6)).toMatchObject({ status: 'error', systemCode: 'company_not_found', field: 'employerEin', message: 'Company not found' });
    expect(r.get(7)).toMatchObject({ status: 'error', systemCode: 'invalid_request', field: 'contractorType' });
    expect(r.get(8)).toEqual({ rowNumber: 8, status: 'exists' });

    // The company's list (staff acting for it) holds exactly the four, as the rows said.
    const list = await employmentsOf(admin, company.id);
    expect(list.totalElements).toBe(4);
    const byEmail = new Map(list.data.map((e) => [e.details.email, e]));
    expect(byEmail.get(staff)).toMatchObject({ id: r.get(2)!.id, type: 'STAFF', rateCents: 4550 });
    expect(byEmail.get(contractor)).toMatchObject({ type: 'CONTRACTOR', contractorType: 'COMPANY', rateCents: 120000 });
    expect(byEmail.get(foreign)).toMatchObject({ type: 'FOREIGN_CONTRACTOR', contractorType: 'PERSON' });
    const detail = await call('GET', `/api/workforce/employments/${r.get(4)!.id}`, { session: admin, workspaceId: company.id });
    expect(detail.body).toMatchObject({ employmentStart: '2025-03-15', status: 'NEW', remote: true, officer: false });
    const staffDetail = await call('GET', `/api/workforce/employments/${r.get(2)!.id}`, { session: admin, workspaceId: company.id });
    expect(staffDetail.body).toMatchObject({ remote: false, officer: true, details: { phone: '2125550147' } });

    // The same file again: the created rows exist (40037), the bad rows are the same errors, nothing new.
    const again = await upload(admin, 'employments', rows, 'people.xlsx', sha('d'));
    expect(again).toMatchObject({ created: 0, exists: 5, errors: 3 });
    for (const n of [2, 3, 4, 8, 9]) expect(byRow(again.results).get(n)?.status, `row ${n}`).toBe('exists');
    expect((await employmentsOf(admin, company.id)).totalElements).toBe(4);

    // Each employment's creation is on the company's trail, by staff acting for it.
    const events = await auditEvents(company.id, 100);
    const created = events.filter((e) => e.event === 'EMPLOYMENT_CREATED');
    expect(created).toHaveLength(4);
    for (const e of created) expect(e).toMatchObject({ success: true, actingFor: company.id, producer: { type: 'SUBLIME_EMPLOYEE' } });
  });

  it('an employment the company already has (made by its form) is `exists`, and a terminated one is employed anew', async () => {
    const admin = await as('admin');
    const company = await uploadedCompany(admin);
    const email = uniqueEmail('up.form');
    const made = await call('POST', '/api/workforce/employments', {
      session: admin,
      workspaceId: company.id,
      body: { type: 'CONTRACTOR', details: { name: 'Form Made', email }, employmentStart: '2025-01-01', payType: 'FIX_RATE', rateCents: 100000 },
    });
    expect(made.status, made.text).toBe(201);
    const row = { rowNumber: 2, employerEin: company.ein, type: 'CONTRACTOR', name: 'Form Made', email, employmentStart: '2025-01-01', payType: 'FIX_RATE', rate: '1000' };
    expect((await upload(admin, 'employments', [row])).results).toEqual([{ rowNumber: 2, status: 'exists' }]);
    const ended = await call('POST', `/api/workforce/employments/${made.body.id}/status`, { session: admin, workspaceId: company.id, body: { status: 'TERMINATED', terminationDate: '2025-06-30' } });
    expect(ended.status, ended.text).toBe(200);
    const rehired = await upload(admin, 'employments', [{ ...row, employmentStart: '2025-07-01' }]);
    expect(rehired.results[0]).toMatchObject({ status: 'created' });
    expect((await employmentsOf(admin, company.id)).totalElements).toBe(2);
  });

  it("a contractor's providesServicesToClient and buysGoodsFromClient come from their columns (yes/no, blank is no)", async () => {
    const admin = await as('admin');
    const company = await uploadedCompany(admin);
    const base = { employerEin: company.ein, employmentStart: '2025-03-01', payType: 'FIX_RATE', rate: '1000', type: 'CONTRACTOR' };
    const rows = [
      { rowNumber: 2, ...base, name: 'Serves Client', email: uniqueEmail('up.serves'), providesServicesToClient: 'yes', buysGoodsFromClient: 'no' },
      { rowNumber: 3, ...base, name: 'Buys Goods', email: uniqueEmail('up.buys'), buysGoodsFromClient: 'да' },
      { rowNumber: 4, ...base, name: 'Bad Relation', email: uniqueEmail('up.badrel'), providesServicesToClient: 'maybe' },
    ];
    const result = await upload(admin, 'employments', rows);
    const r = byRow(result.results);
    expect(result).toMatchObject({ created: 2, errors: 1 });
    expect(r.get(4)).toMatchObject({ status: 'error', systemCode: 'invalid_request', field: 'providesServicesToClient', message: 'Use yes or no' });
    const get = (n: number) => call('GET', `/api/workforce/employments/${r.get(n)!.id}`, { session: admin, workspaceId: company.id });
    expect((await get(2)).body).toMatchObject({ type: 'CONTRACTOR', providesServicesToClient: true, buysGoodsFromClient: false });
    expect((await get(3)).body).toMatchObject({ type: 'CONTRACTOR', providesServicesToClient: false, buysGoodsFromClient: true });
  });
});

describe('who may upload', () => {
  it('client owners, employees and individuals are refused (40011); staff with an upload role are not', async () => {
    const body = { fileName: 'x.csv', fileSha256: sha('e'), rows: [companyRow(2, newEin(), 'Refused Co')] };
    for (const persona of ['owner', 'john', 'jane'] as const) {
      const session = await as(persona);
      for (const kind of ['companies', 'employments']) {
        const res = await call('POST', `/api/uploads/${kind}/rows`, { session, body });
        expect(res.status, `${persona} ${kind}`).toBe(403);
        expect(res.body.systemCode).toBe(40011);
      }
    }
    expect(await companiesWithEin(await as('admin'), body.rows[0]!.ein)).toEqual([]);
    const payroll = await as('payroll');
    const res = await call('POST', '/api/uploads/companies/rows', { session: payroll, body: { ...body, rows: [companyRow(2, '12-3456789', 'Acme Corp')] } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.results[0]).toMatchObject({ status: 'exists' });
  });

  it('a malformed batch is a 400 with nothing written: too many rows, no file hash', async () => {
    const admin = await as('admin');
    const ein = newEin();
    const many = Array.from({ length: 51 }, (_, i) => companyRow(i + 2, i === 0 ? ein : newEin(), `Too Many ${i}`));
    const tooMany = await call('POST', '/api/uploads/companies/rows', { session: admin, body: { fileName: 'big.csv', fileSha256: sha('f'), rows: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.systemCode).toBe('invalid_request');
    const noHash = await call('POST', '/api/uploads/companies/rows', { session: admin, body: { fileName: 'big.csv', rows: many.slice(0, 1) } });
    expect(noHash.status).toBe(400);
    expect(await companiesWithEin(admin, ein)).toEqual([]);
  });
});
