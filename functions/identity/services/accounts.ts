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
