import { createFileRoute } from '@tanstack/react-router';
import { ShareholdersPage } from '../../features/profile/components/ShareholdersPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/shareholders')({
  component: function ShareholdersRoute() {
    const { wsId } = Route.useParams();
    return <ShareholdersPage key={wsId} workspaceId={wsId} />;
  },
});
