/**
 * The policies function: the Holiday and Overtime Policy, the PTO and Sick Leave Policies and the
 * per-employment policy views (shared/policies/policies.routes.ts).
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
const leave = lazy(() => import('./services/leave-policies.js'));
const employments = lazy(() => import('./services/employment-policies.js'));

export const bindings = [
  bind(R.listHolidaysRoute, async ({ query }) => (await holidays()).listHolidays(query)),
  bind(R.listHaopRoute, async ({ query }, ctx) => (await policies()).listHaops(query, ctx)),
  bind(R.createHaopRoute, async ({ body }, ctx) => (await policies()).createHaop(body, ctx)),
  bind(R.getHaopRoute, async ({ params }, ctx) => (await policies()).getHaop(params, ctx)),
  bind(R.disableHaopRoute, async ({ params }, ctx) => (await policies()).disableHaop(params, ctx)),
  bind(R.sendHaopRoute, async ({ params }, ctx) => (await signatures()).sendHaop(params, ctx)),
  bind(R.haopSignaturesRoute, async ({ params }, ctx) => (await signatures()).haopSignatures(params, ctx)),
  bind(R.downloadHaopRoute, async ({ params }, ctx) => (await policies()).downloadHaop(params, ctx)),

  bind(R.listPtoRoute, async ({ query }, ctx) => (await leave()).listPto(query, ctx)),
  bind(R.createPtoRoute, async ({ body }, ctx) => (await leave()).createPto(body, ctx)),
  bind(R.getPtoRoute, async ({ params }, ctx) => (await leave()).getPto(params, ctx)),
  bind(R.updatePtoRoute, async ({ params, body }, ctx) => (await leave()).updatePto(params, body, ctx)),
  bind(R.disablePtoRoute, async ({ params }, ctx) => (await leave()).disablePto(params, ctx)),
  bind(R.ptoSignaturesRoute, async ({ params }, ctx) => (await leave()).leaveSignatures('PTO', params, ctx)),
  bind(R.disablePtoSignatureRoute, async ({ params }, ctx) => (await leave()).disableLeaveSignature('PTO', params, ctx)),
  bind(R.downloadPtoRoute, async ({ params }, ctx) => (await leave()).downloadLeavePolicy('PTO', params, ctx)),

  bind(R.listSlpRoute, async ({ query }, ctx) => (await leave()).listSlp(query, ctx)),
  bind(R.createSlpRoute, async ({ body }, ctx) => (await leave()).createSlp(body, ctx)),
  bind(R.getSlpRoute, async ({ params }, ctx) => (await leave()).getSlp(params, ctx)),
  bind(R.updateSlpRoute, async ({ params, body }, ctx) => (await leave()).updateSlp(params, body, ctx)),
  bind(R.disableSlpRoute, async ({ params }, ctx) => (await leave()).disableSlp(params, ctx)),
  bind(R.slpSignaturesRoute, async ({ params }, ctx) => (await leave()).leaveSignatures('SICK', params, ctx)),
  bind(R.disableSlpSignatureRoute, async ({ params }, ctx) => (await leave()).disableLeaveSignature('SICK', params, ctx)),
  bind(R.downloadSlpRoute, async ({ params }, ctx) => (await leave()).downloadLeavePolicy('SICK', params, ctx)),

  bind(R.employmentPoliciesRoute, async (_input, ctx) => (await employments()).employmentPolicies(ctx)),
  bind(R.attachCandidatesRoute, async ({ params, query }, ctx) => (await employments()).attachCandidates(params, query, ctx)),
  bind(R.attachPolicyRoute, async ({ params, body }, ctx) => (await employments()).attachPolicy(params, body, ctx)),
  bind(R.detachPolicyRoute, async ({ params, body }, ctx) => (await employments()).detachPolicy(params, body, ctx)),
  bind(R.downloadEmploymentPolicyRoute, async ({ params, query }, ctx) => (await employments()).downloadEmploymentPolicy(params, query, ctx)),
];

export const handler = createApiHandler(bindings);
