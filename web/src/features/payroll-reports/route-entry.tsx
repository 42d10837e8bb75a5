import { Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { TReportView } from './guards';

/**
 * What the reports routes import: loaders and components that fetch the screens' code on first use,
 * so the route tree (in the startup chunk) lists this small module instead of the screens' chunks.
 */

const importList = () => import('./components/ReportsPage');
const importView = () => import('./components/ReportViewPage');
const importGeneral = () => import('./components/GeneralReportPage');
const ListScreen = lazy(() => importList().then((m) => ({ default: m.ReportsPage })));
const ViewScreen = lazy(() => importView().then((m) => ({ default: m.ReportViewPage })));
const GeneralScreen = lazy(() => importGeneral().then((m) => ({ default: m.GeneralReportPage })));

export async function loadReportsRoute(queryClient: QueryClient, companyId: string) {
  const [{ loadReportsScreen }] = await Promise.all([import('./api/load'), importList()]);
  await loadReportsScreen(queryClient, companyId);
}

export async function loadReportViewRoute(queryClient: QueryClient, companyId: string, view: string) {
  const [{ loadViewScreen }] = await Promise.all([import('./api/load'), importView()]);
  await loadViewScreen(queryClient, companyId, view);
}

export async function loadGeneralRoute(queryClient: QueryClient, companyId: string, id: string) {
  const [{ loadGeneralScreen }] = await Promise.all([import('./api/load'), importGeneral()]);
  await loadGeneralScreen(queryClient, companyId, id);
}

const fallback = <Loader size="sm" />;
type TProps = { companyId: string; wsType: string };

export function ReportsRoute(props: TProps) {
  return (
    <Suspense fallback={fallback}>
      <ListScreen {...props} />
    </Suspense>
  );
}

export function ReportViewRoute(props: TProps & { view: TReportView }) {
  return (
    <Suspense fallback={fallback}>
      <ViewScreen {...props} />
    </Suspense>
  );
}

export function GeneralReportRoute(props: TProps & { id: string }) {
  return (
    <Suspense fallback={fallback}>
      <GeneralScreen {...props} />
    </Suspense>
  );
}
