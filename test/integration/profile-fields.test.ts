/**
 * The Person and Company fields of spec 000 §3 added by issue 19 item 4 (docs/decisions/0040):
 * national TIN, declared SSN and ITIN, SSN type, the SSN card and its verification, the company's
 * status, TIN and uploads, and the client flags. They round-trip for the owner and staff in full;
 * the client flags and the SSN's verification are staff-only (40011 for a client); another tenant
 * reads none of it (40011); an upload must be a document file of the workspace.
 */
import { describe, expect, it } from 'vitest';
import { as, call, type TSession } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, newPerson, type TActor } from '../support/billing.js';

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const newSsn = () => `${digits(3)}-${digits(2)}-${digits(4)}`;
const admin = async (ws: string): Promise<TActor> => ({ session: await as('admin'), ws });

async function expectCode(res: { status: number; body: any; text: string }, status: number, code: string | number) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.systemCode).toBe(code);
}

/** Uploads a small file into the actor's workspace through the files API; answers its id. */
async function upload(a: TActor, fileName: string, contentType: string): Promise<string> {
  const bytes = Buffer.from(`file ${fileName}`);
  const up = await act(a, 'POST', '/api/files', { fileName, contentType, size: bytes.length });
  expect(up.status, up.text).toBe(201);
  expect((await fetch(up.body.uploadUrl, { method: 'PUT', headers: up.body.headers, body: bytes })).status).toBe(200);
  expect((await act(a, 'POST', `/api/files/${up.body.file.id}/complete`)).status).toBe(200);
  return up.body.file.id as string;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const details = (body: Record<string, unknown> = {}) => ({
  firstName: 'Fiona', lastName: 'Fields', tinType: 'SSN', ssn: newSsn(), phoneCode: '+1', preferredLanguage: 'EN', ...body,
});

async function newCompany(): Promise<TActor & { owner: TActor }> {
  const owner = await newPerson('Cora', 'Fields');
  const res = await act(owner, 'POST', '/api/workforce/companies', {
    legalName: `Fields Test ${digits(6)} LLC`, ein: `${digits(2)}-${digits(7)}`, companyType: 'LLC',
    headquarter: { address1: '1 Main Street', city: 'Albany', state: 'NY', zipCode: '12207' },
  });
  expect(res.status, res.text).toBe(201);
  const refreshed = await call('POST', '/api/auth/refresh', { body: { refreshToken: owner.session.refreshToken } });
  expect(refreshed.status, refreshed.text).toBe(200);
  const session: TSession = { ...owner.session, ...refreshed.body };
  return { session, ws: res.body.id, owner: { ...owner, session } };
}

describe('person fields of §3', () => {
  it('round-trip for the owner and staff; the client flag and the SSN verification are staff-only; another tenant reads nothing', async () => {
    const p = await newPerson('Fiona', 'Fields');
    const card = await upload(p, 'ssn-card.docx', DOCX);
    const declaredSsn = newSsn();
    const declaredItin = `9${digits(2)}-${digits(2)}-${digits(4)}`;
    const body = details({ nationalTin: 'UA-1234567890', declaredSsn, declaredItin, ssnType: 'VALID_WITH_DHS_AUTHORIZATION', ssnCard: card });
    const saved = await act(p, 'PUT', '/api/profile/person', body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      nationalTin: 'UA-1234567890', declaredSsn, declaredItin, ssnType: 'VALID_WITH_DHS_AUTHORIZATION', ssnCard: card,
      fileNames: { ssnCard: 'ssn-card.docx' }, client: false, ssnVerificationProof: '', ssnVerificationDate: '', masked: false,
    });
    expect((await act(p, 'GET', '/api/profile/person')).body).toMatchObject({ declaredSsn, declaredItin, nationalTin: 'UA-1234567890', masked: false });

    // A client may not mark themselves a client, nor verify their own SSN.
    await expectCode(await act(p, 'PUT', '/api/profile/person', { ...body, client: true }), 403, 40011);
    const ownProof = await upload(p, 'proof.pdf', 'application/pdf');
    await expectCode(await act(p, 'PUT', '/api/profile/person', { ...body, ssnVerificationProof: ownProof }), 403, 40011);
    await expectCode(await act(p, 'PUT', '/api/profile/person', { ...body, ssnVerificationDate: '2026-01-02' }), 403, 40011);

    // Staff see everything whole and set them (the proof is a file of the person's workspace).
    const staff = await admin(p.ws);
    expect((await act(staff, 'GET', '/api/profile/person')).body).toMatchObject({ declaredSsn, declaredItin, nationalTin: 'UA-1234567890', masked: false });
    const proof = await upload(staff, 'ssa-verification.rtf', 'application/rtf');
    const byStaff = await act(staff, 'PUT', '/api/profile/person', { ...body, client: true, ssnVerificationProof: proof, ssnVerificationDate: '2026-01-02' });
    expect(byStaff.status, byStaff.text).toBe(200);
    expect(byStaff.body).toMatchObject({ client: true, ssnVerificationProof: proof, ssnVerificationDate: '2026-01-02', fileNames: { ssnCard: 'ssn-card.docx', ssnVerificationProof: 'ssa-verification.rtf' } });

    // The client's next save sends back what it read (or leaves the staff fields out): they stay.
    const read = (await act(p, 'GET', '/api/profile/person')).body;
    expect(read).toMatchObject({ client: true, ssnVerificationProof: proof, ssnVerificationDate: '2026-01-02' });
    const again = await act(p, 'PUT', '/api/profile/person', { ...body, occupation: 'Writer', client: true, ssnVerificationProof: proof, ssnVerificationDate: '2026-01-02' });
    expect(again.status, again.text).toBe(200);
    const omitted = await act(p, 'PUT', '/api/profile/person', { ...body, occupation: 'Editor' });
    expect(omitted.body).toMatchObject({ occupation: 'Editor', client: true, ssnVerificationProof: proof, ssnVerificationDate: '2026-01-02' });
    await expectCode(await act(p, 'PUT', '/api/profile/person', { ...body, client: false }), 403, 40011);

    // Another tenant reads none of it, and cannot use the person's files.
    const other = await newPerson('Otto', 'Outsider');
    await expectCode(await act({ session: other.session, ws: p.ws }, 'GET', '/api/profile/person'), 403, 40011);
    await expectCode(await act(other, 'PUT', '/api/profile/person', details({ firstName: 'Otto', lastName: 'Outsider', ssnCard: card })), 404, 'no_record');
    // The numbers are never in the audit trail.
    expect(JSON.stringify(await auditEvents(p.ws))).not.toContain(declaredSsn);
  });

  it('validates the formats and accepts only document uploads (images, PDF, Excel, Word, RTF)', async () => {
    const p = await newPerson('Vera', 'Valid');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ declaredSsn: '123456789' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ declaredItin: '9-1' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ ssnType: 'TEMPORARY' })), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ nationalTin: 'a$b' })), 400, 'invalid_request');
    const csv = await upload(p, 'list.csv', 'text/csv');
    await expectCode(await act(p, 'PUT', '/api/profile/person', details({ ssnCard: csv })), 400, 'file_type_not_allowed');
    // The identity scans take the same types as every other upload (an Excel sheet here).
    const sheet = await upload(p, 'scan.xlsx', XLSX);
    const doc = await act(p, 'PUT', '/api/profile/documents/ssn', { number: 'S-1234', fileId: sheet });
    expect(doc.status, doc.text).toBe(200);
    expect(doc.body.document).toMatchObject({ fileName: 'scan.xlsx' });
    await expectCode(await act(p, 'PUT', '/api/profile/documents/id', { number: 'I-1234', fileId: csv }), 400, 'file_type_not_allowed');
  });
});

