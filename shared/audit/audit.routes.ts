import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZEmptySchema } from '../core/common.schema.js';
import { ZAuditPageSchema, ZAuditQuerySchema, ZAuditVerifyQuerySchema, ZChainCheckSchema } from './audit.schema.js';

const domain = 'audit' as const;
/** Audit needs role ADMIN (spec 001 §6). */
const permission = { access: 'staff', roles: ['ADMIN'] } as const;

export const listAuditRoute = defineRoute({
  id: 'audit.list', domain, method: 'GET', path: '/api/audit',
  summary: 'Audit events, newest first, filtered and paged (page 0-based, size 20)',
  permission, query: ZAuditQuerySchema, response: ZAuditPageSchema,
});
export const auditEventsRoute = defineRoute({
  id: 'audit.events', domain, method: 'GET', path: '/api/audit/events',
  summary: 'The audit event ids the portal records', permission,
  query: z.partial(ZEmptySchema), response: z.array(z.string()),
});
export const verifyAuditChainRoute = defineRoute({
  id: 'audit.verify', domain, method: 'GET', path: '/api/audit/verify',
  summary: "Check one chain's hash links: intact, or its first broken link",
  permission, query: ZAuditVerifyQuerySchema, response: ZChainCheckSchema,
});

export const auditRoutes = [listAuditRoute, auditEventsRoute, verifyAuditChainRoute] as const;
