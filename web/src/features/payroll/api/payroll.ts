import {
  createRunRoute, employmentsRoute, getDetailsRoute, getRunRoute, listPaystubsRoute, listRunsRoute, paystubPdfRoute, previewRunRoute, runLinesRoute,
  saveDetailsRoute, voidRunRoute,
} from '@shared/payroll/payroll.routes.js';
import type { TPayrollDetailsInput, ZRunRequestSchema } from '@shared/payroll/payroll.schema.js';
import { listBranchesRoute } from '@shared/workforce/workforce.routes.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { callRoute } from '../../../app/api-client';

/**
 * Every payroll query lives under ['payroll', workspaceId, …]: a saved run or a void invalidates the
 * workspace's payroll at once (its payrolls, paystubs and the next run's lines).
 */
export const payrollKey = (workspaceId: string, ...rest: unknown[]) => ['payroll', workspaceId, ...rest] as const;
export const invalidatePayroll = (queryClient: QueryClient, workspaceId: string) => queryClient.invalidateQueries({ queryKey: payrollKey(workspaceId) });

/** The company's payroll details (pay frequency, next pay date, workplaces, tax ids). */
export const detailsQuery = (companyId: string) =>
  queryOptions({
    queryKey: payrollKey(companyId, 'details'),
    queryFn: ({ signal }) => callRoute(getDetailsRoute, {}, { workspaceId: companyId, signal }),
  });

export const saveDetails = (companyId: string, body: TPayrollDetailsInput) => callRoute(saveDetailsRoute, { body }, { workspaceId: companyId });

/** The employments payroll pays, with their pay data. */
export const payrollEmploymentsQuery = (companyId: string) =>
  queryOptions({
    queryKey: payrollKey(companyId, 'employments'),
    queryFn: ({ signal }) => callRoute(employmentsRoute, {}, { workspaceId: companyId, signal }),
    staleTime: 60_000,
  });

/** The company's branches, for the run's filter (the workforce area's list). */
export const branchesQuery = (companyId: string) =>
  queryOptions({
    queryKey: payrollKey(companyId, 'branches'),
    queryFn: ({ signal }) => callRoute(listBranchesRoute, {}, { workspaceId: companyId, signal }),
    staleTime: 5 * 60_000,
  });

/** The run's filter: the period, and optionally branches and workplaces. */
export interface TRunFilter {
  payPeriodStart: string;
  payPeriodEnd: string;
  branchIds: string[];
  workplaces: string[];
}

/** A new run's lines for the filter, every applicable employment with its hours. */
export const runLinesQuery = (companyId: string, f: TRunFilter) =>
  queryOptions({
    queryKey: payrollKey(companyId, 'lines', f),
    queryFn: ({ signal }) =>
      callRoute(
        runLinesRoute,
        {
          query: {
            payPeriodStart: f.payPeriodStart,
            payPeriodEnd: f.payPeriodEnd,
            ...(f.branchIds.length ? { branchIds: f.branchIds.join(',') } : {}),
            ...(f.workplaces.length ? { workplaces: f.workplaces.join(',') } : {}),
          },
        },
        { workspaceId: companyId, signal },
      ),
    // A line's hours come from the timesheet's closed days: reload after a while, not on each focus.
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });

export type TRunRequestInput = z.input<typeof ZRunRequestSchema>;
export const previewRun = (companyId: string, body: TRunRequestInput) => callRoute(previewRunRoute, { body }, { workspaceId: companyId });
export const createRun = (companyId: string, body: TRunRequestInput) => callRoute(createRunRoute, { body }, { workspaceId: companyId });

/** The company's payrolls, newest pay date first, 20 a page (page 0-based). */
export const runsQuery = (companyId: string, page: number) =>
  queryOptions({
    queryKey: payrollKey(companyId, 'runs', page),
    queryFn: ({ signal }) => callRoute(listRunsRoute, { query: { page, size: 20 } }, { workspaceId: companyId, signal }),
  });

/** One payroll with each employee's details. */
export const runQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: payrollKey(companyId, 'run', id),
    queryFn: ({ signal }) => callRoute(getRunRoute, { params: { id } }, { workspaceId: companyId, signal }),
  });

export const voidRun = (companyId: string, id: string) => callRoute(voidRunRoute, { params: { id }, body: {} }, { workspaceId: companyId });

/** The paystub filter (spec 000 §3 Paystub filter); dates YYYY-MM-DD or empty; page 0-based. */
export interface TPaystubFilter {
  year: string;
  employmentsId: string[];
  payDateStart: string;
  payDateEnd: string;
  payPeriodStart: string;
  payPeriodEnd: string;
}
export const EMPTY_PAYSTUB_FILTER: TPaystubFilter = { year: '', employmentsId: [], payDateStart: '', payDateEnd: '', payPeriodStart: '', payPeriodEnd: '' };

/** The paystubs of the filter: the company's, or the employee's own. */
export const paystubsQuery = (workspaceId: string, f: TPaystubFilter, page: number) =>
  queryOptions({
    queryKey: payrollKey(workspaceId, 'paystubs', f, page),
    queryFn: ({ signal }) =>
      callRoute(
        listPaystubsRoute,
        {
          query: {
            page, size: 20, orderDirection: 'DESC',
            ...(f.year ? { year: Number(f.year) } : {}),
            ...(f.employmentsId.length ? { employmentsId: f.employmentsId.join(',') } : {}),
            ...(f.payDateStart ? { payDateStart: f.payDateStart } : {}),
            ...(f.payDateEnd ? { payDateEnd: f.payDateEnd } : {}),
            ...(f.payPeriodStart ? { payPeriodStart: f.payPeriodStart } : {}),
            ...(f.payPeriodEnd ? { payPeriodEnd: f.payPeriodEnd } : {}),
          },
        },
        { workspaceId, signal },
      ),
  });

/** A paystub's PDF: a short-lived link. */
export const paystubPdf = (workspaceId: string, id: string) => callRoute(paystubPdfRoute, { params: { id } }, { workspaceId });
