// Relative paths (not @shared) so the unit tests, type-checked with the root tsconfig, resolve them.
import { dayLeave, weekStartOf } from '../../../../shared/timesheet/rules.js';
import {
  addDays, daysBetween, MAX_RANGE_DAYS, type TCompanyTimesheet, type TTimeRecord, type TTimesheetDay, WORK_TYPES,
} from '../../../../shared/timesheet/timesheet.schema.js';

/**
 * The timesheet screens' pure rules (docs/decisions/0027-timesheet.md, "Web"): dates and weeks,
 * what a day allows, the live timer's clock, the period form's payload and the company table's
 * rows for the exports. Free of React and the DOM; unit-tested in test/unit/web-timesheet.test.ts.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
export const isIsoDate = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** Today in the browser's time zone (the zone every call sends), YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The workweek holding `date`, its first day on `weekStartsOn` (0 Sunday … 6 Saturday). */
export function weekRange(date: string, weekStartsOn: number): { startDate: string; endDate: string } {
  const startDate = weekStartOf(date, weekStartsOn);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The weekday (0 Sunday) of a YYYY-MM-DD: the policy's first day, read off a week the server returned. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The seven days of a week from its first. */
export const weekDays = (startDate: string) => Array.from({ length: 7 }, (_, i) => addDays(startDate, i));

/** H:mm of a number of seconds (hours may pass 24: a week's 47:30). */
export function formatHours(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** HH:mm of a local date-time (YYYY-MM-DDTHH:mm[:ss]). */
export const timeOf = (localDateTime: string) => localDateTime.slice(11, 16);
/** The YYYY-MM-DD of a local date-time. */
export const dateOf = (localDateTime: string) => localDateTime.slice(0, 10);

/** The leave a day is taken by, if any: the shared rule. */
export { dayLeave };

/** Add, edit and delete apply on days that are neither closed nor taken by leave (spec 000 §4). */
export const isDayEditable = (day: TTimesheetDay) => !day.isClosed && !dayLeave(day);

/** Edit and delete apply to REGULAR and OVERTIME records only. */
export const isWorkRecord = (r: Pick<TTimeRecord, 'type'>) => WORK_TYPES.includes(r.type);

/**
 * Start is offered on today, on a day that is not closed, not pending sick leave (spec 000 §2) nor
 * any other leave (the server refuses it there too), while nothing runs.
 */
export function canStart(day: TTimesheetDay | undefined, today: string, open: TTimeRecord | undefined): boolean {
  return Boolean(day && day.date === today && !open && isDayEditable(day));
}

/**
 * The difference between the server's clock and the device's: `serverTime` is whole seconds (the
 * server floors it), so the middle of that second is the best guess.
 */
export function clockOffset(serverTime: string, receivedAtMs: number): number {
  return Date.parse(serverTime) + 500 - receivedAtMs;
}

/** Seconds a record has run by the server's clock: the same on a reload, in a second tab, on another device. */
export function elapsedSeconds(startedAt: string, deviceNowMs: number, offsetMs: number): number {
  return Math.max(0, Math.floor((deviceNowMs + offsetMs - Date.parse(startedAt)) / 1000));
}

/**
 * A total the server counted up to its response, brought up to now when the running record counts
 * in it: the running record's seconds then are replaced by its seconds now.
 */
export function liveTotal(seconds: number, open: TTimeRecord | undefined, runningSeconds: number, counts: boolean): number {
  return open && counts ? Math.max(0, seconds - open.durationInSeconds + runningSeconds) : seconds;
}

/** The period form's values. */
export interface TPeriodValues {
  start: string;
  end: string;
  overtime?: boolean;
}

/**
 * The request of a period from the form (the day is the one shown): the end on the same day, or on
 * the day the edited record ended (a period across midnight keeps its end's day); an empty end is
 * left out (a running period).
 */
export function periodPayload(date: string, values: TPeriodValues, endDate = date) {
  return {
    workPeriodStart: `${date}T${values.start}`,
    ...(values.end ? { workPeriodEnd: `${endDate}T${values.end}` } : {}),
  };
}

/** The overlap codes (spec 001 §8): 40041, 40042, 40044, 40046. */
export const OVERLAP_CODES: readonly unknown[] = [40041, 40042, 40044, 40046];
/** The codes of a bad end: shown under the End time field. */
export const END_CODES: readonly unknown[] = [40039, 40040];

/** A date range's problem: the company's filter reads at most 42 days; a pay period (`maxDays` null) may be longer. */
export function rangeProblem(startDate: string, endDate: string, maxDays: number | null = MAX_RANGE_DAYS): 'required' | 'endBeforeStart' | 'tooLong' | undefined {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return 'required';
  if (endDate < startDate) return 'endBeforeStart';
  if (maxDays !== null && daysBetween(startDate, endDate) >= maxDays) return 'tooLong';
  return undefined;
}

/** The closed-through date of the server's 'Closed through YYYY-MM-DD already' (invalid_period). */
export function closedThroughOf(message: string | undefined): string | undefined {
  return /^Closed through (\d{4}-\d{2}-\d{2}) already$/u.exec(message ?? '')?.[1];
}

/** The company table as shown: per employee, each day's worked seconds and the range's totals. */
export interface TTimesheetTable {
  dates: string[];
  rows: { employmentId: string; name: string; days: number[]; regular: number; overtime: number; holiday: number; total: number }[];
}

/**
 * The company table's rows (and the exports'): Total is the hours paid for the range, regular plus
 * overtime plus paid holiday hours (worked hours are regular plus overtime).
 */
export function timesheetTable(data: Pick<TCompanyTimesheet, 'startDate' | 'endDate' | 'data'>): TTimesheetTable {
  const dates: string[] = [];
  for (let d = data.startDate; d <= data.endDate; d = addDays(d, 1)) dates.push(d);
  return {
    dates,
    rows: data.data.map((e) => {
      const byDate = new Map(e.days.map((d) => [d.date, d.workedSeconds]));
      const { regularSeconds: regular, overtimeSeconds: overtime, holidaySeconds: holiday } = e.totals;
      return { employmentId: e.employmentId, name: e.name, days: dates.map((d) => byDate.get(d) ?? 0), regular, overtime, holiday, total: regular + overtime + holiday };
    }),
  };
}

/** The table as text cells (CSV): a header row, then one row per employee, hours as H:mm. */
export function tableCells(table: TTimesheetTable, headers: { employee: string; day: (date: string) => string; regular: string; overtime: string; holiday: string; total: string }): string[][] {
  return [
    [headers.employee, ...table.dates.map(headers.day), headers.regular, headers.overtime, headers.holiday, headers.total],
    ...table.rows.map((r) => [r.name, ...r.days.map(formatHours), formatHours(r.regular), formatHours(r.overtime), formatHours(r.holiday), formatHours(r.total)]),
  ];
}

/** A file name for an export of the range. */
export const exportFileName = (startDate: string, endDate: string, ext: 'csv' | 'xlsx') => `timesheets-${startDate}-${endDate}.${ext}`;

/**
 * Rows per sheet: fflate (write-excel-file's zip) deflates a file over 160 KB in a Web Worker made
 * from a blob: URL, which the CSP refuses (and fflate then never answers). At most about 50 bytes of
 * sheet XML a cell (measured: 42 for whole minutes, 47 for odd seconds), so a sheet of this many rows
 * stays under 140 KB and is deflated in the page.
 */
export function rowsPerSheet(columns: number): number {
  return Math.max(1, Math.floor(140_000 / (50 * columns + 80)));
}
