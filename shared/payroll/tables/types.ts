/**
 * The shape of one tax year's payroll tables (docs/decisions/0032-payroll-engine.md). The numbers
 * live in <jurisdiction>-<year>.ts, each beside the publication it comes from; the engine reads them
 * only through `taxTablesFor(year)` (./index.ts).
 *
 * Units, so that no table holds a float:
 * - money is integer cents;
 * - a rate is integer hundred-thousandths ("millipercent"): 6.2 % = 6_200, 0.432 % = 432, 37 % = 37_000.
 *   That is the unit the engine's input already uses for the company's NY SUI rate.
 */
import type { TPayFrequency } from '../engine/types.js';

/** 100 % in millipercent. */
export const RATE_SCALE = 100_000;

/**
 * One line of an annual percentage-method schedule (Pub 15-T): when the adjusted annual wage is at
 * least `overCents` (and under the next line's), withhold `baseCents` plus `rate` of the excess.
 */
export interface TFederalBracket {
  overCents: number;
  baseCents: number;
  rate: number;
}

export interface TFederalTables {
  /** Where the numbers come from, for the run's audit trail. */
  source: string;
  /** Worksheet 1A line 1g: subtracted when Step 2 is NOT checked. */
  step2UncheckedAdjustmentCents: { marriedJointly: number; other: number };
  /** Annual schedules, each sorted by `overCents` and starting at 0. */
  standard: Record<'MARRIED_JOINTLY' | 'SINGLE' | 'HEAD_OF_HOUSEHOLD', readonly TFederalBracket[]>;
  step2Checked: Record<'MARRIED_JOINTLY' | 'SINGLE' | 'HEAD_OF_HOUSEHOLD', readonly TFederalBracket[]>;
}

export interface TFicaTables {
  source: string;
  socialSecurityRate: number;
  socialSecurityWageBaseCents: number;
  medicareRate: number;
  additionalMedicareRate: number;
  additionalMedicareThresholdCents: number;
  futaRate: number;
  futaWageBaseCents: number;
}

/** The payroll periods New York prints exact-calculation tables for. */
export type TNyTablePeriod = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';

/**
 * One Method II line (NYS-50-T): for net wages at least `atLeastCents`, tax = (net − atLeast) × rate
 * + addCents. Column 3 ("subtract") equals column 1 on every printed line, so it is not stored twice.
 */
export type TNyRow = readonly [atLeastCents: number, rate: number, addCents: number];

export interface TNyAllowances {
  /** Table B: the deduction allowance per period. */
  deductionCents: Record<TNyTablePeriod, { single: number; married: number }>;
  /** Table C: one exemption per period ($1,000 a year). Table A is B + n × C for every printed n. */
  exemptionCents: Record<TNyTablePeriod, number>;
}

export interface TNewYorkStateTables {
  source: string;
  allowances: TNyAllowances;
  methodII: Record<TNyTablePeriod, { single: readonly TNyRow[]; married: readonly TNyRow[] }>;
  /**
   * Method III (top income tax rates): from the period's printed "and over" net wage, or annualized
   * net wages at the threshold, a flat rate on the whole annualized net wage.
   */
  methodIII: {
    fromNetCents: Record<TNyTablePeriod, { single: number; married: number }>;
    annualThresholdCents: { single: number; married: number };
    /** By annualized net wages, ascending. */
    bands: readonly { atLeastCents: number; rate: number }[];
  };
}

export interface TNewYorkCityTables {
  source: string;
  allowances: TNyAllowances;
  /** Single and married print the same lines; status reaches NYC withholding only through Table B. */
  methodII: Record<TNyTablePeriod, readonly TNyRow[]>;
}

export interface TNewYorkTables {
  state: TNewYorkStateTables;
  city: TNewYorkCityTables;
  sdi: { source: string; rate: number; maxPerPeriodCents: Record<TPayFrequency, number> };
  pfl: { source: string; rate: number; annualMaxCents: number };
  sui: { source: string; wageBaseCents: number };
}

export interface TTaxTables {
  year: number;
  federal: TFederalTables;
  fica: TFicaTables;
  newYork: TNewYorkTables;
}
