import * as z from 'zod/mini';
import { defineRoute } from './route.js';

/** The OpenAPI document is not a route: it is built with the web and served as a file (shared/api/openapi.ts). */
export const OPENAPI_PATH = '/api/openapi.json';

export const healthRoute = defineRoute({
  id: 'platform.health', domain: 'platform', method: 'GET', path: '/api/health',
  summary: 'Liveness', permission: { access: 'public' }, response: z.object({ ok: z.literal(true) }),
});

export const platformRoutes = [healthRoute] as const;
