import { createFileRoute } from '@tanstack/react-router';
import { FormRoute, loadFormRoute } from '../features/forms/route-entry';

/** /forms/i9/{publicId}: Section 1 of a Form I-9 asked of a new hire; public, without the side menu. */
export const Route = createFileRoute('/forms/i9/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadFormRoute('I9', context.queryClient, params.publicId),
  component: PersonI9,
});

function PersonI9() {
  const { publicId } = Route.useParams();
  return <FormRoute key={publicId} kind="I9" publicId={publicId} />;
}
