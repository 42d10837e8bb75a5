import { createFileRoute } from '@tanstack/react-router';
import { guardCompanyPayrollRoute } from '../../features/payroll/guards';
import { DetailsRoute, loadDetailsRoute } from '../../features/payroll/route-entry';

/** Payroll business: details (spec 000 §2): the company's payroll details and the employments payroll pays. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/details')({
  beforeLoad: ({ params }) => guardCompanyPayrollRoute(params, '/payroll/$wsType/$wsId/details'),
  loader: ({ context, params }) => loadDetailsRoute(context.queryClient, params.wsId),
  component: DetailsScreen,
  // One lazy chunk for the loader and the screen: the route tree on the first route lists one file, not two.
  codeSplitGroupings: [['loader', 'component']],
});

function DetailsScreen() {
  const { wsId } = Route.useParams();
  return <DetailsRoute key={wsId} companyId={wsId} />;
}
