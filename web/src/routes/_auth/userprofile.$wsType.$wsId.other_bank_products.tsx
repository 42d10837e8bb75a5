import { createFileRoute } from '@tanstack/react-router';
import { OtherBankProductsPage } from '../../features/profile/components/OtherBankProductsPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/other_bank_products')({
  component: function OtherBankProductsRoute() {
    const { wsType, wsId } = Route.useParams();
    return <OtherBankProductsPage key={wsId} wsType={wsType} workspaceId={wsId} />;
  },
});
