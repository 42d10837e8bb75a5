/**
 * Who works with a company's policies, free of zod so the web's menu and route guard read it on the
 * first route (as shared/uploads/access.ts): a COMPANY workspace, and for staff acting for it the
 * payroll menus' role, PAYROLL_MANAGER (spec 000 §6); the company's owner, in their own workspace,
 * needs no role (shared/core/access.ts `decide`).
 */
import type { TPermission } from '../core/access.js';

export const POLICY_PERMISSION = { access: 'workspace', workspaceTypes: ['COMPANY'], roles: ['PAYROLL_MANAGER'] } as const satisfies TPermission;

/**
 * The per-employment policy views (spec 000 §2 "Payroll individual: policy"): a PERSON workspace,
 * its own employments. Staff open any person's workspace and alone attach or remove a policy
 * (§6 "Staff alone see … attach policy"), which the service checks.
 */
export const EMPLOYEE_POLICY_PERMISSION = { access: 'workspace', workspaceTypes: ['PERSON'] } as const satisfies TPermission;
