import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { signableQuery } from '../../features/documents/api/signable';
import { DocumentPage } from '../../features/documents/components/DocumentPage';

/** A document the company sent: its editor while CREATED, else its details (issue 14). */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/signable/$documentId')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId/signable/own', params });
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(signableQuery(params.wsId, params.documentId)),
  component: DocumentRoute,
});

function DocumentRoute() {
  const { wsType, wsId, documentId } = Route.useParams();
  return <DocumentPage key={`${wsId}/${documentId}`} workspaceId={wsId} wsType={wsType} documentId={documentId} />;
}
