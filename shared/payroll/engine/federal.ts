/**
 * Federal income tax withholding: IRS Publication 15-T (2026), Section 1, Worksheet 1A ("Employer's
 * Withholding Worksheet for Percentage Method Tables for Automated Payroll Systems"), for a Form W-4
 * from 2020 or later. The line numbers below are the worksheet's.
 *
 * Rounding: the worksheet's lines are in dollars and cents, and so is this: the result is not rounded
 * to whole dollars, so a paystub matches a hand calculation of the worksheet to the cent. Line 2e (a
 * percentage) and lines 2h and 3b (the two divisions by the number of pay periods) are rounded half
 * up to the cent; everything else is exact.
 */
import { applyRate, divRound } from './arith.js';
import type { TFederalWithholding } from './types.js';
import type { TFederalBracket, TFederalTables } from '../tables/types.js';

/** Withholding without a signed W-4 (Pub 15-T: as Single, Step 2 unchecked, no other entries). */
export const NO_W4: TFederalWithholding = {
  filingStatus: 'SINGLE',
  multipleJobs: false,
  creditsCents: 0,
  otherIncomeCents: 0,
  deductionsCents: 0,
  extraWithholdingCents: 0,
  exempt: false,
};

/** Lines 2a–2f: the tentative annual withholding on an adjusted annual wage amount. */
export function annualTentative(adjustedAnnualCents: number, schedule: readonly TFederalBracket[]): number {
  let row = schedule[0]!;
  for (const candidate of schedule) if (adjustedAnnualCents >= candidate.overCents) row = candidate;
  // 2d = 1i − 2a; 2e = 2d × 2c; 2f = 2b + 2e.
  return row.baseCents + applyRate(adjustedAnnualCents - row.overCents, row.rate);
}

/**
 * The federal income tax to withhold this period from `wagesCents` (line 1a), or 0 for an exempt
 * W-4. Nothing is withheld, not even Step 4(c), from a period without wages.
 */
export function federalIncomeTax(wagesCents: number, periods: number, w4: TFederalWithholding, tables: TFederalTables): number {
  if (w4.exempt || wagesCents === 0) return 0;
  // Step 1: annualize (1c), add other income (1d, 1e), subtract deductions and the line 1g amount.
  const annualWages = wagesCents * periods + w4.otherIncomeCents;
  const { marriedJointly, other } = tables.step2UncheckedAdjustmentCents;
  const line1g = w4.multipleJobs ? 0 : w4.filingStatus === 'MARRIED_JOINTLY' ? marriedJointly : other;
  const adjustedAnnual = Math.max(0, annualWages - (w4.deductionsCents + line1g)); // 1i
  // Step 2: the table lookup and the period's tentative withholding (2h).
  const schedule = (w4.multipleJobs ? tables.step2Checked : tables.standard)[w4.filingStatus];
  const tentative = divRound(annualTentative(adjustedAnnual, schedule), periods);
  // Step 3: the credits per period (3b), never below zero (3c).
  const afterCredits = Math.max(0, tentative - divRound(w4.creditsCents, periods));
  // Step 4: the extra withholding per period (4a, 4b).
  return afterCredits + w4.extraWithholdingCents;
}
