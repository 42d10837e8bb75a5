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
