/**
 * The payroll function: the company's payroll details, runs and paystubs
 * (shared/payroll/runs.routes.ts). Each area's services load on their first call; the reports,
 * year-end forms and imports load their route tables too only then, so a cold start parses the
 * runs' schemas alone (docs/decisions/0006-handler-bundles.md).
 */
import * as R from '../../shared/payroll/runs.routes.js';
import { bind, createApiHandler, type TLazyBindings } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const details = lazy(() => import('./services/details.js'));
const runs = lazy(() => import('./services/runs.js'));
const create = lazy(() => import('./services/create-run.js'));
const payrolls = lazy(() => import('./services/payrolls.js'));
const paystubs = lazy(() => import('./services/paystubs.js'));
const external = lazy(() => import('./services/external-paystubs.js'));

export const bindings = [
  bind(R.getDetailsRoute, async (_input, ctx) => (await details()).getDetails(undefined, ctx)),
  bind(R.saveDetailsRoute, async ({ body }, ctx) => (await details()).saveDetails(body, ctx)),
  bind(R.employmentsRoute, async (_input, ctx) => (await runs()).listPayrollEmployments(undefined, ctx)),
  bind(R.runLinesRoute, async ({ query }, ctx) => (await runs()).runLines(query, ctx)),
  bind(R.previewRunRoute, async ({ body }, ctx) => (await runs()).previewRun(body, ctx)),
  bind(R.createRunRoute, async ({ body }, ctx) => (await create()).createRun(body, ctx)),
  bind(R.listRunsRoute, async ({ query }, ctx) => (await payrolls()).listRuns(query, ctx)),
  bind(R.getRunRoute, async ({ params }, ctx) => (await payrolls()).getRun(params, ctx)),
  bind(R.voidRunRoute, async ({ params, body }, ctx) => (await payrolls()).voidRun({ ...params, ...body }, ctx)),
  bind(R.listPaystubsRoute, async ({ query }, ctx) => (await paystubs()).listPaystubs(query, ctx)),
  bind(R.paystubPdfRoute, async ({ params }, ctx) => (await paystubs()).paystubPdf(params, ctx)),
  bind(R.uploadPaystubRoute, async ({ body }, ctx) => (await external()).uploadPaystub(body, ctx)),
  bind(R.deletePaystubRoute, async ({ params }, ctx) => (await external()).deletePaystub(params, ctx)),
];

/** The areas whose routes and services load on their first call (each prefix is its route file's base path). */
export const lazyAreas: TLazyBindings[] = [
  { prefix: '/api/payroll/reports', load: async () => (await import('./reports-bindings.js')).reportBindings },
  { prefix: '/api/payroll/forms', load: async () => (await import('./forms-bindings.js')).formBindings },
  { prefix: '/api/admin/imports/payroll', load: async () => (await import('./imports-bindings.js')).importBindings },
];

export const handler = createApiHandler(bindings, lazyAreas);
