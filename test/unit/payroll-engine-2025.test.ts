/**
 * The 2025 tax year (shared/payroll/tables/*-2025.ts; docs/decisions/0032-payroll-engine.md, "2025"):
 * Pub 15-T (2025) Worksheet 1A worked by hand, the 2025 Social Security base, the NYS-50-T-NYS (1/23)
 * schedule — its annual rows as transcribed, its per-period rows re-derived — and New York's 2025
 * contributions. The New York income tax figures are hand-worked from the tables: the (1/23) printed
 * examples could not be read (see the module comment of new-york-2025.ts).
 */
import { describe, expect, it } from 'vitest';
import { emptyYearToDate, grossToNet, periodsPerYear } from '../../shared/payroll/engine/gross-to-net.js';
import { federalIncomeTax, NO_W4 } from '../../shared/payroll/engine/federal.js';
import { nycIncomeTax, nyStateIncomeTax } from '../../shared/payroll/engine/new-york.js';
import type { TEngineInput, TEngineResult, TFederalWithholding, TNewYorkWithholding, TPayFrequency } from '../../shared/payroll/engine/types.js';
import { TAX_YEARS, taxTablesFor } from '../../shared/payroll/tables/index.js';
import type { TNyRow, TNyTablePeriod } from '../../shared/payroll/tables/types.js';
import { RATE_SCALE } from '../../shared/payroll/tables/types.js';

const TABLES = taxTablesFor(2025);
const w4 = (over: Partial<TFederalWithholding> = {}): TFederalWithholding => ({ ...NO_W4, ...over });
const it2104 = (over: Partial<TNewYorkWithholding> = {}): TNewYorkWithholding => ({
  filingStatus: 'SINGLE_OR_HEAD', nysAllowances: 0, nycAllowances: 0, nysAdditionalCents: 0, nycAdditionalCents: 0, ...over,
});
/** A December 2025 run paying exactly `cents` of wages (a bonus, no hours). */
const paying = (cents: number, over: Partial<TEngineInput> = {}): TEngineInput => ({
  taxYear: 2025,
  payFrequency: 'WEEKLY',
  payType: 'HOUR_RATE',
  rateCents: 2_500,
  overtimeRateHundredths: 150,
  hours: { regular: 0, overtime: 0, doubleTime: 0, holiday: 0, pto: 0, sickLeave: 0 },
  amounts: { bonusCents: cents, commissionCents: 0, owedTipsCents: 0, paidTipsCents: 0, expenseReimburseCents: 0 },
  w4: w4(),
  it2104: it2104(),
  newYork: false,
  nycResident: false,
  nySuiRateMillipercent: 4_100,
  ytd: emptyYearToDate(),
  ...over,
});
const employee = (r: TEngineResult, kind: string) => r.employeeTaxes.find((line) => line.kind === kind);
const employer = (r: TEngineResult, kind: string) => r.employerTaxes.find((line) => line.kind === kind);

