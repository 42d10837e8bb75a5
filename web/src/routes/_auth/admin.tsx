import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireStaff } from '../../app/guards';

/** The admin panel: provider employees only. */
export const Route = createFileRoute('/_auth/admin')({
  beforeLoad: () => requireStaff(),
  component: Outlet,
});
