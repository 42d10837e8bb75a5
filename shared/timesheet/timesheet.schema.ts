/**
 * The timesheet (spec 000 §2 Timesheet, §3 Timesheet record, Day, Filter, §4, §5 formats and server
 * checks; docs/decisions/0027-timesheet.md). A record is a period of work (or, written by leave, a
 * day of leave) of one employment, in the employment's time zone: local times as the person reads
 * them, and the instants they stand for, so a period across midnight or a daylight-saving change
 * lasts what it really lasted.
 */
import * as z from 'zod/mini';
import { INVALID_DATE_FORMAT, isDateInRange } from '../core/bounds.js';

export const RECORD_MODES = ['MANUAL', 'AUTO'] as const;
export type TRecordMode = (typeof RECORD_MODES)[number];
export const RECORD_TYPES = ['REGULAR', 'OVERTIME', 'VACATION', 'SICK_LEAVE', 'LWOP', 'PENDING_SICK_LEAVE', 'PROCESSING_SICK_LEAVE', 'USL'] as const;
export type TRecordType = (typeof RECORD_TYPES)[number];
/** The types a person keeps by hand (edit and delete apply to these only); the others are leave's. */
export const WORK_TYPES: readonly TRecordType[] = ['REGULAR', 'OVERTIME'];
/** A day holding a record of one of these takes no add, edit or delete (spec 000 §4 Timesheet). */
export const LEAVE_TYPES: readonly TRecordType[] = ['VACATION', 'SICK_LEAVE', 'LWOP', 'PENDING_SICK_LEAVE', 'PROCESSING_SICK_LEAVE', 'USL'];

/** The spec's message for every date and time the timesheet reads (§5). */
export { INVALID_DATE_FORMAT };
/** A period is at most a day: the overlap check reads the day before and after, and sums stay small. */
export const MAX_PERIOD_HOURS = 24;
export const PERIOD_TOO_LONG = 'A period cannot be longer than 24 hours';
/** The longest range one read returns: a month and a few days, so a week view across months fits. */
export const MAX_RANGE_DAYS = 42;
export const RANGE_TOO_LONG = 'Choose at most 42 days';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
/** YYYY-MM-DDTHH:mm or YYYY-MM-DDTHH:mm:ss (§3 and §5 name both). */
const DATETIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/u;

export const ZDateSchema = z.string().check(z.refine((v) => DATE.test(v) && isDateInRange(v), INVALID_DATE_FORMAT));
export const ZLocalDateTimeSchema = z.string().check(z.refine((v) => DATETIME.test(v) && isDateInRange(v.slice(0, 10)), INVALID_DATE_FORMAT));
const ZId = z.string().check(z.minLength(1), z.maxLength(64));

/** A record as the API shows it. Times are local to `zoneId`, with seconds; `end` absent: in progress. */
export const ZTimeRecordSchema = z.object({
  id: z.string(),
  employmentId: z.string(),
  projectId: z.optional(z.string()),
  mode: z.enum(RECORD_MODES),
  type: z.enum(RECORD_TYPES),
  /** The local day the period starts on. */
  date: z.string(),
  workPeriodStart: z.string(),
  workPeriodEnd: z.optional(z.string()),
  /** The instants (UTC), so a client can run the timer from the server's start. */
  startedAt: z.string(),
  endedAt: z.optional(z.string()),
  zoneId: z.string(),
  durationInSeconds: z.number(),
});
export type TTimeRecord = z.infer<typeof ZTimeRecordSchema>;

/** A day of one employment (§3 Day). */
export const ZTimesheetDaySchema = z.object({
  date: z.string(),
  records: z.array(ZTimeRecordSchema),
  isClosed: z.boolean(),
  isVacation: z.boolean(),
  isSickLeave: z.boolean(),
  isLWOP: z.boolean(),
  isUSL: z.boolean(),
  isPendingSickLeave: z.boolean(),
  isProcessingSickLeave: z.boolean(),
  /** A paid holiday of the company's Holiday and Overtime Policy. */
  isHoliday: z.boolean(),
  /** Work time of the day, as H:mm:ss. */
  duration: z.string(),
  durationInSeconds: z.number(),
});
export type TTimesheetDay = z.infer<typeof ZTimesheetDaySchema>;

/** A workweek's totals under the policy: regular up to 40 hours, overtime past it, and paid holiday hours apart. */
export const ZWeekTotalsSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  workedSeconds: z.number(),
  regularSeconds: z.number(),
  overtimeSeconds: z.number(),
  holidaySeconds: z.number(),
});
export type TWeekTotals = z.infer<typeof ZWeekTotalsSchema>;

