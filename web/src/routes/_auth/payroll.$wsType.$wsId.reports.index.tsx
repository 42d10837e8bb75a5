import { createFileRoute } from '@tanstack/react-router';
import { guardReportsRoute } from '../../features/payroll-reports/guards';
import { loadReportsRoute, ReportsRoute } from '../../features/payroll-reports/route-entry';

/** Payroll business: reports (spec 000 §2 Payroll "Reports"): the filter, Run payroll report, the collapsible report list. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/reports/')({
  beforeLoad: ({ params }) => guardReportsRoute(params, '/payroll/$wsType/$wsId/reports'),
  loader: ({ context, params }) => loadReportsRoute(context.queryClient, params.wsId),
  component: ReportsScreen,
  // One lazy chunk for the loader and the screen: the route tree on the first route lists one file, not two.
  codeSplitGroupings: [['loader', 'component']],
});

function ReportsScreen() {
  const { wsId, wsType } = Route.useParams();
  return <ReportsRoute key={wsId} companyId={wsId} wsType={wsType} />;
}
