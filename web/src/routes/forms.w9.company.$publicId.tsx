import { createFileRoute } from '@tanstack/react-router';
import { FormRoute, loadFormRoute } from '../features/forms/route-entry';

/** /forms/w9/company/{publicId} (spec 000 §2): a W-9 asked of a company; public, without the side menu. */
export const Route = createFileRoute('/forms/w9/company/$publicId')({
  staticData: { bare: true },
  loader: ({ context, params }) => loadFormRoute('W9', context.queryClient, params.publicId),
  component: CompanyW9,
});

function CompanyW9() {
  const { publicId } = Route.useParams();
  return <FormRoute key={publicId} kind="W9" publicId={publicId} />;
}
