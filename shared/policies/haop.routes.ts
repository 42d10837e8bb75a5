import { defineRoute } from '../api/route.js';
import { ZIdParamsSchema } from '../core/common.schema.js';
import { POLICY_PERMISSION } from './access.js';
import * as S from './haop.schema.js';

/**
 * The public holidays and the Holiday and Overtime Policy (spec 000 §2 Policies;
 * docs/decisions/0028-holiday-overtime-policy.md). Part of the policies domain's one route table
 * (policies.routes.ts); the function loads these eagerly and the leave policies' on first use.
 */
const domain = 'policies' as const;
const company = POLICY_PERMISSION;
export const listHolidaysRoute = defineRoute({
  id: 'policies.holidays', domain, method: 'GET', path: '/api/policies/holidays',
  summary: "The year's US federal and New York State holidays (the create form's picker)", permission: { access: 'signedIn' },
  query: S.ZHolidaysQuerySchema, response: S.ZHolidaysResponseSchema,
});

export const listHaopRoute = defineRoute({
  id: 'policies.haop.list', domain, method: 'GET', path: '/api/policies/holiday-overtime',
  summary: "The company's Holiday and Overtime Policies by the spec's filter, 20 a page", permission: company,
  query: S.ZHaopFilterSchema, response: S.ZHaopPageSchema,
});
export const createHaopRoute = defineRoute({
  id: 'policies.haop.create', domain, method: 'POST', path: '/api/policies/holiday-overtime',
  summary: 'Create a Holiday and Overtime Policy (§5 defaults) and render its approved PDF', permission: company,
  body: S.ZCreateHaopRequestSchema, response: S.ZHaopSchema, status: 201, audit: 'HAOP_CREATED',
});
export const getHaopRoute = defineRoute({
  id: 'policies.haop.get', domain, method: 'GET', path: '/api/policies/holiday-overtime/{id}',
  summary: 'One policy of the company (no_record when there is none)', permission: company,
  params: ZIdParamsSchema, response: S.ZHaopSchema,
});
export const disableHaopRoute = defineRoute({
  id: 'policies.haop.disable', domain, method: 'POST', path: '/api/policies/holiday-overtime/{id}/disable',
  summary: 'Disable an active policy, one way (409 invalid_state when disabled already; staff only)', permission: company,
  params: ZIdParamsSchema, response: S.ZHaopSchema, audit: 'HAOP_DISABLED',
});
export const sendHaopRoute = defineRoute({
  id: 'policies.haop.send', domain, method: 'POST', path: '/api/policies/holiday-overtime/{id}/send',
  summary: "Send an active policy for signature: a signable document to each STAFF employee with an account who has none pending or signed",
  permission: company, params: ZIdParamsSchema, response: S.ZSendHaopResultSchema, audit: 'HAOP_SENT_FOR_SIGNATURE',
});
export const haopSignaturesRoute = defineRoute({
  id: 'policies.haop.signatures', domain, method: 'GET', path: '/api/policies/holiday-overtime/{id}/signatures',
  summary: "Each STAFF employment's signature of the policy: not sent, sent, signed or declined", permission: company,
  params: ZIdParamsSchema, response: S.ZHaopSignaturesSchema,
});
export const downloadHaopRoute = defineRoute({
  id: 'policies.haop.download', domain, method: 'GET', path: '/api/policies/holiday-overtime/{id}/download',
  summary: 'A short-lived URL of the approved policy PDF', permission: company,
  params: ZIdParamsSchema, response: S.ZDownloadUrlSchema,
});

export const haopRoutes = [listHolidaysRoute, listHaopRoute, createHaopRoute, getHaopRoute, disableHaopRoute, sendHaopRoute, haopSignaturesRoute, downloadHaopRoute];
