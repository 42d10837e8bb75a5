/**
 * How every change to an employment's records is read and written (docs/decisions/0027-timesheet.md):
 * read the employment's lock and the company's closed days consistently, read the records around the
 * change, check it, then write it in one transaction that bumps the lock on the version read and
 * checks the closed days again. Two writes of one employment never both pass the overlap check; a
 * write that loses goes again (`untilCommitted`) and then sees the winner.
 */
import { AppError } from '../../core/errors.js';
import { isTimeZone } from '../../../shared/core/zoned-time.js';
import { overlapOf, type TSpan } from '../../../shared/timesheet/rules.js';
import { addDays, LEAVE_TYPES, type TRecordType } from '../../../shared/timesheet/timesheet.schema.js';
import { config } from '../../core/config.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import type { TRequestContext } from '../../core/http.js';
import { TimeRecordEntity, TimesheetClosureEntity, TimesheetStateEntity, type TTimeRecordItem } from '../data/timesheet.entities.js';

export type TState = ReturnType<typeof TimesheetStateEntity.fromItem>;

/** The caller's time zone (the x-time-zone header), or 400 when the runtime does not know it. */
export function zoneOf(ctx: TRequestContext): string {
  if (!isTimeZone(ctx.timeZone)) throw new AppError('invalid_request', { param: 'x-time-zone', message: 'Unknown time zone' });
  return ctx.timeZone;
}

/** Now, in whole seconds. */
export const nowMs = () => Math.floor(Date.now() / 1000) * 1000;
export const isoOf = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

export const spanOf = (r: TTimeRecordItem): TSpan => ({ id: r.id, start: Date.parse(r.startedAt), ...(r.endedAt ? { end: Date.parse(r.endedAt) } : {}) });

/** An employment's lock and its company's closed days, read consistently. */
export async function readGuards(employmentId: string, companyId: string) {
  const [state, closure] = await Promise.all([
    TimesheetStateEntity.get({ employmentId }, { consistent: true }),
    TimesheetClosureEntity.get({ companyId }, { consistent: true }),
  ]);
  return { state, closedThrough: closure?.closedThrough };
}

/** The records of the days from one date to another (inclusive), read consistently. */
export function recordsBetween(employmentId: string, from: string, to: string, consistent = true): Promise<TTimeRecordItem[]> {
  return queryAll(TimeRecordEntity, { pk: `TS#${employmentId}`, skBetween: [`REC#${from}#`, `REC#${to}#~`], consistent }, 5000);
}

/** Refuses a change on a closed day (a closed pay period: nobody, through any route). */
export function assertOpenDays(dates: readonly string[], closedThrough: string | undefined): void {
  if (closedThrough && dates.some((d) => d <= closedThrough)) {
    throw new AppError('day_closed', { param: 'date' });
  }
}

/** Refuses a change on a day of leave (vacation, sick leave, unpaid leave, sick leave pending or processing). */
export function assertNoLeave(dates: readonly string[], records: readonly TTimeRecordItem[]): void {
  const leave = records.find((r) => dates.includes(r.date) && LEAVE_TYPES.includes(r.type));
  if (leave) throw new AppError('day_on_leave', { param: 'date' });
}

/** Refuses a period that overlaps another of the employment (40041, 40042, 40044, 40046). */
export function assertNoOverlap(span: TSpan, records: readonly TTimeRecordItem[]): void {
  const clash = overlapOf(
    span,
    records.filter((r) => !LEAVE_TYPES.includes(r.type)).map(spanOf),
  );
  if (clash) throw new AppError(clash.code, { param: 'workPeriodStart' });
}

/** The days a period touches, from its start's to its end's (a running one: its start's). */
export function daysOf(startDate: string, endDate: string | undefined): string[] {
  const days = [startDate];
  while (endDate && days.at(-1)! < endDate) days.push(addDays(days.at(-1)!, 1));
  return days;
}

/**
 * The lock's write: bump the version read (or create the lock), and set or clear the running
 * record. `open`: the record now running, `null` for none, undefined to leave it as it is.
 */
export function lockOp(
  employmentId: string,
  companyId: string,
  state: TState | undefined,
  open?: { id: string; date: string } | null,
): TTransactItem {
  if (!state) {
    return TimesheetStateEntity.putOp(
      { employmentId, companyId, version: 1, ...(open ? { openRecordId: open.id, openRecordDate: open.date } : {}) },
      { ifNotExists: true },
    );
  }
  return TimesheetStateEntity.updateOp(
    { employmentId },
    {
      set: { version: state.version + 1, ...(open ? { openRecordId: open.id, openRecordDate: open.date } : {}) },
      ...(open === null ? { also: 'REMOVE openRecordId, openRecordDate' } : {}),
      condition: '#ver = :ver',
      names: { '#ver': 'version' },
      values: { ':ver': state.version },
    },
  );
}

/** The closed days' check in the write's transaction: nothing closed yet, or closed before `from`. */
export function closureCheckOp(companyId: string, from: string): TTransactItem {
  return {
    ConditionCheck: {
      TableName: config.tableName,
      Key: TimesheetClosureEntity.key({ companyId }),
      ConditionExpression: 'attribute_not_exists(PK) OR closedThrough < :from',
      ExpressionAttributeValues: { ':from': from },
    },
  };
}

/** The types a person keeps by hand: edit and delete apply to these only. */
export function assertWorkType(type: TRecordType): void {
  if (type !== 'REGULAR' && type !== 'OVERTIME') {
    throw new AppError('invalid_state', { param: 'id', message: 'Only regular and overtime periods can be changed' });
  }
}
