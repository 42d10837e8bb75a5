import type { TCreateHaopRequest, THaopFilter } from '@shared/policies/haop.schema.js';
import {
  createHaopRoute,
  disableHaopRoute,
  downloadHaopRoute,
  haopSignaturesRoute,
  listHaopRoute,
  listHolidaysRoute,
  sendHaopRoute,
} from '@shared/policies/policies.routes.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/** One key space per company: ['policies', companyId, …]; every mutation invalidates the company's. */
export const policiesKey = (companyId: string, ...rest: unknown[]) => ['policies', companyId, ...rest] as const;

export const invalidatePolicies = (queryClient: QueryClient, companyId: string) => queryClient.invalidateQueries({ queryKey: policiesKey(companyId) });

/** The company's Holiday and Overtime Policies by the spec's filter (GET /api/policies/holiday-overtime). */
export const haopListQuery = (companyId: string, filter: THaopFilter = {}) =>
  queryOptions({
    queryKey: policiesKey(companyId, 'haop', filter),
    queryFn: ({ signal }) => callRoute(listHaopRoute, { query: filter }, { workspaceId: companyId, signal }),
  });

/** Each employment's signature of a policy (the collapsible's table). */
export const haopSignaturesQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: policiesKey(companyId, 'signatures', id),
    queryFn: ({ signal }) => callRoute(haopSignaturesRoute, { params: { id } }, { workspaceId: companyId, signal }),
  });

/** The year's federal and New York holidays: the same for everyone, kept for the session. */
export const holidaysQuery = (year: number) =>
  queryOptions({
    queryKey: ['policies', 'holidays', year],
    queryFn: ({ signal }) => callRoute(listHolidaysRoute, { query: { year } }, { signal }),
    staleTime: Infinity,
  });

export const createHaop = (companyId: string, body: TCreateHaopRequest) => callRoute(createHaopRoute, { body }, { workspaceId: companyId });
export const disableHaop = (companyId: string, id: string) => callRoute(disableHaopRoute, { params: { id } }, { workspaceId: companyId });
export const sendHaop = (companyId: string, id: string) => callRoute(sendHaopRoute, { params: { id } }, { workspaceId: companyId });
export const downloadHaop = (companyId: string, id: string) => callRoute(downloadHaopRoute, { params: { id } }, { workspaceId: companyId });
