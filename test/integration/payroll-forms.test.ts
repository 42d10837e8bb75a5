/**
 * Payroll year-end forms (issue 17 §6; docs/decisions/0035-year-end-forms.md) against the local
 * stack: a company's 2026 payrolls (one voided) give each employee a W-2 whose boxes equal the sums
 * of the year's stored paystubs and the stored year to date; contractors paid through paid bills get
 * a 1099-NEC with their W-9's TIN, or are blocking without a W-9, or get none under the year's
 * threshold ($2,000 for 2026 payments); staff upload, list, download and delete a K-1 and a 1042-S,
 * the owner may not; every person sees only their own forms, and another tenant nothing.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPayrollResult } from '../../shared/payroll/payroll.schema.js';
import type { TYearToDate } from '../../shared/payroll/engine/types.js';
import { nycWagesOf, totalsFromPaystubs, totalsFromYtd, w2Boxes } from '../../shared/payroll/year-end.js';
import { as, call } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';
import { act, createService, newCompany, newPerson, publishedInvoice, type TActor } from '../support/billing.js';
import { pdfTextRuns } from '../support/pdf-text.js';
import { consentBody, makePdf, signature, uploadFile } from '../support/signable.js';

const DETAILS = { payFrequency: 'BIWEEKLY', workplaces: ['Albany office'], phone: '+1 518 555 0100', federalAccountId: '12-3456789', nyWithholdingId: '123456789', nyUiEmployerNumber: '1234567', nyUiRatePercent: 4.1, nycWithholding: true };
const YEAR = 2026;
const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const forms = <T = any>(a: TActor, method: string, path: string, body?: unknown) => act<T>(a, method, `/api/payroll/forms${path}`, body);

/** The k-th Sunday-to-Saturday fortnight of 2026, paid the Friday after. */
function fortnight(k: number) {
  const start = Date.UTC(2026, 0, 4) + 14 * k * 86_400_000;
  const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);
  return { payPeriodStart: day(0), payPeriodEnd: day(13), payDate: day(19) };
}

type TPerson = TActor & { email: string };
type THired = TPerson & { employmentId: string };

async function hire(company: TActor, type: 'STAFF' | 'CONTRACTOR', name: string, extra: Record<string, unknown> = {}, details: Record<string, unknown> = {}): Promise<THired> {
  const person = await newPerson(name.split(' ')[0], name.split(' ')[1]);
  const made = await act(company, 'POST', '/api/workforce/employments', {
    type, details: { name, email: person.email, ...details }, employmentStart: '2025-03-01', payType: 'HOUR_RATE', rateCents: 3000, ...extra,
  });
  expect(made.status, made.text).toBe(201);
  const accepted = await act(person, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
  return { ...person, employmentId: made.body.id as string };
}

/** What the table holds for an employment's 2026: its year to date and every paystub (voids' entries too). */
async function stored(employmentId: string): Promise<{ ytd: TYearToDate; stubs: TPayrollResult[] }> {
  const { client, name } = table();
  const ytd = (await client.send(new GetCommand({ TableName: name, Key: { PK: `PAYYTD#${employmentId}`, SK: String(YEAR) } }))).Item!.ytd as TYearToDate;
  const stubs = await client.send(
    new QueryCommand({
      TableName: name, IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :year)',
      ExpressionAttributeValues: { ':pk': `STUBEMP#${employmentId}`, ':year': `${YEAR}-` },
    }),
  );
  return { ytd, stubs: (stubs.Items ?? []).map((s) => s.result as TPayrollResult) };
}

async function pdfText(url: string): Promise<string> {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  return (await pdfTextRuns(bytes)).flat().map((t) => t.str).join(' ');
}

/** The contractor sends the company an invoice of `cents` and the company pays it. */
async function paidBill(contractor: TPerson, company: TActor, cents: number): Promise<number> {
  const service = await createService(contractor, { name: 'Design work', priceCents: cents });
  const invoice = await publishedInvoice(contractor, company.ws, service.id, 1, { priceCents: cents });
  const paid = await act(company, 'PUT', `/api/billing/bills/${invoice.id}/complete`);
  expect(paid.status, paid.text).toBe(200);
  return invoice.totalCents;
}

