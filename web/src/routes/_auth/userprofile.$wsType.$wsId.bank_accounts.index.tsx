import { createFileRoute } from '@tanstack/react-router';
import { BankAccountsPage } from '../../features/profile/components/BankAccountsPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/bank_accounts/')({
  component: function BankAccountsRoute() {
    const { wsType, wsId } = Route.useParams();
    return <BankAccountsPage key={wsId} wsType={wsType} workspaceId={wsId} />;
  },
});
