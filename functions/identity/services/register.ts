import type * as z from 'zod/mini';
import type { ZRegisterRequestSchema } from '../../../shared/identity/identity.schema.js';
import { directoryWrites, personEntry } from '../../core/directory.js';
import type { TRequestContext } from '../../core/http.js';
import { linkFor, newCode } from './codes.js';
import { createAccount } from './create-account.js';
import { OneTimeCodeEntity } from '../data/identity.entities.js';
import { composeMail } from './mailer.js';

/** Registers a person; they can sign in once they follow the emailed confirmation link. */
export async function register(input: z.output<typeof ZRegisterRequestSchema>, ctx: TRequestContext) {
  ctx.audit.props.email = input.email;
  // The acceptance is kept on the registration's audit event (docs/decisions/0041): who, when, from where.
  ctx.audit.props.termsAccepted = input.termsAccepted;
  const { code, record } = newCode('CONFIRM_EMAIL', { email: input.email });
  const mail = composeMail({ kind: 'CONFIRM_EMAIL', to: input.email, link: linkFor('CONFIRM_EMAIL', code), language: input.preferredLanguage });
  const user = await createAccount(
    { ...input, emailConfirmed: false },
    async (ops, u) => {
      ctx.audit.consumer = { type: 'PERSON', userId: u.userId, email: u.email, workspaceId: u.personId };
      await ctx.transact(ops);
    },
    // Indexed in the same transaction, so staff find the person at once (docs/decisions/0012-directory.md).
    (u) => [OneTimeCodeEntity.putOp({ ...record, userId: u.userId }), ...mail.ops, ...directoryWrites(undefined, personEntry({ ...u, personId: u.personId! }))],
  );
  await mail.send();
  return { userId: user.userId };
}
