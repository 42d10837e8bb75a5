import { listNotificationsRoute, seenNotificationsRoute } from '@shared/notifications/notifications.routes.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { BELL_PAGE_SIZE, type TBellPage } from '../bell-page';

export const notificationsKey = (userId: string) => ['notifications', userId] as const;

/** The user's stored notifications, newest first, and the unseen count. */
export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationsKey(userId),
    queryFn: ({ signal }): Promise<TBellPage> =>
      callRoute(listNotificationsRoute, { query: { size: BELL_PAGE_SIZE } }, { workspaceId: null, signal }),
  });

/** The bell was opened: the unseen count goes back to 0 on the server. */
export const markNotificationsSeen = () => callRoute(seenNotificationsRoute, {}, { workspaceId: null });
