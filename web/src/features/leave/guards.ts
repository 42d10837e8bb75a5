import { decide } from '@shared/core/access.js';
import { LEAVE_PERMISSION } from '@shared/leave/access.js';
import { redirect } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';
import { session } from '../auth/session';
import { currentWorkspace } from '../workspaces/workspace-store';

/**
 * The vacation and sick-leave routes (spec 000 §2 Payroll individual and business, §6): a person's
 * own workspace or a company's (staff acting for it with PAYROLL_MANAGER); anything else goes home.
 */
export function guardLeaveRoute(params: { wsType: string; wsId: string }, fullPath: string) {
  syncWorkspaceParams(params, fullPath);
  if (!decide(LEAVE_PERMISSION, session.principal(), currentWorkspace.get() ?? undefined).allowed) throw redirect({ to: '/' });
}