/** The company asks the contractor's email for a W-9, which is answered and signed through its links. */
async function signedW9(company: TActor, email: string, tin: string) {
  const asked = await act(company, 'POST', '/api/forms', { kind: 'W9', variant: 'PERSON', name: 'Contractor', email });
  expect(asked.status, asked.text).toBe(201);
  const publicId = (asked.body.url as string).split('/').pop()!;
  const answers = { name: 'Carla Q. Contractor', classification: 'INDIVIDUAL', address: '12 Main Street, Apt 3', city: 'Brooklyn', state: 'NY', zipCode: '11201', tinType: 'SSN', tin };
  const submitted = await call('POST', `/api/public/forms/${publicId}/w9`, { body: { answers } });
  expect(submitted.status, submitted.text).toBe(200);
  const signId = submitted.body.signPublicId as string;
  const view = await call('GET', `/api/sign/${signId}`);
  expect((await call('POST', `/api/sign/${signId}/consent`, { body: consentBody })).status).toBe(200);
  const signed = await call('POST', `/api/sign/${signId}/sign`, { body: { values: [{ labelId: view.body.labels[0].id, ...signature }] } });
  expect(signed.status, signed.text).toBe(200);
}

let company: TPerson;
let stranger: TPerson;
let ann: THired;
let ben: THired;
let voidedPayroll: string;
const activePayrolls: string[] = [];

beforeAll(async () => {
  company = await newCompany('Year End Forms LLC');
  stranger = await newCompany('Year End Stranger LLC');
  expect((await act(company, 'PUT', '/api/payroll/details', DETAILS)).status).toBe(200);
  ann = await hire(company, 'STAFF', 'Ann Annual', {}, { tin: '123-45-6781' });
  ben = await hire(company, 'STAFF', 'Ben Biweekly', { payType: 'FIX_RATE', rateCents: 520_000 });
  // Ann lives in Brooklyn: New York City tax is withheld, and box 18 has wages.
  const home = { kind: 'US', address1: '120 Court Street', address2: 'Apt 4B', city: 'Brooklyn', state: 'NY', zipCode: '11201', isResidential: true, verified: false, foreignAddress: '', country: '' };
  expect((await act(ann, 'PUT', '/api/profile/address', home)).status).toBe(200);

  const line = (employmentId: string, extra: Record<string, unknown> = {}) => ({ employmentId, regularHours: '80', ...extra });
  const runs = [
    [line(ann.employmentId, { owedTips: '120', paidTips: '80' }), line(ben.employmentId)],
    [line(ann.employmentId, { bonus: '500' }), line(ben.employmentId)],
    [line(ann.employmentId, { bonus: '1000' })],
  ];
  for (const [k, lines] of runs.entries()) {
    const saved = await act(company, 'POST', '/api/payroll/runs', { ...fortnight(k), lines });
    expect(saved.status, saved.text).toBe(201);
    if (k === 2) voidedPayroll = saved.body.id;
    else activePayrolls.push(saved.body.id);
  }
  const voided = await act(company, 'POST', `/api/payroll/runs/${voidedPayroll}/void`, { reason: 'Wrong bonus' });
  expect(voided.status, voided.text).toBe(200);
});

