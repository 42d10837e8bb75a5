import { createFileRoute } from '@tanstack/react-router';
import { FormRoute, loadFormRoute } from '../features/forms/route-entry';

/** /forms/f8822/{publicId} (spec 000 §2): a business's Form 8822-B through its link; public, without the side menu. */
export const Route = createFileRoute('/forms/f8822/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadFormRoute('F8822B', context.queryClient, params.publicId),
  component: BusinessF8822b,
});

function BusinessF8822b() {
  const { publicId } = Route.useParams();
  return <FormRoute key={publicId} kind="F8822B" publicId={publicId} />;
}
