/**
 * The leave domain's items (docs/data-model.md L1–L6; docs/decisions/0031-leave-balances.md). An
 * employment's leave lives under its own partition `LEAVE#<employmentId>`, so every check a write
 * relies on (overlapping requests, the balance) is one strongly consistent Query or GetItem there;
 * the company's lists read GSI1 by start date.
 */
import * as z from 'zod/mini';
import { LEAVE_KINDS, SICK_STATUSES, VACATION_STATUSES, ZCommentSchema, ZEntryFieldsSchema, ZLeaveDaySchema } from '../../../shared/leave/leave.schema.js';
import { defineEntity } from '../../core/entity.js';

const ZPartySchema = z.object({ id: z.string(), name: z.string() });

const ZStoredBalanceSchema = z.object({
  employmentId: z.string(),
  companyId: z.string(),
  personId: z.string(),
  kind: z.enum(LEAVE_KINDS),
  policyId: z.optional(z.string()),
  /**
   * The sum of every changelog entry the daily accrual does not write: used, restored, carryover
   * (added by hand, and the year end's), year end. The balance is this plus the accrual state's
   * `accrued` (L7); each entry is written with the sum that counts it.
   */
  adjustedSeconds: z.number(),
  /** What opened the current leave year (carried from the last). */
  carryoverSeconds: z.number(),
  /** The last leave year closed by the year-end carryover (so a re-run never closes it twice). */
  closedYear: z.optional(z.number()),
  /** Paid leave used in `usedYear` (the policy caps a year's use at its total). */
  usedYear: z.number(),
  yearUsedSeconds: z.number(),
  updatedAt: z.string(),
  version: z.number(),
});
export type TStoredBalance = z.output<typeof ZStoredBalanceSchema>;

/** L1. The requests' side of a balance: one per employment and kind, every change conditioned on its version. */
export const BalanceEntity = defineEntity({
  name: 'LeaveBalance',
  schema: ZStoredBalanceSchema,
  key: (a: { employmentId: string; kind: string }) => ({ PK: `LEAVE#${a.employmentId}`, SK: `BAL#${a.kind}` }),
  keyOf: (b) => ({ employmentId: b.employmentId, kind: b.kind }),
});

const ZAccrualStateSchema = z.object({
  /** The leave year the year-to-date sums count (calendar year). */
  year: z.number(),
  /** The last day accrued (inclusive). */
  through: z.string(),
  yearWorked: z.number(),
  yearEarned: z.number(),
  /** Every accrued second, all years: the sum of the balance's ACCRUED entries. */
  accrued: z.number(),
});
export type TAccrualState = z.output<typeof ZAccrualStateSchema>;

/**
 * Employments of a company spread over this many accrual items: an employment's state and intent take
 * about 240 bytes, so two items of 400 KB hold a company of about 3,000 employees. Changing the count
 * moves employments between items, so it needs a migration of the states.
 */
