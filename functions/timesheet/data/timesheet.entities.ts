import * as z from 'zod/mini';
import { RECORD_MODES, RECORD_TYPES } from '../../../shared/timesheet/timesheet.schema.js';
import { defineEntity } from '../../core/entity.js';

/**
 * A period (or a day of leave) of one employment, under the employment's timesheet partition, by
 * the local day it starts on; in the company's list by day (GSI1, the company view's one Query);
 * and, while it runs, in the company's open list (GSI2, sparse), which closing a pay period reads.
 */
export const TimeRecordEntity = defineEntity({
  name: 'TimeRecord',
  schema: z.object({
    id: z.string(),
    employmentId: z.string(),
    companyId: z.string(),
    personId: z.string(),
    projectId: z.optional(z.string()),
    mode: z.enum(RECORD_MODES),
    type: z.enum(RECORD_TYPES),
    date: z.string(),
    zoneId: z.string(),
    /** Local YYYY-MM-DDTHH:mm:ss in zoneId, as entered or stamped. */
    workPeriodStart: z.string(),
    workPeriodEnd: z.optional(z.string()),
    /** The instants, ISO UTC in whole seconds. */
    startedAt: z.string(),
    endedAt: z.optional(z.string()),
    createdAt: z.string(),
    createdBy: z.string(),
    updatedAt: z.optional(z.string()),
    updatedBy: z.optional(z.string()),
  }),
  key: (a: { employmentId: string; date: string; id: string }) => ({ PK: `TS#${a.employmentId}`, SK: `REC#${a.date}#${a.id}` }),
  keyOf: (r) => ({ employmentId: r.employmentId, date: r.date, id: r.id }),
  indexes: (r) => ({
    GSI1PK: `TSCO#${r.companyId}`,
    GSI1SK: `${r.date}#${r.employmentId}#${r.id}`,
    ...(r.endedAt ? {} : { GSI2PK: `TSOPEN#${r.companyId}`, GSI2SK: `${r.date}#${r.employmentId}#${r.id}` }),
  }),
});
export type TTimeRecordItem = ReturnType<typeof TimeRecordEntity.fromItem>;

/**
 * An employment's timesheet: the lock every write of its records takes (`version`, conditioned and
 * bumped in the write's transaction, so two writes never both pass the overlap check) and the one
 * running record, if any (one at most, whatever the day).
 */
export const TimesheetStateEntity = defineEntity({
  name: 'TimesheetState',
  schema: z.object({
    employmentId: z.string(),
    companyId: z.string(),
    version: z.number(),
    openRecordId: z.optional(z.string()),
    openRecordDate: z.optional(z.string()),
  }),
  key: (a: { employmentId: string }) => ({ PK: `TS#${a.employmentId}`, SK: 'STATE' }),
  keyOf: (s) => ({ employmentId: s.employmentId }),
});

/**
 * The company's closed days: every day up to `closedThrough` is read-only for all its employments.
 * Each record write checks it in its transaction, and closing a pay period moves it forward only.
 */
export const TimesheetClosureEntity = defineEntity({
  name: 'TimesheetClosure',
  schema: z.object({ companyId: z.string(), closedThrough: z.string(), version: z.number() }),
  key: (a: { companyId: string }) => ({ PK: `WS#${a.companyId}`, SK: 'TSCLOSED' }),
  keyOf: (c) => ({ companyId: c.companyId }),
});

/** A closed pay period of the company, newest first by its end. */
export const PayPeriodEntity = defineEntity({
  name: 'PayPeriod',
  schema: z.object({
    id: z.string(),
    companyId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    closedAt: z.string(),
    closedBy: z.string(),
    employments: z.number(),
  }),
  key: (a: { companyId: string; endDate: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `PAYPERIOD#${a.endDate}#${a.id}` }),
  keyOf: (p) => ({ companyId: p.companyId, endDate: p.endDate, id: p.id }),
});
