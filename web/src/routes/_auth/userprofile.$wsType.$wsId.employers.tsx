import { createFileRoute } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { EmploymentInvitations } from '../../features/hr/components/EmploymentInvitations';

/** The employments that name the workspace, to accept or decline (docs/decisions/0019-employment-consent.md). */
export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/employers')({
  loader: () => loadNamespace('hr'),
  component: function EmployersRoute() {
    const { wsId } = Route.useParams();
    return <EmploymentInvitations key={wsId} workspaceId={wsId} />;
  },
});
