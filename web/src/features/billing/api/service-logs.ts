import {
  createServiceLogRoute,
  disableServiceLogRoute,
  freeServiceLogsRoute,
  getServiceLogRoute,
  listServiceLogsRoute,
  updateServiceLogRoute,
} from '@shared/billing/billing.routes.js';
import { SERVICE_LOG_PAGE_SIZE, type TServiceLogInput } from '@shared/billing/billing.schema.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { billingKey } from './billing-keys';

export type TLogSide = 'CONTRACTOR' | 'EMPLOYER';

/** Page `page` (0-based, 20 a page) of the logs the workspace provided (CONTRACTOR) or received (EMPLOYER), newest first. */
export const serviceLogsQuery = (workspaceId: string, side: TLogSide, page: number) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'logs', side, page),
    queryFn: ({ signal }) =>
      callRoute(listServiceLogsRoute, { query: { side, size: SERVICE_LOG_PAGE_SIZE, page } }, { workspaceId, signal }),
  });

export interface TFreeLogsFilter {
  payeeId: string;
  payerId: string;
  startDate?: string;
  endDate?: string;
  /** A draft being edited: its own logs are offered too. */
  invoiceId?: string;
}

/** The services picker: the payee's active logs for the payer that are on no invoice. */
export const freeServiceLogsQuery = (workspaceId: string, filter: TFreeLogsFilter | undefined) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'free', filter ?? null),
    queryFn: ({ signal }) => callRoute(freeServiceLogsRoute, { query: filter! }, { workspaceId, signal }),
    enabled: Boolean(filter),
    // The picker shows what is free right now.
    staleTime: 0,
  });

export const serviceLogQuery = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'log', id),
    queryFn: ({ signal }) => callRoute(getServiceLogRoute, { params: { id } }, { workspaceId, signal }),
  });

export const createServiceLog = (workspaceId: string, body: TServiceLogInput) =>
  callRoute(createServiceLogRoute, { body }, { workspaceId });

export const updateServiceLog = (workspaceId: string, id: string, body: TServiceLogInput) =>
  callRoute(updateServiceLogRoute, { params: { id }, body }, { workspaceId });

export const disableServiceLog = (workspaceId: string, id: string) =>
  callRoute(disableServiceLogRoute, { params: { id } }, { workspaceId });
