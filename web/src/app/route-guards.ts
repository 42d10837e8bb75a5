// A relative path (not @shared) so the unit tests, type-checked with the root tsconfig, resolve it.
import type { TAccessDomain, TPrincipal } from '../../../shared/core/access.js';

/**
 * Pure route-guard decisions (no router, no storage), unit-tested in test/unit/web-guards.test.ts.
 * guards.ts turns them into redirects.
 */

/** True when the domain is open to this user: provider employees (staff) bypass, others need a grant in it. */
export function hasDomainAccess(principal: TPrincipal | undefined, domain: TAccessDomain): boolean {
  if (!principal) return false;
  return principal.staff || principal.grants.some((g) => g.domain === domain);
}

/** What a route's static data may declare for the guard. */
export interface TGuardedStaticData {
  /** An access domain (spec 000 §6, e.g. POSTAL_REGISTER): the route opens only to staff or holders of it. */
  domain?: TAccessDomain;
}

/**
 * The routes gated by an access domain, by path (their `staticData`): the employee's timesheet needs
 * TIMESHEET (a TIMESHEET_OPERATE grant its employer gave the employment), as its menu entry does.
 * POSTAL_REGISTER's routes join here when they are built (spec 000 §6).
 */
export const DOMAIN_ROUTES = {
  '/timesheet': { domain: 'TIMESHEET' },
} as const satisfies Record<string, TGuardedStaticData>;

/**
 * The first access domain declared by a matched route (`staticData.domain`) that this user may not
 * enter, or undefined when every matched route is open to them.
 */
export function deniedDomain(
  matches: readonly { staticData?: TGuardedStaticData }[],
  principal: TPrincipal | undefined,
): TAccessDomain | undefined {
  for (const m of matches) {
    const domain = m.staticData?.domain;
    if (domain && !hasDomainAccess(principal, domain)) return domain;
  }
  return undefined;
}

/**
 * Where a domain-gated navigation goes instead (spec 000 §6): nowhere when no matched route declares
 * a domain or the user may enter them all; '/login' for a visitor who is not logged in (the target is
 * remembered); '/' (home) for a logged-in user who is neither a provider employee nor a holder.
 */
export function domainRedirect(
  matches: readonly { staticData?: TGuardedStaticData }[],
  principal: TPrincipal | undefined,
): '/login' | '/' | undefined {
  if (!matches.some((m) => m.staticData?.domain)) return undefined;
  if (!principal) return '/login';
  return deniedDomain(matches, principal) ? '/' : undefined;
}
