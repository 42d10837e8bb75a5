import {
  createServiceRoute,
  disableServiceRoute,
  listServicesRoute,
  recentServicesRoute,
  updateServiceRoute,
} from '@shared/billing/billing.routes.js';
import type { TServiceInput } from '@shared/billing/billing.schema.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { billingKey } from './billing-keys';

/** The workspace's catalogue by name (spec 001 §7: GET {services}?{filter}); disabled ones too, marked. */
export const servicesQuery = (workspaceId: string, name: string) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'services', 'list', name),
    queryFn: ({ signal }) => callRoute(listServicesRoute, { query: { name: name || undefined } }, { workspaceId, signal }),
  });

/** Services last used with a counterparty (GET {services}/recent). */
export const recentServicesQuery = (workspaceId: string, counterpartyId: string | undefined) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'services', 'recent', counterpartyId ?? null),
    queryFn: ({ signal }) =>
      callRoute(recentServicesRoute, { query: { counterpartyId: counterpartyId! } }, { workspaceId, signal }),
    enabled: Boolean(counterpartyId),
  });

export const createService = (workspaceId: string, body: TServiceInput) =>
  callRoute(createServiceRoute, { body }, { workspaceId });

export const updateService = (workspaceId: string, id: string, body: TServiceInput) =>
  callRoute(updateServiceRoute, { params: { id }, body }, { workspaceId });

export const disableService = (workspaceId: string, id: string) =>
  callRoute(disableServiceRoute, { params: { id } }, { workspaceId });
