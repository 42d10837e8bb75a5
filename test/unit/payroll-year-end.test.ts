/**
 * The year-end forms' arithmetic (shared/payroll/year-end.ts; docs/decisions/0035-year-end-forms.md):
 * the W-2 boxes from a year's totals, the year to date and the sum of the paystubs agreeing through
 * a year of runs with a void, the Social Security wage base split between boxes 3 and 7, the
 * New York and New York City boxes, and the 1099-NEC threshold by year.
 */
import { describe, expect, it } from 'vitest';
import { emptyYearToDate, grossToNet } from '../../shared/payroll/engine/gross-to-net.js';
import type { TEngineInput, TYearToDate } from '../../shared/payroll/engine/types.js';
import { negated, resultView, ytdWithout } from '../../shared/payroll/rules.js';
import type { TPayrollResult } from '../../shared/payroll/payroll.schema.js';
import {
  isEmptyW2, maskTin, necThresholdCents, needs1099Nec, nycWagesOf, totalsFromPaystubs, totalsFromYtd, w2Boxes, type TW2Totals,
} from '../../shared/payroll/year-end.js';

const run = (ytd: TYearToDate, over: Partial<TEngineInput> = {}) =>
  grossToNet({
    taxYear: 2026, payFrequency: 'BIWEEKLY', payType: 'HOUR_RATE', rateCents: 3_000, overtimeRateHundredths: 150,
    hours: { regular: 8_000, overtime: 500, doubleTime: 0, holiday: 0, pto: 0, sickLeave: 0 },
    amounts: { bonusCents: 0, commissionCents: 0, owedTipsCents: 0, paidTipsCents: 0, expenseReimburseCents: 0 },
    newYork: true, nycResident: true, nySuiRateMillipercent: 4_100, ytd, ...over,
  });
const view = (r: ReturnType<typeof grossToNet>) => resultView({ employmentId: 'e1', name: 'Ann', payType: 'HOUR_RATE', rateCents: 3_000 }, r);

/** A year of runs as payroll keeps it: the year to date after each, and every paystub (a void's negating entry too). */
function year(runs: Partial<TEngineInput>[], voidIndex?: number) {
  let ytd = emptyYearToDate();
  const stubs: TPayrollResult[] = [];
  runs.forEach((over, i) => {
    const r = run(ytd, over);
    ytd = r.ytd;
    const stub = view(r);
    stubs.push(stub);
    if (i === voidIndex) {
      ytd = ytdWithout(ytd, stub);
      stubs.push(negated(stub));
    }
  });
  return { ytd, stubs };
}

