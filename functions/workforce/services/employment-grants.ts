import type { TGrant } from '../../../shared/core/permissions.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import { queryAll } from '../../core/entity.js';
import { EmploymentEntity, EmploymentPermissionEntity } from '../data/workforce.entities.js';

/** A person's employments and grants are a handful; more than this is a defect, not a page to cut. */
const MAX_ITEMS = 500;

/**
 * The grants a person holds through their employments (spec 000 §3 Employment permission), for the
 * permission token: TIMESHEET_OPERATE becomes { domain TIMESHEET, action OPERATE } scoped to the
 * employer (companyId), the employment and, when granted for one, the project. Two Queries, in
 * parallel: the grants on GSI2 `EMPGRANT#<personId>` (pattern W7) and the person's employments on
 * GSI1 (pattern W5), so a terminated employment's grants are not carried even before the employer
 * revokes them. Called when a permission token is issued (sign-in, refresh): a grant or a
 * revocation takes effect at the holder's next refresh, as a role does (docs/decisions/0014).
 */
export async function employmentGrantsOf(personId: string): Promise<TGrant[]> {
  const [permissions, employments] = await Promise.all([
    queryAll(EmploymentPermissionEntity, { index: 'GSI2', pk: `EMPGRANT#${personId}` }, MAX_ITEMS),
    queryAll(EmploymentEntity, { index: 'GSI1', pk: `WS#${personId}`, skBeginsWith: 'EMPLOYMENT#' }, MAX_ITEMS),
  ]);
  // Nor one the person has not accepted (docs/decisions/0019-employment-consent.md).
  const current = new Set(employments.filter((e) => e.status !== 'TERMINATED' && isConsented(e)).map((e) => e.id));
  return permissions
    .filter((p) => current.has(p.employmentId))
    .map((p) => ({
      domain: p.domain,
      action: p.action,
      companyId: p.companyId,
      employmentId: p.employmentId,
      ...(p.projectId ? { projectId: p.projectId } : {}),
    }));
}
