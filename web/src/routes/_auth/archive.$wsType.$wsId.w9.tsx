import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { formsPageQuery } from '../../features/forms/api/forms';
import { FormArchive } from '../../features/forms/components/archive/FormArchive';
import { RequestW9 } from '../../features/forms/components/archive/RequestW9';

/**
 * `w9` (spec 000 §2 Archive): the W-9s a company asked its contractors for. Only a company asks,
 * so any other workspace goes back to the archive's landing page.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/w9')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId', params });
  },
  loader: ({ context, params }) => Promise.all([loadNamespace('forms'), context.queryClient.prefetchQuery(formsPageQuery(params.wsId, 'W9', undefined))]),
  component: W9Route,
});

function W9Route() {
  const { wsId } = Route.useParams();
  return <FormArchive key={wsId} kind="W9" workspaceId={wsId} request={<RequestW9 workspaceId={wsId} />} />;
}
