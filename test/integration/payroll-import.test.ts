/**
 * Payroll imports on the local state machine (issue 18; docs/decisions/0036-payroll-imports.md):
 * the PayrollImport definition the Workflows stack deploys, run by the embedded stack with
 * aws-local-stepfunctions. A 1,000-row file with 7 bad rows; a crash part way through a chunk and
 * a throttled chunk, resumed by the definition's Retry without a row written twice; a duplicate
 * file; the anomaly hold and its release; and who may import.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACME_ID, as, call, stackEnv, type TSession } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, newCompany, newPerson, type TActor } from '../support/billing.js';
import { connect } from '../support/live.js';
import { hire, type TEmployee } from '../support/timesheet.js';
import { PAYROLL_IMPORTS } from '../../shared/realtime/channels.js';
import { pdfTextRuns } from '../support/pdf-text.js';

const BASE = '/api/admin/imports/payroll';
const HEADER = 'employment_id,ssn_last4,employee_name,pay_period_start,pay_period_end,pay_date,regular_hours,regular_pay,bonus,federal_income_tax,social_security_employee,medicare_employee,social_security_employer,medicare_employer,net_pay';

/** A weekly period `n` weeks after 2022-01-03 (a Monday): start, end, pay date. */
function week(n: number) {
  const start = new Date(Date.UTC(2022, 0, 3 + 7 * n));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return { start: iso(start), end: iso(end), pay: iso(new Date(end.getTime() + 5 * 86_400_000)) };
}

/** A consistent row: 40 hours at `rate`, FIT 10 %, FICA 7.65 % each side. */
function row(employmentId: string, n: number, rate = 30, extra: { bonus?: number; netDelta?: number } = {}) {
  const w = week(n);
  const gross = 40 * rate * 100 + (extra.bonus ?? 0);
  const fit = Math.round(gross * 0.1);
  const ss = Math.round(gross * 0.062);
  const med = Math.round(gross * 0.0145);
  const net = gross - fit - ss - med + (extra.netDelta ?? 0);
  const d = (c: number) => (c / 100).toFixed(2);
  return [employmentId, '', '', w.start, w.end, w.pay, '40', d(40 * rate * 100), d(extra.bonus ?? 0), d(fit), d(ss), d(med), d(ss), d(med), d(net)].join(',');
}

async function uploadCsv(staff: TActor, text: string, fileName = 'payroll.csv') {
  const bytes = Buffer.from(text);
  const upload = await act(staff, 'POST', '/api/files', { fileName, contentType: 'text/csv', size: bytes.length });
  expect(upload.status, upload.text).toBe(201);
  expect((await fetch(upload.body.uploadUrl, { method: 'PUT', headers: upload.body.headers, body: bytes })).status).toBe(200);
  expect((await act(staff, 'POST', `/api/files/${upload.body.file.id}/complete`)).status).toBe(200);
  return upload.body.file.id as string;
}

const imp = (session: TSession, method: string, path = '', body?: unknown) => call(method, `${BASE}${path}`, { session, body });

async function finished(session: TSession, id: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = await imp(session, 'GET', `/${id}`);
    expect(got.status, got.text).toBe(200);
    if (got.body.status === 'COMPLETED' || got.body.status === 'FAILED') return got.body;
    if (Date.now() > until) throw new Error(`Import ${id} still ${got.body.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function companyPaystubs(company: TActor) {
  const all: { id: string; payrollId: string; generatedBy: string }[] = [];
  for (let page = 0; ; page += 1) {
    const got = await call('GET', `/api/payroll/paystubs?size=100&page=${page}`, { session: company.session, workspaceId: company.ws });
    expect(got.status, got.text).toBe(200);
    all.push(...got.body.data);
    if (page + 1 >= got.body.totalPages) return all;
  }
}

let staff: TSession;
let company: TActor & { email: string };
let people: TEmployee[];

beforeAll(async () => {
  staff = await as('payroll');
  company = await newCompany('Imported Payroll LLC');
  people = [];
  for (let i = 0; i < 4; i += 1) people.push(await hire(company));
  // Sam is matched by the SSN's last four and the name: an employment with the TIN on it.
  const sam = await newPerson('Sam', 'Social');
  const made = await act(company, 'POST', '/api/workforce/employments', {
    type: 'STAFF', details: { name: 'Sam Social', email: sam.email, tin: '123-45-6789' }, employmentStart: '2021-01-04', payType: 'HOUR_RATE', rateCents: 3000,
  });
  expect(made.status, made.text).toBe(201);
  expect((await act(sam, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`)).status).toBe(200);
  people.push({ ...sam, employmentId: made.body.id as string });
});

