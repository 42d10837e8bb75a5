import { workspaceTypeOf } from '@shared/core/workspace.js';
import { redirect } from '@tanstack/react-router';
import { currentWorkspace } from '../workspaces/workspace-store';

/** The employee's timesheet is kept in their person workspace (spec 000 §2): another goes home. */
export function requirePersonWorkspace() {
  if (workspaceTypeOf(currentWorkspace.get() ?? '') !== 'PERSON') throw redirect({ to: '/' });
}
