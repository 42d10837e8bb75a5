/**
 * The leave balances' arithmetic (docs/decisions/0031-leave-balances.md), pure and in whole seconds,
 * so that a balance is always an exact integer and a year's accrual never drifts: every accrual is
 * the difference of two cumulative amounts, each computed from the year's totals, never a sum of
 * rounded daily slices.
 *
 * - Sick leave (NY Labor Law §196-b(1)(a): "at a rate of not less than one hour per every thirty
 *   hours worked", up to 40 or 56 hours a year by employer size): earned = floor(worked / rate),
 *   capped at the policy's yearly total.
 * - PTO: the policy's yearly total, earned evenly over the days of the leave year from the day the
 *   employment's eligibility period ends.
 * - At the leave year's end the balance is closed and at most the policy's carryover opens the next
 *   year (§196-b(1)(d): unused sick leave carries over; an employer may limit use to the yearly total).
 */
import { addDays, daysBetween } from '../timesheet/timesheet.schema.js';

export const HOUR = 3600;
/** A day of leave, for the days views (spec 000 §3 totalBalanceDays): 8 hours. */
export const DAY_SECONDS = 8 * HOUR;

/** Sick leave earned by `workedSeconds` of work in a year at one hour per `rate` hours, capped. */
export function sickEarned(workedSeconds: number, rate: number, capSeconds: number): number {
  if (!Number.isInteger(workedSeconds) || workedSeconds < 0) throw new RangeError('worked seconds must be a whole non-negative number');
  if (!Number.isInteger(rate) || rate < 1) throw new RangeError('the accumulation rate must be a whole number of hours');
  return Math.min(capSeconds, Math.floor(workedSeconds / rate));
}

/** Days in a calendar year. */
export function daysInYear(year: number): number {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365;
}

/** The day an employment becomes eligible for PTO: `eligibilityDays` after its start. */
export function eligibleFrom(startDate: string, eligibilityDays: number): string {
  return addDays(startDate, eligibilityDays);
}

/**
 * PTO earned in `year` through `through` (inclusive): the yearly total × the eligible days of the
 * year so far ÷ the days of the year, floored. Cumulative, so adding up a year of daily runs gives
 * exactly the total on December 31.
 */
export function ptoEarned(input: { year: number; through: string; eligibleFrom: string; totalSeconds: number; endDate?: string }): number {
  const first = `${input.year}-01-01`;
  const last = `${input.year}-12-31`;
  const from = input.eligibleFrom > first ? input.eligibleFrom : first;
  let to = input.through < last ? input.through : last;
  if (input.endDate && input.endDate < to) to = input.endDate;
  if (to < from) return 0;
  const days = daysBetween(from, to) + 1;
  return Math.floor((input.totalSeconds * days) / daysInYear(input.year));
}

/** What the year's end does to a balance: the balance closes and at most `carryoverSeconds` opens the next year. */
export function yearEnd(balanceSeconds: number, carryoverSeconds: number): { closing: number; carried: number } {
  const carried = Math.max(0, Math.min(balanceSeconds, carryoverSeconds));
  return { closing: balanceSeconds, carried };
}

/**
 * The working days of a leave period: the days from `startDate` to `endDate` on the company's
 * regular working weekdays (0 Sunday … 6 Saturday), excluding paid holidays.
 */
export function leaveDays(startDate: string, endDate: string, workingWeekdays: readonly number[], holidays: ReadonlySet<string> = new Set()): string[] {
  const days: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (workingWeekdays.includes(weekday) && !holidays.has(d)) days.push(d);
  }
  return days;
}

/**
 * A vacation's length: a full working day (8 h) for each working day, or, for one day with times
 * (HH:mm), the time between them, at most a day.
 */
export function vacationSeconds(days: readonly string[], times?: { startTime: string; endTime: string }): number {
  if (days.length === 1 && times) {
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    const span = (minutes(times.endTime) - minutes(times.startTime)) * 60;
    return Math.max(0, Math.min(DAY_SECONDS, span));
  }
  return days.length * DAY_SECONDS;
}

/**
 * The PTO balance projected to a day: today's balance, plus what the policy will have accrued by
 * then (the rest of this year, and when the day is in a later year, the year-end carryover limit
 * and the next year's accrual), less the paid vacations already approved between now and then.
 */
export function projectPto(input: {
  balanceSeconds: number;
  /** The day the balance is accrued through. */
  accruedThrough: string;
  to: string;
  eligibleFrom: string;
  totalSeconds: number;
  carryoverSeconds: number;
  endDate?: string;
  /** Approved paid time off after `accruedThrough` not yet deducted (normally none: approval deducts). */
  committedSeconds?: number;
}): number {
  let balance = input.balanceSeconds - (input.committedSeconds ?? 0);
  let through = input.accruedThrough;
  const earned = (year: number, day: string) =>
    ptoEarned({ year, through: day, eligibleFrom: input.eligibleFrom, totalSeconds: input.totalSeconds, ...(input.endDate ? { endDate: input.endDate } : {}) });
  while (through < input.to) {
    const year = Number(through.slice(0, 4));
    const lastDay = `${year}-12-31`;
    if (through === lastDay) {
      // The year closes: at most the carryover opens the next, which accrues from its first day.
      balance = yearEnd(balance, input.carryoverSeconds).carried;
      const next = year + 1;
      const target = input.to < `${next}-12-31` ? input.to : `${next}-12-31`;
      balance += earned(next, target);
      through = target;
      continue;
    }
    const target = input.to < lastDay ? input.to : lastDay;
    balance += earned(year, target) - earned(year, through);
    through = target;
  }
  return balance;
}

/** Hours and days of a number of seconds, for the views (two decimals, rounded half up only for display). */
export function hoursOf(seconds: number): number {
  return Math.round((seconds / HOUR) * 100) / 100;
}
export function daysOf(seconds: number): number {
  return Math.round((seconds / DAY_SECONDS) * 100) / 100;
}

/** Parses an hours amount typed with a comma or a dot as the decimal separator (spec 000 §5 Carryover). */
export function parseHours(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/u.test(normalized)) return undefined;
  return Number(normalized);
}
