import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { officesQuery } from '../../features/locations/api/offices';
import { OfficePage } from '../../features/directory/components/OfficesPage';

/** An office and its employees: role ADMIN (spec 000 §6). */
export const Route = createFileRoute('/_auth/admin/offices/$officeId')({
  beforeLoad: () => requireStaffRole(['ADMIN']),
  loader: ({ context }) => context.queryClient.ensureQueryData(officesQuery()),
  component: OfficeRoute,
});

function OfficeRoute() {
  const { officeId } = Route.useParams();
  return <OfficePage officeId={officeId} />;
}
