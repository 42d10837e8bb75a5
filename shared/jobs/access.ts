/**
 * Who sees and runs the scheduled jobs, for the routes and the web's guards alike; free of zod so
 * the web's first route stays light. The status is the administrators' and the payroll
 * administrators' (leave accrual is payroll's); starting a run is ADMIN's alone.
 */
import type { TPermission } from '../core/access.js';

export const JOBS_STATUS_PERMISSION = { access: 'staff', roles: ['ADMIN', 'PAYROLL_ADMIN'] } as const satisfies TPermission;
export const JOBS_RUN_PERMISSION = { access: 'staff', roles: ['ADMIN'] } as const satisfies TPermission;
