import { createFileRoute } from '@tanstack/react-router';
import { loadW9Route, W9Route } from '../features/forms/route-entry';

/** /forms/w9/person/{publicId} (spec 000 §2): a W-9 asked of a person; public, without the side menu. */
export const Route = createFileRoute('/forms/w9/person/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadW9Route(context.queryClient, params.publicId),
  component: PersonW9,
});

function PersonW9() {
  const { publicId } = Route.useParams();
  return <W9Route key={publicId} publicId={publicId} />;
}
