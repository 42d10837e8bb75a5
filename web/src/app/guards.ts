import type { TAccessDomain } from '@shared/core/access.js';
import { redirect } from '@tanstack/react-router';
import { session } from '../features/auth/session';
import { hasDomainAccess, isMenuItemVisible, MENU, workspaceParams } from '../features/navigation/menu-config';
import { currentWorkspace, resolveWorkspace, setWorkspace } from '../features/workspaces/workspace-store';

/** Non-public routes need a stored login; the target is remembered for after login (spec 000 §6). */
export function requireLogin(location: { href: string }) {
  if (!session.isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
  return session.principal();
}

/** Admin-only pages: provider employees; others go home. */
export function requireStaff() {
  if (!session.principal()?.staff) throw redirect({ to: '/' });
}

/**
 * Domain-gated routes (spec 000 §6, POSTAL_REGISTER): open only to provider employees or users
 * holding a grant in the domain; others go home.
 */
export function requireDomain(domain: TAccessDomain) {
  if (!hasDomainAccess(session.principal(), domain)) throw redirect({ to: '/' });
}

/**
 * A route carrying wsType/wsId: the id becomes the current workspace when this user may open
 * it; otherwise the choice resets to the user's own workspace and the URL is rewritten.
 */
export function syncWorkspaceParams(params: { wsType: string; wsId: string }, fullPath: string) {
  const principal = session.principal();
  if (!principal) return;
  const resolved = resolveWorkspace(principal, params.wsId) ?? currentWorkspace.get();
  const expected = workspaceParams(resolved);
  if (!expected) throw redirect({ to: '/' });
  if (expected.wsId !== params.wsId || expected.wsType !== params.wsType) {
    throw redirect({ to: fullPath as never, params: { ...params, ...expected } as never });
  }
  if (currentWorkspace.get() !== resolved) setWorkspace(resolved);
}

/** Pages gated like their menu entry (role, workspace type, domain); others go home. */
export function requireMenuAccess(menuId: string) {
  const item = MENU.find((i) => i.id === menuId);
  if (item && !isMenuItemVisible(item, { principal: session.principal(), workspaceId: currentWorkspace.get() })) {
    throw redirect({ to: '/' });
  }
}
