import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { sentPageQuery } from '../../features/documents/api/signable';
import { SentList } from '../../features/documents/components/SentList';
import { SignableTabs } from '../../features/documents/components/SignableTabs';

/**
 * `signable` common (spec 000 §2): the documents a company sent for signing. Only a company sends,
 * so any other workspace opens its own tab, the documents sent to the user.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/signable/common')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId/signable/own', params });
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(sentPageQuery(params.wsId, undefined)),
  component: SentRoute,
});

function SentRoute() {
  const { wsType, wsId } = Route.useParams();
  return (
    <SignableTabs key={wsId} tab="common" wsType={wsType} wsId={wsId}>
      <SentList workspaceId={wsId} wsType={wsType} />
    </SignableTabs>
  );
}
