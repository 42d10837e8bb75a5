import { createFileRoute } from '@tanstack/react-router';
import { guardFormsRoute } from '../../features/payroll-forms/guards';
import { FormsRoute, loadFormsRoute } from '../../features/payroll-forms/route-entry';

/**
 * Payroll forms (spec 000 §2): /forms/w2 and /forms/1099 in a person's or a company's workspace,
 * /forms/1042s and /forms/k1 in a company's. One route for the four pages keeps the route tree of
 * the first route small (test/e2e/web-budgets.ts); an unknown form goes home.
 */
export const Route = createFileRoute('/_auth/payroll/$wsType/$wsId/forms/$form')({
  beforeLoad: ({ params }) => guardFormsRoute(params),
  loader: ({ context, params }) => loadFormsRoute(context.queryClient, params.wsId, params.form),
  component: FormsScreen,
  // One lazy chunk for the loader and the screen: the route tree on the first route lists one file, not two.
  codeSplitGroupings: [['loader', 'component']],
});

function FormsScreen() {
  const { wsId, form } = Route.useParams();
  return <FormsRoute key={`${wsId}.${form}`} workspaceId={wsId} form={form} />;
}
