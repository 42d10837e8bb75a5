import { createFileRoute } from '@tanstack/react-router';
import { syncBillingWorkspace } from '../../app/guards';
import { BillingRoute, loadBillingRoute } from '../../features/billing/route-entry';

export const Route = createFileRoute('/_auth/employer/service_logs/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncBillingWorkspace(params, '/employer/service_logs/$wsType/$wsId'),
  loader: ({ context, params }) => loadBillingRoute(context.queryClient, 'bills', 'logs', params.wsId),
  component: EmployerLogsRoute,
});

function EmployerLogsRoute() {
  const { wsType, wsId } = Route.useParams();
  return <BillingRoute key={wsId} screen="bills" tab="logs" wsType={wsType} workspaceId={wsId} />;
}
