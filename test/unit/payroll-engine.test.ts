/**
 * The gross-to-net engine (shared/payroll/engine; docs/decisions/0032-payroll-engine.md): Pub 15-T
 * (2026) Worksheet 1A worked by hand, the NYS-50-T-NYS and NYS-50-T-NYC (1/26) exact-calculation
 * examples to the cent, the yearly bases and caps, and the earnings lines.
 */
import { describe, expect, it } from 'vitest';
import { contractorPay, emptyYearToDate, grossToNet, periodsPerYear } from '../../shared/payroll/engine/gross-to-net.js';
import { federalIncomeTax, NO_W4 } from '../../shared/payroll/engine/federal.js';
import { nycIncomeTax, nyStateIncomeTax } from '../../shared/payroll/engine/new-york.js';
import type { TEngineInput, TEngineResult, TFederalWithholding, TNewYorkWithholding, TPayFrequency } from '../../shared/payroll/engine/types.js';
import { taxTablesFor } from '../../shared/payroll/tables/index.js';
import { RATE_SCALE } from '../../shared/payroll/tables/types.js';

const TABLES = taxTablesFor(2026);
const w4 = (over: Partial<TFederalWithholding> = {}): TFederalWithholding => ({ ...NO_W4, ...over });
const it2104 = (over: Partial<TNewYorkWithholding> = {}): TNewYorkWithholding => ({
  filingStatus: 'SINGLE_OR_HEAD', nysAllowances: 0, nycAllowances: 0, nysAdditionalCents: 0, nycAdditionalCents: 0, ...over,
});
const input = (over: Partial<TEngineInput> = {}): TEngineInput => ({
  taxYear: 2026,
  payFrequency: 'WEEKLY',
  payType: 'HOUR_RATE',
  rateCents: 2_500,
  overtimeRateHundredths: 150,
  hours: { regular: 4_000, overtime: 0, doubleTime: 0, holiday: 0, pto: 0, sickLeave: 0 },
  amounts: { bonusCents: 0, commissionCents: 0, owedTipsCents: 0, paidTipsCents: 0, expenseReimburseCents: 0 },
  w4: w4(),
  it2104: it2104(),
  newYork: false,
  nycResident: false,
  nySuiRateMillipercent: 4_100,
  ytd: emptyYearToDate(),
  ...over,
});
/** A run paying exactly `cents` of wages (a bonus, no hours). */
const paying = (cents: number, over: Partial<TEngineInput> = {}) =>
  input({ hours: { ...input().hours, regular: 0 }, amounts: { ...input().amounts, bonusCents: cents }, ...over });
const employee = (r: TEngineResult, kind: string) => r.employeeTaxes.find((line) => line.kind === kind);
const employer = (r: TEngineResult, kind: string) => r.employerTaxes.find((line) => line.kind === kind);

describe('tax tables', () => {
  it('exist for 2026 and refuse a year without them', () => {
    expect(taxTablesFor(2026).year).toBe(2026);
    expect(() => taxTablesFor(2024)).toThrow('No payroll tax tables for tax year 2024');
    expect(() => grossToNet(input({ taxYear: 2019 }))).toThrow(/tax year 2019/);
  });

  it('carry the issue’s anchors (Single over $7,500 10 %, over $19,900 $1,240 + 12 %; line 1g $12,900 / $8,600)', () => {
    expect(TABLES.federal.standard.SINGLE.slice(1, 3)).toEqual([
      { overCents: 750_000, baseCents: 0, rate: 10_000 },
      { overCents: 1_990_000, baseCents: 124_000, rate: 12_000 },
    ]);
    expect(TABLES.federal.step2UncheckedAdjustmentCents).toEqual({ marriedJointly: 1_290_000, other: 860_000 });
  });

  it('are continuous: each line’s base is the previous base plus its rate over the previous band', () => {
    // The checkbox tables print whole-dollar thresholds for half-dollar ones, so allow 50¢ × 37 %.
    for (const schedule of [...Object.values(TABLES.federal.standard), ...Object.values(TABLES.federal.step2Checked)]) {
      for (let i = 1; i < schedule.length; i += 1) {
        const [prev, row] = [schedule[i - 1]!, schedule[i]!];
        const expected = prev.baseCents + ((row.overCents - prev.overCents) * prev.rate) / RATE_SCALE;
        expect(Math.abs(row.baseCents - expected)).toBeLessThanOrEqual(19);
      }
    }
  });
});

