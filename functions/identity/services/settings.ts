import { principalOf, type TRequestContext } from '../../core/http.js';
import { UserEntity } from '../data/identity.entities.js';
import { getUserRecord, toUser } from './principal.js';

export async function getMe(ctx: TRequestContext) {
  return toUser(await getUserRecord(principalOf(ctx).userId));
}

/** Updates the caller's own settings, audited with what changed. */
export async function updateSettings(
  set: { notificationEnable?: boolean; preferredLanguage?: 'EN' | 'RU' },
  ctx: TRequestContext,
) {
  const { userId } = principalOf(ctx);
  ctx.audit.props.changed = set;
  await ctx.transact([UserEntity.updateOp({ userId }, { set })]);
  return toUser(await getUserRecord(userId));
}
