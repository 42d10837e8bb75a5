import { decide } from '@shared/core/access.js';
import type { TRole } from '@shared/core/roles.js';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { redirect } from '@tanstack/react-router';
import { session } from '../features/auth/session';
import { workspaceParams } from '../features/navigation/menu-config';
import { currentWorkspace, resolveWorkspace, setWorkspace } from '../features/workspaces/workspace-store';
import { domainRedirect, type TGuardedStaticData } from './route-guards';
import { hasWorkspaceLetter, pathInWorkspace } from './workspace-path';

/** Non-public routes need a stored login; the target is remembered for after login (spec 000 §6). */
export function requireLogin(location: { href: string }) {
  if (!session.isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
  return session.principal();
}

/** Admin-only pages: provider employees; others go home. */
export function requireStaff() {
  if (!session.principal()?.staff) throw redirect({ to: '/' });
}

/** Staff pages that need a role (the audit log needs ADMIN, spec 001 §6); others go home. */
export function requireStaffRole(roles: readonly TRole[]) {
  if (!decide({ access: 'staff', roles }, session.principal(), undefined).allowed) throw redirect({ to: '/' });
}

/**
 * Domain-gated routes (spec 000 §6; route-guards.ts DOMAIN_ROUTES: /timesheet needs TIMESHEET, and
 * POSTAL_REGISTER's routes when built): any matched route whose static data declares `domain` opens
 * only to provider employees or users holding a grant in that domain; others go home, and a visitor
 * who is not logged in goes to /login first. Applied by the root route.
 */
export function requireRouteDomains(matches: readonly { staticData?: TGuardedStaticData }[], location: { href: string }) {
  const to = domainRedirect(matches, session.principal());
  if (to === '/login') requireLogin(location);
  if (to) throw redirect({ to: '/' });
}

/** The router's full paths, registered once the router exists (router.tsx): the routes the param-less rule looks in. */
let routePaths: readonly string[] = [];
export function registerRoutePaths(paths: readonly string[]) {
  routePaths = paths;
}

/**
 * Optional workspace params (spec 000 §2): a URL that names no workspace (`/invoices`,
 * `/userprofile/account`) is rewritten to the same route in the current workspace, for every
 * workspace-scoped route at once (workspace-path.ts). It applies when nothing matched, or when what
 * matched took the URL's own segments for the pair (`/userprofile/branches/{id}` is not a workspace
 * `branches`). A visitor who is not logged in goes to /login first and comes back to the same URL.
 * Applied by the root route.
 */
export function redirectParamless(
  matches: readonly { routeId: string; params: Record<string, unknown> }[],
  location: { href: string; pathname: string; search: unknown; hash: string },
) {
  const leaf = matches[matches.length - 1];
  const unmatched = !leaf || leaf.routeId === '__root__';
  if (!unmatched && (!('wsType' in leaf.params) || hasWorkspaceLetter(leaf.params))) return;
  const anyWorkspace = { wsType: 'p', wsId: 'p_' };
  if (!pathInWorkspace(location.pathname, routePaths, anyWorkspace)) return;
  const principal = requireLogin(location);
  const workspace = workspaceParams(principal ? resolveWorkspace(principal, currentWorkspace.get()) : null);
  const to = workspace && pathInWorkspace(location.pathname, routePaths, workspace);
  if (!to) throw redirect({ to: '/' });
  throw redirect({ to: to as never, search: location.search as never, hash: location.hash || undefined, replace: true });
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

/**
 * The billing routes (spec 001 §2): a person or company workspace bills and is billed; a provider
 * employee's own workspace has no billing, so the route goes home.
 */
export function syncBillingWorkspace(params: { wsType: string; wsId: string }, fullPath: string) {
  syncWorkspaceParams(params, fullPath);
  const type = workspaceTypeOf(currentWorkspace.get() ?? '');
  if (type !== 'PERSON' && type !== 'COMPANY') throw redirect({ to: '/' });
}
