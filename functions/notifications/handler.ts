import * as R from '../../shared/notifications/notifications.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const notifications = lazy(() => import('./services/notifications.js'));

export const bindings = [
  bind(R.listNotificationsRoute, async ({ query }, ctx) => (await notifications()).listNotifications(query, ctx)),
  bind(R.seenNotificationsRoute, async (_input, ctx) => (await notifications()).markNotificationsSeen(ctx)),
];

export const handler = createApiHandler(bindings);
