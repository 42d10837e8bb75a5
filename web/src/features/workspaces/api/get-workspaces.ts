import { currentWorkspaceRoute, listWorkspacesRoute } from '@shared/workspaces/workspaces.routes.js';
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

/** One workspace by id (its name and kind): staff read a client's this way, unaudited (a read). */
export const workspaceQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['workspaces', 'one', workspaceId],
    queryFn: () => callRoute(currentWorkspaceRoute, {}, { workspaceId }),
    staleTime: 5 * 60_000,
  });
