import { createFileRoute } from '@tanstack/react-router';
import { employmentsQuery } from '../../features/hr/api/employments';
import { EmploymentList } from '../../features/hr/components/EmploymentList';

/** The contractors tab of /hr: the company's CONTRACTOR employments. */
export const Route = createFileRoute('/_auth/hr/$wsType/$wsId/contractors/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      employmentsQuery(params.wsId, { types: 'CONTRACTOR', orderField: 'EMPLOYMENT_START', orderDirection: 'DESC', pageNumber: 0 }),
    ),
  component: ListRoute,
});

function ListRoute() {
  const { wsType, wsId } = Route.useParams();
  return <EmploymentList key={wsId} companyId={wsId} type="CONTRACTOR" wsType={wsType} />;
}