describe('company fields of §3', () => {
  it('round-trip status, TIN and the three uploads; the client flag is staff-only; another tenant reads nothing', async () => {
    const c = await newCompany();
    const base = (await act(c, 'GET', '/api/profile/company')).body;
    expect(base).toMatchObject({ tin: '', client: false, filingReceipt: '', certificateOfIncorporation: '', ss4Form: '', masked: false });
    // The flag left out keeps the stored value (a client's form sends back what it read).
    const { companyId: _c, masked: _m, fileNames: _f, client: _cl, ...input } = base;
    const receipt = await upload(c, 'receipt.png', 'image/png');
    const certificate = await upload(c, 'certificate.pdf', 'application/pdf');
    const ss4 = await upload(c, 'ss4.doc', 'application/msword');
    const tin = `${digits(2)}-${digits(7)}`;
    const body = { ...input, status: 'ACTIVE', tin, filingReceipt: receipt, certificateOfIncorporation: certificate, ss4Form: ss4 };
    const saved = await act(c, 'PUT', '/api/profile/company', body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'ACTIVE', tin, filingReceipt: receipt, certificateOfIncorporation: certificate, ss4Form: ss4, client: false,
      fileNames: { filingReceipt: 'receipt.png', certificateOfIncorporation: 'certificate.pdf', ss4Form: 'ss4.doc' },
    });
    expect((await act(c, 'GET', '/api/profile/company')).body).toMatchObject({ tin, masked: false, status: 'ACTIVE' });

    await expectCode(await act(c, 'PUT', '/api/profile/company', { ...body, client: true }), 403, 40011);
    await expectCode(await act(c, 'PUT', '/api/profile/company', { ...body, tin: '12345' }), 400, 'invalid_request');
    await expectCode(await act(c, 'PUT', '/api/profile/company', { ...body, status: 'BANKRUPT' }), 400, 'invalid_request');
    // A sole proprietor's TIN may be an SSN.
    expect((await act(c, 'PUT', '/api/profile/company', { ...body, tin: newSsn() })).status).toBe(200);

    const staff = await admin(c.ws);
    const byStaff = await act(staff, 'PUT', '/api/profile/company', { ...body, client: true });
    expect(byStaff.status, byStaff.text).toBe(200);
    expect(byStaff.body).toMatchObject({ client: true, tin });
    expect((await act(c, 'PUT', '/api/profile/company', { ...body, dba: 'Fields' })).body).toMatchObject({ client: true, dba: 'Fields' });
    await expectCode(await act(c, 'PUT', '/api/profile/company', { ...body, client: false }), 403, 40011);

    const other = await newPerson('Olga', 'Outsider');
    await expectCode(await act({ session: other.session, ws: c.ws }, 'GET', '/api/profile/company'), 403, 40011);
    expect(JSON.stringify(await auditEvents(c.ws))).not.toContain(tin);
  });
});

