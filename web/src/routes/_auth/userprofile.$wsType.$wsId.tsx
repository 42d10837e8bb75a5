import { createFileRoute, Outlet } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';

/** Workspace-scoped profile: the URL's wsType/wsId pick the workspace. */
export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncWorkspaceParams(params, '/userprofile/$wsType/$wsId'),
  component: Outlet,
});
