/**
 * Payroll (issue 17) against the local stack: details, a run from timesheet hours through to
 * paystubs, the 40052 double pay and its race, a void restoring the year to date, the Social
 * Security wage base crossed within a run, the Additional Medicare threshold, an employment without
 * a W-4, and who reads which paystubs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACME_ID, as, call } from '../support/api.js';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { act, newCompany, type TActor } from '../support/billing.js';
import { pdfTextRuns } from '../support/pdf-text.js';
import { hire, period, type TEmployee } from '../support/timesheet.js';

const DETAILS = { payFrequency: 'BIWEEKLY', workplaces: ['Albany office'], phone: '+1 518 555 0100', federalAccountId: '12-3456789', nyWithholdingId: '123456789', nyUiEmployerNumber: '1234567', nyUiRatePercent: 4.1, nycWithholding: true };

/** A Sunday-to-Saturday fortnight that ended at least a week ago. */
function pastFortnight(weeksBack: number): { start: string; end: string; payDate: string } {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - 7 * weeksBack);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() - 1);
  const end = d.toISOString().slice(0, 10);
  const start = new Date(d.getTime() - 13 * 86_400_000).toISOString().slice(0, 10);
  const payDate = new Date(d.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
  return { start, end, payDate };
}
const plus = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Nine hours on each weekday of the week that starts on `sunday`: 45 hours, 5 of them overtime. */
async function workWeek(e: TEmployee, sunday: string) {
  for (let i = 1; i <= 5; i += 1) {
    const day = plus(sunday, i);
    const res = await period(e, e.employmentId, `${day}T08:00`, `${day}T17:00`);
    expect(res.status, res.text).toBe(201);
  }
}

const pr = <T = any>(a: TActor, method: string, path: string, body?: unknown) => act<T>(a, method, `/api/payroll${path}`, body);
const line = (employmentId: string, extra: Record<string, unknown> = {}) => ({ employmentId, regularHours: '80', ...extra });

let company: TActor & { email: string };
let ann: TEmployee;
let ben: TEmployee;
const fortnight = pastFortnight(1);

beforeAll(async () => {
  company = await newCompany('Payroll Run LLC');
  ann = await hire(company, { payType: 'HOUR_RATE', rateCents: 3000 });
  ben = await hire(company, { payType: 'FIX_RATE', rateCents: 520_000 });
  await workWeek(ann, fortnight.start);
  await workWeek(ann, plus(fortnight.start, 7));
  await workWeek(ben, fortnight.start);
});

describe('payroll details', () => {
  it('are kept by the company, refused to another tenant, and needed before a run', async () => {
    const early = await pr(company, 'GET', `/runs/lines?payPeriodStart=${fortnight.start}&payPeriodEnd=${fortnight.end}`);
    expect(early.status).toBe(409);
    expect((await pr(company, 'GET', '/details')).body).toMatchObject({ saved: false, payFrequency: 'BIWEEKLY' });
    const saved = await pr(company, 'PUT', '/details', DETAILS);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ ...DETAILS, saved: true });
    expect((await pr(company, 'PUT', '/details', { ...DETAILS, nyUiEmployerNumber: '12' })).status).toBe(400);
    // An employee, in their own workspace, is not the company.
    expect((await pr(ann, 'GET', '/details')).status).toBe(403);
  });
});

