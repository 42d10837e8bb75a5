import type { TPrincipal } from '../../../shared/core/permissions.js';
import type { TUser } from '../../../shared/identity/identity.schema.js';
import { notFound } from '../../core/errors.js';
import { signPermissionToken } from '../../core/tokens.js';
import { listUserWorkspaces } from '../../workspaces/services/workspaces.js';
import { employmentGrantsOf } from '../../workforce/services/employment-grants.js';
import { UserEntity } from '../data/identity.entities.js';

export type TUserRecord = NonNullable<Awaited<ReturnType<typeof UserEntity.get>>>;

export async function getUserRecord(userId: string): Promise<TUserRecord> {
  const user = await UserEntity.get({ userId });
  if (!user) throw notFound('userId');
  return user;
}

export function toUser(u: TUserRecord): TUser {
  return {
    userId: u.userId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    personId: u.personId,
    staff: u.staff,
    roles: u.roles,
    grants: u.grants,
    notificationEnable: u.notificationEnable,
    preferredLanguage: u.preferredLanguage,
    emailConfirmed: u.emailConfirmed,
  };
}

/**
 * The permission token for a user: roles, grants and the workspaces they may open. The grants are
 * the user's own plus those their employers gave their employments (workforce), read at issue time,
 * so a grant or a revocation takes effect at the next sign-in or refresh.
 */
export async function issuePermissionToken(user: TUserRecord): Promise<string> {
  const [workspaces, employmentGrants] = await Promise.all([
    listUserWorkspaces({ userId: user.userId }),
    user.personId ? employmentGrantsOf(user.personId) : [],
  ]);
  const principal: TPrincipal = {
    userId: user.userId,
    email: user.email,
    staff: user.staff,
    roles: user.roles,
    grants: [...user.grants, ...employmentGrants],
    workspaces: workspaces.map((w) => w.id),
  };
  return signPermissionToken(principal);
}
