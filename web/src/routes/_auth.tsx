import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from '../app/guards';

/** Every route under this layout needs a login. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    requireLogin(location);
  },
  component: Outlet,
});