describe('a run', () => {
  it('fills hours from closed days only: a week counts once the pay period holding it is closed', async () => {
    const open = await pr(company, 'GET', `/runs/lines?payPeriodStart=${fortnight.start}&payPeriodEnd=${fortnight.end}`);
    expect(open.status, open.text).toBe(200);
    expect(open.body.closedThrough).toBeUndefined();
    const annOpen = open.body.data.find((l: any) => l.employmentId === ann.employmentId);
    expect(annOpen.periods.map((p: any) => [p.start, p.regularHours, p.overtimeHours, p.closed])).toEqual([
      [fortnight.start, 4000, 500, false],
      [plus(fortnight.start, 7), 4000, 500, false],
    ]);
    expect(annOpen.line).toMatchObject({ regularHours: 0, overtimeHours: 0 });
    // Close the first week: its hours come in, the second's stay out.
    const firstWeek = await act(company, 'POST', '/api/timesheet/pay-periods', { startDate: fortnight.start, endDate: plus(fortnight.start, 6) });
    expect(firstWeek.status, firstWeek.text).toBe(201);
    const half = (await pr(company, 'GET', `/runs/lines?payPeriodStart=${fortnight.start}&payPeriodEnd=${fortnight.end}`)).body;
    expect(half.closedThrough).toBe(plus(fortnight.start, 6));
    expect(half.data.find((l: any) => l.employmentId === ann.employmentId).line).toMatchObject({ regularHours: 4000, overtimeHours: 500 });
    const rest = await act(company, 'POST', '/api/timesheet/pay-periods', { startDate: plus(fortnight.start, 7), endDate: fortnight.end });
    expect(rest.status, rest.text).toBe(201);
  });

  it('loads every applicable employment with the timesheet hours, previews and saves, once per period', async () => {
    const lines = await pr(company, 'GET', `/runs/lines?payPeriodStart=${fortnight.start}&payPeriodEnd=${fortnight.end}`);
    expect(lines.status, lines.text).toBe(200);
    const byId = new Map(lines.body.data.map((l: any) => [l.employmentId, l]));
    expect((byId.get(ann.employmentId) as any).periods.every((p: any) => p.closed)).toBe(true);
    expect((byId.get(ann.employmentId) as any).line).toMatchObject({ regularHours: 8000, overtimeHours: 1000 });
    expect((byId.get(ben.employmentId) as any).line).toMatchObject({ regularHours: 4000, overtimeHours: 500 });
    expect((byId.get(ann.employmentId) as any).w4.signed).toBe(false);

    const body = { payPeriodStart: fortnight.start, payPeriodEnd: fortnight.end, payDate: fortnight.payDate, lines: [line(ann.employmentId, { overtimeHours: '10', bonus: '100,50', expenseReimburse: '' })] };
    const preview = await pr(company, 'POST', '/runs/preview', body);
    expect(preview.status, preview.text).toBe(200);
    const r = preview.body.results[0];
    // 80 h at $30 and 10 h at $45, plus a $100.50 bonus.
    expect(r.taxableTotal).toBe(240_000 + 45_000 + 10_050);
    expect(r.netPay + r.totalEmployeeTax).toBe(r.taxableTotal + r.expenseReimburse);
    expect(r.flags).toContain('NO_W4');
    expect(r.employeeTaxes.find((t: any) => t.kind === 'SOCIAL_SECURITY').amountCents).toBe(Math.round(r.taxableTotal * 0.062));
    expect(preview.body.totals).toMatchObject({ employees: 1, total: r.total, netPay: r.netPay });

    const saved = await pr(company, 'POST', '/runs', body);
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject({ status: 'ACTIVE', generatedBy: 'SUBLIME', totals: preview.body.totals });
    const again = await pr(company, 'POST', '/runs', { ...body, payPeriodStart: plus(fortnight.start, 3) });
    expect(again.status).toBe(409);
    expect(again.body.systemCode).toBe(40052);
    const relines = await pr(company, 'GET', `/runs/lines?payPeriodStart=${fortnight.start}&payPeriodEnd=${fortnight.end}`);
    expect(relines.body.data.find((l: any) => l.employmentId === ann.employmentId).alreadyPaid).toBe(true);

    const detail = await pr(company, 'GET', `/runs/${saved.body.id}`);
    expect(detail.body.results).toEqual([r]);
  });

  it('two saves racing for one period give exactly one payroll', async () => {
    const p = pastFortnight(5);
    const body = { payPeriodStart: p.start, payPeriodEnd: p.end, payDate: p.payDate, lines: [line(ben.employmentId)] };
    const answers = await Promise.all([pr(company, 'POST', '/runs', body), pr(company, 'POST', '/runs', body), pr(company, 'POST', '/runs', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.systemCode).toBe(40052);
    const runs = await pr(company, 'GET', `/runs?start=${p.payDate}&end=${p.payDate}`);
    expect(runs.body.data).toHaveLength(1);
  });

  it('saves racing for different but overlapping periods pay the employee once', async () => {
    // The period guards differ, so the guard keys do not collide: the employee's year to date,
    // written on the version each save computed from, is what lets exactly one of them through.
    const own = await newCompany('Payroll Overlap LLC');
    expect((await pr(own, 'PUT', '/details', DETAILS)).status).toBe(200);
    const cal = await hire(own, { payType: 'FIX_RATE', rateCents: 400_000 });
    const p = pastFortnight(16);
    const shifted = (days: number) => ({ payPeriodStart: plus(p.start, days), payPeriodEnd: plus(p.end, days), payDate: plus(p.payDate, days), lines: [line(cal.employmentId)] });
    const answers = await Promise.all([0, 3, 7].map((days) => pr(own, 'POST', '/runs', shifted(days))));
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.systemCode).toBe(40052);
    const stubs = await pr(own, 'GET', '/paystubs');
    expect(stubs.body.data).toHaveLength(1);
  });

  it('a void restores the year to date, marks the paystubs void, and frees the period', async () => {
    const p = pastFortnight(9);
    const body = { payPeriodStart: p.start, payPeriodEnd: p.end, payDate: p.payDate, lines: [line(ben.employmentId, { bonus: '1000' })] };
    const before = (await pr(company, 'POST', '/runs/preview', body)).body.results[0];
    const saved = await pr(company, 'POST', '/runs', body);
    expect(saved.status, saved.text).toBe(201);
    const after = (await pr(company, 'POST', '/runs/preview', body)).body.results[0];
    expect(after.grossYtd).toBe(before.grossYtd + before.taxableTotal);
    const voided = await pr(company, 'POST', `/runs/${saved.body.id}/void`, { reason: 'Wrong bonus' });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.status).toBe('VOIDED');
    expect((await pr(company, 'POST', `/runs/${saved.body.id}/void`, {})).status).toBe(409);
    const restored = (await pr(company, 'POST', '/runs/preview', body)).body.results[0];
    expect(restored).toEqual(before);
    const stubs = await pr(company, 'GET', `/paystubs?payDateStart=${p.payDate}&payDateEnd=${p.payDate}`);
    expect(stubs.body.data.map((s: any) => [s.source, s.voided, s.totalNetPay])).toEqual([
      ['PAYCHECK', true, before.netPay],
      ['VOID', true, -before.netPay],
    ]);
    expect((await pr(company, 'POST', '/runs', body)).status).toBe(201);
  });
});

