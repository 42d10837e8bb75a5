/**
 * The timesheet's pure rules (docs/decisions/0027-timesheet.md): where a period may go among the
 * others, how a day's and a workweek's time is counted, and the policy's flags. Instants are
 * milliseconds since the epoch, in whole seconds; a period is [start, end), so one may end exactly
 * when the next starts.
 */
import { addDays, type TRecordType, type TTimesheetDay } from './timesheet.schema.js';

/** A period among others: `end` undefined for a running one (it reaches into the future). */
export interface TSpan {
  id: string;
  start: number;
  end?: number;
}

export type TOverlapCode = 40041 | 40042 | 40044 | 40046;

/**
 * The first period `span` may not sit beside, and the code that says how (spec 001 §8): inside
 * another 40044, including another 40046, starting inside another ("the previous end after the
 * current start") 40041, ending inside another ("the previous end after the current end") 40042.
 * Strict comparisons: touching ends are not an overlap.
 */
export function overlapOf(span: TSpan, others: readonly TSpan[]): { code: TOverlapCode; with: string } | undefined {
  const end = span.end ?? Number.POSITIVE_INFINITY;
  for (const o of others) {
    if (o.id === span.id) continue;
    const oEnd = o.end ?? Number.POSITIVE_INFINITY;
    if (!(span.start < oEnd && o.start < end)) continue;
    if (o.start <= span.start && end <= oEnd) return { code: 40044, with: o.id };
    if (span.start <= o.start && oEnd <= end) return { code: 40046, with: o.id };
    if (o.start < span.start) return { code: 40041, with: o.id };
    return { code: 40042, with: o.id };
  }
  return undefined;
}

/** Seconds of [start, end) that fall in [from, to). */
export function secondsWithin(start: number, end: number, from: number, to: number): number {
  return Math.max(0, Math.floor((Math.min(end, to) - Math.max(start, from)) / 1000));
}

/** The first day of the workweek holding `date`, for a week starting on `weekStartsOn` (0 Sunday). */
export function weekStartOf(date: string, weekStartsOn: number): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday - weekStartsOn + 7) % 7));
}

export interface TWeekInput {
  weekStart: string;
  /** Seconds worked on each day of the week (REGULAR and OVERTIME periods, cut at local midnight). */
  workedSeconds: number;
  /** Of those, seconds of periods recorded as OVERTIME. */
  overtimeTypedSeconds: number;
  /** Paid holidays of the week that fall on the policy's regular working days. */
  paidHolidays: number;
}

export interface TWeekRules {
  weeklyOvertimeHours: number;
  holidayHours: number;
}

/**
 * A workweek's split (29 U.S.C. §207(a)(1); 12 NYCRR §142-2.2 for New York, which has no daily
 * overtime): the hours worked past the weekly threshold are overtime, and so is any period the
 * employer recorded as OVERTIME, whichever is more. A paid holiday is credited its hours apart:
 * hours not worked do not count toward the threshold.
 */
export function splitWeek(week: TWeekInput, rules: TWeekRules) {
  const threshold = rules.weeklyOvertimeHours * 3600;
  const overtimeSeconds = Math.min(week.workedSeconds, Math.max(week.workedSeconds - threshold, week.overtimeTypedSeconds));
  return {
    weekStart: week.weekStart,
    weekEnd: addDays(week.weekStart, 6),
    workedSeconds: week.workedSeconds,
    regularSeconds: week.workedSeconds - overtimeSeconds,
    overtimeSeconds,
    holidaySeconds: week.paidHolidays * rules.holidayHours * 3600,
  };
}

/** Leave's record types, in the order a day's flags are read. */
const LEAVE_FLAGS: readonly [keyof TTimesheetDay, TRecordType][] = [
  ['isVacation', 'VACATION'], ['isSickLeave', 'SICK_LEAVE'], ['isLWOP', 'LWOP'], ['isUSL', 'USL'],
  ['isPendingSickLeave', 'PENDING_SICK_LEAVE'], ['isProcessingSickLeave', 'PROCESSING_SICK_LEAVE'],
];

/** The leave a day is taken by, if any (§3 Day's flags). */
export function dayLeave(day: Pick<TTimesheetDay, 'isVacation' | 'isSickLeave' | 'isLWOP' | 'isUSL' | 'isPendingSickLeave' | 'isProcessingSickLeave'>): TRecordType | undefined {
  return LEAVE_FLAGS.find(([flag]) => day[flag as keyof typeof day] === true)?.[1];
}
