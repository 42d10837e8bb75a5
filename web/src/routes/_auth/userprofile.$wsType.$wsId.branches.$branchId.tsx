import { createFileRoute } from '@tanstack/react-router';
import { BranchPage } from '../../features/profile/components/OfficePages';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/branches/$branchId')({
  component: function BranchRoute() {
    const { wsType, wsId, branchId } = Route.useParams();
    return <BranchPage key={wsId} wsType={wsType} workspaceId={wsId} branchId={branchId} />;
  },
});
