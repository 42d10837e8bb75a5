import { currentWorkspaceRoute, listWorkspacesRoute, openWorkspaceRoute } from '../../shared/workspaces/workspaces.routes.js';
import { partyForWorkspace } from '../core/audit.js';
import { bind, createApiHandler, principalOf, workspaceOf } from '../core/http.js';
import { getWorkspace, listUserWorkspaces } from './services/workspaces.js';

export const bindings = [
  bind(listWorkspacesRoute, async (_input, ctx) => ({
    data: await listUserWorkspaces({ userId: principalOf(ctx).userId }),
  })),
  // A read: staff reading a client's workspace here is not an event; the switch itself is
  // recorded once, by the open route the web calls before it switches.
  bind(currentWorkspaceRoute, async (_input, ctx) => getWorkspace({ workspaceId: workspaceOf(ctx) })),
  bind(openWorkspaceRoute, async ({ params, query }, ctx) => {
    const workspace = await getWorkspace({ workspaceId: params.id });
    // The event belongs on the client's trail: the client is its consumer, staff act for it.
    ctx.audit.consumer = partyForWorkspace(workspace.id);
    ctx.audit.actingFor = workspace.id;
    await ctx.recordAudit({ workspaceId: workspace.id, workspaceType: workspace.type, via: query.via === 'SWITCHER' ? 'switcher' : 'admin lists' });
    return workspace;
  }),
];

export const handler = createApiHandler(bindings);