describe('2025 tax tables', () => {
  it('are registered beside 2026, and a year without tables still throws', () => {
    expect(TAX_YEARS).toEqual([2025, 2026]);
    expect(TABLES.year).toBe(2025);
    expect(TABLES.federal.source).toContain('Publication 15-T (2025)');
    expect(TABLES.newYork.state.source).toContain('NYS-50-T-NYS (1/23)');
    expect(() => taxTablesFor(2024)).toThrow('No payroll tax tables for tax year 2024; tables exist for 2025, 2026');
    expect(() => grossToNet(paying(100_000, { taxYear: 2024 }))).toThrow(/tax year 2024/);
  });

  it('carry Pub 15-T (2025)’s Single rows (over $6,400 10 %, over $18,325 $1,192.50 + 12 %) and line 1g $12,900 / $8,600', () => {
    expect(TABLES.federal.standard.SINGLE.slice(1, 3)).toEqual([
      { overCents: 640_000, baseCents: 0, rate: 10_000 },
      { overCents: 1_832_500, baseCents: 119_250, rate: 12_000 },
    ]);
    expect(TABLES.federal.step2UncheckedAdjustmentCents).toEqual({ marriedJointly: 1_290_000, other: 860_000 });
  });

  it('are continuous: each line’s base is the previous base plus its rate over the previous band', () => {
    // The checkbox single rows print whole-dollar thresholds for half-dollar ones: allow 50¢ × 37 %.
    for (const schedule of [...Object.values(TABLES.federal.standard), ...Object.values(TABLES.federal.step2Checked)]) {
      for (let i = 1; i < schedule.length; i += 1) {
        const [prev, row] = [schedule[i - 1]!, schedule[i]!];
        const expected = prev.baseCents + ((row.overCents - prev.overCents) * prev.rate) / RATE_SCALE;
        expect(Math.abs(row.baseCents - expected)).toBeLessThanOrEqual(19);
      }
    }
  });

  it('are the Rev. Proc. 2024-40 brackets shifted by the standard deduction less line 1g (STANDARD) and halved (checkbox)', () => {
    const brackets = {
      SINGLE: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      MARRIED_JOINTLY: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      HEAD_OF_HOUSEHOLD: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
    } as const;
    const standardDeduction = { SINGLE: 15_000, MARRIED_JOINTLY: 30_000, HEAD_OF_HOUSEHOLD: 22_500 } as const;
    for (const status of ['SINGLE', 'MARRIED_JOINTLY', 'HEAD_OF_HOUSEHOLD'] as const) {
      const line1g = status === 'MARRIED_JOINTLY' ? 12_900 : 8_600;
      const shift = standardDeduction[status] - line1g;
      const overs = [0, shift, ...brackets[status].map((b) => b + shift)].map((d) => d * 100);
      expect(TABLES.federal.standard[status].map((row) => row.overCents)).toEqual(overs);
      const half = [0, standardDeduction[status] / 2, ...brackets[status].map((b) => b / 2 + standardDeduction[status] / 2)];
      // Printed to the whole dollar, half up ($13,462.50 → $13,463).
      expect(TABLES.federal.step2Checked[status].map((row) => row.overCents)).toEqual(half.map((d) => Math.round(d) * 100));
    }
  });
});

describe('federal income tax — Pub 15-T (2025) Worksheet 1A, worked by hand', () => {
  const fit = (wages: number, frequency: TPayFrequency, over: Partial<TFederalWithholding> = {}) =>
    federalIncomeTax(wages, periodsPerYear(frequency), w4(over), TABLES.federal);

  it('Single, biweekly $2,769.23: $286.69', () => {
    // 1c 2,769.23 × 26 = 71,999.98; 1g 8,600; 1i 63,399.98. Row $54,875: 5,578.50 + 22 % × 8,524.98
    // (1,875.4956 → 1,875.50) = 7,454.00; 2h 7,454.00 ÷ 26 = 286.692… → 286.69.
    expect(fit(276_923, 'BIWEEKLY')).toBe(28_669);
  });

  it('Married filing jointly, monthly $8,000, Step 3 $4,000, Step 4(c) $25: $311.92', () => {
    // 1c 96,000; 1g 12,900; 1i 83,100. Row $40,950: 2,385 + 12 % × 42,150 (5,058) = 7,443; 2h ÷ 12 = 620.25;
    // 3b 4,000 ÷ 12 = 333.33; 3c 286.92; 4b + 25 = 311.92.
    expect(fit(800_000, 'MONTHLY', { filingStatus: 'MARRIED_JOINTLY', creditsCents: 400_000, extraWithholdingCents: 2_500 })).toBe(31_192);
  });

  it('Married filing jointly, biweekly $3,000: $203.19', () => {
    // 1c 78,000; 1g 12,900; 1i 65,100. Row $40,950: 2,385 + 12 % × 24,150 (2,898) = 5,283; ÷ 26 = 203.192… → 203.19.
    expect(fit(300_000, 'BIWEEKLY', { filingStatus: 'MARRIED_JOINTLY' })).toBe(20_319);
  });

  it('Head of household, Step 2 checked, weekly $1,500: $222.58', () => {
    // 1c 78,000; 1g 0 (box checked); checkbox row $62,925: 7,956 + 24 % × 15,075 (3,618) = 11,574; ÷ 52 = 222.576… → 222.58.
    expect(fit(150_000, 'WEEKLY', { filingStatus: 'HEAD_OF_HOUSEHOLD', multipleJobs: true })).toBe(22_258);
  });

  it('Single, Step 2 checked, semimonthly $5,000, Step 4(a) $12,000, 4(b) $6,000: $1,102.15', () => {
    // 1c 120,000; 1e 132,000; 1h 6,000; 1i 126,000. Checkbox row $106,150: 20,099.50 + 32 % × 19,850
    // (6,352) = 26,451.50; ÷ 24 = 1,102.145… → 1,102.15.
    expect(fit(500_000, 'SEMI_MONTHLY', { multipleJobs: true, otherIncomeCents: 1_200_000, deductionsCents: 600_000 })).toBe(110_215);
  });

  it('Head of household, biweekly $1,600: $75.08; Single weekly $20,000 in the top row: $6,466.74', () => {
    // 41,600 − 8,600 = 33,000; row $30,900: 1,700 + 12 % × 2,100 (252) = 1,952; ÷ 26 = 75.076… → 75.08.
    expect(fit(160_000, 'BIWEEKLY', { filingStatus: 'HEAD_OF_HOUSEHOLD' })).toBe(7_508);
    // 1,040,000 − 8,600 = 1,031,400; 188,769.75 + 37 % × 398,650 (147,500.50) = 336,270.25; ÷ 52 = 6,466.735… → 6,466.74.
    expect(fit(2_000_000, 'WEEKLY')).toBe(646_674);
  });
});

