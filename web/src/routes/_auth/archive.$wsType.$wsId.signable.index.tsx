import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createFileRoute, redirect } from '@tanstack/react-router';

/** The `signable` tile opens a company's sent documents, and any other workspace's own ones. */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/signable/')({
  beforeLoad: ({ params }) => {
    const tab = workspaceTypeOf(params.wsId) === 'COMPANY' ? 'common' : 'own';
    throw redirect({ to: `/archive/$wsType/$wsId/signable/${tab}`, params });
  },
});
