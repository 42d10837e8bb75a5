import { createFileRoute } from '@tanstack/react-router';
import { BankStatementsPage } from '../../features/profile/components/BankStatementsPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/bank_statements')({
  component: function BankStatementsRoute() {
    const { wsType, wsId } = Route.useParams();
    return <BankStatementsPage key={wsId} wsType={wsType} workspaceId={wsId} />;
  },
});
