import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZWorkspaceIdSchema, ZWorkspaceSchema } from '../core/workspace.schema.js';
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

/** Where staff opened a client's workspace from, as the audit event records it. */
export const WORKSPACE_OPENED_VIA = ['ADMIN_LISTS', 'SWITCHER'] as const;

export const openWorkspaceRoute = defineRoute({
  id: 'workspaces.open', domain: 'workspaces', method: 'POST', path: '/api/workspaces/{id}/open',
  summary: "Staff open a client's workspace (from the admin lists or the switcher): recorded on the client's trail before the switch",
  permission: { access: 'staff' }, params: z.object({ id: ZWorkspaceIdSchema }),
  query: z.object({ via: z._default(z.enum(WORKSPACE_OPENED_VIA), 'ADMIN_LISTS') }),
  response: ZWorkspaceSchema,
  audit: 'WORKSPACE_OPENED_BY_STAFF',
});

export const workspacesRoutes = [listWorkspacesRoute, currentWorkspaceRoute, openWorkspaceRoute] as const;
