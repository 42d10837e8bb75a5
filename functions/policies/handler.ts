/**
 * The policies function: the Holiday and Overtime Policy (shared/policies/policies.routes.ts).
 */
import * as R from '../../shared/policies/policies.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/**
 * Each area's services load on their first call, in chunks of their own: a cold start loads the
 * core and the route table, never date-holidays or pdf-lib (infra/constructs/bundling.ts).
 */
const holidays = lazy(() => import('./services/holidays.js'));
const policies = lazy(() => import('./services/haop.js'));
const signatures = lazy(() => import('./services/signatures.js'));

export const bindings = [
  bind(R.listHolidaysRoute, async ({ query }) => (await holidays()).listHolidays(query)),
  bind(R.listHaopRoute, async ({ query }, ctx) => (await policies()).listHaops(query, ctx)),
  bind(R.createHaopRoute, async ({ body }, ctx) => (await policies()).createHaop(body, ctx)),
  bind(R.getHaopRoute, async ({ params }, ctx) => (await policies()).getHaop(params, ctx)),
  bind(R.disableHaopRoute, async ({ params }, ctx) => (await policies()).disableHaop(params, ctx)),
  bind(R.sendHaopRoute, async ({ params }, ctx) => (await signatures()).sendHaop(params, ctx)),
  bind(R.haopSignaturesRoute, async ({ params }, ctx) => (await signatures()).haopSignatures(params, ctx)),
  bind(R.downloadHaopRoute, async ({ params }, ctx) => (await policies()).downloadHaop(params, ctx)),
];

export const handler = createApiHandler(bindings);
