import { createFileRoute } from '@tanstack/react-router';
import { FormRoute, loadFormRoute } from '../features/forms/route-entry';

/** /forms/it2104/{publicId} (spec 000 §2): an IT-2104 asked of an employee; public, without the side menu. */
export const Route = createFileRoute('/forms/it2104/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadFormRoute('IT2104', context.queryClient, params.publicId),
  component: PersonIt2104,
});

function PersonIt2104() {
  const { publicId } = Route.useParams();
  return <FormRoute key={publicId} kind="IT2104" publicId={publicId} />;
}
