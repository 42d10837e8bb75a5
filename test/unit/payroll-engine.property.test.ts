/**
 * Properties of the gross-to-net engine (docs/decisions/0032-payroll-engine.md), checked with
 * fast-check over bounded random runs: the paycheck balances, no tax is negative, and a year of runs
 * never passes a wage base or cap and adds up to its year to date.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyYearToDate, grossToNet } from '../../shared/payroll/engine/gross-to-net.js';
import {
  EMPLOYEE_TAX_KINDS,
  EMPLOYER_TAX_KINDS,
  PAY_FREQUENCIES,
  type TEngineInput,
  type TEngineResult,
  type TYearToDate,
} from '../../shared/payroll/engine/types.js';
import { taxTablesFor } from '../../shared/payroll/tables/index.js';

const TABLES = taxTablesFor(2026);
const SEED = 20_260_117; // fixed: a failure reproduces on every machine

const hoursArb = fc.record({
  regular: fc.integer({ min: 0, max: 10_000 }),
  overtime: fc.integer({ min: 0, max: 3_000 }),
  doubleTime: fc.integer({ min: 0, max: 1_000 }),
  holiday: fc.integer({ min: 0, max: 1_600 }),
  pto: fc.integer({ min: 0, max: 1_600 }),
  sickLeave: fc.integer({ min: 0, max: 1_600 }),
});
const amountsArb = fc.record({
  bonusCents: fc.integer({ min: 0, max: 5_000_000 }),
  commissionCents: fc.integer({ min: 0, max: 1_000_000 }),
  owedTipsCents: fc.integer({ min: 0, max: 200_000 }),
  paidTipsCents: fc.integer({ min: 0, max: 200_000 }),
  expenseReimburseCents: fc.integer({ min: 0, max: 100_000 }),
});
const w4Arb = fc.option(
  fc.record({
    filingStatus: fc.constantFrom('SINGLE', 'MARRIED_JOINTLY', 'HEAD_OF_HOUSEHOLD'),
    multipleJobs: fc.boolean(),
    creditsCents: fc.integer({ min: 0, max: 1_000_000 }),
    otherIncomeCents: fc.integer({ min: 0, max: 5_000_000 }),
    deductionsCents: fc.integer({ min: 0, max: 5_000_000 }),
    extraWithholdingCents: fc.integer({ min: 0, max: 50_000 }),
    exempt: fc.boolean(),
  }),
  { nil: undefined },
);
const it2104Arb = fc.option(
  fc.record({
    filingStatus: fc.constantFrom('SINGLE_OR_HEAD', 'MARRIED', 'MARRIED_HIGHER_SINGLE'),
    nysAllowances: fc.integer({ min: 0, max: 15 }),
    nycAllowances: fc.integer({ min: 0, max: 15 }),
    nysAdditionalCents: fc.integer({ min: 0, max: 20_000 }),
    nycAdditionalCents: fc.integer({ min: 0, max: 20_000 }),
  }),
  { nil: undefined },
);
/** Everything about a run but its year to date. */
const runArb = fc.record({
  taxYear: fc.constant(2026),
  payFrequency: fc.constantFrom(...PAY_FREQUENCIES),
  payType: fc.constantFrom('HOUR_RATE', 'FIX_RATE'),
  rateCents: fc.integer({ min: 0, max: 2_000_000 }),
  overtimeRateHundredths: fc.integer({ min: 100, max: 300 }),
  hours: hoursArb,
  amounts: amountsArb,
  w4: w4Arb,
  it2104: it2104Arb,
  newYork: fc.boolean(),
  nycResident: fc.boolean(),
  nySuiRateMillipercent: fc.integer({ min: 0, max: 10_000 }),
});
/** A year to date part way through the year, consistent with the wage bases. */
const ytdArb = fc.record({
  grossCents: fc.integer({ min: 0, max: 50_000_000 }),
  socialSecurityWagesCents: fc.integer({ min: 0, max: TABLES.fica.socialSecurityWageBaseCents }),
  medicareWagesCents: fc.integer({ min: 0, max: 50_000_000 }),
  futaWagesCents: fc.integer({ min: 0, max: TABLES.fica.futaWageBaseCents }),
  nySuiWagesCents: fc.integer({ min: 0, max: TABLES.newYork.sui.wageBaseCents }),
  pflCents: fc.integer({ min: 0, max: TABLES.newYork.pfl.annualMaxCents }),
});
const withYtd = (run: Omit<TEngineInput, 'ytd'>, ytd: TYearToDate): TEngineInput => ({ ...run, ytd }) as TEngineInput;
const amounts = (r: TEngineResult) => [...r.employeeTaxes, ...r.employerTaxes];

