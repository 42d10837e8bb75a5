/**
 * Writes the OpenAPI document into the web build (web/dist/api/openapi.json), which CloudFront
 * serves at /api/openapi.json. Run by `npm run build:web` after Vite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadAllDeferred } from '../shared/api/deferred.js';
import { buildOpenApi } from '../shared/api/openapi.js';
import { OPENAPI_PATH } from '../shared/api/platform.routes.js';
import { ROUTES } from '../shared/api/routes.js';

const out = resolve('web/dist', OPENAPI_PATH.replace(/^\//u, ''));
mkdirSync(dirname(out), { recursive: true });
await loadAllDeferred(ROUTES);
writeFileSync(out, JSON.stringify(buildOpenApi(ROUTES)));
console.log(`OpenAPI document: ${ROUTES.length} routes -> ${out}`);
