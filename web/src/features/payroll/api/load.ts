import { workspaceTypeOf } from '@shared/core/workspace.js';
import type { QueryClient } from '@tanstack/react-query';
import { loadNamespace } from '../../../app/i18n';
import { branchesQuery, detailsQuery, EMPTY_PAYSTUB_FILTER, payrollEmploymentsQuery, paystubsQuery, runQuery, runsQuery } from './payroll';

/**
 * The payroll screens' loaders: their texts, and the data the first view shows. A failed request
 * shows in place (prefetch), so one missing list never blanks the screen.
 */
export async function loadDetailsScreen(queryClient: QueryClient, companyId: string) {
  await Promise.all([
    loadNamespace('payroll'),
    queryClient.prefetchQuery(detailsQuery(companyId)),
    queryClient.prefetchQuery(payrollEmploymentsQuery(companyId)),
  ]);
}

export async function loadRunScreen(queryClient: QueryClient, companyId: string) {
  await Promise.all([loadNamespace('payroll'), queryClient.prefetchQuery(detailsQuery(companyId)), queryClient.prefetchQuery(branchesQuery(companyId))]);
}

export async function loadPayrollScreen(queryClient: QueryClient, companyId: string, id: string) {
  await Promise.all([loadNamespace('payroll'), queryClient.prefetchQuery(runQuery(companyId, id))]);
}

export async function loadPaystubsScreen(queryClient: QueryClient, workspaceId: string) {
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  await Promise.all([
    loadNamespace('payroll'),
    queryClient.prefetchQuery(paystubsQuery(workspaceId, EMPTY_PAYSTUB_FILTER, 0)),
    company ? queryClient.prefetchQuery(runsQuery(workspaceId, 0)) : undefined,
    company ? queryClient.prefetchQuery(payrollEmploymentsQuery(workspaceId)) : undefined,
  ]);
}
