import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { formsPageQuery } from '../../features/forms/api/forms';
import { FormArchive } from '../../features/forms/components/archive/FormArchive';
import { RequestF8822b } from '../../features/forms/components/archive/RequestF8822b';

/**
 * `f8822` (spec 000 §2 Archive): the company's Forms 8822-B, Change of Address or Responsible Party —
 * Business, each asked of whoever fills it in and signs it for the business, or filled in at once by
 * the signed-in user. Only a company files one, so any other workspace goes back to the archive's
 * landing page.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/f8822')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId', params });
  },
  loader: ({ context, params }) => Promise.all([loadNamespace('forms'), context.queryClient.prefetchQuery(formsPageQuery(params.wsId, 'F8822B', undefined))]),
  component: F8822bRoute,
});

function F8822bRoute() {
  const { wsId } = Route.useParams();
  return <FormArchive key={wsId} kind="F8822B" workspaceId={wsId} request={<RequestF8822b workspaceId={wsId} />} />;
}
