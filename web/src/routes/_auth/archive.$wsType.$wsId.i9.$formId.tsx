import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { formQuery } from '../../features/forms/api/forms';
import { I9Section2Page } from '../../features/forms/components/archive/I9Section2Page';

/**
 * An I-9's Section 2, the employer's: opened from the row of a form whose new hire signed Section 1
 * (AWAITING_EMPLOYER); submitted, the employer signs it on the signing page. Only a company's.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/i9/$formId')({
  beforeLoad: ({ params }) => {
    if (workspaceTypeOf(params.wsId) !== 'COMPANY') throw redirect({ to: '/archive/$wsType/$wsId', params });
  },
  loader: ({ context, params }) => Promise.all([loadNamespace('forms'), context.queryClient.prefetchQuery(formQuery(params.wsId, params.formId))]),
  component: I9Section2Route,
});

function I9Section2Route() {
  const { wsId, formId } = Route.useParams();
  return <I9Section2Page key={`${wsId}/${formId}`} workspaceId={wsId} formId={formId} />;
}
