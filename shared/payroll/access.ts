/**
 * Who opens the payroll screens, free of zod so the web's menu and route guards read it on the
 * first route (as shared/leave/access.ts). The same gates as the payroll routes'
 * (shared/payroll/payroll.routes.ts): staff acting for a workspace need the payroll menus' role,
 * PAYROLL_MANAGER (spec 000 §6); the company's owner and the employee in their own workspace need none.
 */
import type { TPermission } from '../core/access.js';

/** Paystubs: the company's (all of its employments') and the employee's own in their person workspace. */
export const PAYROLL_PERMISSION = { access: 'workspace', workspaceTypes: ['PERSON', 'COMPANY'], roles: ['PAYROLL_MANAGER'] } as const satisfies TPermission;

/** The company's payroll details, a new run, and its saved payrolls: the company's workspace only. */
export const PAYROLL_RUN_PERMISSION = { access: 'workspace', workspaceTypes: ['COMPANY'], roles: ['PAYROLL_MANAGER'] } as const satisfies TPermission;
