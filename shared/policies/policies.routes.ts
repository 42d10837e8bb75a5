/**
 * Company policies (spec 000 §2 Policies; docs/decisions/0028-holiday-overtime-policy.md): the
 * Holiday and Overtime Policy, the PTO and Sick Leave Policies. Every policy route acts in a COMPANY workspace and keys on it, so
 * another company's policy is simply not found; staff need PAYROLL_MANAGER (the payroll menus' role,
 * spec 000 §6), which the company's owner, in their own workspace, does not. Disabling is staff's
 * alone (§6: "Staff alone see … disable policy"), checked by the service.
 *
 * The routes are declared in haop.routes.ts (holidays, Holiday and Overtime Policy) and
 * leave-policies.routes.ts (PTO, Sick Leave and the per-employment views); this is the domain's one
 * table, in that order.
 */
import { haopRoutes } from './haop.routes.js';
import { employmentPolicyRoutes, ptoRoutes, slpRoutes } from './leave-policies.routes.js';

export * from './haop.routes.js';
export * from './leave-policies.routes.js';

export const policiesRoutes = [...haopRoutes, ...ptoRoutes, ...slpRoutes, ...employmentPolicyRoutes];
