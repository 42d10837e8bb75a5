import type { TNotification } from '../../../../shared/notifications/notifications.schema.js';
import type { TFunction } from 'i18next';
import { formatCents } from '../../app/money';

/** A notification's text in the user's language, from its kind and params. */
export function notificationText(t: TFunction, n: TNotification): string {
  const params: Record<string, string | number> = { ...n.params };
  if (typeof params.totalCents === 'number') params.total = formatCents(params.totalCents);
  return t(`notifications.kind.${n.kind}`, params);
}
