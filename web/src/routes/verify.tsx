import { createFileRoute } from '@tanstack/react-router';
import { loadVerifyRoute, VerifyRoute } from '../features/signing/route-entry';

/** /verify: is this PDF a document completed here, unchanged? Public, without the side menu. */
export const Route = createFileRoute('/verify')({
  staticData: { bare: true },
  loader: () => loadVerifyRoute(),
  component: VerifyRoute,
});