describe('W-2', () => {
  it("equals the sums of the year's paystubs, void included, and the year to date", async () => {
    const list = await forms(company, 'GET', `/w2?year=${YEAR}`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((w: any) => w.employeeName)).toEqual(['Ann Annual', 'Ben Biweekly']);
    for (const who of [ann, ben]) {
      const w2 = list.body.data.find((w: any) => w.employmentId === who.employmentId);
      const { ytd, stubs } = await stored(who.employmentId);
      expect(stubs.length).toBe(who === ann ? 4 : 2);
      expect(w2.boxes).toEqual(w2Boxes(totalsFromPaystubs(stubs)));
      expect(w2.boxes).toEqual(w2Boxes(totalsFromYtd(ytd, nycWagesOf(stubs))));
      expect(w2).toMatchObject({ year: YEAR, companyId: company.ws, employerName: 'Year End Forms LLC', employerEin: '12-3456789', employerStateId: '123456789' });
    }

    // The same figures from the payrolls' pages: the voided payroll is out of every box.
    const results = (await Promise.all(activePayrolls.map((id) => act(company, 'GET', `/api/payroll/runs/${id}`)))).flatMap((r) => r.body.results as TPayrollResult[]);
    const annResults = results.filter((r) => r.employmentId === ann.employmentId);
    const tax = (kind: string) => annResults.reduce((s, r) => s + (r.employeeTaxes.find((t) => t.kind === kind)?.amountCents ?? 0), 0);
    const a = list.body.data.find((w: any) => w.employmentId === ann.employmentId);
    expect(a.ssnMasked).toBe('***-**-6781');
    expect(a.boxes).toMatchObject({
      wagesCents: annResults.reduce((s, r) => s + r.taxableTotal, 0),
      federalTaxCents: tax('FEDERAL_INCOME'),
      socialSecurityTaxCents: tax('SOCIAL_SECURITY'),
      medicareTaxCents: tax('MEDICARE') + tax('ADDITIONAL_MEDICARE'),
      socialSecurityTipsCents: 20_000,
      state: { state: 'NY', wagesCents: annResults.reduce((s, r) => s + r.taxableTotal, 0), taxCents: tax('NY_STATE_INCOME') },
      local: { locality: 'NYC', taxCents: tax('NYC_INCOME') },
    });
    expect(a.boxes.socialSecurityWagesCents + a.boxes.socialSecurityTipsCents).toBe(a.boxes.wagesCents);
    expect(a.boxes.other.map((o: any) => o.label)).toEqual(['NY SDI', 'NY PFL']);
    const b = list.body.data.find((w: any) => w.employmentId === ben.employmentId);
    expect(b.local).toBeUndefined();
    expect(b.ssnMasked).toBeUndefined();
    expect((await forms(company, 'GET', '/w2?year=2025')).body.data).toEqual([]);
  });

  it('an employee sees only their own, and their PDF shows the boxes and the SSN in full', async () => {
    const own = await forms(ann, 'GET', `/w2?year=${YEAR}`);
    expect(own.status, own.text).toBe(200);
    expect(own.body.data.map((w: any) => w.employmentId)).toEqual([ann.employmentId]);
    expect((await forms(ann, 'GET', `/w2/${ben.employmentId}/${YEAR}/pdf`)).status).toBe(404);
    const link = await forms(ann, 'GET', `/w2/${ann.employmentId}/${YEAR}/pdf`);
    expect(link.status, link.text).toBe(200);
    const text = await pdfText(link.body.url);
    const boxes = own.body.data[0].boxes;
    for (const s of ['Year End Forms LLC', '12-3456789', '123-45-6781', 'Ann Annual', '120 Court Street', 'Wages, tips, other compensation', dollars(boxes.wagesCents), dollars(boxes.federalTaxCents), 'Locality name', 'NYC', 'not the official form']) {
      expect(text).toContain(s);
    }
    // The SSN stays out of the audit trail.
    const events = await auditEvents(ann.ws);
    expect(JSON.stringify(events)).not.toContain('123-45-6781');
    // The company's own copy.
    const companyCopy = await forms(company, 'GET', `/w2/${ben.employmentId}/${YEAR}/pdf`);
    expect(companyCopy.status, companyCopy.text).toBe(200);
    expect(await pdfText(companyCopy.body.url)).toContain('Ben Biweekly');
  });

  it('another tenant is refused, staff with PAYROLL_MANAGER act for the company, and bad years are 400', async () => {
    expect((await call('GET', `/api/payroll/forms/w2?year=${YEAR}`, { session: stranger.session, workspaceId: company.ws })).status).toBe(403);
    expect((await forms(stranger, 'GET', `/w2?year=${YEAR}`)).body.data).toEqual([]);
    expect((await forms(stranger, 'GET', `/w2/${ann.employmentId}/${YEAR}/pdf`)).status).toBe(404);
    const staff = await call('GET', `/api/payroll/forms/w2?year=${YEAR}`, { session: await as('payroll'), workspaceId: company.ws });
    expect(staff.status, staff.text).toBe(200);
    expect(staff.body.data).toHaveLength(2);
    for (const bad of ['/w2?year=2015', '/w2?year=2100', '/w2?year=2026.5', '/w2', `/w2/${ann.employmentId}/abcd/pdf`, '/1099?year=x']) {
      const res = await forms(company, 'GET', bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.systemCode).toBe('invalid_request');
    }
  });
});

