import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/profile/components/AccountPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/account')({
  component: AccountPage,
});