describe('federal income tax — Pub 15-T (2026) Worksheet 1A, worked by hand', () => {
  const fit = (wages: number, frequency: TPayFrequency, over: Partial<TFederalWithholding> = {}) =>
    federalIncomeTax(wages, periodsPerYear(frequency), w4(over), TABLES.federal);

  it('Single, biweekly $2,769.23: $269.62', () => {
    // 1c 2,769.23 × 26 = 71,999.98; 1g 8,600; 1i 63,399.98. Row $57,900: 5,800 + 22 % × 5,499.98 (1,210.00)
    // = 7,010.00; 2h 7,010.00 ÷ 26 = 269.615… → 269.62.
    expect(fit(276_923, 'BIWEEKLY')).toBe(26_962);
  });

  it('Married filing jointly, monthly $8,000, Step 3 $4,000, Step 4(c) $25: $288.34', () => {
    // 1c 96,000; 1g 12,900; 1i 83,100. Row $44,100: 2,480 + 12 % × 39,000 = 7,160; 2h ÷ 12 = 596.67;
    // 3b 4,000 ÷ 12 = 333.33; 3c 263.34; 4b + 25 = 288.34.
    expect(fit(800_000, 'MONTHLY', { filingStatus: 'MARRIED_JOINTLY', creditsCents: 400_000, extraWithholdingCents: 2_500 })).toBe(28_834);
  });

  it('Head of household, Step 2 checked, weekly $1,500: $215.68', () => {
    // 1c 78,000; 1g 0 (box checked); checkbox row $64,925: 8,077.50 + 24 % × 13,075 (3,138) = 11,215.50; ÷ 52 = 215.68.
    expect(fit(150_000, 'WEEKLY', { filingStatus: 'HEAD_OF_HOUSEHOLD', multipleJobs: true })).toBe(21_568);
  });

  it('Single, Step 2 checked, semimonthly $5,000, Step 4(a) $12,000, 4(b) $6,000: $1,082.16', () => {
    // 1c 120,000; 1e 132,000; 1h 6,000; 1i 126,000. Checkbox row $108,938: 20,512 + 32 % × 17,062
    // (5,459.84) = 25,971.84; ÷ 24 = 1,082.16.
    expect(fit(500_000, 'SEMI_MONTHLY', { multipleJobs: true, otherIncomeCents: 1_200_000, deductionsCents: 600_000 })).toBe(108_216);
  });

  it('Head of household, biweekly $1,600: $67.12; Single weekly $20,000 in the top row: $6,438.47', () => {
    // 41,600 − 8,600 = 33,000; (33,000 − 15,550) × 10 % = 1,745; ÷ 26 = 67.115… → 67.12.
    expect(fit(160_000, 'BIWEEKLY', { filingStatus: 'HEAD_OF_HOUSEHOLD' })).toBe(6_712);
    // 1,040,000 − 8,600 = 1,031,400; 192,979.25 + 37 % × 383,300 (141,821) = 334,800.25; ÷ 52 = 6,438.466… → 6,438.47.
    expect(fit(2_000_000, 'WEEKLY')).toBe(643_847);
  });

  it('never goes below zero when credits exceed the tentative amount, and withholds nothing from no wages', () => {
    expect(fit(50_000, 'WEEKLY', { creditsCents: 1_000_000 })).toBe(0);
    expect(fit(0, 'WEEKLY', { extraWithholdingCents: 5_000 })).toBe(0);
  });
});

