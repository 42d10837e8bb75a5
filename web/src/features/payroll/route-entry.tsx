import { Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

/**
 * What the payroll routes import: loaders and components that fetch the screens' code on first
 * use, so the route tree (in the startup chunk) lists this small module instead of the screens'.
 */
const importDetails = () => import('./components/DetailsPage');
const importRun = () => import('./components/RunPayrollPage');
const importPayroll = () => import('./components/PayrollPage');
const importPaystubs = () => import('./components/PaystubsPage');
const DetailsScreen = lazy(() => importDetails().then((m) => ({ default: m.DetailsPage })));
const RunScreen = lazy(() => importRun().then((m) => ({ default: m.RunPayrollPage })));
const PayrollScreen = lazy(() => importPayroll().then((m) => ({ default: m.PayrollPage })));
const PaystubsScreen = lazy(() => importPaystubs().then((m) => ({ default: m.PaystubsPage })));

export async function loadDetailsRoute(queryClient: QueryClient, companyId: string) {
  const [{ loadDetailsScreen }] = await Promise.all([import('./api/load'), importDetails()]);
  await loadDetailsScreen(queryClient, companyId);
}

export async function loadRunRoute(queryClient: QueryClient, companyId: string) {
  const [{ loadRunScreen }] = await Promise.all([import('./api/load'), importRun()]);
  await loadRunScreen(queryClient, companyId);
}

export async function loadPayrollRoute(queryClient: QueryClient, companyId: string, id: string) {
  const [{ loadPayrollScreen }] = await Promise.all([import('./api/load'), importPayroll()]);
  await loadPayrollScreen(queryClient, companyId, id);
}

export async function loadPaystubsRoute(queryClient: QueryClient, workspaceId: string) {
  const [{ loadPaystubsScreen }] = await Promise.all([import('./api/load'), importPaystubs()]);
  await loadPaystubsScreen(queryClient, workspaceId);
}

const fallback = <Loader size="sm" />;

export function DetailsRoute(props: { companyId: string }) {
  return (
    <Suspense fallback={fallback}>
      <DetailsScreen {...props} />
    </Suspense>
  );
}

export function RunRoute(props: { companyId: string; wsType: string }) {
  return (
    <Suspense fallback={fallback}>
      <RunScreen {...props} />
    </Suspense>
  );
}

export function PayrollRoute(props: { companyId: string; id: string }) {
  return (
    <Suspense fallback={fallback}>
      <PayrollScreen {...props} />
    </Suspense>
  );
}

export function PaystubsRoute(props: { workspaceId: string; wsType: string }) {
  return (
    <Suspense fallback={fallback}>
      <PaystubsScreen {...props} />
    </Suspense>
  );
}
