import { listLeadsRoute, submitFeedbackRoute } from '@shared/feedback/feedback.routes.js';
import type { TFeedbackRequest } from '@shared/feedback/feedback.schema.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

export const submitFeedback = (body: TFeedbackRequest) => callRoute(submitFeedbackRoute, { body }, { workspaceId: null });

/** Leads from the contact form, newest first (staff). */
export const leadsQuery = (cursor?: string) =>
  queryOptions({
    queryKey: ['admin', 'leads', cursor ?? null],
    queryFn: () => callRoute(listLeadsRoute, { query: { size: 20, cursor } }),
  });
