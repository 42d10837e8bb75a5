/**
 * Days and workweeks from records (docs/decisions/0027-timesheet.md): a period's seconds go to the
 * local days it spans in its own zone (a day across a daylight-saving change is 23 or 25 hours), and
 * a workweek's worked seconds split into regular and overtime under the company's policy.
 */
import { dayStart, weekdayOf } from '../../../shared/core/zoned-time.js';
import { secondsWithin, splitWeek, weekStartOf } from '../../../shared/timesheet/rules.js';
import { addDays, formatDuration, LEAVE_TYPES, type TTimesheetDay, type TWeekTotals } from '../../../shared/timesheet/timesheet.schema.js';
import type { TWorkweekRules } from '../../policies/services/workweek.js';
import type { TTimeRecordItem } from '../data/timesheet.entities.js';
import { toView } from './records.js';

const isWork = (r: TTimeRecordItem) => !LEAVE_TYPES.includes(r.type);

/**
 * The instant a local day starts, remembered: a company view asks it of the same few days and one
 * zone for every record, and each answer costs a time-zone conversion. Bounded; cleared when full.
 */
const starts = new Map<string, number>();
function startOf(date: string, zone: string): number {
  const key = `${zone}|${date}`;
  let at = starts.get(key);
  if (at === undefined) {
    if (starts.size > 10_000) starts.clear();
    starts.set(key, (at = dayStart(date, zone)));
  }
  return at;
}

/** Seconds of work on each local day, and of OVERTIME-typed work, keyed by date. */
export function secondsByDay(records: readonly TTimeRecordItem[], now: number) {
  const worked = new Map<string, number>();
  const overtime = new Map<string, number>();
  for (const r of records.filter(isWork)) {
    const start = Date.parse(r.startedAt);
    const end = r.endedAt ? Date.parse(r.endedAt) : Math.max(start, now);
    for (let d = r.date; startOf(d, r.zoneId) < end || d === r.date; d = addDays(d, 1)) {
      const s = secondsWithin(start, end, startOf(d, r.zoneId), startOf(addDays(d, 1), r.zoneId));
      worked.set(d, (worked.get(d) ?? 0) + s);
      if (r.type === 'OVERTIME') overtime.set(d, (overtime.get(d) ?? 0) + s);
    }
  }
  return { worked, overtime };
}

/** Whether a paid holiday credits hours that day: on one of the policy's regular working days. */
export const isPaidHoliday = (date: string, rules: TWorkweekRules) =>
  rules.paidHolidays.includes(date) && rules.regularWorkingDays.includes(weekdayOf(date));

/** The workweeks that overlap [from, to], each whole. */
export function weeksOver(from: string, to: string, rules: TWorkweekRules): string[] {
  const weeks: string[] = [];
  for (let w = weekStartOf(from, rules.weekStartsOn); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** The first and last day to read so that every workweek over [from, to] is whole, plus the day before (a period across midnight). */
export function readRange(from: string, to: string, rules: TWorkweekRules): [string, string] {
  const weeks = weeksOver(from, to, rules);
  return [addDays(weeks[0]!, -1), addDays(weeks.at(-1)!, 6)];
}

export function weekTotals(
  weeks: readonly string[],
  byDay: ReturnType<typeof secondsByDay>,
  rules: TWorkweekRules,
  employed: { startDate: string; terminationDate?: string },
): TWeekTotals[] {
  return weeks.map((weekStart) => {
    let workedSeconds = 0;
    let overtimeTypedSeconds = 0;
    let paidHolidays = 0;
    for (let i = 0; i < 7; i += 1) {
      const d = addDays(weekStart, i);
      workedSeconds += byDay.worked.get(d) ?? 0;
      overtimeTypedSeconds += byDay.overtime.get(d) ?? 0;
      const inEmployment = d >= employed.startDate && (!employed.terminationDate || d <= employed.terminationDate);
      if (inEmployment && isPaidHoliday(d, rules)) paidHolidays += 1;
    }
    return splitWeek({ weekStart, workedSeconds, overtimeTypedSeconds, paidHolidays }, rules);
  });
}

/** The §3 Day of each date in [from, to]: its records, flags and work time. */
export function daysOf(
  from: string,
  to: string,
  records: readonly TTimeRecordItem[],
  byDay: ReturnType<typeof secondsByDay>,
  rules: TWorkweekRules,
  closedThrough: string | undefined,
  now: number,
): TTimesheetDay[] {
  const days: TTimesheetDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const own = records.filter((r) => r.date === date).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    const has = (type: string) => own.some((r) => r.type === type);
    const seconds = byDay.worked.get(date) ?? 0;
    days.push({
      date,
      records: own.map((r) => toView(r, now)),
      isClosed: Boolean(closedThrough && date <= closedThrough),
      isVacation: has('VACATION'),
      isSickLeave: has('SICK_LEAVE'),
      isLWOP: has('LWOP'),
      isUSL: has('USL'),
      isPendingSickLeave: has('PENDING_SICK_LEAVE'),
      isProcessingSickLeave: has('PROCESSING_SICK_LEAVE'),
      isHoliday: isPaidHoliday(date, rules),
      duration: formatDuration(seconds),
      durationInSeconds: seconds,
    });
  }
  return days;
}
