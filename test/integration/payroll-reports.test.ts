/**
 * Payroll reports (issue 17 §5; docs/decisions/0034-payroll-reports.md) against the local stack: a
 * company of its own pays two employees in three payrolls of the first quarter of 2026 (one of them
 * voided) and one of the second; the General report's blocks, Forms 941 and 940 and NYS-45 are
 * checked against the payrolls' own figures (the voided one netting out), the builder's sums
 * against the paystubs list of the same filter, and another tenant, the employee and bad input are
 * refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as, call } from '../support/api.js';
import { act, newCompany, type TActor } from '../support/billing.js';
import { pdfTextRuns } from '../support/pdf-text.js';
import { hire, type TEmployee } from '../support/timesheet.js';

const DETAILS = { payFrequency: 'BIWEEKLY', workplaces: ['Albany office'], phone: '+1 518 555 0100', federalAccountId: '12-3456789', nyWithholdingId: '123456789', nyUiEmployerNumber: '1234567', nyUiRatePercent: 4.1, nycWithholding: true };
const Q1 = { start: '2026-01-01', end: '2026-03-31' };

const pr = <T = any>(a: TActor, method: string, path: string, body?: unknown) => act<T>(a, method, `/api/payroll${path}`, body);
const sum = <T>(items: readonly T[], f: (t: T) => number) => items.reduce((s, t) => s + f(t), 0);

type TResult = { employmentId: string; taxableTotal: number; netPay: number; totalHours: number; expenseReimburse: number; totalEmployeeTax: number; totalEmployerTax: number; earnings: { kind: string; hours: number; amountCents: number }[]; employeeTaxes: { kind: string; wagesCents: number; amountCents: number }[]; employerTaxes: { kind: string; wagesCents: number; amountCents: number }[] };
type TStub = { id: string; employmentId: string; payDate: string; source: string; voided: boolean; gross: number; totalNetPay: number };

let company: TActor & { email: string };
let ann: TEmployee;
let ben: TEmployee;
/** The payrolls' results, by payroll: January and March (active), February (voided), May (the second quarter). */
const results: Record<'jan' | 'feb' | 'mar' | 'may', TResult[]> = { jan: [], feb: [], mar: [], may: [] };
const ids: Record<string, string> = {};

async function run(key: keyof typeof results, period: { payPeriodStart: string; payPeriodEnd: string; payDate: string }, lines: Record<string, unknown>[]) {
  const saved = await pr(company, 'POST', '/runs', { ...period, lines });
  expect(saved.status, saved.text).toBe(201);
  ids[key] = saved.body.id;
  const detail = await pr(company, 'GET', `/runs/${saved.body.id}`);
  results[key] = detail.body.results;
}

const taxes = (rs: readonly TResult[], side: 'employeeTaxes' | 'employerTaxes', kind: string, field: 'wagesCents' | 'amountCents' = 'amountCents') =>
  sum(rs, (r) => r[side].find((t) => t.kind === kind)?.[field] ?? 0);
const tipsOf = (r: TResult) => sum(r.earnings.filter((e) => e.kind === 'OWED_TIPS' || e.kind === 'PAID_TIPS'), (e) => e.amountCents);
const q1Active = () => [...results.jan, ...results.mar];

beforeAll(async () => {
  company = await newCompany('Payroll Reports LLC');
  ann = await hire(company, { payType: 'HOUR_RATE', rateCents: 3000, workplaces: ['Albany office'] });
  ben = await hire(company, { payType: 'FIX_RATE', rateCents: 520_000 });
  const saved = await pr(company, 'PUT', '/details', DETAILS);
  expect(saved.status, saved.text).toBe(200);
  await run('jan', { payPeriodStart: '2026-01-04', payPeriodEnd: '2026-01-17', payDate: '2026-01-23' }, [
    { employmentId: ann.employmentId, regularHours: '80', owedTips: '150' },
    { employmentId: ben.employmentId, regularHours: '80', bonus: '1000', expenseReimburse: '25,50' },
  ]);
  await run('feb', { payPeriodStart: '2026-02-01', payPeriodEnd: '2026-02-14', payDate: '2026-02-20' }, [
    { employmentId: ann.employmentId, regularHours: '80', bonus: '500' },
    { employmentId: ben.employmentId, regularHours: '80' },
  ]);
  const voided = await pr(company, 'POST', `/runs/${ids.feb}/void`, { reason: 'Wrong bonus' });
  expect(voided.status, voided.text).toBe(200);
  await run('mar', { payPeriodStart: '2026-03-01', payPeriodEnd: '2026-03-14', payDate: '2026-03-20' }, [
    { employmentId: ann.employmentId, regularHours: '80', overtimeHours: '5' },
    { employmentId: ben.employmentId, regularHours: '80' },
  ]);
  await run('may', { payPeriodStart: '2026-04-19', payPeriodEnd: '2026-05-02', payDate: '2026-05-08' }, [{ employmentId: ben.employmentId, regularHours: '80', bonus: '3000' }]);
});