describe('filing pages: bank statements, business tax returns, other bank products', () => {
  const account = async (a: TActor, holderType = 'individual') => {
    const res = await act(a, 'POST', '/api/profile/bank-accounts', {
      bankName: 'Hudson Bank', accountType: 'checking', holderType, routingNumber: '021000021', accountNumber: `${digits(8)}4321`,
    });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };

  it('bank statements: the client uploads (UPLOADED); staff request (REQUESTED) and process; one per account and month', async () => {
    const p = await newPerson('Stella', 'Statements');
    const accountId = await account(p);
    const file = await upload(p, 'march.pdf', 'application/pdf');
    const made = await act(p, 'POST', '/api/profile/bank-statements', { accountId, period: '2025-03', fileId: file });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ accountId, period: '2025-03', status: 'UPLOADED', fileName: 'march.pdf', bankName: 'Hudson Bank', accountLast4: '4321' });
    await expectCode(await act(p, 'POST', '/api/profile/bank-statements', { accountId, period: '2025-03', fileId: file }), 409, 'not_unique');
    // Only staff request a statement without its file, and only staff process one.
    await expectCode(await act(p, 'POST', '/api/profile/bank-statements', { accountId, period: '2025-04' }), 400, 'invalid_request');
    await expectCode(await act(p, 'PUT', `/api/profile/bank-statements/${made.body.id}`, { status: 'PROCESSED' }), 403, 40011);
    const staff = await admin(p.ws);
    const requested = await act(staff, 'POST', '/api/profile/bank-statements', { accountId, period: '2025-04' });
    expect(requested.status, requested.text).toBe(201);
    expect(requested.body).toMatchObject({ status: 'REQUESTED', fileId: '' });
    await expectCode(await act(staff, 'PUT', `/api/profile/bank-statements/${requested.body.id}`, { status: 'PROCESSED' }), 409, 'invalid_state');
    // The client answers the request with the file.
    const april = await upload(p, 'april.xlsx', XLSX);
    const answered = await act(p, 'PUT', `/api/profile/bank-statements/${requested.body.id}`, { fileId: april });
    expect(answered.body).toMatchObject({ status: 'UPLOADED', fileName: 'april.xlsx' });
    for (const status of ['BEING_PROCESSED', 'PROCESSED']) {
      const moved = await act(staff, 'PUT', `/api/profile/bank-statements/${requested.body.id}`, { status });
      expect(moved.body.status, moved.text).toBe(status);
    }
    // A processed statement's file is not the client's to replace; a declined one's is.
    await expectCode(await act(p, 'PUT', `/api/profile/bank-statements/${requested.body.id}`, { fileId: april }), 409, 'invalid_state');
    expect((await act(staff, 'PUT', `/api/profile/bank-statements/${made.body.id}`, { status: 'DECLINED' })).body.status).toBe('DECLINED');
    expect((await act(p, 'PUT', `/api/profile/bank-statements/${made.body.id}`, { fileId: file })).body.status).toBe('UPLOADED');

    const listed = await act(p, 'GET', '/api/profile/bank-statements');
    expect(listed.body.data.map((s: { period: string; status: string }) => `${s.period} ${s.status}`)).toEqual(['2025-04 PROCESSED', '2025-03 UPLOADED']);
    const csv = await upload(p, 'list.csv', 'text/csv');
    await expectCode(await act(p, 'POST', '/api/profile/bank-statements', { accountId, period: '2025-05', fileId: csv }), 400, 'file_type_not_allowed');
    await expectCode(await act(p, 'POST', '/api/profile/bank-statements', { accountId, period: '2025-13', fileId: file }), 400, 'invalid_request');
    await expectCode(await act(p, 'POST', '/api/profile/bank-statements', { accountId, period: '2015-12', fileId: file }), 400, 'invalid_request');
    await expectCode(await act(p, 'POST', '/api/profile/bank-statements', { accountId: 'nope', period: '2025-05', fileId: file }), 404, 'no_record');
    const other = await newPerson('Otis', 'Outsider');
    await expectCode(await act({ session: other.session, ws: p.ws }, 'GET', '/api/profile/bank-statements'), 403, 40011);
    const events = (await auditEvents(p.ws)).map((e) => e.event);
    expect(events).toContain('BANK_STATEMENT_CREATED');
    expect(events).toContain('BANK_STATEMENT_UPDATED');
  });

  it('business tax returns: files by year, newest first, in a company workspace only', async () => {
    const c = await newCompany();
    const y2023 = await act(c, 'POST', '/api/profile/business-tax-returns', { year: 2023, fileId: await upload(c, '1120-2023.pdf', 'application/pdf') });
    expect(y2023.status, y2023.text).toBe(201);
    const y2024 = await act(c, 'POST', '/api/profile/business-tax-returns', { year: 2024, fileId: await upload(c, '1120-2024.rtf', 'application/rtf') });
    expect(y2024.body).toMatchObject({ year: 2024, fileName: '1120-2024.rtf' });
    const listed = await act(c, 'GET', '/api/profile/business-tax-returns');
    expect(listed.body.data.map((r: { year: number }) => r.year)).toEqual([2024, 2023]);
    await expectCode(await act(c, 'POST', '/api/profile/business-tax-returns', { year: new Date().getUTCFullYear() + 1, fileId: y2023.body.fileId }), 400, 'invalid_request');
    await expectCode(await act(c, 'POST', '/api/profile/business-tax-returns', { year: 2015, fileId: y2023.body.fileId }), 400, 'invalid_request');
    expect((await act(c, 'DELETE', `/api/profile/business-tax-returns/${y2023.body.id}`)).status).toBe(200);
    await expectCode(await act(c, 'DELETE', `/api/profile/business-tax-returns/${y2023.body.id}`), 404, 'no_record');
    expect((await act(c, 'GET', '/api/profile/business-tax-returns')).body.data).toHaveLength(1);
    await expectCode(await act(c.owner, 'GET', '/api/profile/business-tax-returns'), 403, 40011);
  });

  it('other bank products: accounts and cards by their last four digits', async () => {
    const p = await newPerson('Otto', 'Products');
    const card = await act(p, 'POST', '/api/profile/other-bank-products', { bankName: 'Hudson Bank', productType: 'CREDIT_CARD', holderType: 'individual', last4: '9876' });
    expect(card.status, card.text).toBe(201);
    expect(card.body).toMatchObject({ bankName: 'Hudson Bank', productType: 'CREDIT_CARD', last4: '9876' });
    await expectCode(await act(p, 'POST', '/api/profile/other-bank-products', { bankName: 'Hudson Bank', productType: 'CREDIT_CARD', holderType: 'individual', last4: '4111111111111111' }), 400, 'invalid_request');
    await expectCode(await act(p, 'POST', '/api/profile/other-bank-products', { bankName: 'Hudson Bank', productType: 'PAYPAL', holderType: 'individual', last4: '1234' }), 400, 'invalid_request');
    expect((await act(p, 'GET', '/api/profile/other-bank-products')).body.data).toHaveLength(1);
    const other = await newPerson('Ona', 'Outsider');
    await expectCode(await act({ session: other.session, ws: p.ws }, 'GET', '/api/profile/other-bank-products'), 403, 40011);
    expect((await act(p, 'DELETE', `/api/profile/other-bank-products/${card.body.id}`)).status).toBe(200);
    expect((await act(p, 'GET', '/api/profile/other-bank-products')).body.data).toEqual([]);
  });
});
