import { createFileRoute } from '@tanstack/react-router';
import { BankAccountPage } from '../../features/profile/components/BankAccountsPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/bank_accounts/$accountId')({
  component: function BankAccountRoute() {
    const { wsType, wsId, accountId } = Route.useParams();
    return <BankAccountPage key={`${wsId}/${accountId}`} wsType={wsType} workspaceId={wsId} accountId={accountId} />;
  },
});
