/**
 * Who acts on an employment's leave (spec 000 §6; shared/leave/leave.routes.ts), read through the
 * workforce domain's services:
 * - EMPLOYEE: the employee in their own person workspace (or staff acting for them, recorded);
 * - EMPLOYER: the company in its workspace (its owner; staff with PAYROLL_MANAGER, checked at the gate);
 * - GRANT: a holder of a SICK_LEAVE_OPERATE grant, in their own person workspace, for exactly the
 *   employment or the project of the grant, and for sick leave only.
 * Anything else is 40018, as if the employment did not exist: an id reveals nothing.
 */
import type { TGrant } from '../../../shared/core/access.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import type { TEmployment } from '../../../shared/workforce/workforce.schema.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { companyEmployments, employeeNotFound, getOwnEmployment, partyEmployments, personEmployments } from '../../workforce/services/employments.js';

export interface TLeaveEmployment {
  id: string;
  companyId: string;
  companyName: string;
  personId: string;
  userId?: string;
  name: string;
  startDate: string;
  terminationDate?: string;
}

export interface TLeaveAccess {
  employment: TLeaveEmployment;
  as: 'EMPLOYEE' | 'EMPLOYER' | 'GRANT';
}

/** Leave is kept for employees (STAFF) who accepted the employment. */
const usable = (e: { type: string; status: string }, consented: boolean) => e.type === 'STAFF' && e.status !== 'TERMINATED' && consented;

/** The sick-leave grants a principal holds (domain SICK_LEAVE, action OPERATE). */
export function sickLeaveGrants(grants: readonly TGrant[]): TGrant[] {
  return grants.filter((g) => g.domain === 'SICK_LEAVE' && (g.action === 'OPERATE' || g.action === '*') && g.companyId);
}

export async function accessTo(employmentId: string, ctx: TRequestContext, opts: { sick?: boolean } = {}): Promise<TLeaveAccess> {
  const workspaceId = workspaceOf(ctx);
  const type = workspaceTypeOf(workspaceId);
  if (type === 'COMPANY') {
    const e = await getOwnEmployment(workspaceId, employmentId, 'employmentId');
    if (!usable(e, isConsented(e))) throw employeeNotFound('employmentId');
    return { as: 'EMPLOYER', employment: refOf(e, '') };
  }
  if (type !== 'PERSON') throw employeeNotFound('employmentId');
  const own = (await personEmployments(workspaceId)).find((e) => e.id === employmentId);
  if (own) {
    if (!usable(own, isConsented(own))) throw employeeNotFound('employmentId');
    return { as: 'EMPLOYEE', employment: refOf(own, '') };
  }
  if (!opts.sick || ctx.actingForClient) throw employeeNotFound('employmentId');
  for (const grant of sickLeaveGrants(principalOf(ctx).grants)) {
    if (!grant.projectId && grant.employmentId !== employmentId) continue;
    const e = await getOwnEmployment(grant.companyId!, employmentId, 'employmentId').catch(() => undefined);
    if (!e || !usable(e, isConsented(e))) continue;
    if (grant.projectId && !e.projectIds.includes(grant.projectId)) continue;
    return { as: 'GRANT', employment: refOf(e, '') };
  }
  throw employeeNotFound('employmentId');
}

/** The employer alone (approve, reject, complete, carryover); the gate already requires a company workspace. */
export function assertEmployer(access: TLeaveAccess): void {
  if (access.as !== 'EMPLOYER') throw new AppError('invalid_state', { message: 'Only the employer can do this' });
}

/** The employments the caller works with leave for: the person's own, or the company's STAFF. */
export async function leaveEmployments(ctx: TRequestContext): Promise<TLeaveEmployment[]> {
  const workspaceId = workspaceOf(ctx);
  if (workspaceTypeOf(workspaceId) === 'COMPANY') {
    return (await companyEmployments(workspaceId)).filter((e) => usable(e, isConsented(e))).map((e) => refOf(e, ''));
  }
  const [own, views] = await Promise.all([personEmployments(workspaceId), partyEmployments(workspaceId)]);
  const names = new Map(views.data.map((v) => [v.id, v.employerName ?? '']));
  return own.filter((e) => usable(e, isConsented(e))).map((e) => refOf(e, names.get(e.id) ?? ''));
}

function refOf(e: TEmployment, companyName: string): TLeaveEmployment {
  return {
    id: e.id, companyId: e.companyId, companyName, personId: e.personId, name: e.name, startDate: e.startDate,
    ...(e.userId ? { userId: e.userId } : {}),
    ...(e.terminationDate ? { terminationDate: e.terminationDate } : {}),
  };
}
