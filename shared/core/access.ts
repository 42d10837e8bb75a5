/**
 * Authorization decisions, shared by the API preset (every call) and the web (menus and guards).
 * Free of zod so the web's first route stays light; the schemas are in permissions.ts.
 */
import { hasAnyRole, type TRole } from './roles.js';
import { isWorkspaceId, type TWorkspaceType, WORKSPACE_TYPES, workspaceTypeOf } from './workspace.js';

/** Access domains for grants (spec 000 §6). */
export const ACCESS_DOMAINS = ['TIMESHEET', 'POSTAL_REGISTER', 'SICK_LEAVE', 'PAYROLL', 'BILLING', 'HR'] as const;
export type TAccessDomain = (typeof ACCESS_DOMAINS)[number];

/**
 * A grant: domain, action, optionally narrowed to a company, project or employment.
 * A grant without project and employment covers its whole domain (spec 000 §6).
 */
export interface TGrant {
  domain: TAccessDomain;
  action: string;
  companyId?: string;
  projectId?: string;
  employmentId?: string;
}

/** What the permission token (the spec's secondaryToken) says about its holder. */
export interface TPrincipal {
  userId: string;
  email: string;
  /** A provider employee (staff): may open any person, company or employee workspace. */
  staff: boolean;
  roles: TRole[];
  grants: TGrant[];
  /** The workspaces this user owns or belongs to. */
  workspaces: string[];
}

/**
 * Every route declares one of these. There is no default: a route without a declaration
 * does not compile, and the route-table test checks each one is meaningful.
 */
export type TPermission =
  /** Anyone, no token. */
  | { access: 'public' }
  /** Any signed-in user; no workspace needed. */
  | { access: 'signedIn' }
  /** A signed-in user acting in a workspace they may open, optionally of given kinds, roles or grants. */
  | {
      access: 'workspace';
      workspaceTypes?: readonly TWorkspaceType[];
      /** Staff roles, any of which suffices (hierarchy applies). */
      roles?: readonly TRole[];
      /** A domain grant; staff bypass domain access (spec 000 §6). */
      grant?: { domain: TAccessDomain; action: string };
    }
  /** Provider employees only, optionally with one of the roles. */
  | { access: 'staff'; roles?: readonly TRole[] };

/** May this principal act in this workspace at all? (spec 000 §4) */
export function canOpenWorkspace(principal: TPrincipal, workspaceId: string): boolean {
  // The id ends up in keys and S3 prefixes: only a well-formed one is ever opened.
  const type = workspaceTypeOf(workspaceId);
  if (!type || !isWorkspaceId(workspaceId)) return false;
  if (principal.workspaces.includes(workspaceId)) return true;
  return principal.staff && WORKSPACE_TYPES.includes(type);
}

/** True when a grant list allows the action, scoped to the company when one is given. */
export function hasGrant(
  grants: readonly TGrant[],
  want: { domain: TAccessDomain; action: string; companyId?: string; projectId?: string; employmentId?: string },
): boolean {
  return grants.some(
    (g) =>
      g.domain === want.domain &&
      (g.action === want.action || g.action === '*') &&
      (!g.companyId || !want.companyId || g.companyId === want.companyId) &&
      (!g.projectId || g.projectId === want.projectId) &&
      (!g.employmentId || g.employmentId === want.employmentId),
  );
}

/**
 * Domain access at a route's gate (spec 000 §6: "domain access is a check for any grant"): any grant
 * of the domain and action, scoped to the company when one is given. A grant narrowed to a project
 * or an employment (an employment permission) opens the route; the service then checks the record
 * it acts on with `hasGrant`, which only that project or employment satisfies.
 */
export function hasDomainGrant(grants: readonly TGrant[], want: { domain: TAccessDomain; action: string; companyId?: string }): boolean {
  return hasGrant(
    grants.map(({ projectId: _p, employmentId: _e, ...g }) => g),
    want,
  );
}

export type TDecision = { allowed: true } | { allowed: false; reason: 'unauthenticated' | 'workspace' | 'forbidden' };

/**
 * The one authorization decision, used by the API preset on every call and by the web to hide
 * what the server would refuse.
 */
export function decide(
  permission: TPermission,
  principal: TPrincipal | undefined,
  workspaceId: string | undefined,
): TDecision {
  if (permission.access === 'public') return { allowed: true };
  if (!principal) return { allowed: false, reason: 'unauthenticated' };
  switch (permission.access) {
    case 'signedIn':
      return { allowed: true };
    case 'staff':
      if (!principal.staff) return { allowed: false, reason: 'forbidden' };
      if (permission.roles && !hasAnyRole(principal.roles, permission.roles)) {
        return { allowed: false, reason: 'forbidden' };
      }
      return { allowed: true };
    case 'workspace': {
      if (!workspaceId) return { allowed: false, reason: 'workspace' };
      if (!canOpenWorkspace(principal, workspaceId)) return { allowed: false, reason: 'forbidden' };
      const type = workspaceTypeOf(workspaceId);
      if (permission.workspaceTypes && (!type || !permission.workspaceTypes.includes(type))) {
        return { allowed: false, reason: 'forbidden' };
      }
      // A role-gated workspace route is open in the user's own or linked workspace (spec 000 §6).
      const own = principal.workspaces.includes(workspaceId);
      if (permission.roles && !own && !hasAnyRole(principal.roles, permission.roles)) {
        return { allowed: false, reason: 'forbidden' };
      }
      if (permission.grant && !principal.staff) {
        const companyId = type === 'COMPANY' ? workspaceId : undefined;
        if (!hasDomainGrant(principal.grants, { ...permission.grant, companyId })) {
          return { allowed: false, reason: 'forbidden' };
        }
      }
      return { allowed: true };
    }
  }
}
