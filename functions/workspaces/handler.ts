import { currentWorkspaceRoute, listWorkspacesRoute, openWorkspaceRoute } from '../../shared/workspaces/workspaces.routes.js';
import { partyForWorkspace } from '../core/audit.js';
import { bind, createApiHandler, principalOf, workspaceOf } from '../core/http.js';
import { getWorkspace, listUserWorkspaces } from './services/workspaces.js';

export const bindings = [
  bind(listWorkspacesRoute, async (_input, ctx) => ({
    data: await listUserWorkspaces({ userId: principalOf(ctx).userId }),
  })),
  bind(currentWorkspaceRoute, async (_input, ctx) => {
    const workspace = await getWorkspace({ workspaceId: workspaceOf(ctx) });
    // Staff opening a client's workspace is recorded, though it changes nothing.
    if (ctx.actingForClient) {
      ctx.audit.event = 'WORKSPACE_OPENED_BY_STAFF';
      await ctx.recordAudit({ workspaceId: workspace.id, workspaceType: workspace.type });
    }
    return workspace;
  }),
  bind(openWorkspaceRoute, async ({ params }, ctx) => {
    const workspace = await getWorkspace({ workspaceId: params.id });
    // The event belongs on the client's trail: the client is its consumer, staff act for it.
    ctx.audit.consumer = partyForWorkspace(workspace.id);
    ctx.audit.actingFor = workspace.id;
    await ctx.recordAudit({ workspaceId: workspace.id, workspaceType: workspace.type, via: 'admin lists' });
    return workspace;
  }),
];

export const handler = createApiHandler(bindings);
