import { closePayPeriodRoute, companyTimesheetRoute, listPayPeriodsRoute } from '@shared/timesheet/timesheet.routes.js';
import { listEmploymentsRoute, listProjectsRoute } from '@shared/workforce/workforce.routes.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { timesheetKey } from './timesheet';

/** The company view's filter (spec 000 §3 Filter): a range, employments and a project. */
export interface TCompanyFilter {
  startDate: string;
  endDate: string;
  employmentsId: string[];
  projectId: string | null;
}

/** The company's timesheets for the filter (GET /api/timesheet/company). */
export const companyTimesheetQuery = (companyId: string, filter: TCompanyFilter) =>
  queryOptions({
    queryKey: timesheetKey(companyId, 'company', filter.startDate, filter.endDate, filter.employmentsId, filter.projectId),
    queryFn: ({ signal }) =>
      callRoute(
        companyTimesheetRoute,
        {
          query: {
            startDate: filter.startDate,
            endDate: filter.endDate,
            ...(filter.employmentsId.length ? { employmentsId: filter.employmentsId.join(',') } : {}),
            ...(filter.projectId ? { projectId: filter.projectId } : {}),
          },
        },
        { workspaceId: companyId, signal },
      ),
  });

/** The company's closed pay periods, newest first (GET /api/timesheet/pay-periods). */
export const payPeriodsQuery = (companyId: string) =>
  queryOptions({
    queryKey: timesheetKey(companyId, 'payPeriods'),
    queryFn: ({ signal }) => callRoute(listPayPeriodsRoute, {}, { workspaceId: companyId, signal }),
  });

export const closePayPeriod = (companyId: string, startDate: string, endDate: string) =>
  callRoute(closePayPeriodRoute, { body: { startDate, endDate } }, { workspaceId: companyId });

/** The filter's choices: the company's employees (STAFF, the first 100 by name) and its projects. */
export const staffQuery = (companyId: string) =>
  queryOptions({
    queryKey: timesheetKey(companyId, 'staff'),
    queryFn: ({ signal }) =>
      callRoute(listEmploymentsRoute, { query: { types: 'STAFF', pageSize: 100 } as never }, { workspaceId: companyId, signal }),
    staleTime: 60_000,
  });

export const projectsQuery = (companyId: string) =>
  queryOptions({
    queryKey: timesheetKey(companyId, 'projects'),
    queryFn: ({ signal }) => callRoute(listProjectsRoute, {}, { workspaceId: companyId, signal }),
    staleTime: 60_000,
  });
