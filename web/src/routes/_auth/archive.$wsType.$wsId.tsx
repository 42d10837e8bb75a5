import { createFileRoute, Outlet } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';
import { loadNamespace } from '../../app/i18n';

/**
 * The document archive (spec 000 §2 /archive/{wsType}/{wsId}): any workspace of a signed-in user;
 * each section decides what the workspace may do there. Its texts load with it.
 */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId')({
  beforeLoad: ({ params }) => syncWorkspaceParams(params, '/archive/$wsType/$wsId'),
  loader: () => loadNamespace('documents'),
  component: Outlet,
});
