import { createFileRoute } from '@tanstack/react-router';
import { employmentQuery } from '../../features/hr/api/employments';
import { EmploymentDetails } from '../../features/hr/components/EmploymentDetails';

/** An employment's page of the employees tab (spec 000 §2: details by the company and employeeId). */
export const Route = createFileRoute('/_auth/hr/$wsType/$wsId/employees/$employeeId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(employmentQuery(params.wsId, params.employeeId)),
  component: DetailsRoute,
});

function DetailsRoute() {
  const { wsType, wsId, employeeId } = Route.useParams();
  return <EmploymentDetails key={employeeId} companyId={wsId} employmentId={employeeId} wsType={wsType} />;
}
