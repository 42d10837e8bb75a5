import type { QueryClient } from '@tanstack/react-query';
import { loadNamespace } from '../../../app/i18n';
import { billSummaryQuery, billsQuery, draftsQuery, invoiceSummaryQuery, invoicesQuery } from './invoices';
import { serviceLogsQuery } from './service-logs';

/**
 * A billing route's loader: the billing texts (not in the startup bundle) and the screen's first
 * data, so the screen renders complete. Prefetches never throw: a failed list shows its error in place.
 */
export async function loadBillingScreen(
  queryClient: QueryClient,
  screen: 'invoices' | 'bills',
  tab: 'list' | 'logs',
  workspaceId: string,
) {
  const data: Promise<unknown>[] = [
    queryClient.prefetchQuery(screen === 'invoices' ? invoiceSummaryQuery(workspaceId) : billSummaryQuery(workspaceId)),
  ];
  if (tab === 'logs') {
    data.push(
      queryClient.prefetchQuery(serviceLogsQuery(workspaceId, screen === 'invoices' ? 'CONTRACTOR' : 'EMPLOYER', 0)),
    );
  } else if (screen === 'invoices') {
    data.push(
      queryClient.prefetchQuery(draftsQuery(workspaceId)),
      queryClient.prefetchQuery(invoicesQuery(workspaceId, 0)),
    );
  } else {
    data.push(queryClient.prefetchQuery(billsQuery(workspaceId, 0)));
  }
  await Promise.all([loadNamespace('billing'), ...data]);
}
