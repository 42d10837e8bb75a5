import { createFileRoute } from '@tanstack/react-router';
import { guardReportsRoute } from '../../features/payroll-reports/guards';
import { GeneralReportRoute, loadGeneralRoute } from '../../features/payroll-reports/route-entry';

/** A General report (spec 000 §2 Reports; spec 001 §7 general preview): its blocks and Download. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/reports/general/$reportId')({
  beforeLoad: ({ params }) => guardReportsRoute(params, '/payroll/$wsType/$wsId/reports/general/$reportId'),
  loader: ({ context, params }) => loadGeneralRoute(context.queryClient, params.wsId, params.reportId),
  component: GeneralScreen,
  codeSplitGroupings: [['loader', 'component']],
});

function GeneralScreen() {
  const { wsId, wsType, reportId } = Route.useParams();
  return <GeneralReportRoute key={`${wsId}/${reportId}`} companyId={wsId} wsType={wsType} id={reportId} />;
}
