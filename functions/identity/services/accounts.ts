import type { TLanguage } from '../../../shared/core/common.schema.js';
import { EmailClaimEntity, UserEntity } from '../data/identity.entities.js';

/**
 * The account behind an email, for another domain's server-side delivery (a signing request's
 * notification and language). Never returned to a caller: whether an email has an account is not
 * disclosed (docs/decisions/0020-disclosure-and-trails.md).
 */
export async function accountForEmail(email: string): Promise<{ userId: string; personId?: string; language: TLanguage } | undefined> {
  const claim = await EmailClaimEntity.get({ email });
  if (!claim) return undefined;
  const user = await UserEntity.get({ userId: claim.userId });
  return user ? { userId: user.userId, personId: user.personId, language: user.preferredLanguage ?? 'EN' } : undefined;
}

/**
 * The email of an account, for another domain's server-side lookup keyed by it (payroll finds a
 * contractor's W-9, asked of that email, when the employment record predates its email). Never
 * returned to a caller. One GetItem.
 */
export async function emailOfAccount(userId: string): Promise<string | undefined> {
  return (await UserEntity.get({ userId }))?.email;
}
