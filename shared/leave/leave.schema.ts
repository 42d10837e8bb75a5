/**
 * Vacation and sick leave (spec 000 §2 "Vacation and sick leave", §3 Sick leave, balance, balance
 * change entry, requests, §4 request states, §5; docs/decisions/0031-leave-balances.md). Amounts are
 * whole seconds on the wire as well as hours and days for the views; every date is bounded.
 */
import * as z from 'zod/mini';
import { INVALID_DATE_FORMAT, isDateInRange } from '../core/bounds.js';

export const LEAVE_KINDS = ['PTO', 'SICK'] as const;
export const VACATION_STATUSES = ['REQUESTED', 'IN_PROGRESS', 'APPROVED', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;
export type TVacationStatus = (typeof VACATION_STATUSES)[number];
/** Approve, reject and cancel are offered only in these (spec 000 §4). */
export const VACATION_OPEN: readonly TVacationStatus[] = ['REQUESTED', 'IN_PROGRESS'];
export const SICK_STATUSES = ['REQUESTED', 'PENDING_SICK_LEAVE', 'PROCESSING_SICK_LEAVE', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;
export type TSickStatus = (typeof SICK_STATUSES)[number];

/** The reasons a balance changes (each changelog entry names one). */
export const ENTRY_REASONS = ['ACCRUED', 'USED', 'RESTORED', 'CARRYOVER', 'YEAR_END', 'ADJUSTMENT'] as const;

/** A request covers at most a month of days: approving it writes each day in one transaction. */
export const MAX_LEAVE_SPAN_DAYS = 31;
/** Comments: short texts. */
export const MAX_COMMENT = 1000;
/** The most hours of carryover a company adds at once (quarter hours). */
export const MAX_CARRYOVER_HOURS = 1000;

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/u;
export const ZLeaveDateSchema = z.string().check(z.refine((v) => DATE.test(v) && isDateInRange(v), INVALID_DATE_FORMAT));
const ZTimeSchema = z.string().check(z.refine((v) => TIME.test(v), INVALID_DATE_FORMAT));
const ZId = z.string().check(z.minLength(1), z.maxLength(64));
const ZComment = z.string().check(z.trim(), z.maxLength(MAX_COMMENT));
const ZBool = z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'))]);
const ZPageNumber = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0);
const ZPageSize = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20);
/** A list of ids in a query: repeated, or comma separated. */
const ZIdList = z.optional(
  z.pipe(
    z.union([z.string().check(z.maxLength(2000)), z.array(ZId).check(z.maxLength(50))]),
    z.transform((v) => (Array.isArray(v) ? v : v.split(',').filter(Boolean))),
  ),
);

export const ZEmploymentParamsSchema = z.object({ employmentId: ZId });
export const ZKindParamsSchema = z.object({ employmentId: ZId, kind: z.enum(LEAVE_KINDS) });
export const ZRequestParamsSchema = z.object({ employmentId: ZId, id: ZId });

const ZPartySchema = z.object({ id: z.string(), name: z.string() });

/** A balance (spec 000 §3 Sick-leave balance), with what explains it. */
export const ZBalanceSchema = z.object({
  kind: z.enum(LEAVE_KINDS),
  employmentId: z.string(),
  policyId: z.optional(z.string()),
  year: z.number(),
  balanceSeconds: z.number(),
  /** What opened the year (carried from the last). */
  carryoverSeconds: z.number(),
  yearAccruedSeconds: z.number(),
  yearUsedSeconds: z.number(),
  yearWorkedSeconds: z.number(),
  /** The last day accrued; days after it are accrued by the next run of the daily job. */
  accruedThrough: z.string(),
  totalBalanceHours: z.number(),
  totalBalanceDays: z.number(),
  /** The policy's yearly total and carryover limit, in hours. */
  capHours: z.optional(z.number()),
  carryoverCapHours: z.optional(z.number()),
});
export type TBalance = z.infer<typeof ZBalanceSchema>;
export const ZBalancesSchema = z.object({ pto: z.nullable(ZBalanceSchema), sick: z.nullable(ZBalanceSchema) });

/** A balance change entry as stored (seconds, signed) and as the view builds on it. */
export const ZEntryFieldsSchema = z.object({
  id: z.string(),
  duration: z.number(),
  createDate: z.string(),
  reason: z.enum(ENTRY_REASONS),
  periodStart: z.optional(z.string()),
  periodEnd: z.optional(z.string()),
  workedSeconds: z.optional(z.number()),
  requestId: z.optional(z.string()),
  by: z.optional(z.string()),
});
/** A balance change entry (spec 000 §3): duration, positive, createDate, and why. */
export const ZEntrySchema = z.extend(ZEntryFieldsSchema, { durationHours: z.number(), positive: z.boolean(), balanceAfter: z.number() });
export type TEntry = z.infer<typeof ZEntrySchema>;
export const ZEntriesQuerySchema = z.object({
  startDate: z.optional(ZLeaveDateSchema),
  endDate: z.optional(ZLeaveDateSchema),
  page: ZPageNumber,
  size: ZPageSize,
});
export const ZEntriesPageSchema = z.object({
  data: z.array(ZEntrySchema),
  totalPages: z.number(),
  balanceForPeriodHours: z.number(),
  balanceForPeriodDays: z.number(),
});

/** The company adds carryover by hand: hours, a comma accepted as the decimal separator (spec 000 §5). */
const ZHoursText = z.pipe(
  z.union([z.number(), z.string().check(z.maxLength(12))]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
    if (!Number.isFinite(n) || n <= 0 || n > MAX_CARRYOVER_HOURS || Math.round(n * 4) !== n * 4) {
      ctx.issues.push({ code: 'custom', input: v, message: 'Enter hours in quarter hours, more than 0 and at most 1000' });
      return z.NEVER;
    }
    return n;
  }),
);
export const ZCarryoverRequestSchema = z.object({ carryover: ZHoursText, comment: z.optional(ZComment) });

