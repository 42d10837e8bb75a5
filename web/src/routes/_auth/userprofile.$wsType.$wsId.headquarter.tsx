import { createFileRoute } from '@tanstack/react-router';
import { HeadquarterPage } from '../../features/profile/components/OfficePages';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/headquarter')({
  component: function HeadquarterRoute() {
    const { wsType, wsId } = Route.useParams();
    return <HeadquarterPage key={wsId} wsType={wsType} workspaceId={wsId} />;
  },
});
