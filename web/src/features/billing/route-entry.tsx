import { Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { TBillingScreen, TBillingTab } from './components/BillingScreen';

/**
 * What the billing routes import: a loader and a component that fetch the billing code on first
 * use. The route tree (in the startup chunk) then lists this small module as the routes' only
 * dependency, instead of every chunk the billing screens are made of.
 */
const importScreen = () => import('./components/BillingScreen');
const Screen = lazy(() => importScreen().then((m) => ({ default: m.BillingScreen })));

/** The route's loader: the screen's code, its texts and its first data, in parallel. */
export async function loadBillingRoute(queryClient: QueryClient, screen: TBillingScreen, tab: TBillingTab, workspaceId: string) {
  const [{ loadBillingScreen }] = await Promise.all([import('./api/load-screen'), importScreen()]);
  await loadBillingScreen(queryClient, screen, tab, workspaceId);
}

export function BillingRoute(props: { screen: TBillingScreen; tab: TBillingTab; wsType: string; workspaceId: string }) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Screen {...props} />
    </Suspense>
  );
}