describe('FICA and FUTA in 2025', () => {
  it('taxes Social Security only up to the $176,100 base, partly in the run that crosses it', () => {
    const ytd = { ...emptyYearToDate(), socialSecurityWagesCents: 17_560_000, medicareWagesCents: 17_560_000 };
    const crossing = grossToNet(paying(100_000, { ytd }));
    expect(employee(crossing, 'SOCIAL_SECURITY')).toEqual({ kind: 'SOCIAL_SECURITY', wagesCents: 50_000, amountCents: 3_100, ytdCents: 3_100 });
    expect(employer(crossing, 'SOCIAL_SECURITY')?.amountCents).toBe(3_100);
    expect(crossing.ytd.socialSecurityWagesCents).toBe(17_610_000);
    expect(crossing.flags).toContain('SOCIAL_SECURITY_WAGE_BASE_REACHED');
    const after = grossToNet(paying(100_000, { ytd: crossing.ytd }));
    expect(employee(after, 'SOCIAL_SECURITY')?.amountCents).toBe(0);
    expect(employee(after, 'MEDICARE')?.amountCents).toBe(1_450);
    // The 2026 base ($184,500) is a different year's: a 2025 run at $176,100 is already past it.
    expect(taxTablesFor(2026).fica.socialSecurityWageBaseCents).toBe(18_450_000);
  });

  it('keeps Medicare 1.45 %, Additional Medicare 0.9 % over $200,000 and FUTA 0.6 % on $7,000', () => {
    const r = grossToNet(paying(100_000, { ytd: { ...emptyYearToDate(), medicareWagesCents: 19_950_000, futaWagesCents: 690_000 } }));
    expect(employee(r, 'MEDICARE')?.amountCents).toBe(1_450);
    expect(employee(r, 'ADDITIONAL_MEDICARE')).toMatchObject({ wagesCents: 50_000, amountCents: 450 });
    expect(employer(r, 'FUTA')).toMatchObject({ wagesCents: 10_000, amountCents: 60 });
  });
});

