import { createFileRoute } from '@tanstack/react-router';
import { syncCompanyWorkspace } from '../../features/hr/guards';
import { CompanyTimesheetRoute, loadCompanyTimesheetRoute } from '../../features/timesheet/route-entry';

/** The company's timesheets (spec 000 §2 Payroll, §3 Filter): its employees' hours, their days, pay periods. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/timesheets')({
  beforeLoad: ({ params }) => syncCompanyWorkspace(params, '/payroll/$wsType/$wsId/timesheets'),
  loader: ({ context, params }) => loadCompanyTimesheetRoute(context.queryClient, params.wsId),
  component: CompanyTimesheetsScreen,
});

function CompanyTimesheetsScreen() {
  const { wsId } = Route.useParams();
  return <CompanyTimesheetRoute key={wsId} companyId={wsId} />;
}
