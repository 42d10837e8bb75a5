import type { QueryClient } from '@tanstack/react-query';
import { loadNamespace } from '../../../app/i18n';
import { EMPTY_REPORT_FILTER, employmentsQuery, generalReportQuery, payPeriodsQuery, reportsQuery } from './reports';

/**
 * The reports screens' loaders: their texts, and the data the first view shows. A failed request
 * shows in place (prefetch), so one missing list never blanks the screen.
 */
export async function loadReportsScreen(queryClient: QueryClient, companyId: string) {
  await Promise.all([
    loadNamespace('payroll-reports'),
    queryClient.prefetchQuery(reportsQuery(companyId, EMPTY_REPORT_FILTER, 0)),
    queryClient.prefetchQuery(employmentsQuery(companyId)),
  ]);
}

export async function loadViewScreen(queryClient: QueryClient, companyId: string, view: string) {
  await Promise.all([
    loadNamespace('payroll-reports'),
    view === 'close_pay_period' ? queryClient.prefetchQuery(payPeriodsQuery(companyId)) : undefined,
    view === 'report_builder' ? queryClient.prefetchQuery(employmentsQuery(companyId)) : undefined,
  ]);
}

export async function loadGeneralScreen(queryClient: QueryClient, companyId: string, id: string) {
  await Promise.all([loadNamespace('payroll-reports'), queryClient.prefetchQuery(generalReportQuery(companyId, id))]);
}
