import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { officesQuery } from '../../features/locations/api/offices';
import { OfficesPage } from '../../features/directory/components/OfficesPage';

/** Offices (spec 000 §2 Provider staff): role ADMIN (spec 000 §6). */
export const Route = createFileRoute('/_auth/admin/offices/')({
  beforeLoad: () => requireStaffRole(['ADMIN']),
  loader: ({ context }) => context.queryClient.ensureQueryData(officesQuery()),
  component: OfficesPage,
});
