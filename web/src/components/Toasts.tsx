import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { errorNotifications, TOAST_LIMIT } from './notify';

/** Two toast groups at the bottom right: errors beside the others, so neither hides the other. */
export function Toasts() {
  return (
    <>
      <Notifications position="bottom-right" limit={TOAST_LIMIT} containerWidth={360} />
      <Notifications
        store={errorNotifications}
        position="bottom-right"
        limit={TOAST_LIMIT}
        containerWidth={360}
        styles={{ root: { right: 'calc(360px + 2 * var(--mantine-spacing-md))' } }}
        data-testid="error-toasts"
      />
    </>
  );
}
