import type * as z from 'zod/mini';
import { employmentPermissionId } from '../../../shared/workforce/rules.js';
import type { TEmploymentPermission, ZGrantEmploymentPermissionSchema } from '../../../shared/workforce/workforce.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed, type TRequestContext, workspaceOf } from '../../core/http.js';
import { EmploymentPermissionEntity, ProjectEntity } from '../data/workforce.entities.js';
import { getOwnEmployment } from './employments.js';

/** TIMESHEET_OPERATE → the platform grant { domain TIMESHEET, action OPERATE } (shared/core/access.ts). */
const GRANT_DOMAIN = { TIMESHEET_OPERATE: 'TIMESHEET', SICK_LEAVE_OPERATE: 'SICK_LEAVE' } as const;

function toView(p: TEmploymentPermission): TEmploymentPermission {
  return {
    id: p.id,
    employmentId: p.employmentId,
    ...(p.projectId ? { projectId: p.projectId } : {}),
    permissionType: p.permissionType,
    createdAt: p.createdAt,
  };
}

export async function listEmploymentPermissions(input: { id: string }, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  await getOwnEmployment(companyId, input.id);
  const data = await queryAll(EmploymentPermissionEntity, { pk: `WS#${companyId}`, skBeginsWith: `EMPPERM#${input.id}#` });
  return { data: data.map(toView) };
}

/**
 * Grants a permission to one of the company's employments, for the whole employment or one of the
 * company's projects. Stored as a grant (domain, action, company, project, employment) indexed
 * under the employee, for the permission token to carry later. Granting it twice is 409 not_unique.
 */
export async function grantEmploymentPermission(
  input: { id: string; grant: z.output<typeof ZGrantEmploymentPermissionSchema> },
  ctx: TRequestContext,
): Promise<TEmploymentPermission> {
  const companyId = workspaceOf(ctx);
  const employment = await getOwnEmployment(companyId, input.id);
  const { projectId, permissionType } = input.grant;
  if (projectId && !(await ProjectEntity.get({ companyId, id: projectId }))) throw new AppError('no_record', { param: 'projectId' });
  const permission = {
    id: employmentPermissionId(permissionType, projectId),
    employmentId: employment.id,
    ...(projectId ? { projectId } : {}),
    permissionType,
    createdAt: new Date().toISOString(),
    companyId,
    personId: employment.personId,
    domain: GRANT_DOMAIN[permissionType],
    action: 'OPERATE' as const,
  };
  Object.assign(ctx.audit.props, { employmentId: employment.id, permissionType, projectId });
  try {
    await ctx.transact([EmploymentPermissionEntity.putOp(permission, { ifNotExists: true })]);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('not_unique', { param: 'permissionType', message: 'This permission is already granted', cause: error });
    throw error;
  }
  return toView(permission);
}

export async function revokeEmploymentPermission(input: { id: string; permissionId: string }, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  await getOwnEmployment(companyId, input.id);
  Object.assign(ctx.audit.props, { employmentId: input.id, permissionId: input.permissionId });
  try {
    await ctx.transact([EmploymentPermissionEntity.deleteOp({ companyId, employmentId: input.id, id: input.permissionId }, 'attribute_exists(PK)')]);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('no_record', { param: 'permissionId', cause: error });
    throw error;
  }
  return { ok: true as const };
}
