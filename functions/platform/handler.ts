import { healthRoute } from '../../shared/api/platform.routes.js';
import { bind, createApiHandler } from '../core/http.js';

export const bindings = [bind(healthRoute, async () => ({ ok: true as const }))];

export const handler = createApiHandler(bindings);
