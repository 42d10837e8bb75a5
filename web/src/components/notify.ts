import { createNotificationsStore, notifications } from '@mantine/notifications';
import { i18n } from '../app/i18n';
import { toastsWanted } from '../app/on-demand';

/** Errors stack in their own group (spec 000 §2) and stay 30 s; other toasts stay 6 s (spec 001 §8). */
export const errorNotifications = createNotificationsStore();
export const TOAST_LIMIT = 8;
export const ERROR_TOAST_MS = 30_000;
export const INFO_TOAST_MS = 6_000;

/** The close button of a toast needs a name (screen readers, axe's button-name). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:closeMessage') });

// Notifications wait in Mantine's stores until the containers mount (AppFrame mounts them on demand).
export function notifySuccess(message: string, title?: string) {
  toastsWanted.set(true);
  notifications.show({ message, title, color: 'green', autoClose: INFO_TOAST_MS, closeButtonProps: closeButtonProps() });
}

export function notifyInfo(message: string, title?: string) {
  toastsWanted.set(true);
  notifications.show({ message, title, color: 'blue', autoClose: INFO_TOAST_MS, closeButtonProps: closeButtonProps() });
}

export function notifyError(message: string, title?: string) {
  toastsWanted.set(true);
  notifications.show(
    { message, title, color: 'red', autoClose: ERROR_TOAST_MS, closeButtonProps: closeButtonProps() },
    errorNotifications,
  );
}
