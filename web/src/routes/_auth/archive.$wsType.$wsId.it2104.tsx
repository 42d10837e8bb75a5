import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { formsPageQuery } from '../../features/forms/api/forms';
import { FormArchive } from '../../features/forms/components/archive/FormArchive';
import { RequestW4 } from '../../features/forms/components/archive/RequestW4';

/**
 * `it2104` (spec 000 §2 Archive): the IT-2104s (New York State, New York City and Yonkers
 * withholding allowances) a company asked its employees for, each for one of its staff employments
 * or a hire not yet entered, asked as a W-4 is. Only a company employs, so any other workspace goes
 * back to the archive's landing page.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/it2104')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId', params });
  },
  loader: ({ context, params }) => Promise.all([loadNamespace('forms'), context.queryClient.prefetchQuery(formsPageQuery(params.wsId, 'IT2104', undefined))]),
  component: It2104Route,
});

function It2104Route() {
  const { wsId } = Route.useParams();
  return <FormArchive key={wsId} kind="IT2104" workspaceId={wsId} request={<RequestW4 kind="IT2104" workspaceId={wsId} />} />;
}
