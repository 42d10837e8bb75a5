import * as R from '../../shared/audit/audit.routes.js';
import { bind, createApiHandler } from '../core/http.js';

/** Each service module is imported on its first call (a chunk of its own in the bundle). */
const list = () => import('./services/list-audit.js');
const events = () => import('./services/list-events.js');
const verify = () => import('./services/verify-chain.js');

export const bindings = [
  bind(R.listAuditRoute, async ({ query }) => (await list()).listAudit(query)),
  bind(R.auditEventsRoute, async () => (await events()).listAuditEvents()),
  bind(R.verifyAuditChainRoute, async ({ query }) => (await verify()).verifyChain(query.chain)),
];

export const handler = createApiHandler(bindings);
