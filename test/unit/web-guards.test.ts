import { describe, expect, it } from 'vitest';
import type { TPrincipal } from '../../shared/core/access.js';
import { deniedDomain, hasDomainAccess } from '../../web/src/app/route-guards.js';

function principal(over: Partial<TPrincipal> = {}): TPrincipal {
  return { userId: 'u-1', email: 'u1@example.com', staff: false, roles: [], grants: [], workspaces: [], ...over };
}

const staff = principal({ userId: 'u-staff', staff: true, roles: ['ADMIN'] });
const postalClerk = principal({ userId: 'u-postal', grants: [{ domain: 'POSTAL_REGISTER', action: 'VIEW', companyId: 'c_1' }] });
const hrOnly = principal({ userId: 'u-hr', grants: [{ domain: 'HR', action: 'VIEW' }] });
const plain = principal();

/** Matches as the router gives them: the root, a layout, the leaf with its static data. */
const postalRoute = [{ staticData: {} }, { staticData: {} }, { staticData: { domain: 'POSTAL_REGISTER' as const } }];
const publicRoute = [{ staticData: {} }, { staticData: { bare: true } as object }, {}];

describe('POSTAL_REGISTER domain guard (spec 000 §6)', () => {
  it('opens a domain route to provider employees without a grant', () => {
    expect(hasDomainAccess(staff, 'POSTAL_REGISTER')).toBe(true);
    expect(deniedDomain(postalRoute, staff)).toBeUndefined();
  });

  it('opens it to users holding any grant in the domain', () => {
    expect(hasDomainAccess(postalClerk, 'POSTAL_REGISTER')).toBe(true);
    expect(deniedDomain(postalRoute, postalClerk)).toBeUndefined();
  });

  it('refuses users without the domain, whatever their other grants', () => {
    expect(deniedDomain(postalRoute, hrOnly)).toBe('POSTAL_REGISTER');
    expect(deniedDomain(postalRoute, plain)).toBe('POSTAL_REGISTER');
  });

  it('refuses a visitor who is not logged in', () => {
    expect(hasDomainAccess(undefined, 'POSTAL_REGISTER')).toBe(false);
    expect(deniedDomain(postalRoute, undefined)).toBe('POSTAL_REGISTER');
  });

  it('leaves routes that declare no domain alone', () => {
    expect(deniedDomain(publicRoute, undefined)).toBeUndefined();
    expect(deniedDomain(publicRoute, plain)).toBeUndefined();
    expect(deniedDomain([], plain)).toBeUndefined();
  });

  it('applies to a domain declared on any matched route, e.g. a layout above the leaf', () => {
    const nested = [{ staticData: {} }, { staticData: { domain: 'POSTAL_REGISTER' as const } }, { staticData: {} }];
    expect(deniedDomain(nested, plain)).toBe('POSTAL_REGISTER');
    expect(deniedDomain(nested, postalClerk)).toBeUndefined();
  });
});
