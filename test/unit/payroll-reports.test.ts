/**
 * The payroll reports' pure math (shared/payroll/reports.ts; docs/decisions/0034-payroll-reports.md):
 * Form 941 lines 1–12 worked by hand (the tips split, the fractions of cents), Form 940's wage base,
 * NYS-45's employees on the 12th and UI lines, the General report's blocks with a void netting out,
 * and the builder's nested groups whose sums add up.
 */
import { describe, expect, it } from 'vitest';
import { emptyYearToDate, grossToNet } from '../../shared/payroll/engine/gross-to-net.js';
import type { TEngineInput } from '../../shared/payroll/engine/types.js';
import { negated, resultView } from '../../shared/payroll/rules.js';
import {
  applyPpm, builderRows, form940, form941, generalBlocks, matchesTask, nys45, quarterRange, sumsOf, type TReportPaystub, weekOfThe12th,
} from '../../shared/payroll/reports.js';
import { rangeIssue, ZBuilderTaskSchema, ZCreateGeneralReportSchema } from '../../shared/payroll/reports.schema.js';
import * as z from 'zod/mini';

type TLine = { kind: string; wagesCents: number; amountCents: number };
/**
 * A paystub with the figures given: `gross` cents of REGULAR pay (plus `tips` of OWED_TIPS), the
 * employee's and the employer's tax lines as [kind, wages, amount].
 */
function stub(over: {
  id?: string; employmentId?: string; name?: string; payDate?: string; start?: string; end?: string; gross?: number; tips?: number; hours?: number;
  ee?: [string, number, number][]; er?: [string, number, number][]; source?: 'PAYCHECK' | 'VOID' | 'EDIT'; voided?: boolean;
  workplaces?: string[]; branchIds?: string[]; expense?: number;
}): TReportPaystub {
  const gross = over.gross ?? 100_000;
  const tips = over.tips ?? 0;
  const line = ([kind, wagesCents, amountCents]: [string, number, number]): TLine => ({ kind, wagesCents, amountCents });
  const employeeTaxes = (over.ee ?? []).map(line) as never;
  const employerTaxes = (over.er ?? []).map(line) as never;
  const totalEmployeeTax = (over.ee ?? []).reduce((s, l) => s + l[2], 0);
  const totalEmployerTax = (over.er ?? []).reduce((s, l) => s + l[2], 0);
  const hours = over.hours ?? 8_000;
  const expense = over.expense ?? 0;
  return {
    payrollId: over.id ?? 'P1', employmentId: over.employmentId ?? 'E1', name: over.name ?? 'Ann', payDate: over.payDate ?? '2026-02-06',
    payPeriodStart: over.start ?? '2026-01-18', payPeriodEnd: over.end ?? '2026-01-31', source: over.source ?? 'PAYCHECK', voided: over.voided ?? false,
    createdAt: `${over.payDate ?? '2026-02-06'}T15:00:00.000Z`, branchIds: over.branchIds ?? [], workplaces: over.workplaces ?? [],
    result: {
      earnings: [
        { kind: 'REGULAR', hours, rateCents: 0, amountCents: gross - tips, ytdCents: 0 },
        ...(tips ? [{ kind: 'OWED_TIPS' as const, hours: 0, rateCents: 0, amountCents: tips, ytdCents: 0 }] : []),
      ],
      hours: { regular: hours, overtime: 0, doubleTime: 0, holiday: 0, pto: 0, sickLeave: 0 },
      totalHours: hours, taxableTotal: gross, employeeTaxes, totalEmployeeTax, netPay: gross - totalEmployeeTax + expense, employerTaxes, totalEmployerTax, expenseReimburse: expense,
    },
  };
}

/** A void's negating entry of a paystub (what functions/payroll/services/payrolls.ts writes). */
const voidOf = (s: TReportPaystub): TReportPaystub => ({ ...s, source: 'VOID', voided: true, result: negated(s.result as never) });

