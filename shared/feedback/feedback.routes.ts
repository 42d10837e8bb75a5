import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { pageOf, ZPageQuerySchema } from '../core/pagination.js';
import { ZFeedbackRequestSchema, ZLeadSchema } from './feedback.schema.js';

export const submitFeedbackRoute = defineRoute({
  id: 'feedback.submit', domain: 'feedback', method: 'POST', path: '/api/feedback',
  summary: 'The public contact form; rate-limited per client address',
  permission: { access: 'public' }, body: ZFeedbackRequestSchema, response: z.object({ id: z.string() }),
  status: 201, audit: 'FEEDBACK_SUBMITTED',
});
export const listLeadsRoute = defineRoute({
  id: 'feedback.listLeads', domain: 'feedback', method: 'GET', path: '/api/admin/leads',
  summary: 'Leads from the contact form, newest first (staff)',
  permission: { access: 'staff' }, query: ZPageQuerySchema, response: pageOf(ZLeadSchema),
});

export const feedbackRoutes = [submitFeedbackRoute, listLeadsRoute] as const;
