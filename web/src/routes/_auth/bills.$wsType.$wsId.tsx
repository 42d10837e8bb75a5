import { createFileRoute } from '@tanstack/react-router';
import { syncBillingWorkspace } from '../../app/guards';
import { BillingRoute, loadBillingRoute } from '../../features/billing/route-entry';

export const Route = createFileRoute('/_auth/bills/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncBillingWorkspace(params, '/bills/$wsType/$wsId'),
  loader: ({ context, params }) => loadBillingRoute(context.queryClient, 'bills', 'list', params.wsId),
  component: BillsListRoute,
});

function BillsListRoute() {
  const { wsType, wsId } = Route.useParams();
  return <BillingRoute key={wsId} screen="bills" tab="list" wsType={wsType} workspaceId={wsId} />;
}
