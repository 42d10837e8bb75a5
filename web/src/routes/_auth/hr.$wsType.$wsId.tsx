import { createFileRoute } from '@tanstack/react-router';
import { loadNamespace } from '../../app/i18n';
import { HrLayout } from '../../features/hr/components/HrLayout';
import { syncCompanyWorkspace } from '../../features/hr/guards';

/** /hr (spec 000 §2): a company's employees, contractors and foreign contractors. */
export const Route = createFileRoute('/_auth/hr/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncCompanyWorkspace(params, '/hr/$wsType/$wsId'),
  // The employment form embeds the profile's address editor, whose texts are the profile's.
  loader: () => Promise.all([loadNamespace('hr'), loadNamespace('profile')]),
  component: HrRoute,
});

function HrRoute() {
  const { wsType, wsId } = Route.useParams();
  return <HrLayout key={wsId} wsType={wsType} wsId={wsId} />;
}