describe('New York State — NYS-50-T-NYS (1/23), in force for 2025', () => {
  const state = TABLES.newYork.state;
  const nys = (wages: number, frequency: TPayFrequency, over: Partial<TNewYorkWithholding>) => nyStateIncomeTax(wages, frequency, it2104(over), state);

  it('stores the annual schedule as both transcriptions print it (suburbancomputer.com; Dynamics GP 2023 update)', () => {
    const dollars = (rows: readonly TNyRow[]) => rows.map(([at, rate, add]) => [at / 100, rate / 1_000, add / 100]);
    expect(dollars(state.methodII.annual.single)).toEqual([
      [0, 4, 0], [8_500, 4.5, 340], [11_700, 5.25, 484], [13_900, 5.5, 600], [80_650, 6, 4_271], [96_800, 7.14, 5_240],
      [107_650, 7.64, 6_014], [157_650, 6.5, 9_832], [215_400, 11.01, 13_586], [265_400, 7.35, 19_092],
    ]);
    expect(dollars(state.methodII.annual.married)).toEqual([
      [0, 4, 0], [8_500, 4.5, 340], [11_700, 5.25, 484], [13_900, 5.5, 600], [80_650, 6, 4_271], [96_800, 6.67, 5_240],
      [107_650, 7.17, 5_963], [157_650, 8.11, 9_546], [211_550, 6.5, 13_919], [323_200, 12.84, 21_177], [373_200, 7.35, 27_599],
      [1_077_550, 7.65, 79_368],
    ]);
  });

  it('derives every per-period row from the annual one — the rule that reproduces all 110 printed (1/26) rows', () => {
    const perYear: Record<TNyTablePeriod, number> = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12, annual: 1 };
    const halfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));
    // Column 1: annual ÷ periods, half up to the dollar; column 4 unchanged; column 5: annual ÷ periods, half up to the cent.
    const derive = (annual: readonly TNyRow[], n: number): TNyRow[] => annual.map(([at, rate, add]) => [halfUp(at / 100, n) * 100, rate, halfUp(add, n)]);
    for (const year of [2025, 2026]) {
      const tables = taxTablesFor(year).newYork.state;
      for (const period of Object.keys(perYear) as TNyTablePeriod[]) {
        for (const status of ['single', 'married'] as const) {
          expect(tables.methodII[period][status], `${year} ${period} ${status}`).toEqual(derive(tables.methodII.annual[status], perYear[period]));
        }
        // Method III starts at each period's share of the annual threshold, half up to the dollar.
        for (const status of ['single', 'married'] as const) {
          expect(tables.methodIII.fromNetCents[period][status]).toBe(halfUp(tables.methodIII.annualThresholdCents[status] / 100, perYear[period]) * 100);
        }
      }
    }
  });

  it('withholds by the single and married tables (worked by hand, not the publication’s printed answers)', () => {
    // Single weekly $400, 3 allowances: 142.30 + 3 × 19.25 = 200.05; net 199.95; row $163: 36.95 × 4.50 % = 1.66; + 6.54 = 8.20.
    expect(nys(40_000, 'WEEKLY', { nysAllowances: 3 })).toBe(820);
    // Single semimonthly $5,000, 1: 308.35 + 41.65 = 350; net 4,650; row $4,485: 165 × 7.64 % = 12.606 → 12.61; + 250.58 = 263.19.
    expect(nys(500_000, 'SEMI_MONTHLY', { nysAllowances: 1 })).toBe(26_319);
    // Single monthly $50,000, 3: 616.70 + 249.90 = 866.60; net 49,133.40; row $22,117: 27,016.40 × 7.35 % = 1,985.7054 → 1,985.71; + 1,591.00 = 3,576.71.
    expect(nys(5_000_000, 'MONTHLY', { nysAllowances: 3 })).toBe(357_671);
    // Married weekly $400, 4: 152.90 + 77.00 = 229.90; net 170.10; row $163: 7.10 × 4.50 % = 0.3195 → 0.32; + 6.54 = 6.86.
    expect(nys(40_000, 'WEEKLY', { filingStatus: 'MARRIED', nysAllowances: 4 })).toBe(686);
    // Married semimonthly $5,000, 3: 331.25 + 124.95 = 456.20; net 4,543.80; row $4,485: 58.80 × 7.17 % = 4.21596 → 4.22; + 248.46 = 252.68.
    expect(nys(500_000, 'SEMI_MONTHLY', { filingStatus: 'MARRIED', nysAllowances: 3 })).toBe(25_268);
    // Married monthly $50,000, 3: 662.50 + 249.90 = 912.40; net 49,087.60; row $31,100: 17,987.60 × 7.35 % = 1,322.0886 → 1,322.09; + 2,299.92 = 3,622.01.
    expect(nys(5_000_000, 'MONTHLY', { filingStatus: 'MARRIED', nysAllowances: 3 })).toBe(362_201);
    // "Married, but withhold at the higher single rate" takes the single table.
    expect(nys(40_000, 'WEEKLY', { filingStatus: 'MARRIED_HIGHER_SINGLE', nysAllowances: 3 })).toBe(820);
  });

  it('uses Method III above the top line: monthly $120,000 single, 0 allowances: $12,475.56', () => {
    // net 119,383.30 ≥ 89,796; annualized 1,432,599.60 × 10.45 % = 149,706.6582 → 149,706.66; ÷ 12 = 12,475.555 → 12,475.56.
    expect(nys(12_000_000, 'MONTHLY', {})).toBe(1_247_556);
  });
});

