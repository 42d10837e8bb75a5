import {
  addCarryoverRoute, approveSickRequestRoute, balancesRoute, cancelSickRequestRoute, commentSickRequestRoute, completeSickRequestRoute,
  createSickLeaveRoute, createSickRequestRoute, createVacationRoute, deleteSickLeaveRoute, entriesRoute, getSickRequestRoute, getVacationRoute,
  leaveEmploymentsRoute, listSickLeavesRoute, listSickRequestsRoute, listVacationsRoute, projectionRoute, rejectSickRequestRoute, vacationStatusRoute,
} from '@shared/leave/leave.routes.js';
import type { ZCompleteSickSchema, ZCreateSickLeaveSchema, ZCreateSickRequestSchema, ZCreateVacationSchema } from '@shared/leave/leave.schema.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { callRoute } from '../../../app/api-client';

/**
 * Every leave query lives under ['leave', workspaceId, …]: a change (a request, a decision, a
 * record, a carryover) invalidates the workspace's leave at once, lists and balances alike.
 * The client sends the device's time zone (x-time-zone) with every call, as the timesheet's.
 */
export const leaveKey = (workspaceId: string, ...rest: unknown[]) => ['leave', workspaceId, ...rest] as const;
export const invalidateLeave = (queryClient: QueryClient, workspaceId: string) => queryClient.invalidateQueries({ queryKey: leaveKey(workspaceId) });

export type TKind = 'PTO' | 'SICK';
/** The lists' filter (spec 000 §3 Request filter); the page is 0-based. */
export interface TLeaveFilter {
  status?: string;
  startDate?: string;
  endDate?: string;
  employmentId?: string;
  employerId?: string;
  page: number;
}
const queryOf = (f: TLeaveFilter) => ({
  page: f.page,
  size: 20,
  ...(f.status ? { status: f.status } : {}),
  ...(f.startDate ? { startDate: f.startDate } : {}),
  ...(f.endDate ? { endDate: f.endDate } : {}),
  ...(f.employmentId ? { employmentsId: f.employmentId } : {}),
  ...(f.employerId ? { employerId: f.employerId } : {}),
});

/** The employments the workspace keeps leave for: the person's own, or the company's employees. */
export const employmentsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'employments'),
    queryFn: ({ signal }) => callRoute(leaveEmploymentsRoute, {}, { workspaceId, signal }),
    staleTime: 60_000,
  });

export const balancesQuery = (workspaceId: string, employmentId: string) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'balances', employmentId),
    queryFn: ({ signal }) => callRoute(balancesRoute, { params: { employmentId } }, { workspaceId, signal }),
  });

export const entriesQuery = (workspaceId: string, employmentId: string, kind: TKind, f: { startDate?: string; endDate?: string; page: number }) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'entries', employmentId, kind, f.startDate, f.endDate, f.page),
    queryFn: ({ signal }) =>
      callRoute(
        entriesRoute,
        { params: { employmentId, kind }, query: { page: f.page, size: 20, ...(f.startDate ? { startDate: f.startDate } : {}), ...(f.endDate ? { endDate: f.endDate } : {}) } },
        { workspaceId, signal },
      ),
  });

/** The balance projected to a day (★ the vacation dialog shows it as the dates change). */
export const projectionQuery = (workspaceId: string, employmentId: string, kind: TKind, date: string) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'projection', employmentId, kind, date),
    queryFn: ({ signal }) => callRoute(projectionRoute, { params: { employmentId, kind }, query: { date } }, { workspaceId, signal }),
  });

export const vacationsQuery = (workspaceId: string, f: TLeaveFilter) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'vacations', f),
    queryFn: ({ signal }) => callRoute(listVacationsRoute, { query: queryOf(f) }, { workspaceId, signal }),
  });

export const vacationQuery = (workspaceId: string, employmentId: string, id: string) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'vacation', employmentId, id),
    queryFn: ({ signal }) => callRoute(getVacationRoute, { params: { employmentId, id } }, { workspaceId, signal }),
  });

export const sickLeavesQuery = (workspaceId: string, f: TLeaveFilter) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'sickLeaves', f),
    queryFn: ({ signal }) => callRoute(listSickLeavesRoute, { query: queryOf(f) }, { workspaceId, signal }),
  });

export const sickRequestsQuery = (workspaceId: string, f: TLeaveFilter) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'sickRequests', f),
    queryFn: ({ signal }) => callRoute(listSickRequestsRoute, { query: queryOf(f) }, { workspaceId, signal }),
  });

export const sickRequestQuery = (workspaceId: string, employmentId: string, id: string) =>
  queryOptions({
    queryKey: leaveKey(workspaceId, 'sickRequest', employmentId, id),
    queryFn: ({ signal }) => callRoute(getSickRequestRoute, { params: { employmentId, id } }, { workspaceId, signal }),
  });

export const addCarryover = (workspaceId: string, employmentId: string, kind: TKind, carryover: number) =>
  callRoute(addCarryoverRoute, { params: { employmentId, kind }, body: { carryover } }, { workspaceId });

export const createVacation = (workspaceId: string, body: z.input<typeof ZCreateVacationSchema>) => callRoute(createVacationRoute, { body }, { workspaceId });

export const setVacationStatus = (workspaceId: string, employmentId: string, id: string, status: 'APPROVED' | 'REJECTED' | 'CANCELLED', comment?: string) =>
  callRoute(vacationStatusRoute, { params: { employmentId, id }, body: { status, ...(comment?.trim() ? { comment: comment.trim() } : {}) } }, { workspaceId });

export const createSickLeave = (workspaceId: string, body: z.input<typeof ZCreateSickLeaveSchema>) => callRoute(createSickLeaveRoute, { body }, { workspaceId });

export const deleteSickLeave = (workspaceId: string, employmentId: string, id: string) => callRoute(deleteSickLeaveRoute, { params: { employmentId, id } }, { workspaceId });

export const createSickRequest = (workspaceId: string, body: z.input<typeof ZCreateSickRequestSchema>) => callRoute(createSickRequestRoute, { body }, { workspaceId });

/** The company's and the requester's actions on a sick-leave request, each with an optional comment. */
const SICK_ACTIONS = { approve: approveSickRequestRoute, reject: rejectSickRequestRoute, cancel: cancelSickRequestRoute } as const;
export const sickAction = (workspaceId: string, employmentId: string, id: string, action: keyof typeof SICK_ACTIONS, comment?: string) =>
  callRoute(SICK_ACTIONS[action], { params: { employmentId, id }, body: comment?.trim() ? { comment: comment.trim() } : {} }, { workspaceId });

export const completeSickRequest = (workspaceId: string, employmentId: string, id: string, body: z.input<typeof ZCompleteSickSchema>) =>
  callRoute(completeSickRequestRoute, { params: { employmentId, id }, body }, { workspaceId });

export const commentSickRequest = (workspaceId: string, employmentId: string, id: string, content: string) =>
  callRoute(commentSickRequestRoute, { params: { employmentId, id }, body: { content } }, { workspaceId });
