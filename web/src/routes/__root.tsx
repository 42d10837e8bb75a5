import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppFrame } from '../app/AppFrame';
import { redirectParamless, requireRouteDomains } from '../app/guards';
import type { TRouterContext } from '../app/router';
import { NotFound } from '../components/NotFound';

export const Route = createRootRouteWithContext<TRouterContext>()({
  // Routes declaring `staticData: { domain }` (e.g. POSTAL_REGISTER) are gated here, whatever their place in the tree.
  // Workspace-scoped routes open without wsType/wsId in the current workspace (spec 000 §2).
  beforeLoad: ({ matches, location }) => {
    redirectParamless(matches, location);
    requireRouteDomains(matches, location);
  },
  component: AppFrame,
  notFoundComponent: NotFound,
});
