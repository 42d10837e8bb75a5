import { ModalsProvider } from '@mantine/modals';

/**
 * Mantine's modals manager, mounted beside the app: `modals.openConfirmModal` (see confirm.tsx)
 * reaches it through window events, so it need not wrap the tree or load before the first paint.
 */
export function Dialogs() {
  return <ModalsProvider />;
}