describe('W-2 totals', () => {
  it('from the year to date and from the paystubs agree through a year of runs, a void, tips, and a city move', () => {
    const { ytd, stubs } = year(
      [
        {},
        { amounts: { bonusCents: 250_000, commissionCents: 0, owedTipsCents: 12_000, paidTipsCents: 8_000, expenseReimburseCents: 4_000 } },
        { nycResident: false },
        { amounts: { bonusCents: 1_000_000, commissionCents: 0, owedTipsCents: 0, paidTipsCents: 0, expenseReimburseCents: 0 } },
        {},
      ],
      3,
    );
    const fromStubs = totalsFromPaystubs(stubs);
    const fromYtd = totalsFromYtd(ytd, nycWagesOf(stubs));
    // Kinds whose sum is 0 (a void's) may be absent on one side: compare the amounts.
    const norm = (t: TW2Totals) => ({ ...t, employeeTaxes: Object.fromEntries(Object.entries(t.employeeTaxes).filter(([, v]) => v !== 0)) });
    expect(norm(fromStubs)).toEqual(norm(fromYtd));
    expect(w2Boxes(fromStubs)).toEqual(w2Boxes(fromYtd));
    // The voided run is gone from every box; the city wages are the runs while a resident.
    const kept = [stubs[0]!, stubs[1]!, stubs[2]!, stubs[5]!];
    expect(fromYtd.federalWagesCents).toBe(kept.reduce((s, r) => s + r.taxableTotal, 0));
    expect(fromYtd.nycWagesCents).toBe(stubs[0]!.taxableTotal + stubs[1]!.taxableTotal + stubs[5]!.taxableTotal);
    expect(fromYtd.tipsCents).toBe(20_000);
  });

  it('reads every box from its totals: 6 with Additional Medicare, 14 NY SDI and PFL, 15–20 New York and NYC', () => {
    const b = w2Boxes({
      federalWagesCents: 30_000_000, socialSecurityWagesCents: 18_450_000, medicareWagesCents: 30_000_000, nyStateWagesCents: 30_000_000,
      nycWagesCents: 12_000_000, tipsCents: 50_000,
      employeeTaxes: { FEDERAL_INCOME: 6_000_000, SOCIAL_SECURITY: 1_143_900, MEDICARE: 435_000, ADDITIONAL_MEDICARE: 90_000, NY_STATE_INCOME: 1_800_000, NYC_INCOME: 450_000, NY_SDI: 3_120, NY_PFL: 41_175 },
    });
    expect(b).toEqual({
      wagesCents: 30_000_000, federalTaxCents: 6_000_000,
      socialSecurityWagesCents: 18_400_000, socialSecurityTaxCents: 1_143_900, socialSecurityTipsCents: 50_000,
      medicareWagesCents: 30_000_000, medicareTaxCents: 525_000,
      other: [{ label: 'NY SDI', amountCents: 3_120 }, { label: 'NY PFL', amountCents: 41_175 }],
      state: { state: 'NY', wagesCents: 30_000_000, taxCents: 1_800_000 },
      local: { locality: 'NYC', wagesCents: 12_000_000, taxCents: 450_000 },
    });
    // Boxes 3 and 7 together are the Social Security wages, at most the 2026 wage base.
    expect(b.socialSecurityWagesCents + b.socialSecurityTipsCents).toBe(18_450_000);
  });

  it('puts at most the Social Security wages in box 7, and leaves out New York when none was paid there', () => {
    const b = w2Boxes({ federalWagesCents: 1_000, socialSecurityWagesCents: 400, medicareWagesCents: 1_000, nyStateWagesCents: 0, nycWagesCents: 0, tipsCents: 900, employeeTaxes: { FEDERAL_INCOME: 10 } });
    expect(b).toMatchObject({ socialSecurityWagesCents: 0, socialSecurityTipsCents: 400, other: [] });
    expect(b.state).toBeUndefined();
    expect(b.local).toBeUndefined();
  });

  it('a year whose only run was voided needs no W-2', () => {
    const { ytd, stubs } = year([{}], 0);
    expect(isEmptyW2(w2Boxes(totalsFromYtd(ytd, nycWagesOf(stubs))))).toBe(true);
    expect(isEmptyW2(w2Boxes(totalsFromPaystubs(stubs)))).toBe(true);
    expect(isEmptyW2(w2Boxes(totalsFromPaystubs(year([{}]).stubs)))).toBe(false);
  });
});

describe('1099-NEC', () => {
  it('needs $600 for payments through 2025 and $2,000 from 2026 (OBBBA §70433)', () => {
    expect(necThresholdCents(2016)).toBe(60_000);
    expect(necThresholdCents(2025)).toBe(60_000);
    expect(necThresholdCents(2026)).toBe(200_000);
    expect(needs1099Nec(2025, 59_999)).toBe(false);
    expect(needs1099Nec(2025, 60_000)).toBe(true);
    expect(needs1099Nec(2026, 60_000)).toBe(false);
    expect(needs1099Nec(2026, 199_999)).toBe(false);
    expect(needs1099Nec(2026, 200_000)).toBe(true);
  });

  it('masks a TIN to its last four digits, in its box’s shape', () => {
    expect(maskTin('219-09-9999')).toBe('***-**-9999');
    expect(maskTin('47-1234567')).toBe('**-***4567');
    expect(maskTin('')).toBeUndefined();
    expect(maskTin(undefined)).toBeUndefined();
    expect(maskTin('12-34')).toBeUndefined();
  });
});