describe('1099-NEC', () => {
  let withW9: THired;
  let withoutW9: THired;
  let under: THired;
  let paidWithW9: number;

  beforeAll(async () => {
    [withW9, withoutW9, under] = [
      await hire(company, 'CONTRACTOR', 'Carla Contractor'),
      await hire(company, 'CONTRACTOR', 'Nora Nowform'),
      await hire(company, 'CONTRACTOR', 'Ulla Under'),
    ];
    paidWithW9 = await paidBill(withW9, company, 150_000);
    paidWithW9 += await paidBill(withW9, company, 100_000);
    await paidBill(withoutW9, company, 300_000);
    // $1,500: over the $600 of earlier years, under 2026's $2,000.
    await paidBill(under, company, 150_000);
    await signedW9(company, withW9.email, '219-09-9999');
    await signedW9(company, under.email, '219-09-9998');
  });

  it('is prepared for a contractor paid the threshold with a signed W-9; one without is blocking; one under gets none', async () => {
    const list = await forms(company, 'GET', `/1099?year=${YEAR}`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.thresholdCents).toBe(200_000);
    expect(list.body.data).toEqual([
      {
        contractorId: withW9.employmentId, year: YEAR, companyId: company.ws, payerName: 'Year End Forms LLC', payerTin: '12-3456789',
        recipientName: 'Carla Q. Contractor', counterpartyType: 'PERSON', tinMasked: '***-**-9999', nonemployeeCompensationCents: paidWithW9,
      },
    ]);
    expect(list.body.blocking).toEqual([
      { contractorId: withoutW9.employmentId, year: YEAR, companyId: company.ws, payerName: 'Year End Forms LLC', recipientName: 'Nora Nowform', counterpartyType: 'PERSON', paidCents: 300_000, reason: 'NO_SIGNED_W9' },
    ]);
    expect(paidWithW9).toBe(250_000);

    const pdf = await forms(company, 'GET', `/1099/${withW9.employmentId}/${YEAR}/pdf`);
    expect(pdf.status, pdf.text).toBe(200);
    const text = await pdfText(pdf.body.url);
    for (const s of ['Nonemployee compensation', dollars(paidWithW9), '219-09-9999', 'Carla Q. Contractor', '12-3456789', 'Year End Forms LLC']) expect(text).toContain(s);
    const blocked = await forms(company, 'GET', `/1099/${withoutW9.employmentId}/${YEAR}/pdf`);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ systemCode: 'invalid_state', message: 'No signed W-9: the 1099-NEC cannot be prepared' });
    expect((await forms(company, 'GET', `/1099/${under.employmentId}/${YEAR}/pdf`)).status).toBe(404);
    expect((await forms(company, 'GET', `/1099?year=2025`)).body).toEqual({ data: [], blocking: [], thresholdCents: 60_000 });
  });

  it('the contractor sees their own in their workspace; others see nothing of it', async () => {
    const own = await forms(withW9, 'GET', `/1099?year=${YEAR}`);
    expect(own.status, own.text).toBe(200);
    expect(own.body.data.map((f: any) => [f.contractorId, f.nonemployeeCompensationCents])).toEqual([[withW9.employmentId, paidWithW9]]);
    expect((await forms(withW9, 'GET', `/1099/${withW9.employmentId}/${YEAR}/pdf`)).status).toBe(200);
    expect((await forms(withoutW9, 'GET', `/1099?year=${YEAR}`)).body).toMatchObject({ data: [], blocking: [{ contractorId: withoutW9.employmentId }] });
    expect((await forms(withoutW9, 'GET', `/1099/${withW9.employmentId}/${YEAR}/pdf`)).status).toBe(404);
    expect((await forms(ann, 'GET', `/1099?year=${YEAR}`)).body).toMatchObject({ data: [], blocking: [] });
    expect((await call('GET', `/api/payroll/forms/1099?year=${YEAR}`, { session: stranger.session, workspaceId: company.ws })).status).toBe(403);
    expect((await forms(stranger, 'GET', `/1099/${withW9.employmentId}/${YEAR}/pdf`)).status).toBe(404);
  });
});

