import { createFileRoute } from '@tanstack/react-router';
import { guardLeaveRoute } from '../../features/leave/guards';
import { loadSickRequestRoute, SickRequestRoute } from '../../features/leave/route-entry';

/** A sick-leave request's page (spec 000 §2 request pages by slrId): VIEW, or DECISION once it has days. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/sick_leaves/$employmentId/$slrId')({
  beforeLoad: ({ params }) => guardLeaveRoute(params, '/payroll/$wsType/$wsId/sick_leaves/$employmentId/$slrId'),
  loader: ({ context, params }) => loadSickRequestRoute(context.queryClient, params.wsId, params.employmentId, params.slrId),
  component: SickRequestScreen,
});

function SickRequestScreen() {
  const { wsId, employmentId, slrId } = Route.useParams();
  return <SickRequestRoute key={`${wsId}/${slrId}`} workspaceId={wsId} employmentId={employmentId} id={slrId} />;
}