/** The engine's paystub for a NY employee paid `bonus` cents, with the year to date given. */
function engineStub(over: { employmentId: string; name: string; payDate: string; bonus: number; ytd?: TEngineInput['ytd']; tips?: number }) {
  const engine = grossToNet({
    taxYear: 2026, payFrequency: 'BIWEEKLY', payType: 'HOUR_RATE', rateCents: 3_000, overtimeRateHundredths: 150,
    hours: { regular: 0, overtime: 0, doubleTime: 0, holiday: 0, pto: 0, sickLeave: 0 },
    amounts: { bonusCents: over.bonus, commissionCents: 0, owedTipsCents: over.tips ?? 0, paidTipsCents: 0, expenseReimburseCents: 0 },
    newYork: true, nycResident: true, nySuiRateMillipercent: 4_100, ytd: over.ytd ?? emptyYearToDate(),
  });
  const result = resultView({ employmentId: over.employmentId, name: over.name, payType: 'HOUR_RATE', rateCents: 3_000 }, engine);
  const s = stub({ employmentId: over.employmentId, name: over.name, payDate: over.payDate });
  return { stub: { ...s, result }, ytd: engine.ytd };
}

describe('applyPpm', () => {
  it('rounds half away from zero to the cent, exactly, for either sign', () => {
    expect(applyPpm(99_999, 124_000)).toBe(12_400); // 12,399.876
    expect(applyPpm(-99_999, 124_000)).toBe(-12_400);
    expect(applyPpm(12_500, 4_000)).toBe(50); // 50.0
    expect(applyPpm(125, 4_000)).toBe(1); // 0.5 → 1
    expect(applyPpm(-125, 4_000)).toBe(-1);
    expect(applyPpm(9_000_000_000_000, 124_000)).toBe(1_116_000_000_000);
  });
});

describe('quarters and the 12th', () => {
  it('names each quarter’s days and the Sunday-to-Saturday week of the 12th', () => {
    expect(quarterRange(2026, 1)).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(quarterRange(2026, 2)).toEqual({ start: '2026-04-01', end: '2026-06-30' });
    expect(quarterRange(2028, 1).end).toBe('2028-03-31');
    expect(quarterRange(2026, 4)).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    // January 12, 2026 is a Monday; September 12, 2026 a Saturday.
    expect(weekOfThe12th(2026, 1)).toEqual({ start: '2026-01-11', end: '2026-01-17' });
    expect(weekOfThe12th(2026, 9)).toEqual({ start: '2026-09-06', end: '2026-09-12' });
  });
});