describe('New York State — NYS-50-T-NYS (1/26) Method II examples', () => {
  const nys = (wages: number, frequency: TPayFrequency, over: Partial<TNewYorkWithholding>) =>
    nyStateIncomeTax(wages, frequency, it2104(over), TABLES.newYork.state);

  it('reproduces the printed examples to the cent', () => {
    // Single 1: weekly $400, 3 exemptions: net 400 − 200.05 = 199.95; 36.95 × 4.40 % = 1.63; + 6.38 = 8.01.
    expect(nys(40_000, 'WEEKLY', { nysAllowances: 3 })).toBe(801);
    // Single 3: monthly $50,000, 3: net 49,133.40; 27,016.40 × 7.35 % = 1,985.71; + 1,590.92 = 3,576.63.
    expect(nys(5_000_000, 'MONTHLY', { nysAllowances: 3 })).toBe(357_663);
    // Married 1: weekly $400, 4: net 170.10; 7.10 × 4.40 % = 0.31; + 6.38 = 6.69.
    expect(nys(40_000, 'WEEKLY', { filingStatus: 'MARRIED', nysAllowances: 4 })).toBe(669);
    // Married 3: monthly $50,000, 3: net 49,087.60; 17,987.60 × 7.35 % = 1,322.09; + 2,300.00 = 3,622.09.
    expect(nys(5_000_000, 'MONTHLY', { filingStatus: 'MARRIED', nysAllowances: 3 })).toBe(362_209);
  });

  it('rounds step 4 half up where the two semimonthly examples print a cent off in opposite directions', () => {
    // Single 2: net 4,650; 165 × 7.53 % = 12.4245, printed 12.43 (→ $258.51); half up 12.42 → $258.50.
    expect(nys(500_000, 'SEMI_MONTHLY', { nysAllowances: 1 })).toBe(25_850);
    // Married 2: net 4,543.80; 58.80 × 7.07 % = 4.15716, printed 4.15 (→ $248.11); half up 4.16 → $248.12.
    expect(nys(500_000, 'SEMI_MONTHLY', { filingStatus: 'MARRIED', nysAllowances: 3 })).toBe(24_812);
  });

  it('uses Method III above the top line: monthly $120,000 single, 0 allowances: $12,475.56', () => {
    // net 119,383.30 ≥ 89,796; annualized 1,432,599.60 × 10.45 % = 149,706.66; ÷ 12 = 12,475.555 → 12,475.56.
    expect(nys(12_000_000, 'MONTHLY', {})).toBe(1_247_556);
  });

  it('converts a quarterly payroll through the monthly table (÷ 3, × 3) and adds the IT-2104 amount once', () => {
    const monthly = nys(225_000, 'MONTHLY', { filingStatus: 'MARRIED', nysAllowances: 2 });
    expect(nys(675_000, 'QUARTERLY', { filingStatus: 'MARRIED', nysAllowances: 2 })).toBe(monthly * 3);
    expect(nys(675_000, 'QUARTERLY', { filingStatus: 'MARRIED', nysAllowances: 2, nysAdditionalCents: 1_000 })).toBe(monthly * 3 + 1_000);
  });

  it('withholds “married, but at the higher single rate” by the single table; more than 10 allowances is B + n × C', () => {
    expect(nys(40_000, 'WEEKLY', { filingStatus: 'MARRIED_HIGHER_SINGLE', nysAllowances: 3 })).toBe(801);
    // 12 allowances weekly: 142.30 + 12 × 19.25 = 373.30; net 126.70 × 3.90 % = 4.94.
    expect(nys(50_000, 'WEEKLY', { nysAllowances: 12 })).toBe(494);
  });
});

describe('New York City — NYS-50-T-NYC (1/26) examples', () => {
  const nyc = (wages: number, frequency: TPayFrequency, over: Partial<TNewYorkWithholding>) =>
    nycIncomeTax(wages, frequency, it2104(over), TABLES.newYork.city);

  it('reproduces the printed single and married examples to the cent', () => {
    // Single 1: weekly $400, 3: net 246.10; 79.10 × 3.25 % = 2.57; + 3.54 = 6.11.
    expect(nyc(40_000, 'WEEKLY', { nycAllowances: 3 })).toBe(611);
    // Single 2: semimonthly $5,000, 1: net 4,750; 2,250 × 4.25 % = 95.63; + 93.17 = 188.80.
    expect(nyc(500_000, 'SEMI_MONTHLY', { nycAllowances: 1 })).toBe(18_880);
    // Single 3: monthly $50,000, 3: net 49,333.40; 44,333.40 × 4.25 % = 1,884.17; + 186.33 = 2,070.50.
    expect(nyc(5_000_000, 'MONTHLY', { nycAllowances: 3 })).toBe(207_050);
    // Married 1: weekly $400, 4: net 217.25; 50.25 × 3.25 % = 1.63; + 3.54 = 5.17.
    expect(nyc(40_000, 'WEEKLY', { filingStatus: 'MARRIED', nycAllowances: 4 })).toBe(517);
    // Married 2: semimonthly $5,000, 3: net 4,645.90; 2,145.90 × 4.25 % = 91.20; + 93.17 = 184.37.
    expect(nyc(500_000, 'SEMI_MONTHLY', { filingStatus: 'MARRIED', nycAllowances: 3 })).toBe(18_437);
    // Married 3: monthly $50,000, 3: net 49,291.80; 44,291.80 × 4.25 % = 1,882.40; + 186.33 = 2,068.73.
    expect(nyc(5_000_000, 'MONTHLY', { filingStatus: 'MARRIED', nycAllowances: 3 })).toBe(206_873);
  });
});

