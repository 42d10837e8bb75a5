import * as z from 'zod/mini';
import { ZNotificationSchema } from '../../../shared/notifications/notifications.schema.js';
import { defineEntity } from '../../core/entity.js';

/** Notifications are kept for half a year; the bell shows the newest. */
export const NOTIFICATION_TTL_SECONDS = 180 * 24 * 60 * 60;

/** A user's notification, under the user so the bell's list is one Query, newest first (ULID). */
export const NotificationEntity = defineEntity({
  name: 'Notification',
  schema: z.extend(ZNotificationSchema, { userId: z.string(), expiresAt: z.number().check(z.int()) }),
  key: (a: { userId: string; id: string }) => ({ PK: `USER#${a.userId}`, SK: `NOTIF#${a.id}` }),
  keyOf: (n) => ({ userId: n.userId, id: n.id }),
  ttl: (n) => n.expiresAt,
});

/** How many notifications arrived since the bell was last opened: ADDed with each, reset on open. */
export const NotificationCounterEntity = defineEntity({
  name: 'NotificationCounter',
  schema: z.object({ userId: z.string(), unseen: z.number().check(z.int()) }),
  key: (a: { userId: string }) => ({ PK: `USER#${a.userId}`, SK: 'NOTIFCOUNT' }),
  keyOf: (c) => ({ userId: c.userId }),
});
