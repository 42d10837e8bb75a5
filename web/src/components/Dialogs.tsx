import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { dialogsReady } from '../app/on-demand';

/**
 * Mantine's modals manager, mounted beside the app: `modals.openConfirmModal` (see confirm.tsx)
 * reaches it through window events, so it need not wrap the tree; AppFrame mounts it on the
 * first confirm (see app/on-demand.ts).
 */
export function Dialogs() {
  useEffect(() => {
    dialogsReady.set(true);
    return () => dialogsReady.set(false);
  }, []);
  return <ModalsProvider />;
}
