import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { formsPageQuery } from '../../features/forms/api/forms';
import { FormArchive } from '../../features/forms/components/archive/FormArchive';
import { RequestW4 } from '../../features/forms/components/archive/RequestW4';

/**
 * `w4` (spec 000 §2 Archive): the W-4s a company asked its employees for, each for one of its
 * staff employments or a hire not yet entered. Only a company employs, so any other workspace goes
 * back to the archive's landing page.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/w4')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId', params });
  },
  loader: ({ context, params }) => Promise.all([loadNamespace('forms'), context.queryClient.prefetchQuery(formsPageQuery(params.wsId, 'W4', undefined))]),
  component: W4Route,
});

function W4Route() {
  const { wsId } = Route.useParams();
  return <FormArchive key={wsId} kind="W4" workspaceId={wsId} request={<RequestW4 workspaceId={wsId} />} />;
}
