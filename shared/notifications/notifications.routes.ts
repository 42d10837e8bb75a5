import { defineRoute } from '../api/route.js';
import { ZOkSchema } from '../core/common.schema.js';
import { ZPageQuerySchema } from '../core/pagination.js';
import * as S from './notifications.schema.js';

const domain = 'notifications' as const;

export const listNotificationsRoute = defineRoute({
  id: 'notifications.list', domain, method: 'GET', path: '/api/notifications',
  summary: "The caller's notifications, newest first, and how many are unseen",
  permission: { access: 'signedIn' }, query: ZPageQuerySchema, response: S.ZNotificationPageSchema,
});
export const seenNotificationsRoute = defineRoute({
  id: 'notifications.seen', domain, method: 'POST', path: '/api/notifications/seen',
  summary: 'The bell was opened: the unseen count goes back to 0',
  permission: { access: 'signedIn' }, response: ZOkSchema, audit: 'NOTIFICATIONS_SEEN',
});

export const notificationsRoutes = [listNotificationsRoute, seenNotificationsRoute] as const;