export const ZProjectionQuerySchema = z.object({ date: ZLeaveDateSchema });
export const ZProjectionSchema = z.object({
  date: z.string(),
  balanceSeconds: z.number(),
  projectedSeconds: z.number(),
  projectedHours: z.number(),
  projectedDays: z.number(),
});

export const ZCommentSchema = z.object({ sendBy: z.string(), content: z.string(), createAt: z.string(), requester: z.boolean() });
/** A day of leave and whether it is paid. */
export const ZLeaveDaySchema = z.object({ date: z.string(), paid: z.boolean() });

/** A vacation request (spec 000 §3). */
export const ZVacationSchema = z.object({
  id: z.string(),
  status: z.enum(VACATION_STATUSES),
  employmentId: z.string(),
  companyId: z.string(),
  requester: ZPartySchema,
  assignee: z.optional(ZPartySchema),
  employeeComment: z.optional(z.string()),
  assigneeComment: z.optional(z.string()),
  vacation: z.object({ startDate: z.string(), endDate: z.string(), startTime: z.optional(z.string()), endTime: z.optional(z.string()), duration: z.number(), durationHours: z.number(), paid: z.boolean(), days: z.array(z.string()) }),
  /** The request starts inside the employment's eligibility (probationary) period. */
  probationaryPeriod: z.boolean(),
  /** Fewer days of notice than the policy asks. */
  shortNotice: z.boolean(),
  vacationBalance: z.number(),
  enoughBalance: z.boolean(),
  createdAt: z.string(),
  version: z.number(),
});
export type TVacation = z.infer<typeof ZVacationSchema>;
export const ZCreateVacationSchema = z.object({
  employmentId: ZId,
  startDate: ZLeaveDateSchema,
  endDate: ZLeaveDateSchema,
  startTime: z.optional(ZTimeSchema),
  endTime: z.optional(ZTimeSchema),
  paid: z._default(ZBool, true),
  employeeComment: z.optional(ZComment),
});
export const ZVacationStatusSchema = z.object({
  status: z.enum(['IN_PROGRESS', 'APPROVED', 'REJECTED', 'CANCELLED']),
  comment: z.optional(ZComment),
});

/** The lists' filter (spec 000 §3 Request filter). */
export const ZRequestFilterSchema = z.object({
  employerId: z.optional(ZId),
  employmentsId: ZIdList,
  status: z.optional(z.string().check(z.maxLength(40))),
  startDate: z.optional(ZLeaveDateSchema),
  endDate: z.optional(ZLeaveDateSchema),
  page: ZPageNumber,
  size: ZPageSize,
});
export const ZVacationPageSchema = z.object({ data: z.array(ZVacationSchema), totalPages: z.number() });

/** A sick leave record (spec 000 §3 Sick leave). */
export const ZSickLeaveSchema = z.object({
  id: z.string(),
  employment: z.object({ id: z.string(), name: z.string(), companyId: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  paid: z.boolean(),
  days: z.array(ZLeaveDaySchema),
  requestId: z.optional(z.string()),
});
export type TSickLeave = z.infer<typeof ZSickLeaveSchema>;
export const ZCreateSickLeaveSchema = z.object({
  employmentId: ZId,
  startDate: ZLeaveDateSchema,
  endDate: ZLeaveDateSchema,
  isPaid: z._default(ZBool, false),
});
export const ZSickLeavePageSchema = z.object({ data: z.array(ZSickLeaveSchema), totalPages: z.number() });

/** A sick-leave request (spec 000 §3). */
export const ZSickRequestSchema = z.object({
  id: z.string(),
  status: z.enum(SICK_STATUSES),
  paid: z.boolean(),
  employmentId: z.string(),
  companyId: z.string(),
  requester: ZPartySchema,
  assignee: z.optional(ZPartySchema),
  sickLeave: z.object({ startDate: z.string(), endDate: z.optional(z.string()), duration: z.number(), durationHours: z.number(), paid: z.boolean() }),
  sickLeaveBalance: z.number(),
  enoughBalance: z.boolean(),
  days: z.array(ZLeaveDaySchema),
  comments: z.array(ZCommentSchema),
  createdAt: z.string(),
  version: z.number(),
});
export type TSickRequest = z.infer<typeof ZSickRequestSchema>;
export const ZCreateSickRequestSchema = z.object({
  employmentId: ZId,
  startDate: ZLeaveDateSchema,
  endDate: z.optional(ZLeaveDateSchema),
  paid: z._default(ZBool, false),
  comment: z.optional(ZComment),
});
export const ZSickActionSchema = z.object({ comment: z.optional(ZComment) });
export const ZSickCommentSchema = z.object({ content: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_COMMENT)) });
/** Complete: the period the company marks and each day's paid flag (spec 000 §3 complete: markedPeriod). */
export const ZCompleteSickSchema = z.object({
  markedPeriod: z.object({ startDate: ZLeaveDateSchema, endDate: ZLeaveDateSchema }),
  days: z.array(z.object({ date: ZLeaveDateSchema, paid: ZBool })).check(z.maxLength(MAX_LEAVE_SPAN_DAYS)),
});
export const ZSickRequestPageSchema = z.object({ data: z.array(ZSickRequestSchema), totalPages: z.number() });

/** The sick-leave list's filter (spec 000 §3: the start date defaults to today, on the client). */
export const ZSickLeaveFilterSchema = ZRequestFilterSchema;

/** The employments a caller works with leave for (the employee page's employer radio, the company's select). */
export const ZLeaveEmploymentsSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), companyId: z.string(), companyName: z.string(), startDate: z.string() })),
});
