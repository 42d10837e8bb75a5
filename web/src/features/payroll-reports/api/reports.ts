import { employmentsRoute, getDetailsRoute, paystubPdfRoute } from '@shared/payroll/payroll.routes.js';
import {
  buildReportRoute, createGeneralReportRoute, downloadGeneralReportRoute, federalReportRoute, getGeneralReportRoute, listReportsRoute, regionalReportRoute,
} from '@shared/payroll/reports.routes.js';
import type { TBuilderTaskInput, TReportFormat, TReportType } from '@shared/payroll/reports.schema.js';
import { closePayPeriodRoute, listPayPeriodsRoute } from '@shared/timesheet/timesheet.routes.js';
import { listBranchesRoute } from '@shared/workforce/workforce.routes.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/**
 * Every payroll-reports query lives under ['payroll-reports', companyId, …]: a new General report or
 * a closed pay period invalidates them at once.
 */
export const reportsKey = (companyId: string, ...rest: unknown[]) => ['payroll-reports', companyId, ...rest] as const;
export const invalidateReports = (queryClient: QueryClient, companyId: string) => queryClient.invalidateQueries({ queryKey: reportsKey(companyId) });

/** The reports filter (spec 000 §3 Payroll report filter); dates YYYY-MM-DD or empty. */
export interface TReportFilter {
  start: string;
  end: string;
  employmentIds: string[];
  type: TReportType | '';
}
export const EMPTY_REPORT_FILTER: TReportFilter = { start: '', end: '', employmentIds: [], type: '' };

/** The company's reports of the filter, 20 a page (page 0-based). */
export const reportsQuery = (companyId: string, f: TReportFilter, page: number) =>
  queryOptions({
    queryKey: reportsKey(companyId, 'list', f, page),
    queryFn: ({ signal }) =>
      callRoute(
        listReportsRoute,
        {
          query: {
            page, size: 20,
            ...(f.start ? { start: f.start } : {}),
            ...(f.end ? { end: f.end } : {}),
            ...(f.employmentIds.length ? { employmentIds: f.employmentIds.join(',') } : {}),
            ...(f.type ? { type: f.type } : {}),
          },
        },
        { workspaceId: companyId, signal },
      ),
  });

export const createGeneralReport = (companyId: string, body: { start: string; end: string; employmentIds: string[] }) =>
  callRoute(createGeneralReportRoute, { body }, { workspaceId: companyId });

/** A General report's blocks (computed by the server when read). */
export const generalReportQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: reportsKey(companyId, 'general', id),
    queryFn: ({ signal }) => callRoute(getGeneralReportRoute, { params: { id } }, { workspaceId: companyId, signal }),
  });

export const downloadGeneralReport = (companyId: string, id: string, format: TReportFormat) =>
  callRoute(downloadGeneralReportRoute, { params: { id }, query: { format } }, { workspaceId: companyId });

export const paystubPdf = (companyId: string, id: string) => callRoute(paystubPdfRoute, { params: { id } }, { workspaceId: companyId });

export const federalQuery = (companyId: string, year: number, quarter: number) =>
  queryOptions({
    queryKey: reportsKey(companyId, 'federal', year, quarter),
    queryFn: ({ signal }) => callRoute(federalReportRoute, { query: { year, quarter } }, { workspaceId: companyId, signal }),
  });

export const regionalQuery = (companyId: string, year: number, quarter: number) =>
  queryOptions({
    queryKey: reportsKey(companyId, 'regional', year, quarter),
    queryFn: ({ signal }) => callRoute(regionalReportRoute, { query: { year, quarter } }, { workspaceId: companyId, signal }),
  });

export const buildReport = (companyId: string, body: TBuilderTaskInput) => callRoute(buildReportRoute, { body }, { workspaceId: companyId });

/** The filter's and the builder's choices: the employments payroll pays, the branches, the workplaces of the payroll details. */
export const employmentsQuery = (companyId: string) =>
  queryOptions({
    queryKey: reportsKey(companyId, 'employments'),
    queryFn: ({ signal }) => callRoute(employmentsRoute, {}, { workspaceId: companyId, signal }),
    staleTime: 60_000,
  });
export const branchesQuery = (companyId: string) =>
  queryOptions({
    queryKey: reportsKey(companyId, 'branches'),
    queryFn: ({ signal }) => callRoute(listBranchesRoute, {}, { workspaceId: companyId, signal }),
    staleTime: 5 * 60_000,
  });
export const detailsQuery = (companyId: string) =>
  queryOptions({
    queryKey: reportsKey(companyId, 'details'),
    queryFn: ({ signal }) => callRoute(getDetailsRoute, {}, { workspaceId: companyId, signal }),
    staleTime: 60_000,
  });

/** Close pay period (the timesheet's routes, spec 000 §2 Payroll business "close pay period"). */
export const payPeriodsQuery = (companyId: string) =>
  queryOptions({
    queryKey: reportsKey(companyId, 'payPeriods'),
    queryFn: ({ signal }) => callRoute(listPayPeriodsRoute, {}, { workspaceId: companyId, signal }),
  });
export const closePayPeriod = (companyId: string, startDate: string, endDate: string) =>
  callRoute(closePayPeriodRoute, { body: { startDate, endDate } }, { workspaceId: companyId });
