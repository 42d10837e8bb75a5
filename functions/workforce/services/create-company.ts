import type * as z from 'zod/mini';
import { newWorkspaceId } from '../../../shared/core/ids.js';
import type { TCompany, ZCreateCompanyRequestSchema } from '../../../shared/workforce/workforce.schema.js';
import { partyForWorkspace } from '../../core/audit.js';
import { directoryWrites } from '../../core/directory.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { UserEntity } from '../../identity/data/identity.entities.js';
import { MembershipEntity, WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import { CompanyProfileEntity, EinClaimEntity } from '../data/workforce.entities.js';
import { untilCommitted } from '../../core/races.js';

/** True when some company already has the EIN: its claim, or a profile written before claims existed. */
async function einTaken(ein: string): Promise<boolean> {
  if (await EinClaimEntity.get({ ein }, { consistent: true })) return true;
  const { data } = await CompanyProfileEntity.query({ index: 'GSI1', pk: `EIN#${ein}`, limit: 1 });
  return data.length > 0;
}

/**
 * 'Create company': the caller becomes its owner. One transaction holds the workspace, the OWNER
 * membership (which puts the company in the caller's workspace list), the profile, the EIN claim
 * (attribute_not_exists: of two racing creations with one EIN exactly one wins, the other 40010),
 * the directory entry and the audit event. The caller's permission token names the new workspace
 * after its next refresh.
 *
 * `owner` is for staff who create client companies in a bulk upload (functions/uploads): the
 * person named by the row becomes the owner, or `null` makes a company without an owner membership,
 * which staff manage until a person is invited. Left out, the caller is the owner.
 */
export async function createCompany(
  input: z.output<typeof ZCreateCompanyRequestSchema>,
  ctx: TRequestContext,
  owner?: { userId: string; email: string } | null,
): Promise<TCompany> {
  const user = owner === undefined ? await UserEntity.get({ userId: principalOf(ctx).userId }) : owner;
  if (user === undefined) throw new AppError('no_record', { param: 'userId' });
  const email = input.email ?? user?.email;
  const id = newWorkspaceId('COMPANY');
  ctx.audit.consumer = partyForWorkspace(id);
  Object.assign(ctx.audit.props, { companyId: id, ein: input.ein, legalName: input.legalName });
  await untilCommitted(async () => {
    if (await einTaken(input.ein)) throw new AppError(40010, { param: 'ein' });
    const now = new Date().toISOString();
    await ctx.transact([
      WorkspaceEntity.putOp({ id, type: 'COMPANY', name: input.legalName, ...(user ? { ownerUserId: user.userId } : {}), createdAt: now }, { ifNotExists: true }),
      ...(user
        ? [
            MembershipEntity.putOp(
              { userId: user.userId, workspaceId: id, type: 'COMPANY', name: input.legalName, relation: 'OWNER', createdAt: now },
              { ifNotExists: true },
            ),
          ]
        : []),
      CompanyProfileEntity.putOp(
        { companyId: id, legalName: input.legalName, ein: input.ein, companyType: input.companyType, email, headquarter: input.headquarter, createdAt: now },
        { ifNotExists: true },
      ),
      EinClaimEntity.putOp({ ein: input.ein, companyId: id }, { ifNotExists: true }),
      ...directoryWrites(undefined, { kind: 'COMPANY', id, name: input.legalName, email, ein: input.ein, isClient: true }),
    ]);
  });
  return { id, name: input.legalName, type: 'COMPANY', ein: input.ein, companyType: input.companyType, email };
}