/** The company's paystub entries paid in a range, as the paystubs list gives them. */
async function paystubs(range: { start: string; end: string }, employmentsId?: string): Promise<TStub[]> {
  const res = await pr(company, 'GET', `/paystubs?payDateStart=${range.start}&payDateEnd=${range.end}&size=100${employmentsId ? `&employmentsId=${employmentsId}` : ''}`);
  expect(res.status, res.text).toBe(200);
  expect(res.body.totalPages).toBe(1);
  return res.body.data;
}

describe('the General report', () => {
  let reportId: string;

  it('is kept by POST and computed from the paystubs of its range, a voided payroll netting out', async () => {
    const made = await pr(company, 'POST', '/reports/general', Q1);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ reportType: 'GENERAL', generatedBy: 'SUBLIME', reportStart: Q1.start, reportEnd: Q1.end });
    reportId = made.body.id;
    const got = await pr(company, 'GET', `/reports/general/${reportId}`);
    expect(got.status, got.text).toBe(200);
    const { keys, blocks } = got.body;
    expect(keys).toMatchObject({ companyName: 'Payroll Reports LLC', start: Q1.start, end: Q1.end });
    expect(Date.now() - Date.parse(keys.generatedAt)).toBeLessThan(60_000);
    expect(blocks.payDates).toEqual(['2026-01-23', '2026-02-20', '2026-03-20']);
    expect(blocks.payPeriods).toEqual([{ start: '2026-01-04', end: '2026-01-17' }, { start: '2026-02-01', end: '2026-02-14' }, { start: '2026-03-01', end: '2026-03-14' }]);
    expect(blocks.transactionDates.length).toBeGreaterThan(0);
    expect(blocks.employees).toBe(2);

    // Against the paystubs list: every entry, the voids' negative ones included.
    const stubs = await paystubs(Q1);
    expect(stubs.filter((s) => s.source === 'VOID')).toHaveLength(2);
    expect(blocks.sums.taxableTotal).toBe(sum(stubs, (s) => s.gross));
    expect(blocks.sums.netPay).toBe(sum(stubs, (s) => s.totalNetPay));
    expect(blocks.sums.paychecks).toBe(4);

    // Against the two active payrolls' results, kind by kind.
    const active = q1Active();
    expect(blocks.sums).toEqual({
      paychecks: 4,
      totalHours: sum(active, (r) => r.totalHours),
      taxableTotal: sum(active, (r) => r.taxableTotal),
      totalEmployeeTax: sum(active, (r) => r.totalEmployeeTax),
      netPay: sum(active, (r) => r.netPay),
      totalEmployerTax: sum(active, (r) => r.totalEmployerTax),
      expenseReimburse: 2_550,
    });
    for (const t of blocks.employeeTaxes) {
      expect(t.amountCents, t.kind).toBe(taxes(active, 'employeeTaxes', t.kind));
      expect(t.wagesCents, t.kind).toBe(taxes(active, 'employeeTaxes', t.kind, 'wagesCents'));
    }
    expect(blocks.employeeTaxes.map((t: any) => t.kind)).toEqual(expect.arrayContaining(['FEDERAL_INCOME', 'SOCIAL_SECURITY', 'MEDICARE', 'NY_STATE_INCOME', 'NY_SDI', 'NY_PFL']));
    for (const t of blocks.employerTaxes) expect(t.amountCents, t.kind).toBe(taxes(active, 'employerTaxes', t.kind));
    expect(blocks.employerTaxes.map((t: any) => t.kind)).toEqual(['SOCIAL_SECURITY', 'MEDICARE', 'FUTA', 'NY_SUI']);
    const earned = (kind: string) => sum(active.flatMap((r) => r.earnings.filter((e) => e.kind === kind)), (e) => e.amountCents);
    expect(blocks.earnings.find((e: any) => e.kind === 'OWED_TIPS').amountCents).toBe(15_000);
    // The voided payroll's $500 bonus is gone; January's $1,000 stays.
    expect(blocks.earnings.find((e: any) => e.kind === 'BONUS').amountCents).toBe(100_000);
    for (const e of blocks.earnings) expect(e.amountCents, e.kind).toBe(earned(e.kind));
    expect(blocks.hours).toMatchObject({ overtime: 500, total: sum(active, (r) => r.totalHours) });
    expect([blocks.deductionsCents, blocks.contributionsCents]).toEqual([0, 0]);
  });

  it('names employments when asked: only theirs count', async () => {
    const made = await pr(company, 'POST', '/reports/general', { ...Q1, employmentIds: [ann.employmentId] });
    expect(made.status, made.text).toBe(201);
    const got = await pr(company, 'GET', `/reports/general/${made.body.id}`);
    const annStubs = await paystubs(Q1, ann.employmentId);
    expect(got.body.blocks.employees).toBe(1);
    expect(got.body.blocks.sums.taxableTotal).toBe(sum(annStubs, (s) => s.gross));
    expect(got.body.blocks.sums.expenseReimburse).toBe(0);
  });

  it('downloads as PDF, CSV and XLSX through short-lived links', async () => {
    const got = (await pr(company, 'GET', `/reports/general/${reportId}`)).body;
    const net = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(got.blocks.sums.netPay / 100);
    const pdf = await pr(company, 'GET', `/reports/general/${reportId}/download?format=pdf`);
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.body.expiresIn).toBeGreaterThan(0);
    const pdfRes = await fetch(pdf.body.url);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfTextRuns(new Uint8Array(await pdfRes.arrayBuffer()))).flat().map((t) => t.str).join(' ');
    expect(text).toContain('Payroll Reports LLC');
    expect(text).toContain('Net pay');
    expect(text).toContain(net);

    const csv = await pr(company, 'GET', `/reports/general/${reportId}/download?format=csv`);
    const csvRes = await fetch(csv.body.url);
    expect(csvRes.headers.get('content-type')).toContain('text/csv');
    const body = await csvRes.text();
    expect(body).toContain('Section,Item,Value,Hours,Wages,Amount');
    expect(body).toContain(`Net pay,Net pay,,,,${(got.blocks.sums.netPay / 100).toFixed(2)}`);
    expect(body).toContain('Deductions and contributions,Deductions,,,,0.00');

    const xlsx = await pr(company, 'GET', `/reports/general/${reportId}/download?format=xlsx`);
    const xlsxRes = await fetch(xlsx.body.url);
    expect(xlsxRes.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = new Uint8Array(await xlsxRes.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a zip: PK
  });

  it('refuses bad input with catalogue codes, and another tenant or the employee', async () => {
    const backwards = await pr(company, 'POST', '/reports/general', { start: '2026-03-31', end: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.systemCode).toBe(40039);
    expect((await pr(company, 'POST', '/reports/general', { start: '2026-01-01' })).status).toBe(400);
    expect((await pr(company, 'POST', '/reports/general', { start: '2024-01-01', end: '2026-01-01' })).status).toBe(400);
    expect((await pr(company, 'GET', `/reports/general/${reportId}/download?format=doc`)).status).toBe(400);
    const missing = await pr(company, 'GET', '/reports/general/01NOSUCHREPORT');
    expect(missing.status).toBe(404);
    expect(missing.body.systemCode).toBe('no_record');

    const stranger = await newCompany('Reports Stranger LLC');
    for (const path of [`/reports/general/${reportId}`, `/reports/general/${reportId}/download?format=csv`]) {
      const res = await pr(stranger, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.blocks).toBeUndefined();
    }
    const theirs = await pr(stranger, 'GET', '/reports?size=100');
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
    const federal = await pr(stranger, 'GET', '/reports/federal?year=2026&quarter=1');
    expect(federal.body.form941.line2Wages).toBe(0);
    // The employee, in their own workspace, is not the company; in the company's, not its member.
    expect((await pr(ann, 'GET', '/reports')).status).toBe(403);
    expect((await call('GET', '/api/payroll/reports', { session: ann.session, workspaceId: company.ws })).status).toBe(403);
  });
});

