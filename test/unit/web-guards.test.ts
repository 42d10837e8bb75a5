import { describe, expect, it } from 'vitest';
import type { TPrincipal } from '../../shared/core/access.js';
import { deniedDomain, DOMAIN_ROUTES, domainRedirect, hasDomainAccess } from '../../web/src/app/route-guards.js';

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

describe('TIMESHEET domain guard on /timesheet (spec 000 §6)', () => {
  /** The matches of /timesheet as the router gives them: the root, the _auth layout, the route with its declared static data. */
  const timesheetRoute = [{ staticData: {} }, { staticData: {} }, { staticData: DOMAIN_ROUTES['/timesheet'] }];
  /** John's token: the TIMESHEET_OPERATE grant Acme gave his employment (the demo's seed). */
  const holder = principal({
    userId: 'u-john', workspaces: ['p_john'],
    grants: [{ domain: 'TIMESHEET', action: 'OPERATE', companyId: 'c_acme', employmentId: 'e_john' }],
  });
  /** A project grant (a manager keeping the project's timesheets) is domain access too: any grant of the domain. */
  const projectHolder = principal({ grants: [{ domain: 'TIMESHEET', action: 'OPERATE', companyId: 'c_acme', projectId: 'pr_1', employmentId: 'e_m' }] });
  /** Jane: a contractor, a person workspace, no grant; and one with a grant of another domain only. */
  const contractor = principal({ userId: 'u-jane', workspaces: ['p_jane'] });
  const sickLeaveOnly = principal({ grants: [{ domain: 'SICK_LEAVE', action: 'OPERATE', companyId: 'c_acme', employmentId: 'e_x' }] });
  const payrollStaff = principal({ userId: 'u-paul', staff: true, roles: ['PAYROLL_MANAGER'] });

  it('declares the TIMESHEET domain on the timesheet route', () => {
    expect(DOMAIN_ROUTES['/timesheet'].domain).toBe('TIMESHEET');
  });

  it('sends a logged-in user who holds no TIMESHEET grant and is not a provider employee home', () => {
    expect(deniedDomain(timesheetRoute, contractor)).toBe('TIMESHEET');
    expect(domainRedirect(timesheetRoute, contractor)).toBe('/');
    expect(domainRedirect(timesheetRoute, sickLeaveOnly)).toBe('/');
    expect(hasDomainAccess(sickLeaveOnly, 'TIMESHEET')).toBe(false);
  });

  it('lets a holder of any TIMESHEET grant in, whatever its scope', () => {
    expect(domainRedirect(timesheetRoute, holder)).toBeUndefined();
    expect(domainRedirect(timesheetRoute, projectHolder)).toBeUndefined();
    expect(hasDomainAccess(holder, 'TIMESHEET')).toBe(true);
  });

  it('lets a provider employee in without a grant (staff bypass domain access)', () => {
    expect(domainRedirect(timesheetRoute, staff)).toBeUndefined();
    expect(domainRedirect(timesheetRoute, payrollStaff)).toBeUndefined();
  });

  it('sends a visitor who is not logged in to /login first', () => {
    expect(domainRedirect(timesheetRoute, undefined)).toBe('/login');
    expect(domainRedirect(postalRoute, undefined)).toBe('/login');
  });

  it('does not gate one domain with another: a TIMESHEET holder is still refused POSTAL_REGISTER routes', () => {
    expect(domainRedirect(postalRoute, holder)).toBe('/');
    expect(domainRedirect(postalRoute, postalClerk)).toBeUndefined();
    expect(domainRedirect(timesheetRoute, postalClerk)).toBe('/');
  });

  it('redirects nobody from routes without a domain, logged in or not', () => {
    expect(domainRedirect(publicRoute, undefined)).toBeUndefined();
    expect(domainRedirect(publicRoute, contractor)).toBeUndefined();
  });
});