export const ZRangeQuerySchema = z
  .object({ startDate: ZDateSchema, endDate: ZDateSchema })
  .check(
    z.refine((q) => q.startDate <= q.endDate, { message: 'End is before start', path: ['endDate'] }),
    z.refine((q) => q.startDate > q.endDate || daysBetween(q.startDate, q.endDate) < MAX_RANGE_DAYS, { message: RANGE_TOO_LONG, path: ['endDate'] }),
  );

export const ZEmploymentParamsSchema = z.object({ employmentId: ZId });
export const ZRecordParamsSchema = z.object({ employmentId: ZId, id: ZId });

/** The days of one employment: the day view and the week view. */
export const ZTimesheetSchema = z.object({
  employmentId: z.string(),
  zoneId: z.string(),
  /** The local day now, in `zoneId`. */
  today: z.string(),
  /** The server's clock, so the timer ticks from the server's start whatever the device's clock says. */
  serverTime: z.string(),
  days: z.array(ZTimesheetDaySchema),
  weeks: z.array(ZWeekTotalsSchema),
  /** The running record, whatever day it started on. */
  open: z.optional(ZTimeRecordSchema),
  /** Days up to and including this one are closed (a closed pay period). */
  closedThrough: z.optional(z.string()),
});
export type TTimesheet = z.infer<typeof ZTimesheetSchema>;

export const ZStartRequestSchema = z.object({ projectId: z.optional(ZId) });
export const ZPeriodRequestSchema = z.object({
  workPeriodStart: ZLocalDateTimeSchema,
  workPeriodEnd: z.optional(ZLocalDateTimeSchema),
  projectId: z.optional(ZId),
  /**
   * REGULAR or OVERTIME: a new period is REGULAR unless given, an edited one keeps its type unless
   * given. Only the employer sets or changes it (decision 0027).
   */
  type: z.optional(z.enum(['REGULAR', 'OVERTIME'])),
});
export type TPeriodRequest = z.infer<typeof ZPeriodRequestSchema>;

/** An employment the person may keep a timesheet for (§2: with more than one, they choose). */
export const ZAssignmentSchema = z.object({
  employmentId: z.string(),
  employerId: z.string(),
  employerName: z.string(),
  projects: z.array(z.object({ id: z.string(), title: z.string() })),
});
export const ZAssignmentsSchema = z.object({ data: z.array(ZAssignmentSchema) });

/** The company's view (§3 Filter): startDate, endDate, employmentsId, projectId, employerId. */
export const ZCompanyFilterSchema = z.extend(ZRangeQuerySchema, {
  /** Comma-separated employment ids (at most 200). */
  employmentsId: z.optional(
    z.pipe(
      z.string().check(z.maxLength(200 * 65)),
      z.transform((v) => v.split(',').filter(Boolean).slice(0, 200)),
    ),
  ),
  projectId: z.optional(ZId),
  /** A grant holder names the employer whose timesheets they operate; a company is its own. */
  employerId: z.optional(ZId),
});

export const ZEmployeeTimesheetSchema = z.object({
  employmentId: z.string(),
  name: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      workedSeconds: z.number(),
      isClosed: z.boolean(),
      isHoliday: z.boolean(),
      leave: z.optional(z.enum(RECORD_TYPES)),
      /** More than 16 hours worked in the day (the policy's limit): flagged, not refused. */
      overLimit: z.boolean(),
      /** Less than the policy's 8-hour break since the previous day's last period. */
      shortBreak: z.boolean(),
      open: z.boolean(),
    }),
  ),
  weeks: z.array(ZWeekTotalsSchema),
  totals: z.object({ workedSeconds: z.number(), regularSeconds: z.number(), overtimeSeconds: z.number(), holidaySeconds: z.number() }),
});
export type TEmployeeTimesheet = z.infer<typeof ZEmployeeTimesheetSchema>;
export const ZCompanyTimesheetSchema = z.object({
  employerId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The workweek's first day under the policy (0 Sunday … 6 Saturday). */
  weekStartsOn: z.number(),
  data: z.array(ZEmployeeTimesheetSchema),
});
export type TCompanyTimesheet = z.infer<typeof ZCompanyTimesheetSchema>;

export const ZClosePayPeriodRequestSchema = z
  .object({ startDate: ZDateSchema, endDate: ZDateSchema })
  .check(z.refine((q) => q.startDate <= q.endDate, { message: 'End is before start', path: ['endDate'] }));
export const ZPayPeriodSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  closedAt: z.string(),
  closedBy: z.string(),
  employments: z.number(),
});
export type TPayPeriod = z.infer<typeof ZPayPeriodSchema>;
export const ZPayPeriodsSchema = z.object({ data: z.array(ZPayPeriodSchema) });

/** Whole days from one YYYY-MM-DD to another (UTC calendar arithmetic; no zone is involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `n` days after a YYYY-MM-DD. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** H:mm:ss of a number of seconds (the day's `duration`). */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
