import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '../../features/profile/components/AddressPage';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/address')({
  component: function AddressPageRoute() {
    const { wsId } = Route.useParams();
    return <AddressPage key={wsId} workspaceId={wsId} />;
  },
});
