import { useSyncExternalStore } from 'react';
import { currentWorkspace } from '../workspace-store';

export function useCurrentWorkspace(): string | null {
  return useSyncExternalStore(currentWorkspace.subscribe, currentWorkspace.get, currentWorkspace.get);
}
