import { decide } from '@shared/core/access.js';
import { POLICY_PERMISSION } from '@shared/policies/access.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { session } from '../../features/auth/session';
import { syncCompanyWorkspace } from '../../features/hr/guards';
import { haopListQuery } from '../../features/policies/api/haop';
import { PolicyPage } from '../../features/policies/components/PolicyPage';

/**
 * Payroll business: policy (spec 000 §2, Policies): the company's Holiday and Overtime Policies.
 * A company workspace; staff need PAYROLL_MANAGER, as the payroll menus (§6). The component and
 * the loader are chunks of their own (the router's automatic code splitting).
 */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/policy')({
  beforeLoad: ({ params }) => {
    syncCompanyWorkspace(params, '/payroll/$wsType/$wsId/policy');
    if (!decide(POLICY_PERMISSION, session.principal(), params.wsId).allowed) throw redirect({ to: '/' });
  },
  loader: ({ context, params }) => Promise.all([loadNamespace('policies'), context.queryClient.ensureQueryData(haopListQuery(params.wsId, { page: 0 }))]),
  component: PolicyRoute,
});

function PolicyRoute() {
  const { wsId } = Route.useParams();
  return <PolicyPage key={wsId} companyId={wsId} />;
}
