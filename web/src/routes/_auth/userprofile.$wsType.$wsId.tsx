import { createFileRoute, Outlet } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';
import { loadNamespace } from '../../app/i18n';

/** Workspace-scoped profile: the URL's wsType/wsId pick the workspace. */
export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncWorkspaceParams(params, '/userprofile/$wsType/$wsId'),
  // The profile's texts load with its pages, not with the first route.
  loader: () => loadNamespace('profile'),
  component: Outlet,
});
