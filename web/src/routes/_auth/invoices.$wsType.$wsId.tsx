import { createFileRoute } from '@tanstack/react-router';
import { syncBillingWorkspace } from '../../app/guards';
import { BillingRoute, loadBillingRoute } from '../../features/billing/route-entry';

export const Route = createFileRoute('/_auth/invoices/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncBillingWorkspace(params, '/invoices/$wsType/$wsId'),
  loader: ({ context, params }) => loadBillingRoute(context.queryClient, 'invoices', 'list', params.wsId),
  component: InvoicesListRoute,
});

function InvoicesListRoute() {
  const { wsType, wsId } = Route.useParams();
  return <BillingRoute key={wsId} screen="invoices" tab="list" wsType={wsType} workspaceId={wsId} />;
}