describe('the wage bases', () => {
  it('Social Security stops at the 2026 wage base within a run; Additional Medicare starts above $200,000', async () => {
    const p = pastFortnight(13);
    const bonus = 990_000_00;
    const preview = await pr(company, 'POST', '/runs/preview', { payPeriodStart: p.start, payPeriodEnd: p.end, payDate: p.payDate, lines: [line(ann.employmentId, { regularHours: '0', bonus: String(bonus / 100) })] });
    expect(preview.status, preview.text).toBe(200);
    const r = preview.body.results[0];
    const tax = (kind: string) => r.employeeTaxes.find((t: any) => t.kind === kind);
    const ytdBefore = r.grossYtd - r.taxableTotal;
    expect(tax('SOCIAL_SECURITY').wagesCents).toBe(184_500_00 - ytdBefore);
    expect(tax('SOCIAL_SECURITY').ytdCents).toBe(Math.round(184_500_00 * 0.062));
    expect(r.flags).toContain('SOCIAL_SECURITY_WAGE_BASE_REACHED');
    expect(tax('ADDITIONAL_MEDICARE').amountCents).toBe(Math.round((r.grossYtd - 200_000_00) * 0.009));
    expect(r.employerTaxes.find((t: any) => t.kind === 'MEDICARE').amountCents).toBe(Math.round(r.taxableTotal * 0.0145));
  });
});

describe('paystubs', () => {
  it('the employee reads their own, the company all of its, and nobody else any; the PDF carries the figures', async () => {
    const own = await pr(ann, 'GET', '/paystubs');
    expect(own.status, own.text).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((s: any) => s.employmentId === ann.employmentId)).toBe(true);
    const all = await pr(company, 'GET', '/paystubs?size=100');
    expect(new Set(all.body.data.map((s: any) => s.employmentId))).toEqual(new Set([ann.employmentId, ben.employmentId]));
    const benStub = all.body.data.find((s: any) => s.employmentId === ben.employmentId);
    expect((await pr(ann, 'GET', `/paystubs/${benStub.id}/pdf`)).status).toBe(404);
    const stranger = await newCompany('Payroll Stranger LLC');
    expect((await pr(stranger, 'GET', `/paystubs/${benStub.id}/pdf`)).status).toBe(404);

    const stub = own.body.data[0];
    const link = await pr(ann, 'GET', `/paystubs/${stub.id}/pdf`);
    expect(link.status, link.text).toBe(200);
    const bytes = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    const text = (await pdfTextRuns(bytes)).flat().map((t) => t.str).join(' ');
    expect(text).toContain('Payroll Run LLC');
    expect(text).toContain(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(stub.totalNetPay / 100));
    expect(text).toContain('Net pay');
  });

  it('staff with PAYROLL_MANAGER run the company payroll, acting for it', async () => {
    const staff = await as('payroll');
    const res = await call('GET', '/api/payroll/details', { session: staff, workspaceId: company.ws });
    expect(res.status, res.text).toBe(200);
    expect(res.body.saved).toBe(true);
  });
});

