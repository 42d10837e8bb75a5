import * as R from '../../shared/audit/audit.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/** Each service module is imported on its first call (a chunk of its own in the bundle). */
const list = lazy(() => import('./services/list-audit.js'));
const events = lazy(() => import('./services/list-events.js'));
const verify = lazy(() => import('./services/verify-chain.js'));

export const bindings = [
  bind(R.listAuditRoute, async ({ query }) => (await list()).listAudit(query)),
  bind(R.auditEventsRoute, async () => (await events()).listAuditEvents()),
  bind(R.verifyAuditChainRoute, async ({ query }) => (await verify()).verifyChain(query.chain)),
];

export const handler = createApiHandler(bindings);
