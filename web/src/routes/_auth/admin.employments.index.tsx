import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { EmployeesPage } from '../../features/directory/components/EmployeesPage';

/** Provider employees (spec 000 §2 Provider staff): role ADMIN (spec 000 §6). */
export const Route = createFileRoute('/_auth/admin/employments/')({
  beforeLoad: () => requireStaffRole(['ADMIN']),
  component: EmployeesPage,
});
