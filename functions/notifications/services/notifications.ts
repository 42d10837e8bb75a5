import type { TPageQuery } from '../../../shared/core/pagination.js';
import type { TNotification } from '../../../shared/notifications/notifications.schema.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { NotificationCounterEntity, NotificationEntity } from '../data/notification.entities.js';

/** The caller's notifications, newest first, with the unseen count. */
export async function listNotifications(page: TPageQuery, ctx: TRequestContext) {
  const { userId } = principalOf(ctx);
  const [out, counter] = await Promise.all([
    NotificationEntity.query({ pk: `USER#${userId}`, skBeginsWith: 'NOTIF#', newestFirst: true, limit: page.size, cursor: page.cursor }),
    NotificationCounterEntity.get({ userId }),
  ]);
  const data: TNotification[] = out.data.map(({ userId: _u, expiresAt: _e, ...n }) => n);
  return { data, nextCursor: out.nextCursor, unseen: Math.max(0, counter?.unseen ?? 0) };
}

/** The bell was opened: the unseen count starts again from 0. */
export async function markNotificationsSeen(ctx: TRequestContext): Promise<{ ok: true }> {
  const { userId } = principalOf(ctx);
  ctx.audit.props.userId = userId;
  await ctx.transact([NotificationCounterEntity.putOp({ userId, unseen: 0 })]);
  return { ok: true };
}