describe('Form 941', () => {
  const q1 = [
    // Ann: $1,000 with $200 of tips, in January and in March.
    stub({ employmentId: 'A', payDate: '2026-01-23', gross: 100_000, tips: 20_000, ee: [['FEDERAL_INCOME', 100_000, 9_000], ['SOCIAL_SECURITY', 100_000, 6_200], ['MEDICARE', 100_000, 1_450]], er: [['SOCIAL_SECURITY', 100_000, 6_200], ['MEDICARE', 100_000, 1_450], ['FUTA', 100_000, 600]] }),
    stub({ employmentId: 'A', payDate: '2026-03-20', gross: 100_000, tips: 20_000, ee: [['FEDERAL_INCOME', 100_000, 9_000], ['SOCIAL_SECURITY', 100_000, 6_200], ['MEDICARE', 100_000, 1_450]], er: [['SOCIAL_SECURITY', 100_000, 6_200], ['MEDICARE', 100_000, 1_450], ['FUTA', 100_000, 600]] }),
    // Ben: $333.50 three times in February: each paycheck's taxes round up ($20.677 and $4.83575), the quarter's less so.
    ...[1, 2, 3].map((i) =>
      stub({ employmentId: 'B', id: `B${i}`, payDate: `2026-02-0${i + 1}`, gross: 33_350, ee: [['FEDERAL_INCOME', 33_350, 1_000], ['SOCIAL_SECURITY', 33_350, 2_068], ['MEDICARE', 33_350, 484]], er: [['SOCIAL_SECURITY', 33_350, 2_068], ['MEDICARE', 33_350, 484]] }),
    ),
    // Cid: paid and voided in March: counts for nothing.
    stub({ employmentId: 'C', payDate: '2026-03-06', gross: 50_000, voided: true, ee: [['FEDERAL_INCOME', 50_000, 4_000], ['SOCIAL_SECURITY', 50_000, 3_100], ['MEDICARE', 50_000, 725]], er: [['SOCIAL_SECURITY', 50_000, 3_100], ['MEDICARE', 50_000, 725]] }),
  ];
  q1.push(voidOf(q1.at(-1)!));
  // Paid in April: the second quarter's.
  const april = stub({ employmentId: 'D', payDate: '2026-04-03', ee: [['FEDERAL_INCOME', 100_000, 5_000], ['SOCIAL_SECURITY', 100_000, 6_200]] });

  it('works lines 1–12 by hand', () => {
    const f = form941([...q1, april], 2026, 1);
    expect(f.line1Employees).toBe(2);
    expect(f.line2Wages).toBe(200_000 + 100_050);
    expect(f.line3FederalIncomeTax).toBe(18_000 + 3_000);
    // Social Security wages $3,000.50, of which Ann's $400 of tips go on 5b.
    expect(f.line5a).toEqual({ wagesCents: 160_000 + 100_050, taxCents: 32_246 }); // 2,600.50 × 0.124 = 322.462
    expect(f.line5b).toEqual({ wagesCents: 40_000, taxCents: 4_960 });
    expect(f.line5c).toEqual({ wagesCents: 300_050, taxCents: 8_701 }); // 3,000.50 × 0.029 = 87.0145
    expect(f.line5d).toEqual({ wagesCents: 0, taxCents: 0 });
    expect(f.line5e).toBe(32_246 + 4_960 + 8_701);
    expect(f.line4NoFica).toBe(false);
    expect(f.line6).toBe(21_000 + 45_907);
    // Withheld and owed per paycheck, both sides: Ann 2 × (6,200 + 1,450), Ben 3 × (2,068 + 484).
    const actual = 2 * 2 * (6_200 + 1_450) + 3 * 2 * (2_068 + 484);
    expect(actual).toBe(45_912);
    expect(f.line7FractionsOfCents).toBe(5);
    expect(f.line10).toBe(f.line6 + 5);
    expect(f.line12).toBe(f.line10);
    expect(f.monthlyLiability).toEqual([9_000 + 2 * 7_650, 3 * (1_000 + 2 * 2_552), 9_000 + 2 * 7_650]);
    expect(f.monthlyLiability.reduce((a, b) => a + b, 0)).toBe(f.line12);
  });

  it('is all zero for a quarter without paychecks', () => {
    const f = form941(q1, 2026, 3);
    expect(f).toMatchObject({ line1Employees: 0, line2Wages: 0, line4NoFica: true, line5e: 0, line7FractionsOfCents: 0, line12: 0, monthlyLiability: [0, 0, 0] });
  });

  it('agrees with the engine: line 10 is what the paychecks withheld and owed, line 5d starts above $200,000', () => {
    let ytd = emptyYearToDate();
    const stubs: TReportPaystub[] = [];
    for (const [i, payDate] of ['2026-01-09', '2026-02-06', '2026-03-06'].entries()) {
      const made = engineStub({ employmentId: 'A', name: 'Ann', payDate, bonus: 90_000_00 + i * 1_37, ytd, tips: 1_000_00 });
      stubs.push(made.stub);
      ytd = made.ytd;
    }
    const f = form941(stubs, 2026, 1);
    const per = (kind: string, side: 'employeeTaxes' | 'employerTaxes') => stubs.reduce((s, x) => s + (x.result[side].find((t) => t.kind === kind)?.amountCents ?? 0), 0);
    const fica = per('SOCIAL_SECURITY', 'employeeTaxes') + per('MEDICARE', 'employeeTaxes') + per('ADDITIONAL_MEDICARE', 'employeeTaxes') + per('SOCIAL_SECURITY', 'employerTaxes') + per('MEDICARE', 'employerTaxes');
    expect(f.line10).toBe(per('FEDERAL_INCOME', 'employeeTaxes') + fica);
    expect(Math.abs(f.line7FractionsOfCents)).toBeLessThanOrEqual(6);
    // $273,004.11 of wages and tips: the Social Security base ($184,500) is reached, Additional Medicare starts at $200,000.
    expect(f.line2Wages).toBe(273_004_11);
    expect(f.line5a.wagesCents + f.line5b.wagesCents).toBe(184_500_00);
    expect(f.line5b.wagesCents).toBe(3 * 1_000_00);
    expect(f.line5c.wagesCents).toBe(273_004_11);
    expect(f.line5d.wagesCents).toBe(273_004_11 - 200_000_00);
  });
});