describe('FICA and FUTA across the year', () => {
  it('taxes Social Security only up to the $184,500 base, partly in the run that crosses it', () => {
    const ytd = { ...emptyYearToDate(), socialSecurityWagesCents: 18_400_000, medicareWagesCents: 18_400_000 };
    const crossing = grossToNet(paying(100_000, { ytd }));
    expect(employee(crossing, 'SOCIAL_SECURITY')).toEqual({ kind: 'SOCIAL_SECURITY', wagesCents: 50_000, amountCents: 3_100, ytdCents: 3_100 });
    expect(employer(crossing, 'SOCIAL_SECURITY')?.amountCents).toBe(3_100);
    expect(crossing.ytd.socialSecurityWagesCents).toBe(18_450_000);
    expect(crossing.flags).toContain('SOCIAL_SECURITY_WAGE_BASE_REACHED');
    const after = grossToNet(paying(100_000, { ytd: crossing.ytd }));
    expect(employee(after, 'SOCIAL_SECURITY')?.amountCents).toBe(0);
    expect(employee(after, 'MEDICARE')?.amountCents).toBe(1_450);
  });

  it('withholds Additional Medicare (0.9 %, employee only) on YTD Medicare wages above $200,000', () => {
    const ytd = { ...emptyYearToDate(), medicareWagesCents: 19_950_000 };
    const crossing = grossToNet(paying(100_000, { ytd }));
    expect(employee(crossing, 'ADDITIONAL_MEDICARE')).toMatchObject({ wagesCents: 50_000, amountCents: 450 });
    expect(crossing.flags).toContain('ADDITIONAL_MEDICARE');
    expect(crossing.employerTaxes.map((line) => line.kind)).not.toContain('ADDITIONAL_MEDICARE');
    expect(employee(grossToNet(paying(100_000, { ytd: crossing.ytd })), 'ADDITIONAL_MEDICARE')?.amountCents).toBe(900);
    expect(employee(grossToNet(paying(100_000)), 'ADDITIONAL_MEDICARE')).toBeUndefined();
  });

  it('charges FUTA (0.6 %, employer) on the first $7,000 only', () => {
    const crossing = grossToNet(paying(100_000, { ytd: { ...emptyYearToDate(), futaWagesCents: 690_000 } }));
    expect(employer(crossing, 'FUTA')).toMatchObject({ wagesCents: 10_000, amountCents: 60 });
    expect(crossing.ytd.futaWagesCents).toBe(700_000);
    expect(employer(grossToNet(paying(100_000, { ytd: crossing.ytd })), 'FUTA')?.amountCents).toBe(0);
  });
});

