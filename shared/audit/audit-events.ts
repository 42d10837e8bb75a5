import type { TRoute } from '../api/route.js';

/**
 * The audit events written outside a route's own `audit` name, each where it is written: the live
 * connection's chat (functions/chat/services/messages.ts), the leave accrual job
 * (functions/leave/services/accrual.ts), a signing link opened and a document completed
 * (functions/documents/services/signing.ts), the payroll import workflow's steps
 * (functions/payroll/services/imports/), and the local seed (scripts/local/).
 * Together with the routes' names this is the catalogue of every event id the platform writes:
 * the audit page's events filter offers it and the web has a name for each in both languages
 * (test/unit/audit-event-names.test.ts).
 */
export const AUDIT_EVENTS_OUTSIDE_ROUTES = [
  'CHAT_MESSAGE_SENT',
  'CHAT_MESSAGES_SEEN',
  'LEAVE_ACCRUED',
  'SIGNABLE_OPENED',
  'SIGNABLE_COMPLETED',
  'PAYROLL_IMPORT_PREPARED',
  'PAYROLL_IMPORT_CHUNK_WRITTEN',
  'PAYROLL_IMPORT_COMPLETED',
  'PAYROLL_IMPORT_FAILED',
  'PAYROLL_IMPORT_REPLACED',
  'PAYROLL_IMPORT_RECORDS_CLAIMED',
  'PAYROLL_IMPORT_INVOICED',
  'PAYROLL_IMPORT_INVOICE_RECORDED',
  'PAYROLL_IMPORT_INVOICES_FAILED',
  'OFFICE_CREATED',
  'DIRECTORY_ENTRY_SEEDED',
  'PROVIDER_BILLING_SEEDED',
] as const;
export type TAuditEventOutsideRoutes = (typeof AUDIT_EVENTS_OUTSIDE_ROUTES)[number];

/** Every audit event id: each route's `audit` name plus the events written outside routes, sorted. */
export function auditEventIds(routes: readonly Pick<TRoute, 'audit'>[]): string[] {
  const names = new Set<string>(AUDIT_EVENTS_OUTSIDE_ROUTES);
  for (const r of routes) if (r.audit) names.add(r.audit);
  return [...names].sort();
}
