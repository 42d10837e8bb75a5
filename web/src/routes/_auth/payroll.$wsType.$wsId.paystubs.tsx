import { createFileRoute } from '@tanstack/react-router';
import { guardPaystubsRoute } from '../../features/payroll/guards';
import { loadPaystubsRoute, PaystubsRoute } from '../../features/payroll/route-entry';

/** Payroll individual and business: paystubs (spec 000 §2, §3 Paystub filter); the company also lists its payrolls. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/paystubs')({
  beforeLoad: ({ params }) => guardPaystubsRoute(params, '/payroll/$wsType/$wsId/paystubs'),
  loader: ({ context, params }) => loadPaystubsRoute(context.queryClient, params.wsId),
  component: PaystubsScreen,
  // One lazy chunk for the loader and the screen: the route tree on the first route lists one file, not two.
  codeSplitGroupings: [['loader', 'component']],
});

function PaystubsScreen() {
  const { wsId, wsType } = Route.useParams();
  return <PaystubsRoute key={wsId} workspaceId={wsId} wsType={wsType} />;
}