describe('a 1,000-row file with 7 bad rows', () => {
  let importId: string;
  it('writes 993 records and rejects 7, each with its reason, and the company sees the paystubs', async () => {
    const lines: string[] = [];
    for (let n = 0; n < 200; n += 1) for (const p of people.slice(0, 5)) lines.push(row(p.employmentId, n));
    expect(lines).toHaveLength(1000);
    // Seven bad rows in place of good ones: a bad date, an unknown employee, a net that does not add
    // up, a bad amount, no identity, an SSN and name that match nobody, and an employee paid twice for a period.
    const [a, b] = [people[0]!.employmentId, people[1]!.employmentId];
    lines[10] = row(a, 10).replace(week(10).start, '2022-02-31');
    lines[20] = row('no-such-employment', 20);
    lines[30] = row(b, 30, 30, { netDelta: 1 });
    lines[40] = row(a, 40).replace(',40,', ',forty,');
    lines[50] = row(a, 50).replace(a, '');
    lines[60] = row(a, 60).replace(a, '').replace(/^,,/u, ',9999,Nobody Here');
    lines[71] = row(a, 0); // a second paycheck for week 0
    // A row of Sam's by SSN ending and name instead of the employment id.
    lines[4] = row(people[4]!.employmentId, 0).replace(people[4]!.employmentId, '').replace(/^,,/u, ',6789,Sam Social');
    const fileMetaId = await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${lines.join('\n')}\n`);
    const started = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId, notify: true });
    expect(started.status, started.text).toBe(202);
    expect(started.body).toMatchObject({ status: 'QUEUED', company: { id: company.ws, name: 'Imported Payroll LLC' }, importedFile: { fileName: 'payroll.csv' } });
    importId = started.body.id;
    const done = await finished(staff, importId);
    expect(done).toMatchObject({ status: 'COMPLETED', counts: { input: 1000, written: 993, held: 0, rejected: 7 }, chunks: { total: 2, done: 2 } });

    const rejected = await imp(staff, 'GET', `/${importId}/rejected`);
    expect(rejected.body.data.map((r: { rowNumber: number; column: string }) => [r.rowNumber, r.column])).toEqual([
      [12, 'pay_period_start'], [22, 'employment_id'], [32, 'net_pay'], [42, 'regular_hours'], [52, 'ssn_last4'], [62, 'ssn_last4'], [73, 'pay_period_start'],
    ]);
    expect(rejected.body.data[2].reason).toMatch(/net pay does not add up/u);
    expect(rejected.body.data[6].reason).toMatch(/already paid for the pay period starting 2022-01-03 \(40052/u);
    expect(rejected.body.data[2]).toMatchObject({ code: 'NET_MISMATCH', params: { expectedCents: expect.any(Number) } });
    expect(rejected.body.data[6]).toMatchObject({ code: 'ALREADY_PAID', params: { start: '2022-01-03' } });

    const records = await imp(staff, 'GET', `/${importId}/records`);
    expect(records.body.data).toHaveLength(993);
    const sam = records.body.data.find((r: { rowNumber: number }) => r.rowNumber === 6);
    expect(sam).toMatchObject({ employment: { id: people[4]!.employmentId, details: { name: 'Sam Social' } }, payType: 'HOUR_RATE', held: false, totalNetPay: { gross: 120_000, netPay: 120_000 - 12_000 - 7_440 - 1_740 } });
    const onePerson = await imp(staff, 'GET', `/${importId}/records?employmentsId=${people[2]!.employmentId}`);
    expect(onePerson.body.data).toHaveLength(200);

    const stubs = await companyPaystubs(company);
    expect(stubs.filter((s) => s.payrollId.startsWith(importId))).toHaveLength(993);
    expect(new Set(stubs.map((s) => s.payrollId)).size).toBe(stubs.length);
    expect(stubs.every((s) => s.generatedBy === 'EXTERNAL')).toBe(true);
    // Its PDF says the figures came from another system.
    const ownStub = stubs.find((s) => s.payrollId === `${importId}-6`) as { id: string } | undefined;
    const link = await call('GET', `/api/payroll/paystubs/${ownStub!.id}/pdf`, { session: company.session, workspaceId: company.ws });
    expect(link.status, link.text).toBe(200);
    const pdf = (await pdfTextRuns(new Uint8Array(await (await fetch(link.body.url)).arrayBuffer()))).flat().map((t) => t.str).join(' ');
    expect(pdf).toContain('Generated by an external payroll system');
    expect(pdf).toContain('Sam Social');
    // The steps' audit events, acting for the company.
    const events = await auditEvents(company.ws, 2000);
    expect(events.filter((e) => e.event === 'PAYROLL_IMPORT_CHUNK_WRITTEN' && e.props?.importId === importId)).toHaveLength(2);
    expect(events.some((e) => e.event === 'PAYROLL_IMPORT_COMPLETED' && e.props?.importId === importId)).toBe(true);
    expect(events.some((e) => e.event === 'PAYROLL_IMPORT_STARTED' && e.actingFor === company.ws)).toBe(true);
  });

  it('pushes its progress to the payroll staff listening, and to nobody else', async () => {
    const paul = await connect(staff);
    await paul.subscribe(PAYROLL_IMPORTS);
    const owner = await connect(company.session);
    owner.send({ type: 'SUBSCRIBE', channel: PAYROLL_IMPORTS });
    expect((await owner.next('ERROR')).systemCode).toBe(40011);
    const lines = [0, 1, 2].map((n) => row(people[2]!.employmentId, 850 + n));
    const started = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${lines.join('\n')}\n`) });
    expect(started.status, started.text).toBe(202);
    const running = await paul.next('IMPORT_PROGRESS', (f) => f.importId === started.body.id && f.status === 'RUNNING', 20_000);
    expect(running.chunks.total).toBe(1);
    const done = await paul.next('IMPORT_PROGRESS', (f) => f.importId === started.body.id && f.status === 'COMPLETED', 20_000);
    expect(done).toMatchObject({ channel: PAYROLL_IMPORTS, counts: { input: 3, written: 3 }, chunks: { total: 1, done: 1 } });
    await Promise.all([paul.close(), owner.close()]);
  });

  it('refuses the same file again (40052) unless staff confirm, and a re-import replaces the records instead of adding to them', async () => {
    const before = (await companyPaystubs(company)).length;
    const lines = [row(people[0]!.employmentId, 300), row(people[1]!.employmentId, 300)];
    const text = `${HEADER}\n${lines.join('\n')}\n`;
    const first = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, text) });
    expect(first.status, first.text).toBe(202);
    expect(await finished(staff, first.body.id)).toMatchObject({ counts: { written: 2 } });
    const again = await uploadCsv({ session: staff, ws: company.ws }, text, 'payroll-again.csv');
    const refused = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: again });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ systemCode: 40052 });
    expect(refused.body.message).toMatch(/already imported for the company/u);
    const replaced = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: again, replace: true });
    expect(replaced.status, replaced.text).toBe(202);
    expect(replaced.body.replaces).toBe(first.body.id);
    expect(await finished(staff, replaced.body.id)).toMatchObject({ status: 'COMPLETED', counts: { input: 2, written: 2, rejected: 0 } });
    expect((await imp(staff, 'GET', `/${first.body.id}`)).body).toMatchObject({ status: 'REPLACED', replacedBy: replaced.body.id });
    expect((await companyPaystubs(company)).length).toBe(before + 2);
  });
});

