/**
 * Who may run bulk uploads, free of zod so the web's menu and route guard can read it on the first
 * route: staff who set clients up — client managers and payroll (ADMIN and PAYROLL_ADMIN cover them).
 */
import type { TRole } from '../core/roles.js';

export const UPLOAD_ROLES: readonly TRole[] = ['COMPANY_CLIENT_MANAGER', 'PAYROLL_MANAGER'];
