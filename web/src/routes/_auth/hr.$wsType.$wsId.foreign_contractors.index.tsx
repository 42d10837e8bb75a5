import { createFileRoute } from '@tanstack/react-router';
import { employmentsQuery } from '../../features/hr/api/employments';
import { EmploymentList } from '../../features/hr/components/EmploymentList';

/** The foreign_contractors tab of /hr: the company's FOREIGN_CONTRACTOR employments. */
export const Route = createFileRoute('/_auth/hr/$wsType/$wsId/foreign_contractors/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      employmentsQuery(params.wsId, { types: 'FOREIGN_CONTRACTOR', orderField: 'EMPLOYMENT_START', orderDirection: 'DESC', pageNumber: 0 }),
    ),
  component: ListRoute,
});

function ListRoute() {
  const { wsType, wsId } = Route.useParams();
  return <EmploymentList key={wsId} companyId={wsId} type="FOREIGN_CONTRACTOR" wsType={wsType} />;
}
