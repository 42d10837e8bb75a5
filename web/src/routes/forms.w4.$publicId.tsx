import { createFileRoute } from '@tanstack/react-router';
import { FormRoute, loadFormRoute } from '../features/forms/route-entry';

/** /forms/w4/{publicId} (spec 000 §2): a W-4 asked of an employee; public, without the side menu. */
export const Route = createFileRoute('/forms/w4/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadFormRoute('W4', context.queryClient, params.publicId),
  component: PersonW4,
});

function PersonW4() {
  const { publicId } = Route.useParams();
  return <FormRoute key={publicId} kind="W4" publicId={publicId} />;
}
