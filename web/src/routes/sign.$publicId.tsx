import { createFileRoute } from '@tanstack/react-router';
import { loadSigningRoute, SigningRoute } from '../features/signing/route-entry';

/** /sign/{publicId} (spec 000 §2): a signer's emailed link; public, without the side menu. */
export const Route = createFileRoute('/sign/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadSigningRoute(context.queryClient, { kind: 'link', publicId: params.publicId }),
  component: SignByLink,
});

function SignByLink() {
  const { publicId } = Route.useParams();
  return <SigningRoute key={publicId} channel={{ kind: 'link', publicId }} />;
}
