import { createFileRoute } from '@tanstack/react-router';
import { PersonDetailsPage } from '../../features/profile/components/PersonDetailsPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/person_details')({
  component: function PersonDetailsPageRoute() {
    const { wsId } = Route.useParams();
    return <PersonDetailsPage key={wsId} workspaceId={wsId} />;
  },
});
