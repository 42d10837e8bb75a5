/**
 * Social Security, Medicare, Additional Medicare and FUTA for one run, against the year to date
 * before it (IRS Publication 15 (2026), sections 9 and 14).
 *
 * - Social Security: 6.2 % each side on wages until the year's wages reach the wage base; a run that
 *   crosses the base is taxed on the part below it.
 * - Medicare: 1.45 % each side on all wages.
 * - Additional Medicare: 0.9 %, employee only, on the part of the year's Medicare wages above
 *   $200,000 — the employer withholds it from the run in which wages pass $200,000 whatever the
 *   employee's filing status.
 * - FUTA: 0.6 %, employer only, on the first $7,000 of the year's wages.
 *
 * Each run's tax is its wages × rate, rounded half up to the cent; Form 941's "fractions of cents"
 * line absorbs the few cents by which a year of rounded runs can differ from rate × yearly wages.
 */
import { applyRate, overThreshold, underLimit } from './arith.js';
import type { TYearToDate } from './types.js';
import type { TFicaTables } from '../tables/types.js';

export interface TFicaRun {
  socialSecurityWagesCents: number;
  /** Each side's Social Security tax (the employer matches the employee). */
  socialSecurityCents: number;
  /** The run reached or crossed the wage base. */
  wageBaseReached: boolean;
  medicareWagesCents: number;
  /** Each side's Medicare tax. */
  medicareCents: number;
  additionalMedicareWagesCents: number;
  additionalMedicareCents: number;
  futaWagesCents: number;
  futaCents: number;
}

export function ficaAndFuta(wagesCents: number, ytd: TYearToDate, tables: TFicaTables): TFicaRun {
  const socialSecurityWagesCents = underLimit(wagesCents, ytd.socialSecurityWagesCents, tables.socialSecurityWageBaseCents);
  const additionalMedicareWagesCents = overThreshold(wagesCents, ytd.medicareWagesCents, tables.additionalMedicareThresholdCents);
  const futaWagesCents = underLimit(wagesCents, ytd.futaWagesCents, tables.futaWageBaseCents);
  return {
    socialSecurityWagesCents,
    socialSecurityCents: applyRate(socialSecurityWagesCents, tables.socialSecurityRate),
    wageBaseReached: wagesCents > 0 && ytd.socialSecurityWagesCents + wagesCents >= tables.socialSecurityWageBaseCents,
    medicareWagesCents: wagesCents,
    medicareCents: applyRate(wagesCents, tables.medicareRate),
    additionalMedicareWagesCents,
    additionalMedicareCents: applyRate(additionalMedicareWagesCents, tables.additionalMedicareRate),
    futaWagesCents,
    futaCents: applyRate(futaWagesCents, tables.futaRate),
  };
}
