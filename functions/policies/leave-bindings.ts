/**
 * The PTO, Sick Leave and per-employment policy routes' bindings: a lazy area of the policies
 * function, loaded with their route table and schemas on the first call under their path prefix
 * (functions/policies/handler.ts; docs/decisions/0006-handler-bundles.md).
 */
import * as R from '../../shared/policies/leave-policies.routes.js';
import { bind } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const leave = lazy(() => import('./services/leave-policies.js'));
const employments = lazy(() => import('./services/employment-policies.js'));

export const ptoBindings = [
  bind(R.listPtoRoute, async ({ query }, ctx) => (await leave()).listPto(query, ctx)),
  bind(R.createPtoRoute, async ({ body }, ctx) => (await leave()).createPto(body, ctx)),
  bind(R.getPtoRoute, async ({ params }, ctx) => (await leave()).getPto(params, ctx)),
  bind(R.updatePtoRoute, async ({ params, body }, ctx) => (await leave()).updatePto(params, body, ctx)),
  bind(R.disablePtoRoute, async ({ params }, ctx) => (await leave()).disablePto(params, ctx)),
  bind(R.ptoSignaturesRoute, async ({ params }, ctx) => (await leave()).leaveSignatures('PTO', params, ctx)),
  bind(R.disablePtoSignatureRoute, async ({ params }, ctx) => (await leave()).disableLeaveSignature('PTO', params, ctx)),
  bind(R.downloadPtoRoute, async ({ params }, ctx) => (await leave()).downloadLeavePolicy('PTO', params, ctx)),
];

export const slpBindings = [
  bind(R.listSlpRoute, async ({ query }, ctx) => (await leave()).listSlp(query, ctx)),
  bind(R.createSlpRoute, async ({ body }, ctx) => (await leave()).createSlp(body, ctx)),
  bind(R.getSlpRoute, async ({ params }, ctx) => (await leave()).getSlp(params, ctx)),
  bind(R.updateSlpRoute, async ({ params, body }, ctx) => (await leave()).updateSlp(params, body, ctx)),
  bind(R.disableSlpRoute, async ({ params }, ctx) => (await leave()).disableSlp(params, ctx)),
  bind(R.slpSignaturesRoute, async ({ params }, ctx) => (await leave()).leaveSignatures('SICK', params, ctx)),
  bind(R.disableSlpSignatureRoute, async ({ params }, ctx) => (await leave()).disableLeaveSignature('SICK', params, ctx)),
  bind(R.downloadSlpRoute, async ({ params }, ctx) => (await leave()).downloadLeavePolicy('SICK', params, ctx)),
];

export const employmentPolicyBindings = [
  bind(R.employmentPoliciesRoute, async (_input, ctx) => (await employments()).employmentPolicies(ctx)),
  bind(R.attachCandidatesRoute, async ({ params, query }, ctx) => (await employments()).attachCandidates(params, query, ctx)),
  bind(R.attachPolicyRoute, async ({ params, body }, ctx) => (await employments()).attachPolicy(params, body, ctx)),
  bind(R.detachPolicyRoute, async ({ params, body }, ctx) => (await employments()).detachPolicy(params, body, ctx)),
  bind(R.downloadEmploymentPolicyRoute, async ({ params, query }, ctx) => (await employments()).downloadEmploymentPolicy(params, query, ctx)),
];
