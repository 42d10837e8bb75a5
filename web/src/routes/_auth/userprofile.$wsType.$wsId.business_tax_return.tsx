import { createFileRoute } from '@tanstack/react-router';
import { TaxReturnsPage } from '../../features/profile/components/TaxReturnsPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/business_tax_return')({
  component: function TaxReturnsRoute() {
    const { wsId } = Route.useParams();
    return <TaxReturnsPage key={wsId} workspaceId={wsId} />;
  },
});
