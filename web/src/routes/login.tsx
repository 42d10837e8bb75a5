import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth/components/LoginPage';
import { session } from '../features/auth/session';

export const Route = createFileRoute('/login')({
  staticData: { bare: true },
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  // Logged in already: home (spec 000 §2).
  beforeLoad: () => {
    if (session.isLoggedIn()) throw redirect({ to: '/' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginPage redirect={target} />;
}
