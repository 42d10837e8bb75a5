import * as z from 'zod';
import { defineRoute } from './route.js';

export const openApiRoute = defineRoute({
  id: 'platform.openapi', domain: 'platform', method: 'GET', path: '/api/openapi.json',
  summary: 'This OpenAPI 3 document', permission: { access: 'public' }, response: z.record(z.string(), z.unknown()),
});
export const healthRoute = defineRoute({
  id: 'platform.health', domain: 'platform', method: 'GET', path: '/api/health',
  summary: 'Liveness', permission: { access: 'public' }, response: z.object({ ok: z.literal(true) }),
});

export const platformRoutes = [openApiRoute, healthRoute] as const;
