import { Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { TSickSearch, TVacationSearch } from './search';

/**
 * What the leave routes import: loaders and components that fetch the screens' code on first use,
 * so the route tree (in the startup chunk) lists this small module instead of the screens' chunks.
 */
const importVacations = () => import('./components/VacationsPage');
const importVacation = () => import('./components/VacationReviewPage');
const importSick = () => import('./components/SickLeavesPage');
const importSickRequest = () => import('./components/SickRequestPage');
const VacationsScreen = lazy(() => importVacations().then((m) => ({ default: m.VacationsPage })));
const VacationScreen = lazy(() => importVacation().then((m) => ({ default: m.VacationReviewPage })));
const SickScreen = lazy(() => importSick().then((m) => ({ default: m.SickLeavesPage })));
const SickRequestScreen = lazy(() => importSickRequest().then((m) => ({ default: m.SickRequestPage })));

export async function loadVacationsRoute(queryClient: QueryClient, workspaceId: string) {
  const [{ loadVacationsScreen }] = await Promise.all([import('./api/load'), importVacations()]);
  await loadVacationsScreen(queryClient, workspaceId);
}

export async function loadVacationRoute(queryClient: QueryClient, workspaceId: string, employmentId: string, id: string) {
  const [{ loadRequestScreen }] = await Promise.all([import('./api/load'), importVacation()]);
  await loadRequestScreen(queryClient, workspaceId, 'vacation', employmentId, id);
}

export async function loadSickLeavesRoute(queryClient: QueryClient, workspaceId: string) {
  const [{ loadSickLeavesScreen }] = await Promise.all([import('./api/load'), importSick()]);
  await loadSickLeavesScreen(queryClient, workspaceId);
}

export async function loadSickRequestRoute(queryClient: QueryClient, workspaceId: string, employmentId: string, id: string) {
  const [{ loadRequestScreen }] = await Promise.all([import('./api/load'), importSickRequest()]);
  await loadRequestScreen(queryClient, workspaceId, 'sick', employmentId, id);
}

const fallback = <Loader size="sm" />;

export function VacationsRoute(props: { workspaceId: string; search: TVacationSearch; onSearch: (next: TVacationSearch) => void }) {
  return (
    <Suspense fallback={fallback}>
      <VacationsScreen {...props} />
    </Suspense>
  );
}

export function VacationRoute(props: { workspaceId: string; employmentId: string; id: string }) {
  return (
    <Suspense fallback={fallback}>
      <VacationScreen {...props} />
    </Suspense>
  );
}

export function SickLeavesRoute(props: { workspaceId: string; search: TSickSearch; onSearch: (next: TSickSearch) => void }) {
  return (
    <Suspense fallback={fallback}>
      <SickScreen {...props} />
    </Suspense>
  );
}

export function SickRequestRoute(props: { workspaceId: string; employmentId: string; id: string }) {
  return (
    <Suspense fallback={fallback}>
      <SickRequestScreen {...props} />
    </Suspense>
  );
}