describe('Form 940', () => {
  it('takes each employee’s year’s payments above $7,000 off, and taxes the rest at 0.6 %', () => {
    const stubs = [
      stub({ employmentId: 'A', payDate: '2026-01-09', gross: 500_000, er: [['FUTA', 500_000, 3_000]] }),
      stub({ employmentId: 'A', payDate: '2026-04-10', gross: 400_000, er: [['FUTA', 200_000, 1_200]] }),
      stub({ employmentId: 'B', payDate: '2026-07-10', gross: 300_000, er: [['FUTA', 300_000, 1_800]] }),
      stub({ employmentId: 'B', payDate: '2026-08-07', gross: 250_000, voided: true, er: [['FUTA', 250_000, 1_500]] }),
      stub({ employmentId: 'B', payDate: '2025-12-26', gross: 900_000, er: [['FUTA', 700_000, 4_200]] }),
    ];
    stubs.push(voidOf(stubs[3]!));
    const f = form940(stubs, 2026);
    expect(f).toEqual({
      line3TotalPayments: 1_200_000,
      line4Exempt: 0,
      line5OverWageBase: 200_000,
      line6Subtotal: 200_000,
      line7FutaWages: 1_000_000,
      line8FutaTax: 6_000,
      quarterlyLiability: [3_000, 1_200, 1_800, 0],
    });
    expect(f.quarterlyLiability.reduce((a, b) => a + b, 0)).toBe(f.line8FutaTax);
  });
});

describe('NYS-45', () => {
  const sui = (wages: number, amount: number): [string, number, number] => ['NY_SUI', wages, amount];
  const stubs = [
    // Ann: biweekly through the quarter; the period of January 11–24 covers the week of the 12th.
    stub({ employmentId: 'A', start: '2026-01-11', end: '2026-01-24', payDate: '2026-01-30', gross: 1_000_000, ee: [['NY_STATE_INCOME', 1_000_000, 50_000], ['NYC_INCOME', 1_000_000, 35_000]], er: [sui(1_000_000, 41_000)] }),
    stub({ employmentId: 'A', start: '2026-02-08', end: '2026-02-21', payDate: '2026-02-27', gross: 500_000, ee: [['NY_STATE_INCOME', 500_000, 25_000]], er: [sui(300_000, 12_300)] }),
    // Ben: March's period paid in April still counts him for March, not its money.
    stub({ employmentId: 'B', start: '2026-03-01', end: '2026-03-31', payDate: '2026-04-03', gross: 400_000, er: [sui(400_000, 16_400)] }),
    // Cid: voided; Dee: not covered by New York UI.
    stub({ employmentId: 'C', start: '2026-01-11', end: '2026-01-24', payDate: '2026-01-30', voided: true, er: [sui(100_000, 4_100)] }),
    stub({ employmentId: 'D', start: '2026-01-11', end: '2026-01-24', payDate: '2026-01-30', er: [] }),
  ];
  stubs.push(voidOf(stubs[3]!));

  it('counts covered employees on the week of each month’s 12th and sums the quarter’s UI and withholding', () => {
    const f = nys45(stubs, 2026, 1);
    expect(f.employees).toEqual([1, 1, 1]);
    expect(f.line1Remuneration).toBe(1_500_000);
    expect(f.line3SubjectToContributions).toBe(1_300_000);
    expect(f.line2OverWageBase).toBe(200_000);
    expect(f.line4UiContributions).toBe(53_300);
    expect(f.line5ReemploymentFund).toBe(975); // 13,000 × 0.075 %
    expect(f.line7TotalUi).toBe(53_300 + 975);
    expect([f.line12StateWithheld, f.line13CityWithheld, f.line14YonkersWithheld, f.line15TotalWithheld]).toEqual([75_000, 35_000, 0, 110_000]);
  });
});

