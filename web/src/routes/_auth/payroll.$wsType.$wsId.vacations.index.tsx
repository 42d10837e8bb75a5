import { createFileRoute } from '@tanstack/react-router';
import { guardLeaveRoute } from '../../features/leave/guards';
import { loadVacationsRoute, VacationsRoute } from '../../features/leave/route-entry';
import { parseVacationSearch, type TVacationSearch } from '../../features/leave/search';

/** Payroll individual and business: vacations (spec 000 §2): the requests and the PTO balance, in tabs. */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/vacations/')({
  validateSearch: (search: Record<string, unknown>): TVacationSearch => parseVacationSearch(search),
  beforeLoad: ({ params }) => guardLeaveRoute(params, '/payroll/$wsType/$wsId/vacations'),
  loader: ({ context, params }) => loadVacationsRoute(context.queryClient, params.wsId),
  component: VacationsScreen,
});

function VacationsScreen() {
  const { wsId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <VacationsRoute key={wsId} workspaceId={wsId} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
