import { createFileRoute } from '@tanstack/react-router';
import { guardCompanyPayrollRoute } from '../../features/payroll/guards';
import { loadRunRoute, RunRoute } from '../../features/payroll/route-entry';

/** Payroll business: run_payroll (spec 000 §2 Run a New Payroll): the filter, the lines, the preview and Save. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/run_payroll')({
  beforeLoad: ({ params }) => guardCompanyPayrollRoute(params, '/payroll/$wsType/$wsId/run_payroll'),
  loader: ({ context, params }) => loadRunRoute(context.queryClient, params.wsId),
  component: RunScreen,
  // One lazy chunk for the loader and the screen: the route tree on the first route lists one file, not two.
  codeSplitGroupings: [['loader', 'component']],
});

function RunScreen() {
  const { wsId, wsType } = Route.useParams();
  return <RunRoute key={wsId} companyId={wsId} wsType={wsType} />;
}
