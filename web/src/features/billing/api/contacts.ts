import {
  createContactRoute,
  createLocationRoute,
  listLocationsRoute,
  recentContactsRoute,
  searchContactsRoute,
} from '@shared/billing/billing.routes.js';
import { CONTACT_PAGE_SIZE, type TContactInput } from '@shared/billing/billing.schema.js';
import type { TAddress } from '@shared/core/address.schema.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { billingKey } from './billing-keys';

/** 'Add a contact': contacts and employment counterparties by name or email, 15 a page (searchMode REF). */
export const contactsQuery = (workspaceId: string, query: string) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'contacts', 'search', query),
    queryFn: ({ signal }) =>
      callRoute(
        searchContactsRoute,
        { query: { query: query || undefined, searchMode: 'REF', size: CONTACT_PAGE_SIZE } },
        { workspaceId, signal },
      ),
  });

/** Recent payers (INVOICE side) or payees (BILL side) of the workspace. */
export const recentContactsQuery = (workspaceId: string, side: 'INVOICE' | 'BILL') =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'contacts', 'recent', side),
    queryFn: ({ signal }) => callRoute(recentContactsRoute, { query: { side } }, { workspaceId, signal }),
  });

export const createContact = (workspaceId: string, body: TContactInput) =>
  callRoute(createContactRoute, { body }, { workspaceId });

/** Addresses, branches and projects for an executor and a contact. */
export const locationsQuery = (workspaceId: string, executorId: string | undefined, contactId: string | undefined) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'locations', executorId ?? null, contactId ?? null),
    queryFn: ({ signal }) =>
      callRoute(listLocationsRoute, { query: { executorId: executorId!, contactId: contactId! } }, { workspaceId, signal }),
    enabled: Boolean(executorId && contactId),
  });

export const createLocation = (workspaceId: string, body: { executorId: string; contactId: string; address: TAddress }) =>
  callRoute(createLocationRoute, { body }, { workspaceId });
