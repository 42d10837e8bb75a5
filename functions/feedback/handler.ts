import * as R from '../../shared/feedback/feedback.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { listLeads, submitFeedback } from './services/feedback.js';

export const bindings = [
  bind(R.submitFeedbackRoute, ({ body }, ctx) => submitFeedback(body, ctx)),
  bind(R.listLeadsRoute, ({ query }) => listLeads(query)),
];

export const handler = createApiHandler(bindings);
