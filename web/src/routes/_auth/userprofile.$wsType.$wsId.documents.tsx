import { createFileRoute } from '@tanstack/react-router';
import { DocumentsOverview } from '../../features/profile/components/DocumentsOverview';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/documents')({
  component: function DocumentsRoute() {
    const { wsType, wsId } = Route.useParams();
    return <DocumentsOverview key={wsId} wsType={wsType} workspaceId={wsId} />;
  },
});
