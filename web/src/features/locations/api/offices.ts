import { listOfficesRoute } from '@shared/provider/provider.routes.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/** The provider's offices (public `GET /api/offices`); they rarely change. */
export const officesQuery = () =>
  queryOptions({
    queryKey: ['offices'],
    queryFn: ({ signal }) => callRoute(listOfficesRoute, {}, { workspaceId: null, signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
