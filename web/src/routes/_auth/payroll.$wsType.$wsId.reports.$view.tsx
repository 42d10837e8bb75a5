import { createFileRoute } from '@tanstack/react-router';
import { guardReportsRoute, type TReportView } from '../../features/payroll-reports/guards';
import { loadReportViewRoute, ReportViewRoute } from '../../features/payroll-reports/route-entry';

/** Payroll business: reports' federal, regional, close pay period and report builder pages (spec 000 §2). */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/reports/$view')({
  beforeLoad: ({ params }) => guardReportsRoute(params, '/payroll/$wsType/$wsId/reports/$view'),
  loader: ({ context, params }) => loadReportViewRoute(context.queryClient, params.wsId, params.view),
  component: ReportViewScreen,
  codeSplitGroupings: [['loader', 'component']],
});

function ReportViewScreen() {
  const { wsId, wsType, view } = Route.useParams();
  return <ReportViewRoute key={`${wsId}/${view}`} companyId={wsId} wsType={wsType} view={view as TReportView} />;
}
