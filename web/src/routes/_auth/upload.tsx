import { UPLOAD_ROLES } from '@shared/uploads/access.js';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { loadNamespace } from '../../app/i18n';

/** Bulk uploads (issue 5): provider employees who set clients up; others go home. */
export const Route = createFileRoute('/_auth/upload')({
  beforeLoad: () => requireStaffRole(UPLOAD_ROLES),
  loader: () => loadNamespace('uploads'),
  component: Outlet,
});
