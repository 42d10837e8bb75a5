import { AppError } from '../../core/errors.js';
import { newId } from '../../../shared/core/ids.js';
import { localDate, toInstant, toLocal } from '../../../shared/core/zoned-time.js';
import {
  addDays, MAX_PERIOD_HOURS, PERIOD_TOO_LONG, type TPeriodRequest, type TRecordType, type TTimeRecord,
} from '../../../shared/timesheet/timesheet.schema.js';
import { employeeNotFound } from '../../workforce/services/employments.js';
import type { TTransactItem } from '../../core/entity.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { TimeRecordEntity, type TTimeRecordItem } from '../data/timesheet.entities.js';
import { accessTo, type TTimesheetAccess } from './access.js';
import {
  assertNoLeave, assertNoOverlap, assertOpenDays, assertWorkType, closureCheckOp, daysOf, isoOf, lockOp, nowMs, readGuards,
  recordsBetween, type TState, zoneOf,
} from './ledger.js';

/** A record's id carries its day (`20261125-<ulid>`), so an id alone finds the record with one GetItem. */
const newRecordId = (date: string) => `${date.replaceAll('-', '')}-${newId()}`;
function dateOfId(id: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})-[0-9A-Z]{26}$/u.exec(id);
  if (!m) throw new AppError(40043, { param: 'id' });
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** A record as the API shows it; a running one counts up to now. */
export function toView(r: TTimeRecordItem, now = nowMs()): TTimeRecord {
  const end = r.endedAt ? Date.parse(r.endedAt) : now;
  return {
    id: r.id, employmentId: r.employmentId, ...(r.projectId ? { projectId: r.projectId } : {}), mode: r.mode, type: r.type,
    date: r.date, workPeriodStart: r.workPeriodStart, ...(r.workPeriodEnd ? { workPeriodEnd: r.workPeriodEnd } : {}),
    startedAt: r.startedAt, ...(r.endedAt ? { endedAt: r.endedAt } : {}), zoneId: r.zoneId,
    durationInSeconds: Math.max(0, Math.floor((end - Date.parse(r.startedAt)) / 1000)),
  };
}

function audit(ctx: TRequestContext, access: TTimesheetAccess, record: { id: string; date: string }) {
  Object.assign(ctx.audit.props, {
    employmentId: access.employment.id, employeeId: access.employment.personId, recordId: record.id, date: record.date, actingAs: access.as,
  });
}

/** The project a record is for: one of the employment's, and the grant's own for a project grant. */
function projectOf(access: TTimesheetAccess, projectId: string | undefined): string | undefined {
  if (access.projectId) {
    if (projectId && projectId !== access.projectId) throw employeeNotFound('projectId');
    return access.projectId;
  }
  if (projectId && !access.employment.projectIds.includes(projectId)) {
    throw new AppError('invalid_request', { param: 'projectId', message: 'Not a project of this employment' });
  }
  return projectId;
}

/**
 * The type a period is recorded as: only the employer records OVERTIME or changes a type, since
 * an OVERTIME period is overtime whatever the week's hours (an employee cannot make their own hours
 * overtime, nor a project's manager theirs).
 */
function typeOf(access: TTimesheetAccess, asked: TRecordType | undefined, current: TRecordType = 'REGULAR'): TRecordType {
  const type = asked ?? current;
  if (type !== current && access.as !== 'EMPLOYER') throw new AppError(40011, { param: 'type' });
  return type;
}

/** A record a project grant does not cover is as if it did not exist. */
function assertCovered(access: TTimesheetAccess, r: TTimeRecordItem): void {
  if (access.projectId && r.projectId !== access.projectId) throw new AppError(40043, { param: 'id' });
}

/** The running record of the lock, read with the records around a change when it is not among them. */
async function withOpen(records: TTimeRecordItem[], employmentId: string, state: TState | undefined): Promise<TTimeRecordItem[]> {
  if (!state?.openRecordId || records.some((r) => r.id === state.openRecordId)) return records;
  const open = await TimeRecordEntity.get({ employmentId, date: state.openRecordDate!, id: state.openRecordId }, { consistent: true });
  return open ? [...records, open] : records;
}

interface TPeriod {
  date: string;
  start: number;
  end?: number;
  zoneId: string;
}

