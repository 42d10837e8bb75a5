/**
 * The policies function: the Holiday and Overtime Policy and the public holidays
 * (shared/policies/haop.routes.ts), eager; the PTO and Sick Leave Policies and the per-employment
 * policy views (shared/policies/leave-policies.routes.ts) are lazy areas, whose route table,
 * schemas and services load on their first call (docs/decisions/0006-handler-bundles.md).
 */
import * as R from '../../shared/policies/haop.routes.js';
import { bind, createApiHandler, type TLazyBindings } from '../core/http.js';
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

const leaveArea = () => import('./leave-bindings.js');

/** The areas whose routes and services load on their first call (each prefix is its routes' base path). */
export const lazyAreas: TLazyBindings[] = [
  { prefix: '/api/policies/pto', load: async () => (await leaveArea()).ptoBindings },
  { prefix: '/api/policies/slp', load: async () => (await leaveArea()).slpBindings },
  { prefix: '/api/policies/employments', load: async () => (await leaveArea()).employmentPolicyBindings },
];

export const handler = createApiHandler(bindings, lazyAreas);
