import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../../shared/core/ids.js';
import type { TNotification, TNotificationKind } from '../../../shared/notifications/notifications.schema.js';
import { channels } from '../../../shared/realtime/channels.js';
import { ddb } from '../../core/ddb.js';
import { queryAll } from '../../core/entity.js';
import { logger } from '../../core/logger.js';
import { UserEntity } from '../../identity/data/identity.entities.js';
import { publish } from '../../realtime/services/publish.js';
import { MembershipEntity } from '../../workspaces/data/workspace.entity.js';
import { NOTIFICATION_TTL_SECONDS, NotificationCounterEntity, NotificationEntity } from '../data/notification.entities.js';

export interface TNotice {
  kind: TNotificationKind;
  params: Record<string, string | number>;
  link?: string;
}

/**
 * The notify service other areas call. Each user who has notifications on (UserEntity
 * notificationEnable) gets the notice stored, their unseen count raised in the same transaction,
 * and, when they are connected, the notice pushed live on their /notification channel.
 * Returns the users it was stored for.
 */
export async function notifyUsers(userIds: readonly string[], notice: TNotice): Promise<string[]> {
  const unique = [...new Set(userIds)];
  const users = await Promise.all(unique.map((userId) => UserEntity.get({ userId })));
  const enabled = users.filter((u) => u?.notificationEnable).map((u) => u!.userId);
  await Promise.all(enabled.map((userId) => store(userId, notice)));
  return enabled;
}

/** Every member of a workspace (a person's own user, a company's owners), but the one who acted. */
export async function notifyWorkspace(workspaceId: string, notice: TNotice, exceptUserId?: string): Promise<string[]> {
  const members = await queryAll(MembershipEntity, { index: 'GSI1', pk: `WS#${workspaceId}`, skBeginsWith: 'MEMBER#' }, 500);
  return notifyUsers(
    members.map((m) => m.userId).filter((id) => id !== exceptUserId),
    notice,
  );
}

/**
 * For callers whose own change has already committed: a failure to notify is logged, never
 * turned into a failure of the change.
 */
export async function notifySafely(run: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await run();
  } catch (error) {
    logger.error('Could not notify', { error, what });
  }
}

async function store(userId: string, notice: TNotice): Promise<void> {
  const now = new Date();
  const notification: TNotification = {
    id: newId(),
    kind: notice.kind,
    params: notice.params,
    link: notice.link,
    createDateTime: now.toISOString(),
  };
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        NotificationEntity.putOp(
          { ...notification, userId, expiresAt: Math.floor(now.getTime() / 1000) + NOTIFICATION_TTL_SECONDS },
          { ifNotExists: true },
        ),
        NotificationCounterEntity.updateOp(
          { userId },
          { also: 'SET userId = :user ADD unseen :one', values: { ':user': userId, ':one': 1 }, mustExist: false },
        ),
      ],
    }),
  );
  const counter = await NotificationCounterEntity.get({ userId }, { consistent: true });
  await publish([channels.notification(userId)], (channel) => ({
    type: 'NOTIFICATION',
    channel,
    notification,
    unseen: counter?.unseen ?? 1,
  }));
}