describe('Generate Invoices', () => {
  async function invoicesOf(id: string, count: number, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const got = await imp(staff, 'GET', `/${id}`);
      if ((got.body.invoices ?? []).length >= count) return got.body.invoices as { id: string; invoiceNumber: number; total: number; status: string; document?: { id: string } }[];
      if (Date.now() > until) throw new Error(`Import ${id} has ${(got.body.invoices ?? []).length} invoices`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('bills the selected records once, from the firm to the company, however often it is asked; the company sees the bill', async () => {
    const lines = [0, 1, 2].flatMap((n) => [row(people[0]!.employmentId, 800 + n), row(people[1]!.employmentId, 800 + n)]);
    const started = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${lines.join('\n')}\n`) });
    expect(await finished(staff, started.body.id)).toMatchObject({ counts: { written: 6 } });
    const id = started.body.id as string;
    const records = (await imp(staff, 'GET', `/${id}/records`)).body.data as { payrollId: string; payDate: string }[];
    expect((await imp(staff, 'POST', `/${id}/invoices`, { payrollIds: [] })).body.message).toMatch(/Please select at least one payroll record/u);
    expect((await imp(staff, 'POST', `/${id}/invoices`, { payrollIds: ['not-of-this-import'] })).status).toBe(400);
    // Four records (two pay dates), asked twice at once and once more after: one invoice.
    const chosen = records.slice(0, 4).map((r) => r.payrollId);
    const asked = await Promise.all([0, 1].map(() => imp(staff, 'POST', `/${id}/invoices`, { payrollIds: chosen, invoiceDate: '2026-11-20' })));
    for (const a of asked) expect(a.status, a.text).toBe(202);
    const [invoice] = await invoicesOf(id, 1);
    expect(invoice).toMatchObject({ status: 'PENDING_PAYMENT', total: 4 * 400 + 2 * 2500, document: { id: expect.any(String) } });
    // The records list marks the four as on that invoice, and the other two as not.
    const marked = (await imp(staff, 'GET', `/${id}/records`)).body.data as { payrollId: string; invoiceId?: string }[];
    expect(marked.map((r) => r.invoiceId)).toEqual([...chosen.map(() => invoice!.id), undefined, undefined]);
    expect((await imp(staff, 'POST', `/${id}/invoices`, { payrollIds: [...chosen].reverse() })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 1500));
    // All six asked: the four already billed are left out, the other two get an invoice of their own.
    expect((await imp(staff, 'POST', `/${id}/invoices`, { payrollIds: records.map((r) => r.payrollId) })).status).toBe(202);
    const both = await invoicesOf(id, 2);
    expect(both).toHaveLength(2);
    expect(both.map((i) => i.total).sort((a, b) => a - b)).toEqual([2 * 400 + 1 * 2500, 4 * 400 + 2 * 2500]);
    const bills = await call('GET', '/api/billing/bills?size=50', { session: company.session, workspaceId: company.ws });
    expect(bills.status, bills.text).toBe(200);
    const mine = bills.body.data.filter((b: { id: string }) => both.some((i) => i.id === b.id));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ payee: { name: 'Sublime Accounting LLC' }, status: 'PENDING_PAYMENT' });
    // A billed record is neither voided nor deleted while its invoice stands.
    const billed = await imp(staff, 'PUT', `/${id}/records/${chosen[0]}/negate`, { reason: 'entered twice' });
    expect(billed.status).toBe(409);
    expect(billed.body.message).toMatch(/void the invoice first/u);
  });

  it('starts by itself after an import that asked for invoices', async () => {
    const lines = [row(people[2]!.employmentId, 820), row(people[3]!.employmentId, 820)];
    const started = await imp(staff, 'POST', '', { companyId: company.ws, generateInvoices: true, invoiceDate: '2026-11-21', fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${lines.join('\n')}\n`) });
    expect(await finished(staff, started.body.id)).toMatchObject({ counts: { written: 2 } });
    const [invoice] = await invoicesOf(started.body.id, 1);
    expect(invoice).toMatchObject({ total: 2 * 400 + 2500, status: 'PENDING_PAYMENT' });
  });
});

