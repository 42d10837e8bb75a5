import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { DOMAIN_ROUTES } from '../../app/route-guards';
import { currentWorkspace } from '../../features/workspaces/workspace-store';
import { useCurrentWorkspace } from '../../features/workspaces/hooks/use-current-workspace';
import { requirePersonWorkspace } from '../../features/timesheet/guards';
import { parseTimesheetSearch, type TTimesheetSearch } from '../../features/timesheet/search';
import { loadTimesheetRoute, TimesheetRoute } from '../../features/timesheet/route-entry';

/**
 * The employee's timesheet (spec 000 §2 Timesheet): the day and week views in their person workspace,
 * open to holders of the TIMESHEET domain and provider employees (the root route's guard; others go home).
 */
export const Route = createFileRoute('/_auth/timesheet')({
  staticData: DOMAIN_ROUTES['/timesheet'],
  validateSearch: (search: Record<string, unknown>): TTimesheetSearch => parseTimesheetSearch(search),
  beforeLoad: () => requirePersonWorkspace(),
  loaderDeps: ({ search }) => ({ date: search.date, employment: search.employment }),
  loader: ({ context, deps }) => loadTimesheetRoute(context.queryClient, currentWorkspace.get()!, deps),
  component: TimesheetScreen,
});

function TimesheetScreen() {
  const workspaceId = useCurrentWorkspace();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Switching to another workspace here leaves the person's timesheet.
  if (!workspaceId || workspaceTypeOf(workspaceId) !== 'PERSON') return <Navigate to="/" />;
  return <TimesheetRoute key={workspaceId} workspaceId={workspaceId} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
