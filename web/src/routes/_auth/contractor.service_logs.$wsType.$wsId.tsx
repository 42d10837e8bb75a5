import { createFileRoute } from '@tanstack/react-router';
import { syncBillingWorkspace } from '../../app/guards';
import { BillingRoute, loadBillingRoute } from '../../features/billing/route-entry';

export const Route = createFileRoute('/_auth/contractor/service_logs/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncBillingWorkspace(params, '/contractor/service_logs/$wsType/$wsId'),
  loader: ({ context, params }) => loadBillingRoute(context.queryClient, 'invoices', 'logs', params.wsId),
  component: ContractorLogsRoute,
});

function ContractorLogsRoute() {
  const { wsType, wsId } = Route.useParams();
  return <BillingRoute key={wsId} screen="invoices" tab="logs" wsType={wsType} workspaceId={wsId} />;
}