describe('uploaded forms: K-1 and 1042-S', () => {
  let shareholder: TPerson;
  let contractor: THired;
  let staffInCompany: TActor;
  let fileId: string;
  let bytes: Buffer;

  beforeAll(async () => {
    shareholder = await newPerson('Sally', 'Shareholder');
    contractor = await hire(company, 'CONTRACTOR', 'Frida Foreign');
    staffInCompany = { session: await as('payroll'), ws: company.ws };
    // Staff link the shareholder's profile by the account's email.
    const linked = await act(staffInCompany, 'PUT', '/api/profile/shareholders', { shareholders: [{ name: 'Sally Shareholder', sharePercent: 40, personEmail: shareholder.email }], version: 0 });
    expect(linked.status, linked.text).toBe(200);
    bytes = await makePdf(1, 'Schedule K-1');
    fileId = await uploadFile(staffInCompany, bytes, 'k1-2026.pdf');
  });

  it('staff upload, list, download and delete a K-1; the shareholder downloads it; the owner may not upload or delete', async () => {
    const body = { kind: 'K1', year: YEAR, fileId, shareholderId: shareholder.ws };
    const byOwner = await forms(company, 'POST', '/uploads', body);
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.systemCode).toBe(40011);

    const made = await forms(staffInCompany, 'POST', '/uploads', body);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ kind: 'K1', year: YEAR, fileId, fileName: 'k1-2026.pdf', recipientName: 'Sally Shareholder', shareholderId: shareholder.ws, companyName: 'Year End Forms LLC' });
    const id = made.body.id as string;

    for (const who of [company, staffInCompany]) {
      const list = await forms(who, 'GET', `/uploads?kind=K1&year=${YEAR}`);
      expect(list.body.data.map((f: any) => f.id)).toEqual([id]);
    }
    expect((await forms(company, 'GET', '/uploads?kind=1042S')).body.data).toEqual([]);
    expect((await forms(company, 'GET', '/uploads?kind=K1&year=2025')).body.data).toEqual([]);
    const mine = await forms(shareholder, 'GET', '/uploads?kind=K1');
    expect(mine.body.data.map((f: any) => f.id)).toEqual([id]);
    const link = await forms(shareholder, 'GET', `/uploads/${id}/download`);
    expect(link.status, link.text).toBe(200);
    expect(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await forms(company, 'GET', `/uploads/${id}/download`)).status).toBe(200);
    // Nobody else finds it.
    expect((await forms(ann, 'GET', '/uploads?kind=K1')).body.data).toEqual([]);
    expect((await forms(ann, 'GET', `/uploads/${id}/download`)).status).toBe(404);
    expect((await forms(stranger, 'GET', `/uploads/${id}/download`)).status).toBe(404);
    expect((await call('GET', '/api/payroll/forms/uploads?kind=K1', { session: stranger.session, workspaceId: company.ws })).status).toBe(403);

    const ownerDelete = await forms(company, 'DELETE', `/uploads/${id}`);
    expect(ownerDelete.status).toBe(403);
    expect(ownerDelete.body.systemCode).toBe(40011);
    expect((await call('DELETE', `/api/payroll/forms/uploads/${id}`, { session: await as('payroll'), workspaceId: stranger.ws })).status).toBe(404);
    const deleted = await forms(staffInCompany, 'DELETE', `/uploads/${id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await forms(staffInCompany, 'DELETE', `/uploads/${id}`)).status).toBe(404);
    expect((await forms(company, 'GET', '/uploads?kind=K1')).body.data).toEqual([]);
    expect((await forms(shareholder, 'GET', `/uploads/${id}/download`)).status).toBe(404);

    const events = (await auditEvents(company.ws)).filter((e) => e.event.startsWith('PAYROLL_FORM_'));
    expect(events.filter((e) => e.success).map((e) => [e.event, e.actingFor])).toEqual([
      ['PAYROLL_FORM_DELETED', company.ws],
      ['PAYROLL_FORM_UPLOADED', company.ws],
    ]);
  });

  it('a 1042-S names one of the company’s contractors with its counterparty type; bad references are refused', async () => {
    const base = { kind: '1042S', year: YEAR, fileId, contractorId: contractor.employmentId };
    const wrongType = await forms(staffInCompany, 'POST', '/uploads', { ...base, counterpartyType: 'COMPANY' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ systemCode: 'invalid_request', param: 'counterpartyType' });
    const made = await forms(staffInCompany, 'POST', '/uploads', { ...base, counterpartyType: 'PERSON' });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ kind: '1042S', contractorId: contractor.employmentId, counterpartyType: 'PERSON', recipientName: 'Frida Foreign' });
    expect((await forms(contractor, 'GET', `/uploads?kind=1042S&year=${YEAR}`)).body.data.map((f: any) => f.id)).toEqual([made.body.id]);
    expect((await forms(contractor, 'GET', `/uploads/${made.body.id}/download`)).status).toBe(200);

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...base, counterpartyType: 'PERSON', contractorId: ann.employmentId }, 404, 'contractorId'],
      [{ ...base, counterpartyType: 'PERSON', fileId: 'NOSUCHFILE' }, 404, 'fileId'],
      [{ kind: 'K1', year: YEAR, fileId, shareholderId: ann.ws }, 404, 'shareholderId'],
      [{ kind: 'K1', year: YEAR, fileId }, 400, 'shareholderId'],
      [{ ...base }, 400, 'counterpartyType'],
      [{ ...base, counterpartyType: 'PERSON', year: 2015 }, 400, 'year'],
      [{ ...base, counterpartyType: 'PERSON', kind: 'W2' }, 400, 'kind'],
    ];
    for (const [body, status, param] of refusals) {
      const res = await forms(staffInCompany, 'POST', '/uploads', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.param ?? Object.keys(res.body.fieldErrors ?? {})[0], JSON.stringify(body)).toBe(param);
    }
    // Another company's file is not the company's.
    const foreignFile = await uploadFile(stranger, await makePdf(1), 'other.pdf');
    expect((await forms(staffInCompany, 'POST', '/uploads', { ...base, counterpartyType: 'PERSON', fileId: foreignFile })).status).toBe(404);
  });
});