describe('New York City — NYS-50-T-NYC (1/18), in force for 2025', () => {
  it('carries the (1/26) rows and allowances unchanged, and withholds by them', () => {
    const { source: _2025, ...city2025 } = TABLES.newYork.city;
    const { source: _2026, ...city2026 } = taxTablesFor(2026).newYork.city;
    expect(city2025).toEqual(city2026);
    expect(TABLES.newYork.city.source).toContain('NYS-50-T-NYC (1/18)');
    // Weekly $400, single, 3: 96.15 + 57.75 = 153.90; net 246.10; row $167: 79.10 × 3.25 % = 2.57; + 3.54 = 6.11.
    expect(nycIncomeTax(40_000, 'WEEKLY', it2104({ nycAllowances: 3 }), TABLES.newYork.city)).toBe(611);
    // Monthly $50,000, married, 3: 458.30 + 249.90 = 708.20; net 49,291.80; row $5,000: 44,291.80 × 4.25 % = 1,882.40; + 186.33 = 2,068.73.
    expect(nycIncomeTax(5_000_000, 'MONTHLY', it2104({ filingStatus: 'MARRIED', nycAllowances: 3 }), TABLES.newYork.city)).toBe(206_873);
  });
});

describe('New York contributions in 2025', () => {
  const ny = (cents: number, over: Partial<TEngineInput> = {}) => grossToNet(paying(cents, { newYork: true, ...over }));

  it('takes PFL at 0.388 % until the year reaches $354.53', () => {
    expect(employee(ny(51_900), 'NY_PFL')?.amountCents).toBe(201); // $519 × 0.388 % = 2.01372
    const nearCap = ny(1_000_000, { ytd: { ...emptyYearToDate(), employeeTaxes: { NY_PFL: 35_400 } } });
    expect(employee(nearCap, 'NY_PFL')).toMatchObject({ amountCents: 53, ytdCents: 35_453 });
    expect(employee(grossToNet(paying(1_000_000, { newYork: true, ytd: nearCap.ytd })), 'NY_PFL')?.amountCents).toBe(0);
  });

  it('charges SUI on the first $12,800 and SDI at 0.5 %, at most 60¢ a week', () => {
    const r = ny(100_000, { ytd: { ...emptyYearToDate(), nySuiWagesCents: 1_250_000 } });
    expect(employer(r, 'NY_SUI')).toMatchObject({ wagesCents: 30_000, amountCents: 1_230 }); // 4.1 %
    expect(r.ytd.nySuiWagesCents).toBe(1_280_000);
    expect(employee(r, 'NY_SDI')?.amountCents).toBe(60);
    expect(employee(ny(10_000), 'NY_SDI')?.amountCents).toBe(50);
  });

  it('runs a whole December 2025 NYC paycheck on the 2025 tables', () => {
    // Weekly $1,000, single W-4, IT-2104 single 1 allowance, NYC resident.
    const r = ny(100_000, { nycResident: true, it2104: it2104({ nysAllowances: 1, nycAllowances: 1 }) });
    expect(r.employeeTaxes.map((line) => [line.kind, line.amountCents])).toEqual([
      // 52,000 − 8,600 = 43,400; row $18,325: 1,192.50 + 12 % × 25,075 (3,009) = 4,201.50; ÷ 52 = 80.798… → 80.80.
      ['FEDERAL_INCOME', 8_080],
      ['SOCIAL_SECURITY', 6_200],
      ['MEDICARE', 1_450],
      // 1,000 − 161.55 = 838.45; row $267: 571.45 × 5.50 % = 31.42975 → 31.43; + 11.54 = 42.97.
      ['NY_STATE_INCOME', 4_297],
      // 1,000 − 115.40 = 884.60; row $481: 403.60 × 4.15 % = 16.7494 → 16.75; + 15.06 = 31.81.
      ['NYC_INCOME', 3_181],
      ['NY_SDI', 60],
      ['NY_PFL', 388], // 1,000 × 0.388 %
    ]);
  });
});
