import { healthRoute, openApiRoute } from '../../shared/api/platform.routes.js';
import { ROUTES } from '../../shared/api/routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { buildOpenApi } from './services/openapi.js';

let document: Record<string, unknown> | undefined;

export const bindings = [
  bind(openApiRoute, async () => (document ??= buildOpenApi(ROUTES))),
  bind(healthRoute, async () => ({ ok: true as const })),
];

export const handler = createApiHandler(bindings);
