import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailsPage } from '../../features/profile/components/CompanyPages';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/company_details')({
  component: function CompanyDetailsRoute() {
    const { wsId } = Route.useParams();
    return <CompanyDetailsPage key={wsId} workspaceId={wsId} />;
  },
});
