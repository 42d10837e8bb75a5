import type { TGrant } from '../../../shared/core/access.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import type { TEmployment } from '../../../shared/workforce/workforce.schema.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { employeeNotFound, getOwnEmployment, personEmployments } from '../../workforce/services/employments.js';

/** What the timesheet needs of an employment, read through the workforce domain's services. */
export interface TEmploymentRef {
  id: string;
  companyId: string;
  personId: string;
  name: string;
  startDate: string;
  terminationDate?: string;
  projectIds: string[];
}

/**
 * Who acts on an employment's timesheet, and how far:
 * - EMPLOYEE: the employee in their own person workspace (or staff acting for them);
 * - EMPLOYER: the company in its workspace (its owner; staff with PAYROLL_MANAGER, checked at the gate);
 * - GRANT: a holder of a TIMESHEET_OPERATE grant, in their own person workspace, for exactly the
 *   employment or the project of the grant (`projectId`: only that project's records).
 */
export interface TTimesheetAccess {
  employment: TEmploymentRef;
  as: 'EMPLOYEE' | 'EMPLOYER' | 'GRANT';
  projectId?: string;
}

/** Timesheets are kept for employees (STAFF) who accepted the employment, and not after it ended. */
const usable = (e: { type: string; status: string }, consented: boolean) => e.type === 'STAFF' && e.status !== 'TERMINATED' && consented;

/** The timesheet grants a principal holds (domain TIMESHEET, action OPERATE). */
export function timesheetGrants(grants: readonly TGrant[]): TGrant[] {
  return grants.filter((g) => g.domain === 'TIMESHEET' && (g.action === 'OPERATE' || g.action === '*') && g.companyId);
}

/**
 * Resolves the employment a call names, or 40018 as if it did not exist: another company's
 * employment, another person's, a contractor's, or one outside the caller's grant are all the same
 * not-found, so an id reveals nothing.
 */
export async function accessTo(employmentId: string, ctx: TRequestContext, opts: { employeeOnly?: boolean } = {}): Promise<TTimesheetAccess> {
  const workspaceId = workspaceOf(ctx);
  const type = workspaceTypeOf(workspaceId);
  if (type === 'COMPANY' && !opts.employeeOnly) {
    const e = await getOwnEmployment(workspaceId, employmentId, 'employmentId');
    if (!usable(e, isConsented(e))) throw employeeNotFound('employmentId');
    return { as: 'EMPLOYER', employment: refOf(e) };
  }
  if (type !== 'PERSON') throw employeeNotFound('employmentId');
  const own = (await personEmployments(workspaceId)).find((e) => e.id === employmentId);
  if (own) {
    if (!usable(own, isConsented(own))) throw employeeNotFound('employmentId');
    return { as: 'EMPLOYEE', employment: refOf(own) };
  }
  if (opts.employeeOnly) throw employeeNotFound('employmentId');
  // A grant holder acts in their own workspace only; staff acting for a person hold no grant of theirs.
  if (ctx.actingForClient) throw employeeNotFound('employmentId');
  for (const grant of timesheetGrants(principalOf(ctx).grants)) {
    if (!grant.projectId && grant.employmentId !== employmentId) continue;
    const e = await getOwnEmployment(grant.companyId!, employmentId, 'employmentId').catch(() => undefined);
    if (!e || !usable(e, isConsented(e))) continue;
    if (grant.projectId && !e.projectIds.includes(grant.projectId)) continue;
    return { as: 'GRANT', employment: refOf(e), ...(grant.projectId ? { projectId: grant.projectId } : {}) };
  }
  throw employeeNotFound('employmentId');
}

function refOf(e: TEmployment): TEmploymentRef {
  return {
    id: e.id, companyId: e.companyId, personId: e.personId, name: e.name, startDate: e.startDate,
    ...(e.terminationDate ? { terminationDate: e.terminationDate } : {}), projectIds: e.projectIds,
  };
}
