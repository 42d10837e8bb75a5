import type { TNotification } from '../../../../shared/notifications/notifications.schema.js';

/** How many notifications the bell lists. */
export const BELL_PAGE_SIZE = 20;

/** What the bell caches: the list newest first and the unseen count. */
export interface TBellPage {
  data: TNotification[];
  nextCursor?: string;
  unseen: number;
}

/**
 * A live notification on the cached list: prepended once (newest first), and the unseen count
 * the server sent, unless the bell is open (then it is seen already).
 */
export function withLiveNotification(page: TBellPage | undefined, notification: TNotification, unseen: number, open: boolean): TBellPage {
  const data = (page?.data ?? []).filter((n) => n.id !== notification.id);
  return { ...page, data: [notification, ...data].slice(0, BELL_PAGE_SIZE), unseen: open ? 0 : unseen };
}