describe('federal figures', () => {
  it('Form 941 of the first quarter agrees with the payrolls; Form 940 of the year with each employee’s pay', async () => {
    const res = await pr(company, 'GET', '/reports/federal?year=2026&quarter=1');
    expect(res.status, res.text).toBe(200);
    // A year without tax tables has no payroll to report: 400, never a 5xx.
    const early = await pr(company, 'GET', '/reports/federal?year=2019&quarter=1');
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ systemCode: 'invalid_request', param: 'year' });
    const f = res.body.form941;
    const active = q1Active();
    expect(res.body).toMatchObject({ companyName: 'Payroll Reports LLC', federalAccountId: '12-3456789' });
    expect(f.line1Employees).toBe(2);
    expect(f.line2Wages).toBe(sum(active, (r) => r.taxableTotal));
    expect(f.line3FederalIncomeTax).toBe(taxes(active, 'employeeTaxes', 'FEDERAL_INCOME'));
    const ssWages = taxes(active, 'employeeTaxes', 'SOCIAL_SECURITY', 'wagesCents');
    const tips = sum(active, (r) => Math.min(tipsOf(r), r.employeeTaxes.find((t) => t.kind === 'SOCIAL_SECURITY')!.wagesCents));
    expect(f.line5b.wagesCents).toBe(15_000);
    expect(f.line5b.wagesCents).toBe(tips);
    expect(f.line5a.wagesCents).toBe(ssWages - tips);
    expect(f.line5a.taxCents).toBe(Math.round((ssWages - tips) * 0.124));
    expect(f.line5c.wagesCents).toBe(taxes(active, 'employeeTaxes', 'MEDICARE', 'wagesCents'));
    expect(f.line5c.taxCents).toBe(Math.round(f.line5c.wagesCents * 0.029));
    expect(f.line5d).toEqual({ wagesCents: 0, taxCents: 0 });
    expect(f.line5e).toBe(f.line5a.taxCents + f.line5b.taxCents + f.line5c.taxCents + f.line5d.taxCents);
    expect(f.line6).toBe(f.line3FederalIncomeTax + f.line5e);
    const owed = ['SOCIAL_SECURITY', 'MEDICARE', 'ADDITIONAL_MEDICARE'].map((k) => taxes(active, 'employeeTaxes', k)).reduce((a, b) => a + b, 0)
      + ['SOCIAL_SECURITY', 'MEDICARE'].map((k) => taxes(active, 'employerTaxes', k)).reduce((a, b) => a + b, 0);
    expect(f.line7FractionsOfCents).toBe(owed - f.line5e);
    expect(Math.abs(f.line7FractionsOfCents)).toBeLessThan(10);
    expect(f.line12).toBe(f.line3FederalIncomeTax + owed);
    expect(f.monthlyLiability[1]).toBe(0);
    expect(f.monthlyLiability.reduce((a: number, b: number) => a + b, 0)).toBe(f.line12);

    const all = [...active, ...results.may];
    const g = res.body.form940;
    const per = (id: string) => sum(all.filter((r) => r.employmentId === id), (r) => r.taxableTotal);
    expect(g.line3TotalPayments).toBe(sum(all, (r) => r.taxableTotal));
    expect(g.line4Exempt).toBe(0);
    expect(g.line5OverWageBase).toBe(Math.max(0, per(ann.employmentId) - 700_000) + Math.max(0, per(ben.employmentId) - 700_000));
    expect(g.line7FutaWages).toBe(g.line3TotalPayments - g.line5OverWageBase);
    // What each paycheck counted as FUTA wages adds up to line 7.
    expect(g.line7FutaWages).toBe(taxes(all, 'employerTaxes', 'FUTA', 'wagesCents'));
    expect(g.line8FutaTax).toBe(Math.round(g.line7FutaWages * 0.006));

    // The second quarter holds May's payroll alone.
    const q2 = (await pr(company, 'GET', '/reports/federal?year=2026&quarter=2')).body.form941;
    expect(q2.line1Employees).toBe(1);
    expect(q2.line2Wages).toBe(sum(results.may, (r) => r.taxableTotal));
  });

  it('refuses a quarter or year out of range', async () => {
    for (const q of ['year=2026&quarter=5', 'year=2026&quarter=0', 'year=1899&quarter=1', 'quarter=1', 'year=abc&quarter=1']) {
      const res = await pr(company, 'GET', `/reports/federal?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.systemCode, q).toBe('invalid_request');
    }
  });
});

describe('regional figures', () => {
  it('NYS-45 of the first quarter: employees on each 12th (the voided February not counted), UI and withholding', async () => {
    const res = await pr(company, 'GET', '/reports/regional?year=2026&quarter=1');
    expect(res.status, res.text).toBe(200);
    const n = res.body.nys45;
    const active = q1Active();
    expect(res.body).toMatchObject({ nyUiEmployerNumber: '1234567', nyWithholdingId: '123456789', nyUiRatePercent: 4.1 });
    expect(n.employees).toEqual([2, 0, 2]);
    expect(n.line1Remuneration).toBe(sum(active, (r) => r.taxableTotal));
    expect(n.line3SubjectToContributions).toBe(taxes(active, 'employerTaxes', 'NY_SUI', 'wagesCents'));
    expect(n.line2OverWageBase).toBe(n.line1Remuneration - n.line3SubjectToContributions);
    expect(n.line4UiContributions).toBe(taxes(active, 'employerTaxes', 'NY_SUI'));
    expect(n.line5ReemploymentFund).toBe(Math.round(n.line3SubjectToContributions * 0.00075));
    expect(n.line12StateWithheld).toBe(taxes(active, 'employeeTaxes', 'NY_STATE_INCOME'));
    expect(n.line13CityWithheld).toBe(taxes(active, 'employeeTaxes', 'NYC_INCOME'));
    expect(n.line14YonkersWithheld).toBe(0);
    expect(n.line15TotalWithheld).toBe(n.line12StateWithheld + n.line13CityWithheld);
  });
});

describe('the report builder', () => {
  const task = { startDate: Q1.start, endDate: Q1.end };

  it('sums equal the sums of the matching paystubs, per group and in total', async () => {
    const res = await pr(company, 'POST', '/reports/builder', { ...task, groupModes: ['EMPLOYMENT', 'PAY_DATE', 'TOTALS'] });
    expect(res.status, res.text).toBe(200);
    const stubs = await paystubs(Q1);
    const total = res.body.rows.at(-1);
    expect(total.mode).toBe('TOTALS');
    expect(total.sums).toEqual(res.body.sums);
    expect(total.sums.taxableTotal).toBe(sum(stubs, (s) => s.gross));
    expect(total.sums.netPay).toBe(sum(stubs, (s) => s.totalNetPay));
    expect(total.sums.paychecks).toBe(sum(stubs, (s) => (s.source === 'VOID' ? -1 : 1)));
    expect(total.sums.expenseReimburse).toBe(2_550);
    for (const e of [ann, ben]) {
      const row = res.body.rows.find((r: any) => r.mode === 'EMPLOYMENT' && r.key === e.employmentId);
      const own = stubs.filter((s) => s.employmentId === e.employmentId);
      expect(row.sums.taxableTotal).toBe(sum(own, (s) => s.gross));
      expect(row.sums.netPay).toBe(sum(own, (s) => s.totalNetPay));
      const dates = res.body.rows.filter((r: any) => r.depth === 1 && r.id.startsWith(row.id));
      expect(dates.map((r: any) => r.key)).toEqual(['2026-01-23', '2026-02-20', '2026-03-20']);
      // The voided February adds nothing to either employee.
      expect(dates[1].sums).toMatchObject({ paychecks: 0, taxableTotal: 0, netPay: 0, totalEmployeeTax: 0 });
    }
  });

  it('narrows by source and workplace as the paystubs list does', async () => {
    const stubs = await paystubs(Q1);
    const paid = await pr(company, 'POST', '/reports/builder', { ...task, sources: ['PAYCHECK'], groupModes: ['SOURCE'] });
    expect(paid.status, paid.text).toBe(200);
    const checks = stubs.filter((s) => s.source === 'PAYCHECK');
    expect(paid.body.rows.map((r: any) => r.key)).toEqual(['PAYCHECK']);
    expect(paid.body.sums).toMatchObject({ paychecks: checks.length, taxableTotal: sum(checks, (s) => s.gross), netPay: sum(checks, (s) => s.totalNetPay) });

    const albany = await pr(company, 'POST', '/reports/builder', { ...task, workPlaceIds: ['Albany office'], groupModes: ['LOCATION', 'TOTALS'] });
    const annStubs = stubs.filter((s) => s.employmentId === ann.employmentId);
    expect(albany.body.rows.map((r: any) => [r.mode, r.key])).toEqual([['LOCATION', 'Albany office'], ['TOTALS', '']]);
    expect(albany.body.sums).toMatchObject({ taxableTotal: sum(annStubs, (s) => s.gross), netPay: sum(annStubs, (s) => s.totalNetPay) });

    const ben1 = await pr(company, 'POST', '/reports/builder', { ...task, employmentsIds: [ben.employmentId], sources: ['VOID'] });
    expect(ben1.body.sums.paychecks).toBe(-1);
    expect(ben1.body.rows.map((r: any) => r.mode)).toEqual(['TOTALS']);
  });

  it('requires the start and end date', async () => {
    const res = await pr(company, 'POST', '/reports/builder', { endDate: Q1.end });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe('invalid_request');
    expect(JSON.stringify(res.body)).toContain('Start and end date are required');
    expect((await pr(company, 'POST', '/reports/builder', { ...task, groupModes: ['NOPE'] })).status).toBe(400);
  });
});

describe('the reports list', () => {
  it('lists each payroll, each paystub entry and the General reports of the period, filtered and paged', async () => {
    const res = await pr(company, 'GET', `/reports?start=${Q1.start}&end=${Q1.end}&size=100`);
    expect(res.status, res.text).toBe(200);
    const by = (type: string) => res.body.data.filter((r: any) => r.reportType === type);
    expect(by('PAYROLL_DETAILS').map((r: any) => [r.payrollId, r.voided])).toEqual([[ids.mar, false], [ids.feb, true], [ids.jan, false]]);
    expect(by('PAYROLL_DETAILS')[0]).toMatchObject({ reportStart: '2026-03-01', reportEnd: '2026-03-14', generatedBy: 'SUBLIME', employees: 2 });
    const stubs = await paystubs(Q1);
    expect(by('PAYSTUB').map((r: any) => r.id).sort()).toEqual(stubs.map((s) => s.id).sort());
    expect(by('GENERAL').length).toBeGreaterThanOrEqual(2);
    expect(res.body.data.some((r: any) => r.payrollId === ids.may)).toBe(false);

    const onlyAnn = await pr(company, 'GET', `/reports?start=${Q1.start}&end=${Q1.end}&type=PAYSTUB&employmentIds=${ann.employmentId}`);
    expect(onlyAnn.body.data.length).toBe(4);
    expect(onlyAnn.body.data.every((r: any) => r.employmentId === ann.employmentId && r.reportType === 'PAYSTUB')).toBe(true);

    const paged = await pr(company, 'GET', `/reports?start=${Q1.start}&end=${Q1.end}&type=PAYROLL_DETAILS&size=2&page=1`);
    expect(paged.body).toMatchObject({ totalPages: 2 });
    expect(paged.body.data.map((r: any) => r.payrollId)).toEqual([ids.jan]);
    const backwards = await pr(company, 'GET', `/reports?start=${Q1.end}&end=${Q1.start}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.systemCode).toBe(40039);
    expect((await pr(company, 'GET', '/reports?type=OTHER')).status).toBe(400);
  });

  it('staff with PAYROLL_MANAGER read the company’s reports, acting for it', async () => {
    const staff = await as('payroll');
    const res = await call('GET', '/api/payroll/reports/federal?year=2026&quarter=1', { session: staff, workspaceId: company.ws });
    expect(res.status, res.text).toBe(200);
    expect(res.body.form941.line1Employees).toBe(2);
  });
});