describe('void and delete', () => {
  it('voids a record with its negating entry and deletes another, each freeing the period, and the counts follow', async () => {
    const lines = [row(people[0]!.employmentId, 830), row(people[1]!.employmentId, 830)];
    const started = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${lines.join('\n')}\n`) });
    expect(await finished(staff, started.body.id)).toMatchObject({ counts: { written: 2 } });
    const id = started.body.id as string;
    const [first, second] = (await imp(staff, 'GET', `/${id}/records`)).body.data as { payrollId: string }[];
    expect((await call('PUT', `${BASE}/${id}/records/${first!.payrollId}/negate`, { session: company.session, body: {} })).status).toBe(403);
    const voided = await imp(staff, 'PUT', `/${id}/records/${first!.payrollId}/negate`, { reason: 'paid by mistake' });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ voided: true });
    expect((await imp(staff, 'PUT', `/${id}/records/${first!.payrollId}/negate`, {})).status).toBe(409);
    const stubs = (await companyPaystubs(company)).filter((s) => s.payrollId === first!.payrollId) as unknown as { source: string; voided: boolean }[];
    expect(stubs.map((s) => [s.source, s.voided]).sort()).toEqual([['PAYCHECK', true], ['VOID', true]]);
    expect((await imp(staff, 'DELETE', `/${id}/records/${second!.payrollId}/OTHER`)).status).toBe(400);
    const deleted = await imp(staff, 'DELETE', `/${id}/records/${second!.payrollId}/PAYROLL_FILE`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await companyPaystubs(company)).some((s) => s.payrollId === second!.payrollId)).toBe(false);
    expect((await imp(staff, 'GET', `/${id}`)).body.counts).toMatchObject({ input: 2, written: 0, voided: 1, deleted: 1 });
    // Both periods are free again: the same employees may be paid for them.
    const original = `${HEADER}\n${lines.join('\n')}\n`;
    const again = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${[...lines].reverse().join('\n')}\n`) });
    expect(await finished(staff, again.body.id)).toMatchObject({ counts: { written: 2, rejected: 0 } });
    // The first file re-imported: the replaced import's voided record goes with its negating entry,
    // and its rows are refused, the periods being paid by the other import now.
    const replacing = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, original), replace: true });
    expect(replacing.status, replacing.text).toBe(202);
    expect(await finished(staff, replacing.body.id)).toMatchObject({ counts: { written: 0, rejected: 2 } });
    expect((await imp(staff, 'GET', `/${id}`)).body.status).toBe('REPLACED');
    expect((await companyPaystubs(company)).some((s) => s.payrollId === first!.payrollId)).toBe(false);
  });
});

