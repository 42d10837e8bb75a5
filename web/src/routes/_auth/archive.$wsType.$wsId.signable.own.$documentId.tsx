import { createFileRoute } from '@tanstack/react-router';
import { loadSigningRoute, SigningRoute } from '../../features/signing/route-entry';

/**
 * A document sent to the signed-in user's account (spec 000 §2 Archive, signable own): the same
 * signing view as the emailed link, through the account's routes. The archive's layout route
 * checks the workspace params.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/signable/own/$documentId')({
  loader: ({ context, params }) => loadSigningRoute(context.queryClient, { kind: 'account', documentId: params.documentId }),
  component: SignOwn,
});

function SignOwn() {
  const { documentId } = Route.useParams();
  return <SigningRoute key={documentId} channel={{ kind: 'account', documentId }} />;
}
