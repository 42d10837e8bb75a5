import { decide } from '@shared/core/access.js';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { EMPLOYEE_POLICY_PERMISSION, POLICY_PERMISSION } from '@shared/policies/access.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';
import { loadNamespace } from '../../app/i18n';
import { session } from '../../features/auth/session';
import { haopListQuery } from '../../features/policies/api/haop';
import { employmentPoliciesQuery, leaveListQuery } from '../../features/policies/api/leave';
import { EmploymentPoliciesPage } from '../../features/policies/components/EmploymentPoliciesPage';
import { PolicyTabs } from '../../features/policies/components/PolicyTabs';
import { POLICY_TABS, type TPolicyTab } from '../../features/policies/tabs';
import { currentWorkspace } from '../../features/workspaces/workspace-store';

/**
 * Payroll business: policy, and Payroll individual: policy (spec 000 §2): in a company workspace the
 * company's policies in tabs pto / slp / haop (staff need PAYROLL_MANAGER, as the payroll menus, §6);
 * in a person's workspace each of their employments with its three policies. Any other workspace
 * goes home. The components and the loader are chunks of their own (automatic code splitting).
 */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/policy')({
  validateSearch: (search: Record<string, unknown>): { tab?: TPolicyTab } =>
    POLICY_TABS.includes(search.tab as TPolicyTab) ? { tab: search.tab as TPolicyTab } : {},
  beforeLoad: ({ params }) => {
    syncWorkspaceParams(params, '/payroll/$wsType/$wsId/policy');
    const type = workspaceTypeOf(currentWorkspace.get() ?? '');
    const permission = type === 'PERSON' ? EMPLOYEE_POLICY_PERMISSION : POLICY_PERMISSION;
    if (!decide(permission, session.principal(), params.wsId).allowed) throw redirect({ to: '/' });
  },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'pto' }),
  loader: ({ context, params, deps }) => {
    if (workspaceTypeOf(params.wsId) === 'PERSON') return Promise.all([loadNamespace('policies'), context.queryClient.ensureQueryData(employmentPoliciesQuery(params.wsId))]);
    const list = deps.tab === 'haop' ? haopListQuery(params.wsId, { page: 0 }) : leaveListQuery(params.wsId, deps.tab, { pageNumber: 0 });
    return Promise.all([loadNamespace('policies'), context.queryClient.ensureQueryData(list as ReturnType<typeof haopListQuery>)]);
  },
  component: PolicyRoute,
});

function PolicyRoute() {
  const { wsId } = Route.useParams();
  const { tab = 'pto' } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (workspaceTypeOf(wsId) === 'PERSON') return <EmploymentPoliciesPage key={wsId} personId={wsId} />;
  return <PolicyTabs key={wsId} companyId={wsId} tab={tab} onTab={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
