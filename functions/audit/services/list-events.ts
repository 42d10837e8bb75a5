import { ROUTES } from '../../../shared/api/routes.js';

/**
 * Events the platform records outside a route's own `audit` name: staff opening a client's
 * workspace (functions/workspaces/handler.ts), chat messages sent and seen over the live connection
 * (functions/chat/services/messages.ts), and the local seed's account and office records.
 */
export const PLATFORM_AUDIT_EVENTS = [
  'WORKSPACE_OPENED_BY_STAFF',
  'CHAT_MESSAGE_SENT',
  'CHAT_MESSAGES_SEEN',
  'USER_REGISTERED',
  'OFFICE_CREATED',
] as const;

/** The catalogue of audit event ids: every route's `audit` name plus the platform's own, sorted. */
export function listAuditEvents(): string[] {
  const names = new Set<string>(PLATFORM_AUDIT_EVENTS);
  for (const r of ROUTES) if (r.audit) names.add(r.audit);
  return [...names].sort();
}
