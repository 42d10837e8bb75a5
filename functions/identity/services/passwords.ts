import { cognito } from '../../core/cognito.js';
import { config } from '../../core/config.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { EmailClaimEntity, LoginFailuresEntity, OneTimeCodeEntity, UserEntity } from '../data/identity.entities.js';
import { linkFor, newCode, readCode, useCodeWith } from './codes.js';
import { composeMail } from './mailer.js';
import { getUserRecord } from './principal.js';

/**
 * Emails a reset link when the address belongs to a user. The answer is the same either way,
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(input: { email: string }, ctx: TRequestContext) {
  ctx.audit.props.email = input.email;
  const claim = await EmailClaimEntity.get({ email: input.email });
  const user = claim && (await UserEntity.get({ userId: claim.userId }));
  if (!user) {
    ctx.audit.props.outcome = 'unknown email';
    return { ok: true as const };
  }
  ctx.audit.consumer = { type: user.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON', userId: user.userId, email: user.email };
  const { code, record } = newCode('RESET_PASSWORD', { email: user.email, userId: user.userId });
  const mail = composeMail({ kind: 'RESET_PASSWORD', to: user.email, link: linkFor('RESET_PASSWORD', code), language: user.preferredLanguage });
  await ctx.transact([OneTimeCodeEntity.putOp(record), ...mail.ops]);
  await mail.send();
  return { ok: true as const };
}

function invalidPassword(error: unknown): boolean {
  return (error as { name?: string })?.name === 'InvalidPasswordException';
}

/** Sets a new password from a reset link; the link works once. Lifts a sign-in lock too. */
export async function resetPassword(input: { resetCode: string; password: string }, ctx: TRequestContext) {
  const record = await readCode(input.resetCode, 'RESET_PASSWORD');
  if (!record.userId) throw new AppError('invalid_public_link');
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
  // The link is used up with the sign-in lock lifted; a failed password change keeps the link.
  await useCodeWith(input.resetCode, 'RESET_PASSWORD', ctx, [LoginFailuresEntity.deleteOp({ email: user.email })]);
  return { ok: true as const };
}

/** Changes the password of the signed-in user; 40015 when the old one is wrong. */
export async function changePassword(input: { oldPassword: string; password: string }, ctx: TRequestContext) {
  const principal = principalOf(ctx);
  const { client, sdk } = await cognito();
  try {
    await client.send(
      new sdk.ChangePasswordCommand({ AccessToken: ctx.accessToken, PreviousPassword: input.oldPassword, ProposedPassword: input.password }),
    );
  } catch (error) {
    const name = (error as { name?: string })?.name;
    // The new password already passed the shared rule, so a refusal is about the old one
    // (Cognito answers NotAuthorized; cognito-local answers InvalidPassword).
    if (name === 'NotAuthorizedException' || invalidPassword(error)) throw new AppError(40015, { param: 'oldPassword' });
    throw error;
  }
  await ctx.recordAudit({ userId: principal.userId });
  return { ok: true as const };
}