describe('the General report', () => {
  it('sums earnings, hours and taxes by kind, and a voided paycheck with its void nets to nothing', () => {
    const a = stub({ employmentId: 'A', payDate: '2026-02-06', gross: 100_000, tips: 10_000, expense: 2_500, ee: [['FEDERAL_INCOME', 100_000, 8_000], ['MEDICARE', 100_000, 1_450]], er: [['MEDICARE', 100_000, 1_450]] });
    const b = stub({ employmentId: 'B', payDate: '2026-02-20', start: '2026-02-01', end: '2026-02-14', gross: 50_000, ee: [['FEDERAL_INCOME', 50_000, 3_000]], voided: true });
    const blocks = generalBlocks([a, b, voidOf(b)]);
    expect(blocks.payDates).toEqual(['2026-02-06', '2026-02-20']);
    expect(blocks.payPeriods).toEqual([{ start: '2026-01-18', end: '2026-01-31' }, { start: '2026-02-01', end: '2026-02-14' }]);
    expect(blocks.employees).toBe(1);
    expect(blocks.earnings).toEqual([{ kind: 'REGULAR', hours: 8_000, amountCents: 90_000 }, { kind: 'OWED_TIPS', hours: 0, amountCents: 10_000 }]);
    expect(blocks.hours).toMatchObject({ regular: 8_000, total: 8_000 });
    expect(blocks.employeeTaxes).toEqual([{ kind: 'FEDERAL_INCOME', wagesCents: 100_000, amountCents: 8_000 }, { kind: 'MEDICARE', wagesCents: 100_000, amountCents: 1_450 }]);
    expect(blocks.employerTaxes).toEqual([{ kind: 'MEDICARE', wagesCents: 100_000, amountCents: 1_450 }]);
    expect(blocks.sums).toEqual({ paychecks: 1, totalHours: 8_000, taxableTotal: 100_000, totalEmployeeTax: 9_450, netPay: 100_000 - 9_450 + 2_500, totalEmployerTax: 1_450, expenseReimburse: 2_500 });
    expect([blocks.deductionsCents, blocks.contributionsCents]).toEqual([0, 0]);
  });

  it('is empty, not missing, for a range without paystubs', () => {
    const blocks = generalBlocks([]);
    expect(blocks).toMatchObject({ payDates: [], employees: 0, earnings: [], employeeTaxes: [], sums: { paychecks: 0, netPay: 0 } });
  });
});

