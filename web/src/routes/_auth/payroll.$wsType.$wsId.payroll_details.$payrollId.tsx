import { createFileRoute } from '@tanstack/react-router';
import { guardCompanyPayrollRoute } from '../../features/payroll/guards';
import { loadPayrollRoute, PayrollRoute } from '../../features/payroll/route-entry';

/** A saved payroll (the payroll details page): its period, totals and each employee's details; Void while active. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/payroll_details/$payrollId')({
  beforeLoad: ({ params }) => guardCompanyPayrollRoute(params, '/payroll/$wsType/$wsId/payroll_details/$payrollId'),
  loader: ({ context, params }) => loadPayrollRoute(context.queryClient, params.wsId, params.payrollId),
  component: PayrollScreen,
  // One lazy chunk for the loader and the screen: the route tree on the first route lists one file, not two.
  codeSplitGroupings: [['loader', 'component']],
});

function PayrollScreen() {
  const { wsId, payrollId } = Route.useParams();
  return <PayrollRoute key={`${wsId}/${payrollId}`} companyId={wsId} id={payrollId} />;
}
