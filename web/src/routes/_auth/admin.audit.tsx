import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { loadNamespace } from '../../app/i18n';
import { AuditPage } from '../../features/audit/components/AuditPage';

/** The audit log (spec 001 §2): staff with role ADMIN. The page is a chunk of its own (autoCodeSplitting). */
export const Route = createFileRoute('/_auth/admin/audit')({
  beforeLoad: () => requireStaffRole(['ADMIN']),
  // The events' names (the `audit` namespace) are loaded with the page, not with the first route.
  loader: () => Promise.all([loadNamespace('audit'), loadNamespace('admin')]),
  component: AuditPage,
});