describe('New York contributions', () => {
  const ny = (cents: number, over: Partial<TEngineInput> = {}) => grossToNet(paying(cents, { newYork: true, ...over }));

  it('caps SDI (0.5 %) at the period’s equivalent of 60¢ a week (12 NYCRR §362.2)', () => {
    const caps: Record<TPayFrequency, number> = { WEEKLY: 60, BIWEEKLY: 120, SEMI_MONTHLY: 130, MONTHLY: 260, QUARTERLY: 780, ANNUALLY: 3_120 };
    for (const [payFrequency, cap] of Object.entries(caps)) {
      expect(employee(ny(1_000_000, { payFrequency: payFrequency as TPayFrequency }), 'NY_SDI')?.amountCents).toBe(cap);
    }
    expect(employee(ny(10_000), 'NY_SDI')?.amountCents).toBe(50); // $100 a week × 0.5 %
  });

  it('takes PFL at 0.432 % until the year reaches $411.91', () => {
    expect(employee(ny(51_900), 'NY_PFL')?.amountCents).toBe(224); // $519 a week: "about $2.24"
    const nearCap = ny(1_000_000, { ytd: { ...emptyYearToDate(), employeeTaxes: { NY_PFL: 41_100 } } });
    expect(employee(nearCap, 'NY_PFL')).toMatchObject({ amountCents: 91, ytdCents: 41_191 });
    expect(employee(grossToNet(paying(1_000_000, { newYork: true, ytd: nearCap.ytd })), 'NY_PFL')?.amountCents).toBe(0);
  });

  it('charges SUI at the company rate on the $17,600 wage base', () => {
    const r = ny(100_000, { ytd: { ...emptyYearToDate(), nySuiWagesCents: 1_700_000 } });
    expect(employer(r, 'NY_SUI')).toMatchObject({ wagesCents: 60_000, amountCents: 2_460 }); // 4.1 %
    expect(r.ytd.nySuiWagesCents).toBe(1_760_000);
  });

  it('applies only in New York, NYC only to residents, and flags a missing IT-2104', () => {
    const outside = grossToNet(paying(100_000));
    expect(outside.employeeTaxes.map((line) => line.kind)).toEqual(['FEDERAL_INCOME', 'SOCIAL_SECURITY', 'MEDICARE']);
    expect(outside.employerTaxes.map((line) => line.kind)).toEqual(['SOCIAL_SECURITY', 'MEDICARE', 'FUTA']);
    expect(ny(100_000).employeeTaxes.map((line) => line.kind)).toEqual(['FEDERAL_INCOME', 'SOCIAL_SECURITY', 'MEDICARE', 'NY_STATE_INCOME', 'NY_SDI', 'NY_PFL']);
    expect(employee(ny(40_000, { nycResident: true, it2104: it2104({ nycAllowances: 3 }) }), 'NYC_INCOME')?.amountCents).toBe(611);
    const noCertificate = ny(40_000, { it2104: undefined });
    expect(noCertificate.flags).toContain('NO_IT2104');
    expect(employee(noCertificate, 'NY_STATE_INCOME')?.amountCents).toBe(employee(ny(40_000), 'NY_STATE_INCOME')?.amountCents);
  });
});

describe('the W-4', () => {
  it('without one, withholds as Single with no adjustments and flags NO_W4', () => {
    const r = grossToNet(input({ w4: undefined }));
    expect(r.flags).toContain('NO_W4');
    expect(employee(r, 'FEDERAL_INCOME')?.amountCents).toBe(employee(grossToNet(input({ w4: w4() })), 'FEDERAL_INCOME')?.amountCents);
  });

  it('exempt: no federal income tax, FICA still withheld, flagged', () => {
    const r = grossToNet(input({ w4: w4({ exempt: true }) }));
    expect(employee(r, 'FEDERAL_INCOME')?.amountCents).toBe(0);
    expect(employee(r, 'SOCIAL_SECURITY')?.amountCents).toBe(6_200); // $1,000 × 6.2 %
    expect(r.flags).toEqual(['FIT_EXEMPT']);
  });
});

