import { decodeJwt } from 'jose';
import type { TLoginRequest, TTokens } from '../../../shared/identity/identity.schema.js';
import { cognito } from '../../core/cognito.js';
import { config } from '../../core/config.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { CredentialsEntity, EmailClaimEntity, SessionEntity, UserEntity } from '../data/identity.entities.js';
import { assertMayTry, recordFailure, recordSuccess } from './attempts.js';
import { hashCode, readCode, useCodeWith } from './codes.js';
import { getUserRecord, issuePermissionToken } from './principal.js';

function nameOf(error: unknown): string {
  return (error as { name?: string })?.name ?? 'Error';
}

/** The user's credential generation: 0 until their first password reset or change. */
export async function credentialGeneration(userId: string): Promise<number> {
  return (await CredentialsEntity.get({ userId }, { consistent: true }))?.generation ?? 0;
}

/**
 * Signs in with ADMIN_USER_PASSWORD_AUTH (the app client allows no password flow a browser could
 * call directly, so every password check passes the limits here), starts a session and adds the
 * permission token.
 */
export async function login(input: TLoginRequest, ctx: TRequestContext): Promise<TTokens> {
  ctx.audit.props.email = input.email;
  await assertMayTry(input.email, ctx.sourceIp);
  const { client, sdk } = await cognito();
  let result;
  try {
    const out = await client.send(
      new sdk.AdminInitiateAuthCommand({
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: input.email, PASSWORD: input.password },
      }),
    );
    result = out.AuthenticationResult;
  } catch (error) {
    const name = nameOf(error);
    // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorized.
    if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException') {
      await recordFailure(input.email, ctx.sourceIp);
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
  const [generation] = await Promise.all([credentialGeneration(user.userId), recordSuccess(input.email, ctx.sourceIp)]);
  await ctx.transact([
    SessionEntity.putOp({ tokenHash: hashCode(result.RefreshToken), userId: user.userId, generation, createdAt: Date.now() }),
  ]);
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
    secondaryToken: await issuePermissionToken(user),
    expiresIn: result.ExpiresIn ?? 3600,
  };
}

/**
 * New access, id and permission tokens for a refresh token. Only a session this API started
 * refreshes (4011 otherwise: tokens got from Cognito directly never passed the sign-in checks),
 * and only while no password reset or change has ended it; an unconfirmed account answers 4006
 * and a locked one too_many_attempts.
 */
export async function refresh(input: { refreshToken: string }, ctx: TRequestContext) {
  const session = await SessionEntity.get({ tokenHash: hashCode(input.refreshToken) }, { consistent: true });
  if (!session) throw new AppError(4011);
  const [user, generation] = await Promise.all([UserEntity.get({ userId: session.userId }), credentialGeneration(session.userId)]);
  if (!user) throw new AppError(4011);
  ctx.audit.producer = { type: user.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON', userId: user.userId, email: user.email };
  if (session.generation !== generation) throw new AppError(4011);
  if (!user.emailConfirmed) throw new AppError(4006);
  await assertMayTry(user.email, ctx.sourceIp, { address: false });
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
  if (decodeJwt(result.AccessToken).sub !== session.userId) throw new AppError(4011);
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

/**
 * Ends the caller's own session: the refresh token must belong to a session of the signed-in user
 * (40011 otherwise, so nobody can end another user's session with a token they came across).
 */
export async function logout(input: { refreshToken: string }, ctx: TRequestContext) {
  const principal = principalOf(ctx);
  const tokenHash = hashCode(input.refreshToken);
  const session = await SessionEntity.get({ tokenHash }, { consistent: true });
  if (!session || session.userId !== principal.userId) throw new AppError(40011, { param: 'refreshToken' });
  await revoke(input.refreshToken);
  await ctx.transact([SessionEntity.deleteOp({ tokenHash })]);
  return { ok: true as const };
}

/**
 * Ends every session of a user: the generation is raised in the caller's transaction (so the
 * sessions and reset links of older generations stop working with the change), and in AWS
 * Cognito's refresh tokens are revoked too (cognito-local has no AdminUserGlobalSignOut).
 */
export function signOutEverywhereOp(userId: string, current: number) {
  return CredentialsEntity.updateOp(
    { userId },
    {
      set: { userId, generation: current + 1 },
      mustExist: false,
      condition: current === 0 ? 'attribute_not_exists(PK) OR generation = :current' : 'generation = :current',
      values: { ':current': current },
    },
  );
}

export async function globalSignOut(email: string): Promise<void> {
  if (config.stage === 'local') return;
  const { client, sdk } = await cognito();
  try {
    await client.send(new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: email }));
  } catch (error) {
    // The sessions already ended in the table; Cognito's revocation is the second lock.
    logger.error('AdminUserGlobalSignOut failed', { error });
  }
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
