import { defineRoute } from '../api/route.js';
import { ZWorkspaceSchema } from '../core/workspace.schema.js';
import { ZWorkspaceListSchema } from './workspaces.schema.js';

export const listWorkspacesRoute = defineRoute({
  id: 'workspaces.list', domain: 'workspaces', method: 'GET', path: '/api/workspaces',
  summary: "The caller's workspaces (person, companies, provider employee)",
  permission: { access: 'signedIn' }, response: ZWorkspaceListSchema,
});
export const currentWorkspaceRoute = defineRoute({
  id: 'workspaces.current', domain: 'workspaces', method: 'GET', path: '/api/workspaces/current',
  summary: 'The workspace named by the x-workspace-id header; staff may open any client workspace',
  permission: { access: 'workspace' }, response: ZWorkspaceSchema,
});

export const workspacesRoutes = [listWorkspacesRoute, currentWorkspaceRoute] as const;