describe('earnings', () => {
  const hours = (over: Partial<TEngineInput['hours']>) => ({ ...input().hours, regular: 0, ...over });

  it('pays hours at the rate, overtime at rate × 1.5 (from the unrounded rate) and double time at 2 ×', () => {
    const r = grossToNet(input({ rateCents: 2_000, hours: hours({ regular: 4_000, overtime: 800, doubleTime: 200, holiday: 800, sickLeave: 400 }) }));
    expect(r.earnings.map(({ kind, hours: h, rateCents, amountCents }) => [kind, h, rateCents, amountCents])).toEqual([
      ['REGULAR', 4_000, 2_000, 80_000],
      ['OVERTIME', 800, 3_000, 24_000],
      ['DOUBLE_TIME', 200, 4_000, 8_000],
      ['HOLIDAY', 800, 2_000, 16_000],
      ['SICK_LEAVE', 400, 2_000, 8_000],
    ]);
    expect(r.totalHours).toBe(6_200);
    // $15.55 × 1.5 = $23.325 an hour: shown as $23.33, but 10 hours pay $233.25, not $233.30.
    const odd = grossToNet(input({ rateCents: 1_555, hours: hours({ overtime: 1_000 }) }));
    expect(odd.earnings[1]).toMatchObject({ kind: 'OVERTIME', rateCents: 2_333, amountCents: 23_325 });
  });

  it('FIX_RATE: a monthly salary × 12 ÷ periods is the REGULAR line; leave hours show at no amount', () => {
    const salary = (payFrequency: TPayFrequency) => grossToNet(input({ payType: 'FIX_RATE', rateCents: 500_000, payFrequency })).earnings[0];
    expect(salary('BIWEEKLY')).toEqual({ kind: 'REGULAR', hours: 4_000, rateCents: 0, amountCents: 230_769, ytdCents: 230_769 }); // 2,307.69
    expect(salary('WEEKLY')?.amountCents).toBe(115_385); // 1,153.846…
    expect(salary('SEMI_MONTHLY')?.amountCents).toBe(250_000);
    expect(salary('MONTHLY')?.amountCents).toBe(500_000);
    expect(salary('QUARTERLY')?.amountCents).toBe(1_500_000);
    expect(salary('ANNUALLY')?.amountCents).toBe(6_000_000);
    const withLeave = grossToNet(input({ payType: 'FIX_RATE', rateCents: 500_000, payFrequency: 'SEMI_MONTHLY', hours: hours({ regular: 6_400, pto: 800, holiday: 800 }) }));
    expect(withLeave.earnings.map(({ kind, hours: h, amountCents }) => [kind, h, amountCents])).toEqual([
      ['REGULAR', 6_400, 250_000],
      ['HOLIDAY', 800, 0],
      ['PTO', 800, 0],
    ]);
    expect(withLeave.taxableTotal).toBe(250_000);
  });

  it('FIX_RATE overtime is paid on the hourly equivalent monthly × 12 ÷ 2,080 × the multiplier', () => {
    // $5,000 × 12 ÷ 2,080 = $28.846…/h; × 1.5 = $43.269…/h (shown $43.27); 5 hours = $216.346… → $216.35.
    const r = grossToNet(input({ payType: 'FIX_RATE', rateCents: 500_000, payFrequency: 'BIWEEKLY', hours: hours({ regular: 8_000, overtime: 500 }) }));
    expect(r.earnings[1]).toMatchObject({ kind: 'OVERTIME', hours: 500, rateCents: 4_327, amountCents: 21_635 });
  });

  it('adds amount lines when non-zero, keeps REGULAR, and carries each line’s YTD', () => {
    const ytd = { ...emptyYearToDate(), earnings: { REGULAR: 1_000_000, BONUS: 5_000 } };
    const r = grossToNet(input({ hours: hours({}), amounts: { ...input().amounts, bonusCents: 20_000, owedTipsCents: 3_000 }, ytd }));
    expect(r.earnings.map(({ kind, amountCents, ytdCents }) => [kind, amountCents, ytdCents])).toEqual([
      ['REGULAR', 0, 1_000_000],
      ['BONUS', 20_000, 25_000],
      ['OWED_TIPS', 3_000, 3_000],
    ]);
    expect(r.ytd.earnings).toEqual({ REGULAR: 1_000_000, BONUS: 25_000, OWED_TIPS: 3_000 });
  });

  it('taxes paid tips but takes them off net pay; expense reimbursement is untaxed and added', () => {
    const r = grossToNet(input({ w4: w4({ exempt: true }), amounts: { ...input().amounts, paidTipsCents: 10_000, expenseReimburseCents: 4_000 } }));
    expect(r.taxableTotal).toBe(110_000);
    expect(r.total).toBe(114_000);
    expect(r.totalEmployeeTax).toBe(8_415); // 7.65 % of $1,100
    expect(r.netPay).toBe(110_000 - 10_000 - 8_415 + 4_000);
    expect(r.ytd).toMatchObject({ grossCents: 110_000, netPayCents: r.netPay, expenseReimburseCents: 4_000 });
  });
});

describe('helpers', () => {
  it('periodsPerYear, contractorPay, and refusing floats or negatives', () => {
    expect((['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const).map(periodsPerYear)).toEqual([52, 26, 24, 12, 4, 1]);
    expect(contractorPay([150_000, 25_050])).toEqual({ grossCents: 175_050, netPayCents: 175_050, form1099NecCents: 175_050 });
    expect(() => contractorPay([1.5])).toThrow(RangeError);
    expect(() => grossToNet(input({ rateCents: 25.5 }))).toThrow('rateCents must be a non-negative integer');
    expect(() => grossToNet(input({ amounts: { ...input().amounts, bonusCents: -1 } }))).toThrow('amounts.bonusCents');
    const { futaWagesCents: _missing, ...stored } = emptyYearToDate();
    expect(() => grossToNet(input({ ytd: stored as TEngineInput['ytd'] }))).toThrow('ytd.futaWagesCents');
  });
});
