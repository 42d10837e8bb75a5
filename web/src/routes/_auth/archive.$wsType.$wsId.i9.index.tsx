import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { formsPageQuery } from '../../features/forms/api/forms';
import { FormArchive } from '../../features/forms/components/archive/FormArchive';
import { RequestW4 } from '../../features/forms/components/archive/RequestW4';

/**
 * `i9`: the Forms I-9 (Employment Eligibility Verification) a company asked its new hires for, each
 * for one of its staff employments or a hire not yet entered, asked as a W-4 is. The new hire fills
 * and signs Section 1 through the link; the company then completes Section 2 from its row
 * (i9.$formId) and signs it. Only a company employs, so any other workspace goes back to the
 * archive's landing page.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/i9/')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId', params });
  },
  loader: ({ context, params }) => Promise.all([loadNamespace('forms'), context.queryClient.prefetchQuery(formsPageQuery(params.wsId, 'I9', undefined))]),
  component: I9Route,
});

function I9Route() {
  const { wsId } = Route.useParams();
  return <FormArchive key={wsId} kind="I9" workspaceId={wsId} request={<RequestW4 kind="I9" workspaceId={wsId} />} />;
}
