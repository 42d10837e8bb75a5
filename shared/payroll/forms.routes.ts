/**
 * Payroll year-end forms (issue 17 §6): W-2 and 1099-NEC generated from the year's payroll and
 * payments, 1042-S and K-1 uploaded by staff. Filled in by the forms work; listed in shared/api/routes.ts.
 */
import type { TRoute } from '../api/route.js';

export const payrollFormRoutes: TRoute[] = [];
