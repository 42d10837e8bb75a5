import { useMatches, useNavigate } from '@tanstack/react-router';
import { workspaceParams } from '../../navigation/menu-config';
import { setWorkspace } from '../workspace-store';

/**
 * Switches to a workspace and stays on the same route (spec 000 §2): the leaf route's wsType/wsId
 * are rewritten, its other params and search kept; a route without the pair stays as it is.
 * `open` runs first when given (staff opening a client's workspace: audited, see StaffWorkspacePicker).
 */
export function useSwitchWorkspace() {
  const matches = useMatches();
  const navigate = useNavigate();
  return async (id: string, open?: (id: string) => Promise<void>) => {
    if (open) await open(id);
    else setWorkspace(id);
    const leaf = matches[matches.length - 1];
    const params = leaf?.params as Record<string, string> | undefined;
    const next = workspaceParams(id);
    if (leaf && params && 'wsId' in params && next) {
      await navigate({ to: leaf.fullPath as never, params: { ...params, ...next } as never, search: leaf.search as never });
    }
  };
}
