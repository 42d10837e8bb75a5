import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppFrame } from '../app/AppFrame';
import type { TRouterContext } from '../app/router';
import { NotFound } from '../components/NotFound';

export const Route = createRootRouteWithContext<TRouterContext>()({
  component: AppFrame,
  notFoundComponent: NotFound,
});