describe('the report builder', () => {
  const stubs = [
    stub({ employmentId: 'A', name: 'Ann', payDate: '2026-01-23', workplaces: ['Albany HQ'], branchIds: ['b1'], gross: 100_000 }),
    stub({ employmentId: 'A', name: 'Ann', payDate: '2026-02-06', workplaces: ['Albany HQ'], branchIds: ['b1'], gross: 110_000 }),
    stub({ employmentId: 'B', name: 'ben', payDate: '2026-01-23', workplaces: [], branchIds: ['b2', 'b1'], gross: 70_000, voided: true }),
    stub({ employmentId: 'C', name: 'Cid', payDate: '2026-02-06', workplaces: ['Brooklyn', 'Albany HQ'], gross: 50_000 }),
  ];
  stubs.push(voidOf(stubs[2]!));

  it('nests the groups in the order given, each level adding up to its parent, with the grand total last', () => {
    const rows = builderRows(stubs, ['EMPLOYMENT', 'PAY_DATE', 'TOTALS']);
    expect(rows.map((r) => [r.depth, r.mode, r.label, r.sums.taxableTotal, r.sums.paychecks])).toEqual([
      [0, 'EMPLOYMENT', 'Ann', 210_000, 2],
      [1, 'PAY_DATE', '2026-01-23', 100_000, 1],
      [1, 'PAY_DATE', '2026-02-06', 110_000, 1],
      [0, 'EMPLOYMENT', 'ben', 0, 0],
      [1, 'PAY_DATE', '2026-01-23', 0, 0],
      [0, 'EMPLOYMENT', 'Cid', 50_000, 1],
      [1, 'PAY_DATE', '2026-02-06', 50_000, 1],
      [0, 'TOTALS', '', 260_000, 3],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.at(-1)!.sums).toEqual(sumsOf(stubs));
  });

  it('groups by source, location and branch, a paystub naming none last', () => {
    expect(builderRows(stubs, ['SOURCE']).map((r) => [r.key, r.sums.paychecks])).toEqual([['PAYCHECK', 4], ['VOID', -1]]);
    expect(builderRows(stubs, ['LOCATION']).map((r) => r.key)).toEqual(['Albany HQ', 'Albany HQ, Brooklyn', '']);
    expect(builderRows(stubs, ['BRANCH']).map((r) => r.key)).toEqual(['b1', 'b1,b2', '']);
    expect(builderRows(stubs, ['PAY_PERIOD']).map((r) => r.key)).toEqual(['2026-01-18/2026-01-31']);
  });

  it('with no groups shows the grand total alone', () => {
    expect(builderRows(stubs, []).map((r) => r.mode)).toEqual(['TOTALS']);
    expect(builderRows([], ['EMPLOYMENT'])).toEqual([]);
  });

  it('takes a paystub when its pay date is in range and it meets each chosen multi-select', () => {
    const all = { startDate: '2026-01-01', endDate: '2026-01-31', workPlaceIds: [], branchIds: [], sources: [], employmentsIds: [] };
    expect(stubs.filter((s) => matchesTask(s, all)).length).toBe(3);
    expect(stubs.filter((s) => matchesTask(s, { ...all, sources: ['PAYCHECK'] })).length).toBe(2);
    expect(stubs.filter((s) => matchesTask(s, { ...all, workPlaceIds: ['Albany HQ'] })).map((s) => s.employmentId)).toEqual(['A']);
    expect(stubs.filter((s) => matchesTask(s, { ...all, branchIds: ['b2'] })).map((s) => s.source)).toEqual(['PAYCHECK', 'VOID']);
    expect(stubs.filter((s) => matchesTask(s, { ...all, employmentsIds: ['C'], endDate: '2026-12-31' })).length).toBe(1);
  });
});

describe('the schemas', () => {
  it('require both dates of a builder task, in order, at most a year apart, and each group once', () => {
    const issues = (v: unknown) => {
      const r = z.safeParse(ZBuilderTaskSchema, v);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({})).toEqual(['startDate: Start and end date are required']);
    expect(issues({ startDate: '2026-01-01' })).toEqual(['endDate: Start and end date are required']);
    expect(issues({ startDate: '2026-02-01', endDate: '2026-01-01' })).toEqual(['endDate: End is before start']);
    expect(issues({ startDate: '2025-01-01', endDate: '2026-06-01' })).toEqual(['endDate: A report spans at most a year']);
    expect(issues({ startDate: '2026-01-01', endDate: '2026-12-31', groupModes: ['EMPLOYMENT', 'EMPLOYMENT'] })).toEqual(['groupModes: Choose each group once']);
    expect(issues({ startDate: '2026-01-01', endDate: '2026-12-31', sources: ['PAYCHECK'], groupModes: ['EMPLOYMENT', 'TOTALS'] })).toEqual([]);
    expect(z.parse(ZCreateGeneralReportSchema, { start: '2026-01-01', end: '2026-03-31' }).employmentIds).toEqual([]);
    expect(rangeIssue('2026-01-01', '2027-01-01')).toBeUndefined();
  });
});
