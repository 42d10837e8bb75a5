import { GetCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import type { TLoginRequest, TTokens } from '../../../shared/identity/identity.schema.js';
import { cognito } from '../../core/cognito.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed, type TRequestContext } from '../../core/http.js';
import { EmailClaimEntity, LoginFailuresEntity, UserEntity } from '../data/identity.entities.js';
import { readCode, useCodeWith } from './codes.js';
import { getUserRecord, issuePermissionToken } from './principal.js';

/** Five failed sign-ins of one account within 15 minutes lock it for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

function nameOf(error: unknown): string {
  return (error as { name?: string })?.name ?? 'Error';
}

async function assertNotLocked(email: string): Promise<void> {
  const out = await ddb.send(
    new GetCommand({ TableName: config.tableName, Key: LoginFailuresEntity.key({ email }), ConsistentRead: true }),
  );
  const lockedUntil = out.Item?.lockedUntil as number | undefined;
  if (lockedUntil && lockedUntil > Date.now()) {
    throw new AppError('too_many_attempts', { param: 'email' });
  }
}

/**
 * Counts a failure atomically: inside the current window ADD 1, else start a new window. The
 * failure that reaches the limit sets lockedUntil in the same update.
 */
async function recordFailure(email: string): Promise<void> {
  const now = Date.now();
  const key = LoginFailuresEntity.key({ email });
  const ttl = Math.floor((now + LOGIN_WINDOW_MS + LOCK_MS) / 1000) + 3600;
  let count: number;
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_exists(PK) AND windowStart > :windowFloor',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':windowFloor': now - LOGIN_WINDOW_MS, ':ttl': ttl },
        ReturnValues: 'ALL_NEW',
      }),
    );
    count = out.Attributes?.count as number;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET #count = :one, windowStart = :now, email = :email, entity = :entity, #ttl = :ttl REMOVE lockedUntil',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':email': email, ':entity': LoginFailuresEntity.name, ':ttl': ttl },
      }),
    );
    count = 1;
  }
  if (count >= MAX_FAILED_LOGINS) {
    await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET lockedUntil = :until',
        ExpressionAttributeValues: { ':until': now + LOCK_MS },
      }),
    );
  }
}

async function clearFailures(email: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: config.tableName, Key: LoginFailuresEntity.key({ email }) }));
}

/** Signs in with USER_PASSWORD_AUTH and adds the permission token. */
export async function login(input: TLoginRequest, ctx: TRequestContext): Promise<TTokens> {
  ctx.audit.props.email = input.email;
  await assertNotLocked(input.email);
  const { client, sdk } = await cognito();
  let result;
  try {
    const out = await client.send(
      new sdk.InitiateAuthCommand({
        ClientId: config.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: input.email, PASSWORD: input.password },
      }),
    );
    result = out.AuthenticationResult;
  } catch (error) {
    const name = nameOf(error);
    // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorized.
    if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException') {
      await recordFailure(input.email);
      throw new AppError(4012, { cause: error });
    }
    if (name === 'UserNotConfirmedException') throw new AppError(4006, { cause: error });
    throw error;
  }
  if (!result?.AccessToken || !result.RefreshToken || !result.IdToken) throw new Error('Cognito returned no tokens');

  const claim = await EmailClaimEntity.get({ email: input.email });
  const user = claim && (await UserEntity.get({ userId: claim.userId }));
  if (!user) throw new AppError(4012);
  ctx.audit.consumer = { type: user.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON', userId: user.userId, email: user.email };
  ctx.audit.producer = { ...ctx.audit.consumer };
  if (!user.emailConfirmed) {
    await revoke(result.RefreshToken);
    throw new AppError(4006);
  }
  await clearFailures(input.email);
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
    secondaryToken: await issuePermissionToken(user),
    expiresIn: result.ExpiresIn ?? 3600,
  };
}

/** New access, id and permission tokens for a refresh token (4011 when it is not valid). */
export async function refresh(input: { refreshToken: string }, ctx: TRequestContext) {
  const { client, sdk } = await cognito();
  let result;
  try {
    const out = await client.send(
      new sdk.InitiateAuthCommand({
        ClientId: config.userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: input.refreshToken },
      }),
    );
    result = out.AuthenticationResult;
  } catch (error) {
    if (nameOf(error) === 'NotAuthorizedException') throw new AppError(4011, { cause: error });
    throw error;
  }
  if (!result?.AccessToken || !result.IdToken) throw new AppError(4011);
  const sub = decodeJwt(result.AccessToken).sub;
  if (!sub) throw new AppError(4011);
  const user = await getUserRecord(sub);
  ctx.audit.producer = { type: user.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON', userId: user.userId, email: user.email };
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    secondaryToken: await issuePermissionToken(user),
    expiresIn: result.ExpiresIn ?? 3600,
  };
}

async function revoke(refreshToken: string): Promise<void> {
  const { client, sdk } = await cognito();
  try {
    await client.send(new sdk.RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: refreshToken }));
  } catch (error) {
    // An already revoked or unknown token is the goal state of a logout.
    if (nameOf(error) !== 'NotAuthorizedException' && nameOf(error) !== 'UnsupportedTokenTypeException') throw error;
  }
}

/** Revokes the refresh token, so it can issue no more access or permission tokens. */
export async function logout(input: { refreshToken: string }) {
  await revoke(input.refreshToken);
  return { ok: true as const };
}

/** Confirms an email address from the emailed link (4005 for a bad or used code). */
export async function confirmEmail(input: { confirmationCode: string }, ctx: TRequestContext) {
  const record = await readCode(input.confirmationCode, 'CONFIRM_EMAIL');
  if (!record.userId) throw new AppError(4005);
  const user = await getUserRecord(record.userId);
  ctx.audit.consumer = { type: 'PERSON', userId: user.userId, email: user.email, workspaceId: user.personId };
  // Marking the address verified twice is harmless, so it goes first; the link is used up only
  // in the transaction that confirms the profile, so a failure here leaves the link working.
  const { client, sdk } = await cognito();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: user.email,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await useCodeWith(input.confirmationCode, 'CONFIRM_EMAIL', ctx, [
    UserEntity.updateOp({ userId: user.userId }, { set: { emailConfirmed: true } }),
  ]);
  return { ok: true as const };
}