/**
 * A period's instants and day from its local times, checked on its own (§5 server checks): the end
 * not before (40039) nor at (40040) the start, at most 24 hours, not in the future, within the
 * employment, and running (no end) only when it starts today.
 */
function periodOf(input: Pick<TPeriodRequest, 'workPeriodStart' | 'workPeriodEnd'>, zoneId: string, access: TTimesheetAccess, now: number): TPeriod {
  const start = Date.parse(toInstant(input.workPeriodStart, zoneId));
  const end = input.workPeriodEnd ? Date.parse(toInstant(input.workPeriodEnd, zoneId)) : undefined;
  const date = localDate(start, zoneId);
  if (end !== undefined && end < start) throw new AppError(40039, { param: 'workPeriodEnd' });
  if (end !== undefined && end === start) throw new AppError(40040, { param: 'workPeriodEnd' });
  if (end !== undefined && end - start > MAX_PERIOD_HOURS * 3_600_000) {
    throw new AppError('invalid_request', { param: 'workPeriodEnd', message: PERIOD_TOO_LONG, fieldErrors: { workPeriodEnd: [PERIOD_TOO_LONG] } });
  }
  if (start > now || (end ?? 0) > now) throw new AppError('invalid_period', { param: 'workPeriodStart', message: 'A period cannot be in the future' });
  if (end === undefined && date !== localDate(now, zoneId)) {
    throw new AppError('invalid_request', { param: 'workPeriodEnd', message: 'Enter the end time', fieldErrors: { workPeriodEnd: ['Enter the end time'] } });
  }
  const { startDate, terminationDate } = access.employment;
  if (date < startDate || (terminationDate && date > terminationDate)) {
    throw new AppError('invalid_period', { param: 'workPeriodStart', message: 'The day is outside the employment' });
  }
  return { date, start, ...(end !== undefined ? { end } : {}), zoneId };
}

function itemOf(
  access: TTimesheetAccess,
  p: TPeriod,
  fields: { id: string; mode: 'MANUAL' | 'AUTO'; type: TRecordType; projectId?: string; createdAt: string; createdBy: string },
  ctx: TRequestContext,
  updated = false,
): TTimeRecordItem {
  return {
    id: fields.id, employmentId: access.employment.id, companyId: access.employment.companyId, personId: access.employment.personId,
    ...(fields.projectId ? { projectId: fields.projectId } : {}), mode: fields.mode, type: fields.type, date: p.date, zoneId: p.zoneId,
    workPeriodStart: toLocal(p.start, p.zoneId), startedAt: isoOf(p.start),
    ...(p.end !== undefined ? { workPeriodEnd: toLocal(p.end, p.zoneId), endedAt: isoOf(p.end) } : {}),
    createdAt: fields.createdAt, createdBy: fields.createdBy,
    ...(updated ? { updatedAt: new Date().toISOString(), updatedBy: principalOf(ctx).userId } : {}),
  };
}

/**
 * Checks a period against the days it touches and the records around it, then writes `ops` with the
 * lock and the closed days' check. `exclude`: the record being replaced.
 */
async function commitPeriod(
  access: TTimesheetAccess,
  p: TPeriod,
  ops: (state: TState | undefined) => TTransactItem[],
  opts: {
    exclude?: TTimeRecordItem;
    open?: { id: string; date: string } | null;
    state: TState | undefined;
    closedThrough?: string;
    /** The records around the change, when the caller read them already (after the lock). */
    around?: TTimeRecordItem[];
  },
  ctx: TRequestContext,
): Promise<void> {
  const { id: employmentId, companyId } = access.employment;
  const days = daysOf(p.date, p.end !== undefined ? localDate(p.end, p.zoneId) : undefined);
  const touched = opts.exclude ? [...new Set([...days, ...daysOf(opts.exclude.date, opts.exclude.endedAt ? localDate(opts.exclude.endedAt, opts.exclude.zoneId) : undefined)])].sort() : days;
  assertOpenDays(touched, opts.closedThrough);
  // Read once, after the lock: a write that lands after this read bumps the lock, so this
  // transaction fails and goes again rather than judging from a second, newer read.
  const records = opts.around ?? (await withOpen(await recordsBetween(employmentId, addDays(touched[0]!, -1), addDays(touched.at(-1)!, 1)), employmentId, opts.state));
  assertNoLeave(days, records);
  assertNoOverlap({ id: opts.exclude?.id ?? '', start: p.start, ...(p.end !== undefined ? { end: p.end } : {}) }, records.filter((r) => r.id !== opts.exclude?.id));
  await ctx.transact([lockOp(employmentId, companyId, opts.state, opts.open), closureCheckOp(companyId, touched[0]!), ...ops(opts.state)]);
}

