import { createFileRoute } from '@tanstack/react-router';
import { FormRoute, loadFormRoute } from '../features/forms/route-entry';

/** /forms/w8ben/{publicId} (spec 000 §2): a W-8BEN asked of a foreign contractor; public, without the side menu. */
export const Route = createFileRoute('/forms/w8ben/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadFormRoute('W8BEN', context.queryClient, params.publicId),
  component: PersonW8ben,
});

function PersonW8ben() {
  const { publicId } = Route.useParams();
  return <FormRoute key={publicId} kind="W8BEN" publicId={publicId} />;
}
