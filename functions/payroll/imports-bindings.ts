/** The payroll imports' routes bound to their services (shared/payroll/imports.routes.ts). Each service loads on its first call. */
import * as R from '../../shared/payroll/imports.routes.js';
import { bind, type TBinding } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const start = lazy(() => import('./services/imports/start.js'));
const views = lazy(() => import('./services/imports/views.js'));
const invoices = lazy(() => import('./services/imports/invoices.js'));
const records = lazy(() => import('./services/imports/records.js'));

export const importBindings: TBinding[] = [
  bind(R.listImportsRoute, async ({ query }, ctx) => (await views()).listImports(query, ctx)),
  bind(R.startImportRoute, async ({ body }, ctx) => (await start()).startImport(body, ctx)),
  bind(R.getImportRoute, async ({ params }, ctx) => (await views()).getImport(params, ctx)),
  bind(R.importRecordsRoute, async ({ params, query }, ctx) => (await views()).importRecords({ ...params, ...query }, ctx)),
  bind(R.rejectedRowsRoute, async ({ params }, ctx) => (await views()).rejectedRows(params, ctx)),
  bind(R.releaseRecordRoute, async ({ params }, ctx) => (await views()).releaseRecord(params, ctx)),
  bind(R.negateRecordRoute, async ({ params, body }, ctx) => (await records()).negateRecord({ ...params, ...body }, ctx)),
  bind(R.deleteRecordRoute, async ({ params }, ctx) => (await records()).deleteRecord(params, ctx)),
  bind(R.generateInvoicesRoute, async ({ params, body }, ctx) => (await invoices()).startGeneration({ ...params, ...body }, ctx)),
];
