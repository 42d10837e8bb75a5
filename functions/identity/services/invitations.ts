import type * as z from 'zod/mini';
import type { ZInvitationRequestSchema } from '../../../shared/identity/identity.schema.js';
import { directoryWrites, personEntry } from '../../core/directory.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { EmailClaimEntity, OneTimeCodeEntity } from '../data/identity.entities.js';
import { linkFor, newCode, readCode, useCodeOp } from './codes.js';
import { createAccount } from './create-account.js';
import { composeMail } from './mailer.js';

/** Staff invite a person by email; the link /invitation/{code} completes the registration. */
export async function invite(input: z.output<typeof ZInvitationRequestSchema>, ctx: TRequestContext) {
  const principal = principalOf(ctx);
  ctx.audit.props.email = input.email;
  if (await EmailClaimEntity.get({ email: input.email })) throw new AppError(4008, { param: 'email' });
  const { code, record } = newCode('INVITATION', {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    preferredLanguage: input.preferredLanguage,
    invitedBy: principal.userId,
  });
  const mail = composeMail({ kind: 'INVITATION', to: input.email, link: linkFor('INVITATION', code), language: input.preferredLanguage });
  await ctx.transact([OneTimeCodeEntity.putOp(record), ...mail.ops]);
  await mail.send();
  return { expiresAt: record.expiresAt };
}

/** What the invitation page shows; 40013 when the link is outdated or used. */
export async function getInvitation(input: { code: string }) {
  const record = await readCode(input.code, 'INVITATION');
  return {
    email: record.email,
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    expiresAt: record.expiresAt,
  };
}

/** Completes the registration: the email is confirmed by the link itself. */
export async function acceptInvitation(input: { code: string; password: string }, ctx: TRequestContext) {
  const record = await readCode(input.code, 'INVITATION');
  ctx.audit.props.email = record.email;
  ctx.audit.props.invitedBy = record.invitedBy;
  const user = await createAccount(
    {
      email: record.email,
      firstName: record.firstName ?? '',
      lastName: record.lastName ?? '',
      password: input.password,
      preferredLanguage: record.preferredLanguage ?? 'EN',
      emailConfirmed: true,
    },
    async (ops, u) => {
      ctx.audit.consumer = { type: 'PERSON', userId: u.userId, email: u.email, workspaceId: u.personId };
      await ctx.transact(ops);
    },
    // The invitation is used up in the account's own transaction: both happen, or neither.
    // The new person is indexed in the same transaction (docs/decisions/0012-directory.md).
    (u) => [useCodeOp(input.code), ...directoryWrites(undefined, personEntry({ ...u, personId: u.personId! }))],
  );
  const inviter = record.invitedBy;
  if (inviter) {
    const { notifySafely, notifyUsers } = await import('../../notifications/services/notify.js');
    await notifySafely(
      () =>
        notifyUsers([inviter], {
          kind: 'INVITATION_ACCEPTED',
          params: { email: record.email, name: `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim() },
        }),
      'INVITATION_ACCEPTED',
    );
  }
  return { userId: user.userId };
}
