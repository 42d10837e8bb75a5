import {
  addPeriodRoute, deletePeriodRoute, getTimesheetRoute, listAssignmentsRoute, startTimerRoute, stopTimerRoute, updatePeriodRoute,
} from '@shared/timesheet/timesheet.routes.js';
import type { TPeriodRequest } from '@shared/timesheet/timesheet.schema.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { clockOffset } from '../rules';

/**
 * Every timesheet query lives under ['timesheet', workspaceId, area, …]: a change invalidates the
 * workspace's timesheet (the day, the week, the company's table) at once.
 */
export const timesheetKey = (workspaceId: string, ...rest: unknown[]) => ['timesheet', workspaceId, ...rest] as const;

export const invalidateTimesheet = (queryClient: QueryClient, workspaceId: string) =>
  queryClient.invalidateQueries({ queryKey: timesheetKey(workspaceId) });

/** The employments the person keeps a timesheet for (GET /api/timesheet/assignments). */
export const assignmentsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: timesheetKey(workspaceId, 'assignments'),
    queryFn: ({ signal }) => callRoute(listAssignmentsRoute, {}, { workspaceId, signal }),
  });

/**
 * An employment's days between two dates, with the week totals and the running record
 * (GET …/days). `clockOffsetMs`: the server's clock minus the device's, taken when the answer came,
 * so the timer counts from the server's start whatever the device's clock says.
 */
export const daysQuery = (workspaceId: string, employmentId: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: timesheetKey(workspaceId, 'days', employmentId, startDate, endDate),
    queryFn: async ({ signal }) => {
      const sheet = await callRoute(getTimesheetRoute, { params: { employmentId }, query: { startDate, endDate } }, { workspaceId, signal });
      return { ...sheet, clockOffsetMs: clockOffset(sheet.serverTime, Date.now()) };
    },
  });

export const startTimer = (workspaceId: string, employmentId: string, projectId: string | undefined) =>
  callRoute(startTimerRoute, { params: { employmentId }, body: projectId ? { projectId } : {} }, { workspaceId });

export const stopTimer = (workspaceId: string, employmentId: string) => callRoute(stopTimerRoute, { params: { employmentId } }, { workspaceId });

export const addPeriod = (workspaceId: string, employmentId: string, body: TPeriodRequest) =>
  callRoute(addPeriodRoute, { params: { employmentId }, body }, { workspaceId });

export const updatePeriod = (workspaceId: string, employmentId: string, id: string, body: TPeriodRequest) =>
  callRoute(updatePeriodRoute, { params: { employmentId, id }, body }, { workspaceId });

export const deletePeriod = (workspaceId: string, employmentId: string, id: string) =>
  callRoute(deletePeriodRoute, { params: { employmentId, id } }, { workspaceId });
