import { createFileRoute } from '@tanstack/react-router';
import { employmentQuery } from '../../features/hr/api/employments';
import { EmploymentDetails } from '../../features/hr/components/EmploymentDetails';

/** An employment's page of the foreign_contractors tab (spec 000 §2: details by the company and contractorId). */
export const Route = createFileRoute('/_auth/hr/$wsType/$wsId/foreign_contractors/$contractorId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(employmentQuery(params.wsId, params.contractorId)),
  component: DetailsRoute,
});

function DetailsRoute() {
  const { wsType, wsId, contractorId } = Route.useParams();
  return <EmploymentDetails key={contractorId} companyId={wsId} employmentId={contractorId} wsType={wsType} />;
}
