import { defineRoute } from '../api/route.js';
import { ZIdParamsSchema } from '../core/common.schema.js';
import { EMPLOYEE_POLICY_PERMISSION, POLICY_PERMISSION } from './access.js';
import * as S from './haop.schema.js';
import * as L from './leave-policy.schema.js';

/**
 * The PTO and Sick Leave Policies and the per-employment policy views (spec 000 §2 Policies;
 * docs/decisions/0029-leave-policies.md). Part of the policies domain's one route table
 * (policies.routes.ts); the function loads these routes, their schemas and services on first use,
 * by path prefix (functions/policies/handler.ts).
 */
const domain = 'policies' as const;
const company = POLICY_PERMISSION;

// ---------------------------------------------------------------------------------------------------
// PTO and Sick Leave Policies (docs/decisions/0029-leave-policies.md). The same shape for both kinds:
// list, create, get, edit (while the officer has not signed), disable (staff, one way), the employees'
// signatures, a signature's removal (staff) and the approved PDF.
// ---------------------------------------------------------------------------------------------------

const ZSignatureParams = L.ZPolicyEmploymentParamsSchema;

export const listPtoRoute = defineRoute({
  id: 'policies.pto.list', domain, method: 'GET', path: '/api/policies/pto',
  summary: "The company's PTO policies by the policy filters, 20 a page", permission: company,
  query: L.ZLeavePolicyFilterSchema, response: L.ZPtoPageSchema,
});
export const createPtoRoute = defineRoute({
  id: 'policies.pto.create', domain, method: 'POST', path: '/api/policies/pto',
  summary: 'Create a PTO policy (§5), render its approved PDF and send it to the officer (the owner) for signature', permission: company,
  body: L.ZPtoRequestSchema, response: L.ZPtoPolicySchema, status: 201, audit: 'PTO_POLICY_CREATED',
});
export const getPtoRoute = defineRoute({
  id: 'policies.pto.get', domain, method: 'GET', path: '/api/policies/pto/{id}',
  summary: 'One PTO policy of the company', permission: company, params: ZIdParamsSchema, response: L.ZPtoPolicySchema,
});
export const updatePtoRoute = defineRoute({
  id: 'policies.pto.update', domain, method: 'PUT', path: '/api/policies/pto/{id}',
  summary: 'Edit a PTO policy the officer has not signed yet (409 invalid_state after): a new approved PDF and officer document', permission: company,
  params: ZIdParamsSchema, body: L.ZPtoRequestSchema, response: L.ZPtoPolicySchema, audit: 'PTO_POLICY_UPDATED',
});
export const disablePtoRoute = defineRoute({
  id: 'policies.pto.disable', domain, method: 'POST', path: '/api/policies/pto/{id}/disable',
  summary: 'Disable a PTO policy, one way (staff only); its attachments leave the leave index', permission: company,
  params: ZIdParamsSchema, response: L.ZPtoPolicySchema, audit: 'PTO_POLICY_DISABLED',
});
export const ptoSignaturesRoute = defineRoute({
  id: 'policies.pto.signatures', domain, method: 'GET', path: '/api/policies/pto/{id}/signatures',
  summary: 'The employments the PTO policy is attached to and where their signatures stand', permission: company,
  params: ZIdParamsSchema, response: L.ZLeaveSignaturesSchema,
});
export const disablePtoSignatureRoute = defineRoute({
  id: 'policies.pto.signatures.disable', domain, method: 'POST', path: '/api/policies/pto/{id}/signatures/{employmentId}/disable',
  summary: "Remove the PTO policy from an employment (staff only): its pending document is cancelled", permission: company,
  params: ZSignatureParams, response: L.ZLeaveSignaturesSchema, audit: 'PTO_POLICY_DETACHED',
});
export const downloadPtoRoute = defineRoute({
  id: 'policies.pto.download', domain, method: 'GET', path: '/api/policies/pto/{id}/download',
  summary: "A short-lived URL of the approved PDF (the officer-signed one once signed)", permission: company,
  params: ZIdParamsSchema, response: S.ZDownloadUrlSchema,
});

