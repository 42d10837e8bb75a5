import { createFileRoute } from '@tanstack/react-router';
import { guardLeaveRoute } from '../../features/leave/guards';
import { loadVacationRoute, VacationRoute } from '../../features/leave/route-entry';

/** A vacation request's review (spec 000 §2 request pages by vcrId): the company decides, the requester may cancel. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/vacations/$employmentId/$vcrId')({
  beforeLoad: ({ params }) => guardLeaveRoute(params, '/payroll/$wsType/$wsId/vacations/$employmentId/$vcrId'),
  loader: ({ context, params }) => loadVacationRoute(context.queryClient, params.wsId, params.employmentId, params.vcrId),
  component: VacationScreen,
});

function VacationScreen() {
  const { wsId, employmentId, vcrId } = Route.useParams();
  return <VacationRoute key={`${wsId}/${vcrId}`} workspaceId={wsId} employmentId={employmentId} id={vcrId} />;
}