describe('one run', () => {
  it('balances: netPay + totalEmployeeTax = taxableTotal − paid tips + expense reimbursement', () => {
    fc.assert(
      fc.property(runArb, ytdArb, (run, y) => {
        const ytd = { ...emptyYearToDate(), ...y, federalWagesCents: y.grossCents, employeeTaxes: { NY_PFL: y.pflCents } };
        const r = grossToNet(withYtd(run, ytd));
        expect(r.netPay + r.totalEmployeeTax).toBe(r.taxableTotal - run.amounts.paidTipsCents + run.amounts.expenseReimburseCents);
        expect(r.taxableTotal).toBe(r.earnings.reduce((sum, line) => sum + line.amountCents, 0));
        expect(r.total).toBe(r.taxableTotal + run.amounts.expenseReimburseCents);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('never computes a negative or fractional tax, and never taxes more wages than the run pays', () => {
    fc.assert(
      fc.property(runArb, ytdArb, (run, y) => {
        const r = grossToNet(withYtd(run, { ...emptyYearToDate(), ...y, employeeTaxes: { NY_PFL: y.pflCents } }));
        for (const line of amounts(r)) {
          expect(Number.isSafeInteger(line.amountCents) && line.amountCents >= 0).toBe(true);
          expect(line.wagesCents).toBeGreaterThanOrEqual(0);
          expect(line.wagesCents).toBeLessThanOrEqual(r.taxableTotal);
        }
        for (const line of r.earnings) expect(Number.isSafeInteger(line.amountCents) && line.amountCents >= 0).toBe(true);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('a year of 26 biweekly runs', () => {
  const yearArb = fc.record({
    run: runArb.map((run) => ({ ...run, payFrequency: 'BIWEEKLY' as const, payType: 'HOUR_RATE' as const, newYork: true })),
    // Per-run wages from nothing to about $40,000, so some years cross every base and threshold.
    rates: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 26, maxLength: 26 }),
  });

  it('keeps every wage base and cap, and the runs add up to the final year to date', () => {
    fc.assert(
      fc.property(yearArb, ({ run, rates }) => {
        let ytd = emptyYearToDate();
        const perRun: TEngineResult[] = [];
        for (const rateCents of rates) {
          const r = grossToNet(withYtd({ ...run, rateCents }, ytd));
          perRun.push(r);
          ytd = r.ytd;
          expect(ytd.socialSecurityWagesCents).toBeLessThanOrEqual(TABLES.fica.socialSecurityWageBaseCents);
          expect(ytd.futaWagesCents).toBeLessThanOrEqual(TABLES.fica.futaWageBaseCents);
          expect(ytd.nySuiWagesCents).toBeLessThanOrEqual(TABLES.newYork.sui.wageBaseCents);
          expect(ytd.employeeTaxes.NY_PFL ?? 0).toBeLessThanOrEqual(TABLES.newYork.pfl.annualMaxCents);
        }
        const total = (pick: (r: TEngineResult) => number) => perRun.reduce((sum, r) => sum + pick(r), 0);
        const gross = total((r) => r.taxableTotal);
        expect(ytd.grossCents).toBe(gross);
        expect(ytd.socialSecurityWagesCents).toBe(Math.min(gross, TABLES.fica.socialSecurityWageBaseCents));
        expect(ytd.futaWagesCents).toBe(Math.min(gross, TABLES.fica.futaWageBaseCents));
        expect(ytd.netPayCents).toBe(total((r) => r.netPay));
        const additional = total((r) => r.employeeTaxes.find((line) => line.kind === 'ADDITIONAL_MEDICARE')?.wagesCents ?? 0);
        expect(additional).toBe(Math.max(0, gross - TABLES.fica.additionalMedicareThresholdCents));
        for (const kind of EMPLOYEE_TAX_KINDS) {
          expect(ytd.employeeTaxes[kind] ?? 0).toBe(total((r) => r.employeeTaxes.find((line) => line.kind === kind)?.amountCents ?? 0));
        }
        for (const kind of EMPLOYER_TAX_KINDS) {
          expect(ytd.employerTaxes[kind] ?? 0).toBe(total((r) => r.employerTaxes.find((line) => line.kind === kind)?.amountCents ?? 0));
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