export const listSlpRoute = defineRoute({
  id: 'policies.slp.list', domain, method: 'GET', path: '/api/policies/slp',
  summary: "The company's Sick Leave Policies by the policy filters, 20 a page", permission: company,
  query: L.ZLeavePolicyFilterSchema, response: L.ZSlpPageSchema,
});
export const createSlpRoute = defineRoute({
  id: 'policies.slp.create', domain, method: 'POST', path: '/api/policies/slp',
  summary: "Create a Sick Leave Policy (§5: the NY tier's minimums), render its approved PDF and send it to the officer", permission: company,
  body: L.ZSlpCreateRequestSchema, response: L.ZSlpPolicySchema, status: 201, audit: 'SLP_CREATED',
});
export const getSlpRoute = defineRoute({
  id: 'policies.slp.get', domain, method: 'GET', path: '/api/policies/slp/{id}',
  summary: 'One Sick Leave Policy of the company', permission: company, params: ZIdParamsSchema, response: L.ZSlpPolicySchema,
});
export const updateSlpRoute = defineRoute({
  id: 'policies.slp.update', domain, method: 'PUT', path: '/api/policies/slp/{id}',
  summary: 'Edit a Sick Leave Policy the officer has not signed yet: title, total, growth rate, carryover (the tier re-checked)', permission: company,
  params: ZIdParamsSchema, body: L.ZSlpUpdateRequestSchema, response: L.ZSlpPolicySchema, audit: 'SLP_UPDATED',
});
export const disableSlpRoute = defineRoute({
  id: 'policies.slp.disable', domain, method: 'POST', path: '/api/policies/slp/{id}/disable',
  summary: 'Disable a Sick Leave Policy, one way (staff only); its attachments leave the leave index', permission: company,
  params: ZIdParamsSchema, response: L.ZSlpPolicySchema, audit: 'SLP_DISABLED',
});
export const slpSignaturesRoute = defineRoute({
  id: 'policies.slp.signatures', domain, method: 'GET', path: '/api/policies/slp/{id}/signatures',
  summary: 'The employments the Sick Leave Policy is attached to and where their signatures stand', permission: company,
  params: ZIdParamsSchema, response: L.ZLeaveSignaturesSchema,
});
export const disableSlpSignatureRoute = defineRoute({
  id: 'policies.slp.signatures.disable', domain, method: 'POST', path: '/api/policies/slp/{id}/signatures/{employmentId}/disable',
  summary: 'Remove the Sick Leave Policy from an employment (staff only): its pending document is cancelled', permission: company,
  params: ZSignatureParams, response: L.ZLeaveSignaturesSchema, audit: 'SLP_DETACHED',
});
export const downloadSlpRoute = defineRoute({
  id: 'policies.slp.download', domain, method: 'GET', path: '/api/policies/slp/{id}/download',
  summary: 'A short-lived URL of the approved PDF (the officer-signed one once signed)', permission: company,
  params: ZIdParamsSchema, response: S.ZDownloadUrlSchema,
});

const employee = EMPLOYEE_POLICY_PERMISSION;

export const employmentPoliciesRoute = defineRoute({
  id: 'policies.employments.list', domain, method: 'GET', path: '/api/policies/employments',
  summary: "The person's employments, each with its PTO, Sick Leave and Holiday and Overtime Policy and whether it is signed", permission: employee,
  response: L.ZEmploymentPoliciesSchema,
});
export const attachCandidatesRoute = defineRoute({
  id: 'policies.employments.candidates', domain, method: 'GET', path: '/api/policies/employments/{employmentId}/candidates',
  summary: "The employer's signed, active policies of a kind that apply to the employment (staff only: the attach dialog)", permission: employee,
  params: L.ZEmploymentParamsSchema, query: L.ZLeaveKindQuerySchema, response: L.ZAttachCandidatesSchema,
});
export const attachPolicyRoute = defineRoute({
  id: 'policies.employments.attach', domain, method: 'POST', path: '/api/policies/employments/{employmentId}/attach',
  summary: "Attach a signed policy to the employment (staff only), replacing the kind's current one, and send it to the employee for signature",
  permission: employee, params: L.ZEmploymentParamsSchema, body: L.ZAttachRequestSchema, response: L.ZAttachResultSchema, audit: 'LEAVE_POLICY_ATTACHED',
});
export const detachPolicyRoute = defineRoute({
  id: 'policies.employments.detach', domain, method: 'POST', path: '/api/policies/employments/{employmentId}/detach',
  summary: "Remove the kind's policy from the employment (staff only)", permission: employee,
  params: L.ZEmploymentParamsSchema, body: L.ZDetachRequestSchema, response: L.ZEmploymentPoliciesSchema, audit: 'LEAVE_POLICY_DETACHED',
});
export const downloadEmploymentPolicyRoute = defineRoute({
  id: 'policies.employments.download', domain, method: 'GET', path: '/api/policies/employments/{employmentId}/download',
  summary: "A short-lived URL of the employee's signed policy of a kind", permission: employee,
  params: L.ZEmploymentParamsSchema, query: L.ZEmploymentPolicyKindQuerySchema, response: S.ZDownloadUrlSchema,
});

export const ptoRoutes = [listPtoRoute, createPtoRoute, getPtoRoute, updatePtoRoute, disablePtoRoute, ptoSignaturesRoute, disablePtoSignatureRoute, downloadPtoRoute];
export const slpRoutes = [listSlpRoute, createSlpRoute, getSlpRoute, updateSlpRoute, disableSlpRoute, slpSignaturesRoute, disableSlpSignatureRoute, downloadSlpRoute];
export const employmentPolicyRoutes = [employmentPoliciesRoute, attachCandidatesRoute, attachPolicyRoute, detachPolicyRoute, downloadEmploymentPolicyRoute];