describe('faults', () => {
  type TSteps = typeof import('../../functions/payroll/services/imports/steps.js');
  let steps: TSteps;
  let local: typeof import('../../scripts/local/stepfunctions.js');
  let entities: typeof import('../../functions/payroll/data/imports.entities.js');

  beforeAll(async () => {
    Object.assign(process.env, stackEnv());
    [steps, local, entities] = await Promise.all([
      import('../../functions/payroll/services/imports/steps.js'),
      import('../../scripts/local/stepfunctions.js'),
      import('../../functions/payroll/data/imports.entities.js'),
    ]);
  });

  /** An import queued as the start route leaves it (the file uploaded, the import QUEUED), not started. */
  async function queued(lines: string[]) {
    const fileId = await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${lines.join('\n')}\n`);
    const id = `T${Date.now()}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
    const now = new Date().toISOString();
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb } = await import('../../functions/core/ddb.js');
    await ddb.send(new PutCommand({
      TableName: process.env.TABLE_NAME,
      Item: entities.PayrollImportEntity.toItem({
        id, companyId: company.ws, companyName: 'Imported Payroll LLC', createdAt: now, createdBy: { id: 'test', firstName: 'Paul', lastName: 'Payroll', email: 'payroll@sublime.local' },
        file: { id: fileId, fileName: 'payroll.csv', sha256: id }, status: 'QUEUED', counts: { input: 0, written: 0, held: 0, rejected: 0, voided: 0, deleted: 0 }, chunksTotal: 0, chunksDone: 0,
        notify: false, generateInvoices: false, holdSharePercent: 40, updatedAt: now,
      }),
    }));
    return id;
  }

  it('resumes a chunk that crashed part way and a chunk that was throttled, through the Retry, with no row written twice', async () => {
    const lines: string[] = [];
    for (let n = 400; n < 520; n += 1) for (const p of people.slice(0, 5)) lines.push(row(p.employmentId, n));
    const id = await queued(lines); // 600 rows: chunks 0 (500 rows) and 1 (100)
    const attempts: Record<string, number> = {};
    const out = await local.runLocalWorkflow('payrollImport', { importId: id }, {
      retryIntervalMs: 10,
      wrap: (state, run) => async (payload: never) => {
        const p = payload as { step: string; chunk?: number; importId: string };
        const key = `${state}:${p.chunk ?? ''}`;
        attempts[key] = (attempts[key] ?? 0) + 1;
        // Chunk 0 crashes after 137 rows on its first run; chunk 1 is throttled twice before it runs.
        if (key === 'WriteChunk:0' && attempts[key] === 1) return steps.writeChunk({ importId: p.importId, chunk: 0 }, { crashAfterRows: 137 });
        if (key === 'WriteChunk:1' && attempts[key] <= 2) throw Object.assign(new Error('Rate of requests exceeds the allowed throughput'), { name: 'ProvisionedThroughputExceededException' });
        return run(payload);
      },
    });
    expect(out).toMatchObject({ importId: id, counts: { input: 600, written: 600, held: 0, rejected: 0 } });
    expect(attempts).toMatchObject({ 'Prepare:': 1, 'WriteChunk:0': 2, 'WriteChunk:1': 3, 'Summarize:': 1 });
    const records = await imp(staff, 'GET', `/${id}/records`);
    expect(records.body.data).toHaveLength(600);
    expect(new Set(records.body.data.map((r: { payrollId: string }) => r.payrollId)).size).toBe(600);
    expect((await companyPaystubs(company)).filter((s) => s.payrollId.startsWith(id))).toHaveLength(600);
    // A chunk run once more after it finished changes nothing.
    expect(await steps.writeChunk({ importId: id, chunk: 0 })).toMatchObject({ written: 500 });
  });

  it('marks the import FAILED with the cause when a step fails after its retries, and frees the file for another try', async () => {
    const id = await queued([row(people[0]!.employmentId, 600)]);
    const failed = local.runLocalWorkflow('payrollImport', { importId: id }, {
      retryIntervalMs: 5,
      wrap: (state, run) => async (payload: never) => {
        if (state === 'WriteChunk') throw Object.assign(new Error('disk on fire'), { name: 'Error' });
        return run(payload);
      },
    });
    await expect(failed).rejects.toThrow();
    const got = await imp(staff, 'GET', `/${id}`);
    expect(got.body).toMatchObject({ status: 'FAILED' });
    expect(got.body.failure).toMatch(/^The import stopped/u);
  });

  it('fails a file whose header it cannot read, with the reason, writes nothing, and frees the file', async () => {
    const broken = await uploadCsv({ session: staff, ws: company.ws }, 'employee,amount\nAnn,100\n');
    const started = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: broken });
    expect(started.status, started.text).toBe(202);
    const done = await finished(staff, started.body.id);
    expect(done).toMatchObject({ status: 'FAILED', counts: { input: 0, written: 0 }, failure: expect.stringMatching(/^The header lacks employment_id \(or ssn_last4 and employee_name\), pay_period_start/u), failureCode: 'HEADER_MISSING' });
    // A failed import does not hold its file: the same file may be tried again (and fails the same way).
    expect((await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: broken })).status).toBe(202);
  });
});

