import { createFileRoute } from '@tanstack/react-router';
import { employmentsQuery } from '../../features/hr/api/employments';
import { EmploymentList } from '../../features/hr/components/EmploymentList';

/** The employees tab of /hr: the company's STAFF employments. */
export const Route = createFileRoute('/_auth/hr/$wsType/$wsId/employees/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      employmentsQuery(params.wsId, { types: 'STAFF', orderField: 'EMPLOYMENT_START', orderDirection: 'DESC', pageNumber: 0 }),
    ),
  component: ListRoute,
});

function ListRoute() {
  const { wsType, wsId } = Route.useParams();
  return <EmploymentList key={wsId} companyId={wsId} type="STAFF" wsType={wsType} />;
}