export const ACCRUAL_SHARDS = 2;
export function accrualShardOf(employmentId: string): number {
  let h = 0;
  for (const ch of employmentId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % ACCRUAL_SHARDS;
}

/**
 * L7. The daily accrual's state of a company's employments, a shard of them per item: the job reads
 * a company's in GetItems and writes each twice a run, conditioned on its version: its intent
 * (`pending`), then, after the entries, the states that count them.
 */
export const AccrualShardEntity = defineEntity({
  name: 'LeaveAccrualShard',
  schema: z.object({
    companyId: z.string(),
    kind: z.enum(LEAVE_KINDS),
    shard: z.number(),
    employments: z.record(z.string(), ZAccrualStateSchema),
    /**
     * A run's intent: the entries it is writing, recorded before it writes them. The run clears it
     * with the states that count them; a run that finds another's, older than the job's timeout,
     * deletes those entries (that run died) and starts over.
     */
    pending: z.optional(z.object({ runId: z.string(), startedAt: z.string(), entries: z.array(z.object({ employmentId: z.string(), createDate: z.string(), id: z.string() })) })),
    updatedAt: z.string(),
    runId: z.string(),
    version: z.number(),
  }),
  key: (a: { companyId: string; kind: string; shard: number }) => ({ PK: `WS#${a.companyId}`, SK: `LEAVEACC#${a.kind}#${a.shard}` }),
  keyOf: (s) => ({ companyId: s.companyId, kind: s.kind, shard: s.shard }),
});

const ZStoredEntrySchema = z.extend(ZEntryFieldsSchema, { employmentId: z.string(), kind: z.enum(LEAVE_KINDS) });
export type TStoredEntry = z.output<typeof ZStoredEntrySchema>;

/**
 * L2. A balance change entry, by its creation instant: a period's entries are one Query. Never
 * changed (an accrual run's are deleted only when that run died before counting them, see L7). The
 * balance after each is computed when read.
 */
export const EntryEntity = defineEntity({
  name: 'LeaveEntry',
  schema: ZStoredEntrySchema,
  key: (a: { employmentId: string; kind: string; createDate: string; id: string }) => ({
    PK: `LEAVELOG#${a.employmentId}#${a.kind}`,
    SK: `${a.createDate}#${a.id}`,
  }),
  keyOf: (e) => ({ employmentId: e.employmentId, kind: e.kind, createDate: e.createDate, id: e.id }),
});

/** L3. The employment's leave lock: every create takes it, so two overlapping requests never both land. */
export const LeaveLockEntity = defineEntity({
  name: 'LeaveLock',
  schema: z.object({ employmentId: z.string(), version: z.number() }),
  key: (a: { employmentId: string }) => ({ PK: `LEAVE#${a.employmentId}`, SK: 'LOCK' }),
  keyOf: (l) => ({ employmentId: l.employmentId }),
});

/** Timesheet records a request put on days (their ids, to take them off again). */
const ZMarkSchema = z.object({ date: z.string(), id: z.string() });

const ZStoredVacationSchema = z.object({
  id: z.string(),
  employmentId: z.string(),
  companyId: z.string(),
  personId: z.string(),
  status: z.enum(VACATION_STATUSES),
  requester: ZPartySchema,
  assignee: z.optional(ZPartySchema),
  employeeComment: z.optional(z.string()),
  assigneeComment: z.optional(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  days: z.array(z.string()),
  duration: z.number(),
  paid: z.boolean(),
  marks: z.optional(z.array(ZMarkSchema)),
  createdAt: z.string(),
  createdBy: z.string(),
  version: z.number(),
});
export type TStoredVacation = z.output<typeof ZStoredVacationSchema>;

/** L4. A vacation request, under its employment; on GSI1 under its company by start date. */
export const VacationEntity = defineEntity({
  name: 'VacationRequest',
  schema: ZStoredVacationSchema,
  key: (a: { employmentId: string; id: string }) => ({ PK: `LEAVE#${a.employmentId}`, SK: `VCR#${a.id}` }),
  keyOf: (v) => ({ employmentId: v.employmentId, id: v.id }),
  indexes: (v) => ({ GSI1PK: `VCRCO#${v.companyId}`, GSI1SK: `${v.startDate}#${v.id}` }),
});

const ZStoredSickRequestSchema = z.object({
  id: z.string(),
  employmentId: z.string(),
  companyId: z.string(),
  personId: z.string(),
  status: z.enum(SICK_STATUSES),
  paid: z.boolean(),
  requester: ZPartySchema,
  assignee: z.optional(ZPartySchema),
  startDate: z.string(),
  endDate: z.optional(z.string()),
  days: z.array(ZLeaveDaySchema),
  comments: z.array(ZCommentSchema),
  marks: z.optional(z.array(ZMarkSchema)),
  sickLeaveId: z.optional(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  version: z.number(),
});
export type TStoredSickRequest = z.output<typeof ZStoredSickRequestSchema>;

/** L5. A sick-leave request, under its employment; on GSI1 under its company by start date. */
export const SickRequestEntity = defineEntity({
  name: 'SickLeaveRequest',
  schema: ZStoredSickRequestSchema,
  key: (a: { employmentId: string; id: string }) => ({ PK: `LEAVE#${a.employmentId}`, SK: `SLR#${a.id}` }),
  keyOf: (r) => ({ employmentId: r.employmentId, id: r.id }),
  indexes: (r) => ({ GSI1PK: `SLRCO#${r.companyId}`, GSI1SK: `${r.startDate}#${r.id}` }),
});

const ZStoredSickLeaveSchema = z.object({
  id: z.string(),
  employmentId: z.string(),
  employmentName: z.string(),
  companyId: z.string(),
  personId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  paid: z.boolean(),
  days: z.array(ZLeaveDaySchema),
  /** Seconds taken off the balance (the paid days), returned when the record is deleted. */
  usedSeconds: z.number(),
  marks: z.array(ZMarkSchema),
  requestId: z.optional(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type TStoredSickLeave = z.output<typeof ZStoredSickLeaveSchema>;

/** L6. A sick leave record, under its employment; on GSI1 under its company by start date. */
export const SickLeaveEntity = defineEntity({
  name: 'SickLeave',
  schema: ZStoredSickLeaveSchema,
  key: (a: { employmentId: string; id: string }) => ({ PK: `LEAVE#${a.employmentId}`, SK: `SL#${a.id}` }),
  keyOf: (r) => ({ employmentId: r.employmentId, id: r.id }),
  indexes: (r) => ({ GSI1PK: `SLCO#${r.companyId}`, GSI1SK: `${r.startDate}#${r.id}` }),
});
