import { cognito } from '../../core/cognito.js';
import { config } from '../../core/config.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { EmailClaimEntity, OneTimeCodeEntity, UserEntity } from '../data/identity.entities.js';
import { assertMayChange, countAttempt, liftLocksOps, withinLimit } from './attempts.js';
import { linkFor, newCode, readCode, useCodeWith } from './codes.js';
import { composeMail } from './mailer.js';
import { getUserRecord } from './principal.js';
import { credentialGeneration, globalSignOut, signOutEverywhereOp } from './sessions.js';

/**
 * Emails a reset link when the address belongs to a user. The answer is the same either way,
 * so the form cannot be used to find out who has an account. One address gets 429 past its limit;
 * one account gets at most a few links per window, past which the answer stays the same.
 */
export async function requestPasswordReset(input: { email: string }, ctx: TRequestContext) {
  ctx.audit.props.email = input.email;
  if (!(await withinLimit('RESET_ADDRESS', ctx.sourceIp))) throw new AppError('too_many_attempts', { param: 'email' });
  const claim = await EmailClaimEntity.get({ email: input.email });
  const user = claim && (await UserEntity.get({ userId: claim.userId }));
  if (!user) {
    ctx.audit.props.outcome = 'unknown email';
    return { ok: true as const };
  }
  ctx.audit.consumer = { type: user.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON', userId: user.userId, email: user.email };
  if (!(await withinLimit('RESET_ACCOUNT', user.email))) {
    ctx.audit.props.outcome = 'mail limit reached';
    return { ok: true as const };
  }
  const generation = await credentialGeneration(user.userId);
  const { code, record } = newCode('RESET_PASSWORD', { email: user.email, userId: user.userId, generation });
  const mail = composeMail({
    kind: 'RESET_PASSWORD',
    to: user.email,
    link: linkFor('RESET_PASSWORD', code),
    language: user.preferredLanguage,
    recipientStaff: user.staff,
  });
  await ctx.transact([OneTimeCodeEntity.putOp(record), ...mail.ops]);
  await mail.send();
  return { ok: true as const };
}

function invalidPassword(error: unknown): boolean {
  return (error as { name?: string })?.name === 'InvalidPasswordException';
}

/**
 * Sets a new password from a reset link. The link works once, and only while no newer reset or
 * change happened: using it raises the credential generation, which ends every other link and
 * every session. Lifts the account's sign-in lock and the resetting address's too.
 */
export async function resetPassword(input: { resetCode: string; password: string }, ctx: TRequestContext) {
  const record = await readCode(input.resetCode, 'RESET_PASSWORD');
  if (!record.userId) throw new AppError('invalid_public_link');
  const generation = await credentialGeneration(record.userId);
  if ((record.generation ?? 0) !== generation) throw new AppError('invalid_public_link', { param: 'code' });
  const user = await getUserRecord(record.userId);
  ctx.audit.consumer = { type: user.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON', userId: user.userId, email: user.email };
  const { client, sdk } = await cognito();
  try {
    await client.send(
      new sdk.AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: user.email, Password: input.password, Permanent: true }),
    );
  } catch (error) {
    if (invalidPassword(error)) throw new AppError(4003, { param: 'password' });
    throw error;
  }
  // The link is used up with the sign-in lock lifted and every session ended; a failed password
  // change keeps the link. Of two links used at once, the generation's condition lets one win.
  await useCodeWith(input.resetCode, 'RESET_PASSWORD', ctx, [
    ...liftLocksOps(user.email, ctx.sourceIp),
    signOutEverywhereOp(user.userId, generation),
  ]);
  await globalSignOut(user.email);
  return { ok: true as const };
}

/**
 * Changes the password of the signed-in user; 40015 when the old one is wrong, and
 * too_many_attempts after five of those in 15 minutes (functions/identity/services/attempts.ts).
 * Every session ends, this one included: the web signs in again with the new password.
 */
export async function changePassword(input: { oldPassword: string; password: string }, ctx: TRequestContext) {
  const principal = principalOf(ctx);
  await assertMayChange(principal.userId);
  const generation = await credentialGeneration(principal.userId);
  const { client, sdk } = await cognito();
  try {
    await client.send(
      new sdk.ChangePasswordCommand({ AccessToken: ctx.accessToken, PreviousPassword: input.oldPassword, ProposedPassword: input.password }),
    );
  } catch (error) {
    const name = (error as { name?: string })?.name;
    // The new password already passed the shared rule, so a refusal is about the old one
    // (Cognito answers NotAuthorized; cognito-local answers InvalidPassword).
    if (name === 'NotAuthorizedException' || invalidPassword(error)) {
      await countAttempt('CHANGE_ACCOUNT', principal.userId);
      throw new AppError(40015, { param: 'oldPassword' });
    }
    throw error;
  }
  ctx.audit.props.userId = principal.userId;
  await ctx.transact([signOutEverywhereOp(principal.userId, generation)]);
  await globalSignOut(principal.email);
  return { ok: true as const };
}
