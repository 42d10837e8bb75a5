import { createFileRoute } from '@tanstack/react-router';
import { MaritalPage } from '../../features/profile/components/MaritalPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/marital')({
  component: function MaritalRoute() {
    const { wsId } = Route.useParams();
    return <MaritalPage key={wsId} workspaceId={wsId} />;
  },
});