describe('the anomaly hold', () => {
  it('holds a gross far from the median of the last six and a negative net, and staff release one', async () => {
    const p = people[3]!.employmentId;
    const history = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${[700, 701, 702, 703, 704, 705].map((n) => row(p, n)).join('\n')}\n`) });
    expect(await finished(staff, history.body.id)).toMatchObject({ counts: { written: 6 } });
    const lines = [row(p, 706), row(p, 707, 30, { bonus: 300_000 }), row(p, 708, 30).replace(/,[\d.]+$/u, ',-10.00')];
    // The third row's net is negative: its taxes are raised so that it still adds up.
    lines[2] = [p, '', '', week(708).start, week(708).end, week(708).pay, '1', '10.00', '0', '20.00', '0', '0', '0', '0', '-10.00'].join(',');
    const started = await imp(staff, 'POST', '', { companyId: company.ws, fileMetaId: await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${lines.join('\n')}\n`) });
    const done = await finished(staff, started.body.id);
    expect(done).toMatchObject({ counts: { input: 3, written: 1, held: 2, rejected: 0 } });
    const records = (await imp(staff, 'GET', `/${started.body.id}/records`)).body.data as { payrollId: string; held: boolean; holdReason?: string; rowNumber: number }[];
    expect(records.map((r) => [r.rowNumber, r.held])).toEqual([[2, false], [3, true], [4, true]]);
    expect(records[1]!.holdReason).toMatch(/gross differs from the median of the last 6 \(1200\.00\) by more than 40%/u);
    expect(records[2]!.holdReason).toBe('The net pay is negative');
    // The reason also comes as a code and params, for the web to word in the chosen language.
    expect(records[1]).toMatchObject({ holdCode: 'GROSS_OFF_MEDIAN', holdParams: { count: 6, medianCents: 120_000, share: 40 } });
    expect(records[2]).toMatchObject({ holdCode: 'NET_NEGATIVE' });
    const released = await imp(staff, 'POST', `/${started.body.id}/records/${records[1]!.payrollId}/release`);
    expect(released.status, released.text).toBe(200);
    expect(released.body).toMatchObject({ held: false });
    expect((await imp(staff, 'GET', `/${started.body.id}`)).body.counts).toMatchObject({ written: 2, held: 1 });
    const twice = await imp(staff, 'POST', `/${started.body.id}/records/${records[1]!.payrollId}/release`);
    expect(twice.status).toBe(409);
  });
});

