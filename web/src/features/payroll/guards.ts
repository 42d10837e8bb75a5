import { decide, type TPermission } from '@shared/core/access.js';
import { PAYROLL_PERMISSION, PAYROLL_RUN_PERMISSION } from '@shared/payroll/access.js';
import { redirect } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';
import { session } from '../auth/session';
import { currentWorkspace } from '../workspaces/workspace-store';

function guard(permission: TPermission, params: { wsType: string; wsId: string }, fullPath: string) {
  syncWorkspaceParams(params, fullPath);
  if (!decide(permission, session.principal(), currentWorkspace.get() ?? undefined).allowed) throw redirect({ to: '/' });
}

/** Paystubs (spec 000 §2 Payroll individual and business): a person's own workspace or a company's (staff with PAYROLL_MANAGER). */
export const guardPaystubsRoute = (params: { wsType: string; wsId: string }, fullPath: string) => guard(PAYROLL_PERMISSION, params, fullPath);

/** Payroll details, Run a New Payroll and a payroll's page: the company's workspace only; anything else goes home. */
export const guardCompanyPayrollRoute = (params: { wsType: string; wsId: string }, fullPath: string) => guard(PAYROLL_RUN_PERMISSION, params, fullPath);