/** Start: an open AUTO record for today, or today's running one again (two tabs, one record). */
export async function startTimer(input: { employmentId: string; projectId?: string }, ctx: TRequestContext): Promise<TTimeRecord> {
  if (ctx.actingForClient) throw employeeNotFound('employmentId');
  const access = await accessTo(input.employmentId, ctx, { employeeOnly: true });
  const zoneId = zoneOf(ctx);
  const projectId = projectOf(access, input.projectId);
  return untilCommitted(async () => {
    const now = nowMs();
    const today = localDate(now, zoneId);
    const { state, closedThrough } = await readGuards(access.employment.id, access.employment.companyId);
    // The lock names the running record; today's records are read too, since a Start that won the
    // race a moment ago may already show there though the lock read before it did not.
    const around = await withOpen(await recordsBetween(access.employment.id, addDays(today, -2), addDays(today, 1)), access.employment.id, state);
    const running = around.find((r) => !r.endedAt);
    if (running) {
      if (running.date === today) return toView(running, now);
      throw new AppError(40038, { param: 'employmentId' });
    }
    const p = periodOf({ workPeriodStart: toLocal(now, zoneId) }, zoneId, access, now);
    const id = newRecordId(p.date);
    const item = itemOf(access, p, { id, mode: 'AUTO', type: 'REGULAR', ...(projectId ? { projectId } : {}), createdAt: isoOf(now), createdBy: principalOf(ctx).userId }, ctx);
    audit(ctx, access, item);
    await commitPeriod(access, p, () => [TimeRecordEntity.putOp(item, { ifNotExists: true })], { open: { id, date: p.date }, state, closedThrough, around }, ctx);
    return toView(item, now);
  });
}

/** Stop: the running record ends now. */
export async function stopTimer(input: { employmentId: string }, ctx: TRequestContext): Promise<TTimeRecord> {
  if (ctx.actingForClient) throw employeeNotFound('employmentId');
  const access = await accessTo(input.employmentId, ctx, { employeeOnly: true });
  return untilCommitted(async () => {
    const now = nowMs();
    const { state, closedThrough } = await readGuards(access.employment.id, access.employment.companyId);
    const open = state?.openRecordId
      ? await TimeRecordEntity.get({ employmentId: access.employment.id, date: state.openRecordDate!, id: state.openRecordId }, { consistent: true })
      : undefined;
    if (!open || open.endedAt) throw new AppError('no_record', { param: 'employmentId' });
    const start = Date.parse(open.startedAt);
    if (now === start) throw new AppError(40040, { param: 'workPeriodEnd' });
    if (now - start > MAX_PERIOD_HOURS * 3_600_000) {
      throw new AppError('invalid_request', { param: 'workPeriodEnd', message: PERIOD_TOO_LONG, fieldErrors: { workPeriodEnd: [PERIOD_TOO_LONG] } });
    }
    const p: TPeriod = { date: open.date, start, end: now, zoneId: open.zoneId };
    const item = { ...open, workPeriodEnd: toLocal(now, open.zoneId), endedAt: isoOf(now) };
    audit(ctx, access, item);
    await commitPeriod(access, p, () => [TimeRecordEntity.putOp(item, { condition: 'attribute_exists(PK) AND attribute_not_exists(endedAt)' })], { exclude: open, open: null, state, closedThrough }, ctx);
    return toView(item, now);
  });
}

