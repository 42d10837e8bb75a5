import { auditEventsRoute, listAuditRoute } from '@shared/audit/audit.routes.js';
import { AUDIT_PAGE_SIZE, type TAuditPartyType } from '@shared/audit/audit.schema.js';
import { downloadFileRoute } from '@shared/files/files.routes.js';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/** What the audit page searches for; `page` is 0-based as on the wire (spec 001 §9). */
export interface TAuditFilter {
  page: number;
  events: string[];
  producerType?: TAuditPartyType;
  producerId?: string;
  consumerType?: TAuditPartyType;
  consumerId?: string;
  /** UTC ISO date-times. */
  dateTimeFrom?: string;
  dateTimeTo?: string;
}

export const EMPTY_AUDIT_FILTER: TAuditFilter = { page: 0, events: [] };

/** One page of audit events (GET /api/audit, staff with ADMIN). */
export const auditQuery = (filter: TAuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: () =>
      callRoute(listAuditRoute, {
        query: {
          page: filter.page,
          size: AUDIT_PAGE_SIZE,
          events: filter.events.length ? filter.events : undefined,
          producerType: filter.producerType,
          producerId: filter.producerId,
          consumerType: filter.consumerType,
          consumerId: filter.consumerId,
          dateTimeFrom: filter.dateTimeFrom,
          dateTimeTo: filter.dateTimeTo,
        },
      }),
    placeholderData: keepPreviousData,
    // Load errors only stop the loader (spec 001 §8): no retries, no error screen.
    retry: false,
  });

/** The audit event ids for the events filter (GET /api/audit/events). */
export const auditEventIdsQuery = () =>
  queryOptions({ queryKey: ['admin', 'audit', 'events'], queryFn: () => callRoute(auditEventsRoute, {}), staleTime: Infinity, retry: false });

/** A short-lived download URL of a file an event names (FILE_META), in the file's own workspace. */
export const auditFileUrl = (workspaceId: string, id: string) => callRoute(downloadFileRoute, { params: { id } }, { workspaceId });
