import type { TLanguage } from '../../../shared/core/common.schema.js';
import { newWorkspaceId } from '../../../shared/core/ids.js';
import type { TGrant } from '../../../shared/core/permissions.js';
import type { TRole } from '../../../shared/core/roles.js';
import { cognito } from '../../core/cognito.js';
import { config } from '../../core/config.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { retryOnConflict } from '../../core/races.js';
import { MembershipEntity, WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import { EmailClaimEntity, UserEntity } from '../data/identity.entities.js';
import type { TUserRecord } from './principal.js';

export interface TNewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  preferredLanguage: TLanguage;
  emailConfirmed: boolean;
  /** A provider employee gets a SUBLIME_EMPLOYEE workspace instead of a person one. */
  staff?: boolean;
  roles?: TRole[];
  grants?: TGrant[];
}

function cognitoError(error: unknown): string {
  return (error as { name?: string })?.name ?? 'Error';
}

/**
 * Creates the Cognito user, then writes the profile, the email claim, the own workspace and its
 * membership in one transaction together with `extraOps`. When the transaction fails the Cognito
 * user is deleted again, so nothing is left half-written.
 */
export async function createAccount(
  account: TNewAccount,
  commit: (ops: TTransactItem[], user: TUserRecord) => Promise<void>,
  extraOps: (user: TUserRecord) => TTransactItem[] = () => [],
): Promise<TUserRecord> {
  if (await EmailClaimEntity.get({ email: account.email }, { consistent: true })) {
    throw new AppError(4008, { param: 'email' });
  }
  const { client, sdk } = await cognito();
  let userId: string;
  try {
    const created = await client.send(
      new sdk.AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: String(account.emailConfirmed) },
          { Name: 'given_name', Value: account.firstName },
          { Name: 'family_name', Value: account.lastName },
        ],
      }),
    );
    const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (!sub) throw new Error('Cognito returned no sub');
    userId = sub;
  } catch (error) {
    if (cognitoError(error) === 'UsernameExistsException') throw new AppError(4008, { param: 'email' });
    throw error;
  }

  try {
    await client.send(
      new sdk.AdminSetUserPasswordCommand({
        UserPoolId: config.userPoolId,
        Username: account.email,
        Password: account.password,
        Permanent: true,
      }),
    );
    const now = new Date().toISOString();
    const workspaceType = account.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON';
    const workspaceId = newWorkspaceId(workspaceType);
    const name = `${account.firstName} ${account.lastName}`;
    const user: TUserRecord = {
      userId,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      personId: account.staff ? undefined : workspaceId,
      providerWorkspaceId: account.staff ? workspaceId : undefined,
      staff: account.staff ?? false,
      roles: account.roles ?? [],
      grants: account.grants ?? [],
      notificationEnable: true,
      preferredLanguage: account.preferredLanguage,
      emailConfirmed: account.emailConfirmed,
      createdAt: now,
    };
    // The directory's list counters are shared by every registration: a collision is retried.
    await retryOnConflict(() =>
      commit(
        [
          EmailClaimEntity.putOp({ email: account.email, userId }, { ifNotExists: true }),
          UserEntity.putOp(user, { ifNotExists: true }),
          WorkspaceEntity.putOp({ id: workspaceId, type: workspaceType, name, ownerUserId: userId, createdAt: now }, { ifNotExists: true }),
          MembershipEntity.putOp({ userId, workspaceId, type: workspaceType, name, relation: 'SELF', createdAt: now }),
          ...extraOps(user),
        ],
        user,
      ),
    );
    return user;
  } catch (error) {
    await client
      .send(new sdk.AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: account.email }))
      .catch((cleanup) => logger.error('Could not remove the Cognito user of a failed registration', { error: cleanup }));
    if (conditionFailed(error)) throw new AppError(4008, { param: 'email' });
    if (cognitoError(error) === 'InvalidPasswordException') throw new AppError(4003, { param: 'password' });
    throw error;
  }
}
