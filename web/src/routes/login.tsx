import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/LoginPage';
import { session } from '../features/auth/session';

export const Route = createFileRoute('/login')({
  staticData: { bare: true },
  // A plain check rather than a zod schema: /login is a first route and stays zod-free.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
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
