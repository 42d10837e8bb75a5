/**
 * Who opens the vacation and sick-leave screens, free of zod so the web's menu and route guards
 * read it on the first route (as shared/policies/access.ts): the employee in their own person
 * workspace, the company in its workspace; staff acting for either need the payroll menus' role,
 * PAYROLL_MANAGER (spec 000 §6). The same gate as the leave routes' (shared/leave/leave.routes.ts).
 */
import type { TPermission } from '../core/access.js';

export const LEAVE_PERMISSION = { access: 'workspace', workspaceTypes: ['PERSON', 'COMPANY'], roles: ['PAYROLL_MANAGER'] } as const satisfies TPermission;