describe('the signed forms', () => {
  it("John's signed W-4 and IT-2104 (the demo's) set his withholding; without them the run flags and withholds as Single", async () => {
    const owner = { session: await as('owner'), ws: ACME_ID };
    const employments = await pr(owner, 'GET', '/employments');
    const john = employments.body.data.find((e: any) => e.employmentId === DEMO_IDS.johnEmployment);
    expect(john).toMatchObject({ w4: { signed: true }, it2104: { signed: true, filingStatus: 'SINGLE_OR_HEAD' }, residence: { nyc: true } });
    const p = pastFortnight(2);
    const preview = await pr(owner, 'POST', '/runs/preview', { payPeriodStart: p.start, payPeriodEnd: p.end, payDate: p.payDate, lines: [line(DEMO_IDS.johnEmployment)] });
    expect(preview.status, preview.text).toBe(200);
    const r = preview.body.results[0];
    expect(r.flags).not.toContain('NO_W4');
    expect(r.flags).not.toContain('NO_IT2104');
    const kinds = r.employeeTaxes.map((t: any) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(['FEDERAL_INCOME', 'SOCIAL_SECURITY', 'MEDICARE', 'NY_STATE_INCOME', 'NYC_INCOME', 'NY_SDI', 'NY_PFL']));
    // A biweekly SDI is at most $1.20; PFL 0.432 %.
    expect(r.employeeTaxes.find((t: any) => t.kind === 'NY_SDI').amountCents).toBeLessThanOrEqual(120);
    expect(r.employerTaxes.map((t: any) => t.kind)).toEqual(expect.arrayContaining(['SOCIAL_SECURITY', 'MEDICARE', 'FUTA', 'NY_SUI']));
    // Ann (no forms, Albany) is withheld as Single and flagged; no NYC tax.
    const ann2 = await pr(company, 'POST', '/runs/preview', { payPeriodStart: p.start, payPeriodEnd: p.end, payDate: p.payDate, lines: [line(ann.employmentId)] });
    expect(ann2.body.results[0].flags).toEqual(expect.arrayContaining(['NO_W4', 'NO_IT2104']));
    expect(ann2.body.results[0].employeeTaxes.map((t: any) => t.kind)).not.toContain('NYC_INCOME');
  });
});

describe('externally generated paystubs', () => {
  it('staff add one with its file; the employee downloads it; the owner cannot add or delete; deleting it shows it gone', async () => {
    const staff = { session: await as('payroll'), ws: company.ws };
    const bytes = Buffer.from('%PDF-1.4 another system');
    const upload = await act(staff, 'POST', '/api/files', { fileName: 'stub.pdf', contentType: 'application/pdf', size: bytes.length });
    expect(upload.status, upload.text).toBe(201);
    expect((await fetch(upload.body.uploadUrl, { method: 'PUT', headers: upload.body.headers, body: bytes })).status).toBe(200);
    expect((await act(staff, 'POST', `/api/files/${upload.body.file.id}/complete`)).status).toBe(200);
    const p = pastFortnight(20);
    const body = { employmentId: ben.employmentId, payPeriodStart: p.start, payPeriodEnd: p.end, payDate: p.payDate, fileId: upload.body.file.id, gross: '2000,00', netPay: '1500' };
    expect((await pr(company, 'POST', '/paystubs/external', body)).status).toBe(403);
    expect((await pr(staff, 'POST', '/paystubs/external', { ...body, netPay: '2500' })).status).toBe(400);
    const made = await pr(staff, 'POST', '/paystubs/external', body);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ generatedBy: 'EXTERNAL', gross: 200_000, totalNetPay: 150_000, companyName: 'Payroll Run LLC' });
    const link = await pr(ben, 'GET', `/paystubs/${made.body.id}/pdf`);
    expect(link.status, link.text).toBe(200);
    expect(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()).toString()).toBe(bytes.toString());
    // A paystub of a payroll made here is voided, never deleted.
    const own = (await pr(company, 'GET', '/paystubs?size=100')).body.data.find((s: any) => s.generatedBy === 'SUBLIME');
    expect((await pr(staff, 'DELETE', `/paystubs/${own.id}`)).status).toBe(409);
    expect((await pr(company, 'DELETE', `/paystubs/${made.body.id}`)).status).toBe(403);
    const deleted = await pr(staff, 'DELETE', `/paystubs/${made.body.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await pr(staff, 'DELETE', `/paystubs/${made.body.id}`)).status).toBe(404);
    expect((await pr(ben, 'GET', '/paystubs?size=100')).body.data.map((s: any) => s.id)).not.toContain(made.body.id);
  });
});
