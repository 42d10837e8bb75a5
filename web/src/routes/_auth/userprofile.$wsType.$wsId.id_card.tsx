import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '../../features/profile/components/DocumentPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/id_card')({
  component: function DocumentRoute() {
    const { wsId } = Route.useParams();
    return <DocumentPage key={wsId} workspaceId={wsId} kind="id_card" />;
  },
});
