import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { AuditPage } from '../../features/audit/components/AuditPage';

/** The audit log (spec 001 §2): staff with role ADMIN. The page is a chunk of its own (autoCodeSplitting). */
export const Route = createFileRoute('/_auth/admin/audit')({
  beforeLoad: () => requireStaffRole(['ADMIN']),
  component: AuditPage,
});
