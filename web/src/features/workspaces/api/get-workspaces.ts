import { listWorkspacesRoute } from '@shared/workspaces/workspaces.routes.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/** The caller's workspaces (person, companies, provider employee). */
export const workspacesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['workspaces', userId],
    queryFn: () => callRoute(listWorkspacesRoute, {}, { workspaceId: null }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
