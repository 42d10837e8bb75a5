import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { setWorkspace } from '../features/workspaces/workspace-store';
import { session } from '../features/auth/session';
import { routeTree } from '../routeTree.gen';
import { setUnauthorizedHandler } from './api-client';
import { registerRoutePaths } from './guards';
import type { TGuardedStaticData } from './route-guards';

export interface TRouterContext {
  queryClient: QueryClient;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});
// The param-less rule (spec 000 §2, guards.ts redirectParamless) looks in every route path.
registerRoutePaths(Object.keys(router.routesByPath));

// A 401 that a refresh cannot fix ends the session and sends the user to /login, remembering the target.
setUnauthorizedHandler(() => {
  const wasLoggedIn = session.isLoggedIn();
  session.clear();
  setWorkspace(null);
  queryClient.clear();
  if (!wasLoggedIn) return;
  const { href, pathname } = router.state.location;
  if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href } });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption extends TGuardedStaticData {
    /** A public page without the side menu (spec 000 §2). */
    bare?: boolean;
  }
}