/** Add a period by hand (§2: Start time required, End time optional). */
export async function addPeriod(input: { employmentId: string } & TPeriodRequest, ctx: TRequestContext): Promise<TTimeRecord> {
  const access = await accessTo(input.employmentId, ctx);
  const zoneId = zoneOf(ctx);
  const projectId = projectOf(access, input.projectId);
  return untilCommitted(async () => {
    const now = nowMs();
    const p = periodOf(input, zoneId, access, now);
    const { state, closedThrough } = await readGuards(access.employment.id, access.employment.companyId);
    if (p.end === undefined && state?.openRecordId) throw new AppError(40038, { param: 'workPeriodEnd' });
    const id = newRecordId(p.date);
    const item = itemOf(access, p, { id, mode: 'MANUAL', type: typeOf(access, input.type), ...(projectId ? { projectId } : {}), createdAt: isoOf(now), createdBy: principalOf(ctx).userId }, ctx);
    audit(ctx, access, item);
    await commitPeriod(access, p, () => [TimeRecordEntity.putOp(item, { ifNotExists: true })], { ...(p.end === undefined ? { open: { id, date: p.date } } : {}), state, closedThrough }, ctx);
    return toView(item, now);
  });
}

/** Change a REGULAR or OVERTIME period; one moved to another day gets a new id (its day is in the id). */
export async function updatePeriod(input: { employmentId: string; id: string } & TPeriodRequest, ctx: TRequestContext): Promise<TTimeRecord> {
  const access = await accessTo(input.employmentId, ctx);
  const oldDate = dateOfId(input.id);
  return untilCommitted(async () => {
    const now = nowMs();
    const { state, closedThrough } = await readGuards(access.employment.id, access.employment.companyId);
    const old = await TimeRecordEntity.get({ employmentId: access.employment.id, date: oldDate, id: input.id }, { consistent: true });
    if (!old) throw new AppError(40043, { param: 'id' });
    assertCovered(access, old);
    assertWorkType(old.type);
    const p = periodOf(input, old.zoneId, access, now);
    const wasOpen = state?.openRecordId === old.id;
    if (p.end === undefined && state?.openRecordId && !wasOpen) throw new AppError(40038, { param: 'workPeriodEnd' });
    const projectId = projectOf(access, input.projectId ?? old.projectId);
    const id = p.date === old.date ? old.id : newRecordId(p.date);
    const item = itemOf(access, p, { id, mode: old.mode, type: typeOf(access, input.type, old.type), ...(projectId ? { projectId } : {}), createdAt: old.createdAt, createdBy: old.createdBy }, ctx, true);
    audit(ctx, access, item);
    const open = p.end === undefined ? { id, date: p.date } : wasOpen ? null : undefined;
    const ops = (): TTransactItem[] =>
      id === old.id
        ? [TimeRecordEntity.putOp(item, { condition: 'attribute_exists(PK)' })]
        : [TimeRecordEntity.deleteOp({ employmentId: old.employmentId, date: old.date, id: old.id }, 'attribute_exists(PK)'), TimeRecordEntity.putOp(item, { ifNotExists: true })];
    await commitPeriod(access, p, ops, { exclude: old, ...(open !== undefined ? { open } : {}), state, closedThrough }, ctx);
    return toView(item, now);
  });
}

/** Delete a REGULAR or OVERTIME period. */
export async function deletePeriod(input: { employmentId: string; id: string }, ctx: TRequestContext): Promise<TTimeRecord> {
  const access = await accessTo(input.employmentId, ctx);
  const date = dateOfId(input.id);
  return untilCommitted(async () => {
    const { state, closedThrough } = await readGuards(access.employment.id, access.employment.companyId);
    const old = await TimeRecordEntity.get({ employmentId: access.employment.id, date, id: input.id }, { consistent: true });
    if (!old) throw new AppError(40043, { param: 'id' });
    assertCovered(access, old);
    assertWorkType(old.type);
    const days = daysOf(old.date, old.endedAt ? localDate(old.endedAt, old.zoneId) : undefined);
    assertOpenDays(days, closedThrough);
    assertNoLeave(days, await recordsBetween(access.employment.id, days[0]!, days.at(-1)!));
    audit(ctx, access, old);
    await ctx.transact([
      lockOp(access.employment.id, access.employment.companyId, state, state?.openRecordId === old.id ? null : undefined),
      closureCheckOp(access.employment.companyId, days[0]!),
      TimeRecordEntity.deleteOp({ employmentId: old.employmentId, date: old.date, id: old.id }, 'attribute_exists(PK)'),
    ]);
    return toView(old);
  });
}
