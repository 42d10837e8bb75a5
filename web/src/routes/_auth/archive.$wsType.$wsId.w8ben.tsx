import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { formsPageQuery } from '../../features/forms/api/forms';
import { FormArchive } from '../../features/forms/components/archive/FormArchive';
import { RequestW8ben } from '../../features/forms/components/archive/RequestW8ben';

/**
 * `w8ben` (spec 000 §2 Archive): the W-8BENs a company asked its foreign contractors for, as it asks
 * for W-9s. Only a company asks, so any other workspace goes back to the archive's landing page.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/w8ben')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId', params });
  },
  loader: ({ context, params }) => Promise.all([loadNamespace('forms'), context.queryClient.prefetchQuery(formsPageQuery(params.wsId, 'W8BEN', undefined))]),
  component: W8benRoute,
});

function W8benRoute() {
  const { wsId } = Route.useParams();
  return <FormArchive key={wsId} kind="W8BEN" workspaceId={wsId} request={<RequestW8ben workspaceId={wsId} />} />;
}
