import { Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { TTimesheetSearch } from './search';

/**
 * What the timesheet routes import: loaders and components that fetch the timesheet's code on
 * first use, so the route tree (in the startup chunk) lists this small module instead of every
 * chunk the screens are made of.
 */
const importDayScreen = () => import('./components/TimesheetPage');
const importCompanyScreen = () => import('./components/CompanyTimesheetPage');
const DayScreen = lazy(() => importDayScreen().then((m) => ({ default: m.TimesheetPage })));
const CompanyScreen = lazy(() => importCompanyScreen().then((m) => ({ default: m.CompanyTimesheetPage })));

/** /timesheet's loader: the screen's code, its texts, the assignments and the first week, in parallel. */
export async function loadTimesheetRoute(queryClient: QueryClient, workspaceId: string, search: TTimesheetSearch) {
  const [{ loadDayScreen }] = await Promise.all([import('./api/load'), importDayScreen()]);
  await loadDayScreen(queryClient, workspaceId, search);
}

/** The company view's loader: its code, texts, the current workweek's table and the pay periods. */
export async function loadCompanyTimesheetRoute(queryClient: QueryClient, companyId: string) {
  const [{ loadCompanyScreen }] = await Promise.all([import('./api/load'), importCompanyScreen()]);
  await loadCompanyScreen(queryClient, companyId);
}

export function TimesheetRoute(props: { workspaceId: string; search: TTimesheetSearch; onSearch: (next: TTimesheetSearch) => void }) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <DayScreen {...props} />
    </Suspense>
  );
}

export function CompanyTimesheetRoute(props: { companyId: string }) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <CompanyScreen {...props} />
    </Suspense>
  );
}
