import type { QueryClient } from '@tanstack/react-query';
import { loadNamespace } from '../../../app/i18n';
import type { TTimesheetSearch } from '../search';
import { weekStartsOnOf } from '../hooks/use-week-sheet';
import { localToday, weekRange } from '../rules';
import { companyTimesheetQuery, payPeriodsQuery } from './company';
import { defaultFilter } from './company-filter';
import { assignmentsQuery, daysQuery } from './timesheet';

/**
 * The day view's loader: the texts (not in the startup bundle), the assignments and the week of the
 * day shown, so the screen renders complete. The week read never throws here: a failure shows in place.
 */
export async function loadDayScreen(queryClient: QueryClient, workspaceId: string, search: TTimesheetSearch) {
  const [, assignments] = await Promise.all([loadNamespace('timesheet'), queryClient.ensureQueryData(assignmentsQuery(workspaceId))]);
  const assignment = assignments.data.find((a) => a.employmentId === search.employment) ?? assignments.data[0];
  if (!assignment) return;
  const range = weekRange(search.date ?? localToday(), weekStartsOnOf(assignment.employmentId));
  await queryClient.prefetchQuery(daysQuery(workspaceId, assignment.employmentId, range.startDate, range.endDate));
}

/** The company view's loader: texts, the current workweek's table and the closed pay periods. */
export async function loadCompanyScreen(queryClient: QueryClient, companyId: string) {
  await Promise.all([
    loadNamespace('timesheet'),
    queryClient.prefetchQuery(companyTimesheetQuery(companyId, defaultFilter(companyId))),
    queryClient.prefetchQuery(payPeriodsQuery(companyId)),
  ]);
}
