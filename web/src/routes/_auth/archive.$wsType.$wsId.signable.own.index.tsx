import { createFileRoute } from '@tanstack/react-router';
import { ownPageQuery } from '../../features/documents/api/signable';
import { OwnList } from '../../features/documents/components/OwnList';
import { SignableTabs } from '../../features/documents/components/SignableTabs';

/** `signable` (own): the documents sent to the signed-in user, in any workspace. */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/signable/own/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(ownPageQuery(undefined)),
  component: OwnRoute,
});

function OwnRoute() {
  const { wsType, wsId } = Route.useParams();
  return (
    <SignableTabs key={wsId} tab="own" wsType={wsType} wsId={wsId}>
      <OwnList workspaceId={wsId} wsType={wsType} />
    </SignableTabs>
  );
}
