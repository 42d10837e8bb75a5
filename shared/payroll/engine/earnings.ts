/**
 * The earnings lines of one run (issue 17 §3; docs/decisions/0032-payroll-engine.md).
 *
 * - HOUR_RATE: regular, holiday, PTO and sick leave at rate × hours; overtime at rate × the Holiday
 *   and Overtime Policy's multiplier; double time at 2 × rate.
 * - FIX_RATE: the rate is a salary per month. The period's salary (monthly × 12 ÷ periods a year) is
 *   the REGULAR line with the regular hours; holiday, PTO and sick hours are shown at no amount, being
 *   paid inside the salary; overtime and double time are paid on the hourly equivalent monthly × 12 ÷
 *   2,080 (a 40-hour week × 52).
 *
 * Hours are hundredths. Each amount is computed from the unrounded rate and rounded once, so a
 * multiplied rate never loses the half cent an hour that rounding the rate first would (the line's
 * shown rate is the rounded one).
 */
import { mulDivRound } from './arith.js';
import { EARNING_KINDS, type TEarningKind, type TEarningLine, type TEngineInput, type TPayFrequency } from './types.js';

const PERIODS_PER_YEAR: Readonly<Record<TPayFrequency, number>> = {
  WEEKLY: 52,
  BIWEEKLY: 26,
  SEMI_MONTHLY: 24,
  MONTHLY: 12,
  QUARTERLY: 4,
  ANNUALLY: 1,
};

/** Pay periods in a year for a pay frequency (WEEKLY 52 … ANNUALLY 1). */
export function periodsPerYear(frequency: TPayFrequency): number {
  return PERIODS_PER_YEAR[frequency];
}

/** A full-time year, in hours, for a monthly salary's hourly equivalent. */
export const FULL_TIME_HOURS_PER_YEAR = 2_080;

/** Hundredths of an hour × cents per hour ÷ 100 = cents. */
const HOURS_SCALE = 100;

interface TLineDraft {
  hours: number;
  rateCents: number;
  amountCents: number;
}

function hourly(hours: number, rateCents: number, multiplierHundredths = 100): TLineDraft {
  return {
    hours,
    rateCents: mulDivRound([rateCents, multiplierHundredths], 100),
    amountCents: mulDivRound([hours, rateCents, multiplierHundredths], HOURS_SCALE * 100),
  };
}

/** Hours paid on a monthly salary's hourly equivalent (monthly × 12 ÷ 2,080) at a multiplier. */
function salaried(hours: number, monthlyCents: number, multiplierHundredths: number): TLineDraft {
  const perYear = FULL_TIME_HOURS_PER_YEAR * 100;
  return {
    hours,
    rateCents: mulDivRound([monthlyCents, 12, multiplierHundredths], perYear),
    amountCents: mulDivRound([hours, monthlyCents, 12, multiplierHundredths], perYear * HOURS_SCALE),
  };
}

const amountOnly = (amountCents: number): TLineDraft => ({ hours: 0, rateCents: 0, amountCents });

function drafts(input: TEngineInput): Record<TEarningKind, TLineDraft> {
  const { hours, amounts, rateCents, overtimeRateHundredths: multiplier } = input;
  const common = {
    BONUS: amountOnly(amounts.bonusCents),
    COMMISSION: amountOnly(amounts.commissionCents),
    OWED_TIPS: amountOnly(amounts.owedTipsCents),
    PAID_TIPS: amountOnly(amounts.paidTipsCents),
  };
  if (input.payType === 'HOUR_RATE') {
    return {
      REGULAR: hourly(hours.regular, rateCents),
      OVERTIME: hourly(hours.overtime, rateCents, multiplier),
      DOUBLE_TIME: hourly(hours.doubleTime, rateCents, 200),
      HOLIDAY: hourly(hours.holiday, rateCents),
      PTO: hourly(hours.pto, rateCents),
      SICK_LEAVE: hourly(hours.sickLeave, rateCents),
      ...common,
    };
  }
  const inSalary = (h: number): TLineDraft => ({ hours: h, rateCents: 0, amountCents: 0 });
  return {
    // The salary is an amount, not hours × a rate: its rate column stays 0 ("0 for amounts").
    REGULAR: { hours: hours.regular, rateCents: 0, amountCents: mulDivRound([rateCents, 12], periodsPerYear(input.payFrequency)) },
    OVERTIME: salaried(hours.overtime, rateCents, multiplier),
    DOUBLE_TIME: salaried(hours.doubleTime, rateCents, 200),
    HOLIDAY: inSalary(hours.holiday),
    PTO: inSalary(hours.pto),
    SICK_LEAVE: inSalary(hours.sickLeave),
    ...common,
  };
}

/**
 * The paystub's earnings lines in EARNING_KINDS order: REGULAR always, any other line only when it
 * has hours or an amount. Each line carries its year to date after this run.
 */
export function earningLines(input: TEngineInput): TEarningLine[] {
  const byKind = drafts(input);
  return EARNING_KINDS.filter((kind) => kind === 'REGULAR' || byKind[kind].hours > 0 || byKind[kind].amountCents > 0).map((kind) => ({
    kind,
    ...byKind[kind],
    ytdCents: (input.ytd.earnings[kind] ?? 0) + byKind[kind].amountCents,
  }));
}
