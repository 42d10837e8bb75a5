/** The payroll reports' routes bound to their services (shared/payroll/reports.routes.ts). Each service loads on its first call. */
import * as R from '../../shared/payroll/reports.routes.js';
import type { TBuilderTask } from '../../shared/payroll/reports.schema.js';
import { bind, type TBinding } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const reports = lazy(() => import('./services/reports.js'));
const tax = lazy(() => import('./services/reports-tax.js'));
const builder = lazy(() => import('./services/reports-builder.js'));

export const reportBindings: TBinding[] = [
  bind(R.listReportsRoute, async ({ query }, ctx) => (await reports()).listReports(query, ctx)),
  bind(R.createGeneralReportRoute, async ({ body }, ctx) => (await reports()).createGeneralReport(body, ctx)),
  bind(R.getGeneralReportRoute, async ({ params }, ctx) => (await reports()).getGeneralReport(params, ctx)),
  bind(R.downloadGeneralReportRoute, async ({ params, query }, ctx) => (await reports()).downloadGeneralReport({ ...params, ...query }, ctx)),
  bind(R.federalReportRoute, async ({ query }, ctx) => (await tax()).federalReport(query, ctx)),
  bind(R.regionalReportRoute, async ({ query }, ctx) => (await tax()).regionalReport(query, ctx)),
  // The schema's check has made both dates required (400 otherwise).
  bind(R.buildReportRoute, async ({ body }, ctx) => (await builder()).buildReport(body as TBuilderTask, ctx)),
];
