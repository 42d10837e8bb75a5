import { createFileRoute } from '@tanstack/react-router';
import { guardLeaveRoute } from '../../features/leave/guards';
import { loadSickLeavesRoute, SickLeavesRoute } from '../../features/leave/route-entry';
import { parseSickSearch, type TSickSearch } from '../../features/leave/search';

/** Payroll individual and business: sick_leaves (spec 000 §2): records, the balance and requests, in tabs. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/sick_leaves/')({
  validateSearch: (search: Record<string, unknown>): TSickSearch => parseSickSearch(search),
  beforeLoad: ({ params }) => guardLeaveRoute(params, '/payroll/$wsType/$wsId/sick_leaves'),
  loader: ({ context, params }) => loadSickLeavesRoute(context.queryClient, params.wsId),
  component: SickLeavesScreen,
});

function SickLeavesScreen() {
  const { wsId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SickLeavesRoute key={wsId} workspaceId={wsId} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
