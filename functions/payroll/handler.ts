/**
 * The payroll function: the company's payroll details, runs and paystubs
 * (shared/payroll/payroll.routes.ts). Each area's services load on their first call.
 */
import * as R from '../../shared/payroll/payroll.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';
import { formBindings } from './forms-bindings.js';
import { importBindings } from './imports-bindings.js';
import { reportBindings } from './reports-bindings.js';

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
  ...reportBindings,
  ...formBindings,
  ...importBindings,
];

export const handler = createApiHandler(bindings);
