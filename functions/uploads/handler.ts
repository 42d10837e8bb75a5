/**
 * The uploads function: staff bulk uploads of companies and employments, a batch of rows per call
 * (shared/uploads/uploads.routes.ts).
 */
import * as R from '../../shared/uploads/uploads.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/** The row services (and the workforce services they reuse) load on the first call, in a chunk of their own. */
const rows = lazy(() => import('./services/upload-rows.js'));

export const bindings = [
  bind(R.uploadCompanyRowsRoute, async ({ body }, ctx) => (await rows()).uploadCompanyRows(body, ctx)),
  bind(R.uploadEmploymentRowsRoute, async ({ body }, ctx) => (await rows()).uploadEmploymentRows(body, ctx)),
];

export const handler = createApiHandler(bindings);
