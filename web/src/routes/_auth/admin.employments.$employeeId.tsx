import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { employeeQuery } from '../../features/directory/api/directory';
import { EmployeePage } from '../../features/directory/components/EmployeePage';

/** A provider employee's office data and roles (spec 000 §5): role ADMIN (spec 000 §6). */
export const Route = createFileRoute('/_auth/admin/employments/$employeeId')({
  beforeLoad: () => requireStaffRole(['ADMIN']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(employeeQuery(params.employeeId)),
  component: EmployeeRoute,
});

function EmployeeRoute() {
  const { employeeId } = Route.useParams();
  return <EmployeePage employeeId={employeeId} />;
}
