import type { TServiceLog } from '@shared/billing/billing.schema.js';
import { useState } from 'react';
import { ServiceLogPanel, type TLogPanelMode } from '../components/ServiceLogPanel';

/**
 * One service log slide-over for a list: `open(log, mode)` shows it editable or read-only, or
 * `open(undefined, 'provide' | 'assign')` starts a new one. The last log stays set while the
 * panel slides out, so its content does not change during the transition.
 */
export function useLogPanel(workspaceId: string) {
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<{ log?: TServiceLog; mode: TLogPanelMode; key: number }>({ mode: 'view', key: 0 });
  const open = (log: TServiceLog | undefined, mode: TLogPanelMode) => {
    setState((s) => ({ log, mode, key: s.key + 1 }));
    setOpened(true);
  };
  const element = (
    <ServiceLogPanel
      key={state.key}
      opened={opened}
      onClose={() => setOpened(false)}
      workspaceId={workspaceId}
      mode={state.mode}
      log={state.log}
    />
  );
  return { open, element };
}