describe('the demo', () => {
  it("has Acme's completed 2022 import, one rejected row, and the firm's bill PENDING_PAYMENT in Acme's bills", async () => {
    const listed = await imp(staff, 'GET', `?companiesId=${ACME_ID}&size=100`);
    const demo = (listed.body.data as { id: string; importedFile: { fileName: string } }[]).find((i) => i.importedFile.fileName === 'acme-payroll-2022.csv');
    expect(demo).toBeDefined();
    const got = await imp(staff, 'GET', `/${demo!.id}`);
    expect(got.body).toMatchObject({ status: 'COMPLETED', counts: { input: 6, written: 5, rejected: 1 }, invoices: [{ status: 'PENDING_PAYMENT', total: 5 * 400 + 5 * 2500 }] });
    const owner = await as('owner');
    const bills = await call('GET', '/api/billing/bills?size=100', { session: owner, workspaceId: ACME_ID });
    expect(bills.body.data.some((b: { id: string; payee: { name: string } }) => b.id === got.body.invoices[0].id && b.payee.name === 'Sublime Accounting LLC')).toBe(true);
  });
});

describe('who may import', () => {
  it('is the firm\'s payroll staff: the owner and an employee are refused, and a company is required', async () => {
    const fileMetaId = await uploadCsv({ session: staff, ws: company.ws }, `${HEADER}\n${row(people[0]!.employmentId, 900)}\n`);
    const owner = await imp(company.session, 'POST', '', { companyId: company.ws, fileMetaId });
    expect(owner.status).toBe(403);
    expect((await imp(people[0]!.session, 'GET', '')).status).toBe(403);
    const noCompany = await imp(staff, 'POST', '', { companyId: '', fileMetaId });
    expect(noCompany.status).toBe(400);
    expect(JSON.stringify(noCompany.body)).toContain('Company is mandatory field!');
    const listed = await imp(staff, 'GET', `?companiesId=${company.ws}&size=25`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(3);
    expect(listed.body.data.every((i: { company: { id: string } }) => i.company.id === company.ws)).toBe(true);
    expect((await imp(staff, 'GET', '?size=20')).status).toBe(400);
  });
});
