import type { QueryClient } from '@tanstack/react-query';
import { loadNamespace } from '../../../app/i18n';
import { localToday } from '../rules';
import { employmentsQuery, sickLeavesQuery, sickRequestQuery, vacationQuery, vacationsQuery } from './leave';

/** The vacations screen: its texts, the employments and the first page of requests. */
export async function loadVacationsScreen(queryClient: QueryClient, workspaceId: string) {
  await Promise.all([
    loadNamespace('leave'),
    queryClient.ensureQueryData(employmentsQuery(workspaceId)),
    queryClient.prefetchQuery(vacationsQuery(workspaceId, { page: 0 })),
  ]);
}

/** The sick leave screen: its texts, the employments and the first page of records from today. */
export async function loadSickLeavesScreen(queryClient: QueryClient, workspaceId: string) {
  const [, employments] = await Promise.all([loadNamespace('leave'), queryClient.ensureQueryData(employmentsQuery(workspaceId))]);
  const first = employments.data[0];
  if (first) await queryClient.prefetchQuery(sickLeavesQuery(workspaceId, { page: 0, startDate: localToday(), employmentId: first.id }));
}

/** A request's page: its texts and the request (a failure shows in place). */
export async function loadRequestScreen(queryClient: QueryClient, workspaceId: string, kind: 'vacation' | 'sick', employmentId: string, id: string) {
  const request = kind === 'vacation' ? queryClient.prefetchQuery(vacationQuery(workspaceId, employmentId, id)) : queryClient.prefetchQuery(sickRequestQuery(workspaceId, employmentId, id));
  await Promise.all([loadNamespace('leave'), request]);
}
