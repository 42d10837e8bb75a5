import { ROUTES } from '../../../shared/api/routes.js';
import { auditEventIds } from '../../../shared/audit/audit-events.js';

/** The catalogue of audit event ids (shared/audit/audit-events.ts): the events filter's choices. */
export function listAuditEvents(): string[] {
  return auditEventIds(ROUTES);
}
