/**
 * What vacation and sick-leave requests share: the employment's leave lock, the lists by the spec's
 * filter (spec 000 §3 Request filter: employer, employments, status, dates, 20 a page), and the
 * notices to the assignee and the requester (the notify service: stored and live).
 */
import type { z } from 'zod/mini';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import type { ZRequestFilterSchema } from '../../../shared/leave/leave.schema.js';
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';
import { queryAll, type TQuery, type TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { workspaceOf } from '../../core/http.js';
import { notifySafely, notifyUsers, notifyWorkspace } from '../../notifications/services/notify.js';
import { getWorkspace } from '../../workspaces/services/workspaces.js';
import { LeaveLockEntity } from '../data/leave.entities.js';
import { accessTo, leaveEmployments, type TLeaveEmployment } from './access.js';

export { zoneOf } from '../../timesheet/services/ledger.js';

/** The employment's leave lock for a create's transaction: read consistently, written on its version. */
export async function lockOps(employmentId: string): Promise<TTransactItem[]> {
  const lock = await LeaveLockEntity.get({ employmentId }, { consistent: true });
  if (!lock) return [LeaveLockEntity.putOp({ employmentId, version: 1 }, { ifNotExists: true })];
  return [LeaveLockEntity.updateOp({ employmentId }, { set: { version: lock.version + 1 }, condition: '#ver = :ver', names: { '#ver': 'version' }, values: { ':ver': lock.version } })];
}

type TFilter = z.output<typeof ZRequestFilterSchema>;
interface TListed {
  employmentId: string;
  companyId: string;
  startDate: string;
  endDate?: string;
  status?: string;
}

/** A request or record spans at most this many days, so one starting this far before the filter's start may still reach into it. */
const REACH_DAYS = 62;

/**
 * The items the caller may see by the filter, newest start first: in a company workspace one Query
 * of the company's index by start date; in a person's, one Query per employment of theirs (or, for
 * sick leave, of a SICK_LEAVE_OPERATE grant, when named in employmentsId).
 */
export async function requestLists<T extends TListed>(
  filter: TFilter,
  ctx: TRequestContext,
  source: { entity: { name: string; query(q: TQuery): Promise<{ data: T[]; nextCursor?: string }> }; companyPrefix: string; sk: string; sick?: boolean },
): Promise<T[]> {
  const workspaceId = workspaceOf(ctx);
  const from = filter.startDate;
  const to = filter.endDate;
  if (from && to && to < from) throw new AppError('invalid_period', { param: 'endDate' });
  let items: T[];
  if (workspaceTypeOf(workspaceId) === 'COMPANY') {
    items = await queryAll(
      source.entity,
      { index: 'GSI1', pk: `${source.companyPrefix}${workspaceId}`, skBetween: [from ? addDays(from, -REACH_DAYS) : '0000', `${to ?? '9999-12-31'}#~`] },
      20_000,
    );
  } else {
    const own = (await leaveEmployments(ctx)).filter((e) => !filter.employerId || e.companyId === filter.employerId);
    const ids = new Set(own.map((e) => e.id));
    const wanted: TLeaveEmployment[] = [...own];
    if (source.sick) {
      for (const id of filter.employmentsId ?? []) {
        if (ids.has(id)) continue;
        const access = await accessTo(id, ctx, { sick: true }).catch(() => undefined);
        if (access) wanted.push(access.employment);
      }
    }
    const lists = await Promise.all(wanted.map((e) => queryAll(source.entity, { pk: `LEAVE#${e.id}`, skBeginsWith: source.sk }, 5000)));
    items = lists.flat();
  }
  const statuses = filter.status ? new Set(filter.status.split(',')) : undefined;
  return items
    .filter((i) => !filter.employmentsId?.length || filter.employmentsId.includes(i.employmentId))
    .filter((i) => !filter.employerId || i.companyId === filter.employerId)
    .filter((i) => !statuses || (i.status !== undefined && statuses.has(i.status)))
    .filter((i) => (!from || (i.endDate ?? i.startDate) >= from) && (!to || i.startDate <= to))
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
}

/** A page of a list, 0-based, with its count of pages. */
export function pageOf<T>(items: readonly T[], filter: { page: number; size: number }): { data: T[]; totalPages: number } {
  return { data: items.slice(filter.page * filter.size, (filter.page + 1) * filter.size), totalPages: Math.ceil(items.length / filter.size) };
}

const periodText = (startDate: string, endDate?: string) => (endDate && endDate !== startDate ? `${startDate} – ${endDate}` : startDate);

/** A new request tells the company (its members): the assignee. */
export async function notifyRequest(companyId: string, name: string, startDate: string, endDate: string | undefined, link: string, ctx: TRequestContext): Promise<void> {
  await notifySafely(() => notifyWorkspace(companyId, { kind: 'LEAVE_REQUESTED', params: { name, period: periodText(startDate, endDate) }, link }, ctx.principal?.userId), 'leave request');
}

/** A decision tells the requester, when they have an account. */
export async function notifyDecision(e: TLeaveEmployment, status: 'APPROVED' | 'REJECTED', startDate: string, endDate: string | undefined, link: string): Promise<void> {
  if (!e.userId) return;
  await notifySafely(
    () => notifyUsers([e.userId!], { kind: status === 'APPROVED' ? 'LEAVE_APPROVED' : 'LEAVE_REJECTED', params: { period: periodText(startDate, endDate) }, link }),
    'leave decision',
  );
}

export async function workspaceNameOf(id: string): Promise<string> {
  return (await getWorkspace({ workspaceId: id }).catch(() => undefined))?.name ?? '';
}
