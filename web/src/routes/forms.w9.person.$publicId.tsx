import { createFileRoute } from '@tanstack/react-router';
import { FormRoute, loadFormRoute } from '../features/forms/route-entry';

/** /forms/w9/person/{publicId} (spec 000 §2): a W-9 asked of a person; public, without the side menu. */
export const Route = createFileRoute('/forms/w9/person/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadFormRoute('W9', context.queryClient, params.publicId),
  component: PersonW9,
});

function PersonW9() {
  const { publicId } = Route.useParams();
  return <FormRoute key={publicId} kind="W9" publicId={publicId} />;
}
