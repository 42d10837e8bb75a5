import { describe, expect, it } from 'vitest';
import { newWorkspaceId } from '../../shared/core/ids.js';
import { canOpenWorkspace, decide, hasGrant, type TPermission, type TPrincipal } from '../../shared/core/permissions.js';

const alicePerson = newWorkspaceId('PERSON');
const aliceCompany = newWorkspaceId('COMPANY');
const otherCompany = newWorkspaceId('COMPANY');
const bobPerson = newWorkspaceId('PERSON');
const staffOwn = newWorkspaceId('SUBLIME_EMPLOYEE');
const otherStaffWs = newWorkspaceId('SUBLIME_EMPLOYEE');

function principal(over: Partial<TPrincipal> = {}): TPrincipal {
  return { userId: 'u-alice', email: 'alice@example.com', staff: false, roles: [], grants: [], workspaces: [alicePerson, aliceCompany], ...over };
}
const alice = principal();
const admin = principal({ userId: 'u-admin', staff: true, roles: ['ADMIN'], workspaces: [staffOwn] });
const payrollManager = principal({ userId: 'u-pm', staff: true, roles: ['PAYROLL_MANAGER'], workspaces: [staffOwn] });
const payrollAdmin = principal({ userId: 'u-pa', staff: true, roles: ['PAYROLL_ADMIN'], workspaces: [staffOwn] });

const allowed = { allowed: true };
const forbidden = { allowed: false, reason: 'forbidden' };

describe('decide: public and signedIn', () => {
  it('public is open to anyone, signed in or not', () => {
    expect(decide({ access: 'public' }, undefined, undefined)).toEqual(allowed);
    expect(decide({ access: 'public' }, alice, bobPerson)).toEqual(allowed);
  });

  it('every non-public access kind refuses a caller without a token', () => {
    const kinds: TPermission[] = [{ access: 'signedIn' }, { access: 'staff' }, { access: 'workspace' }];
    for (const p of kinds) expect(decide(p, undefined, alicePerson)).toEqual({ allowed: false, reason: 'unauthenticated' });
  });

  it('signedIn needs a principal and nothing else', () => {
    expect(decide({ access: 'signedIn' }, alice, undefined)).toEqual(allowed);
    expect(decide({ access: 'signedIn' }, alice, bobPerson)).toEqual(allowed);
  });
});

describe('decide: staff', () => {
  it('refuses a client, allows any provider employee', () => {
    expect(decide({ access: 'staff' }, alice, undefined)).toEqual(forbidden);
    expect(decide({ access: 'staff' }, payrollManager, undefined)).toEqual(allowed);
  });

  it('with roles: the role or an ancestor is needed (ADMIN covers all)', () => {
    const p: TPermission = { access: 'staff', roles: ['PAYROLL_MANAGER'] };
    expect(decide(p, payrollManager, undefined)).toEqual(allowed);
    expect(decide(p, payrollAdmin, undefined)).toEqual(allowed);
    expect(decide(p, admin, undefined)).toEqual(allowed);
    expect(decide({ access: 'staff', roles: ['PAYROLL_ADMIN'] }, payrollManager, undefined)).toEqual(forbidden);
    expect(decide({ access: 'staff', roles: ['ADMIN'] }, payrollAdmin, undefined)).toEqual(forbidden);
  });

  it('a client holding a role is still not staff', () => {
    const roleHoldingClient = principal({ roles: ['ADMIN'] });
    expect(decide({ access: 'staff', roles: ['ADMIN'] }, roleHoldingClient, undefined)).toEqual(forbidden);
  });
});

describe('decide: workspace', () => {
  const ws: TPermission = { access: 'workspace' };

  it('needs a workspace id', () => {
    expect(decide(ws, alice, undefined)).toEqual({ allowed: false, reason: 'workspace' });
    expect(decide(ws, admin, undefined)).toEqual({ allowed: false, reason: 'workspace' });
  });

  it('allows the own workspaces and refuses a foreign one to a client', () => {
    expect(decide(ws, alice, alicePerson)).toEqual(allowed);
    expect(decide(ws, alice, aliceCompany)).toEqual(allowed);
    expect(decide(ws, alice, bobPerson)).toEqual(forbidden);
    expect(decide(ws, alice, otherCompany)).toEqual(forbidden);
  });

  it('lets staff open any person, company or employee workspace', () => {
    for (const id of [bobPerson, otherCompany, otherStaffWs, staffOwn]) expect(decide(ws, payrollManager, id)).toEqual(allowed);
  });

  it('refuses ids of no known kind, even to staff', () => {
    for (const id of ['x_01KAZZACME0000000000000001', '01KAZZACME0000000000000001']) {
      expect(decide(ws, admin, id)).toEqual(forbidden);
    }
    // An empty header is no workspace at all.
    expect(decide(ws, admin, '')).toEqual({ allowed: false, reason: 'workspace' });
  });

  it('workspaceTypes narrow the kinds the route serves', () => {
    const companyOnly: TPermission = { access: 'workspace', workspaceTypes: ['COMPANY'] };
    expect(decide(companyOnly, alice, aliceCompany)).toEqual(allowed);
    expect(decide(companyOnly, alice, alicePerson)).toEqual(forbidden);
    expect(decide(companyOnly, admin, bobPerson)).toEqual(forbidden);
    expect(decide(companyOnly, admin, otherCompany)).toEqual(allowed);
    const personOrEmployee: TPermission = { access: 'workspace', workspaceTypes: ['PERSON', 'SUBLIME_EMPLOYEE'] };
    expect(decide(personOrEmployee, admin, staffOwn)).toEqual(allowed);
    expect(decide(personOrEmployee, alice, aliceCompany)).toEqual(forbidden);
  });

  it('roles gate foreign workspaces but not the own one (spec 000 §6)', () => {
    const payroll: TPermission = { access: 'workspace', roles: ['PAYROLL_MANAGER'] };
    // The own workspace is open without the role.
    expect(decide(payroll, alice, aliceCompany)).toEqual(allowed);
    // Staff acting for a client need the role (or an ancestor).
    expect(decide(payroll, payrollManager, otherCompany)).toEqual(allowed);
    expect(decide(payroll, payrollAdmin, otherCompany)).toEqual(allowed);
    expect(decide(payroll, admin, otherCompany)).toEqual(allowed);
    const supportOnly = principal({ userId: 'u-s', staff: true, roles: ['SUPPORT_MANAGER'], workspaces: [staffOwn] });
    expect(decide(payroll, supportOnly, otherCompany)).toEqual(forbidden);
    expect(decide(payroll, supportOnly, staffOwn)).toEqual(allowed);
  });

  it('grants: a client needs a matching grant, scoped by company', () => {
    const timesheet: TPermission = { access: 'workspace', grant: { domain: 'TIMESHEET', action: 'EDIT' } };
    expect(decide(timesheet, alice, aliceCompany)).toEqual(forbidden);

    const scoped = principal({ grants: [{ domain: 'TIMESHEET', action: 'EDIT', companyId: aliceCompany }] });
    expect(decide(timesheet, scoped, aliceCompany)).toEqual(allowed);
    // The same grant does not reach another company the user belongs to.
    const twoCompanies = principal({
      grants: [{ domain: 'TIMESHEET', action: 'EDIT', companyId: aliceCompany }],
      workspaces: [alicePerson, aliceCompany, otherCompany],
    });
    expect(decide(timesheet, twoCompanies, otherCompany)).toEqual(forbidden);

    const unscoped = principal({ grants: [{ domain: 'TIMESHEET', action: 'EDIT' }] });
    expect(decide(timesheet, unscoped, aliceCompany)).toEqual(allowed);

    const wildcard = principal({ grants: [{ domain: 'TIMESHEET', action: '*' }] });
    expect(decide(timesheet, wildcard, aliceCompany)).toEqual(allowed);

    const otherAction = principal({ grants: [{ domain: 'TIMESHEET', action: 'VIEW' }] });
    expect(decide(timesheet, otherAction, aliceCompany)).toEqual(forbidden);
    const otherDomain = principal({ grants: [{ domain: 'PAYROLL', action: 'EDIT' }] });
    expect(decide(timesheet, otherDomain, aliceCompany)).toEqual(forbidden);
  });

  it('grants: a grant never opens a workspace the user may not open', () => {
    const timesheet: TPermission = { access: 'workspace', grant: { domain: 'TIMESHEET', action: 'EDIT' } };
    const foreignGrant = principal({ grants: [{ domain: 'TIMESHEET', action: '*', companyId: otherCompany }] });
    expect(decide(timesheet, foreignGrant, otherCompany)).toEqual(forbidden);
  });

  it('grants: staff bypass domain access', () => {
    const postal: TPermission = { access: 'workspace', grant: { domain: 'POSTAL_REGISTER', action: 'VIEW' } };
    expect(decide(postal, payrollManager, otherCompany)).toEqual(allowed);
  });

  it('grants: an employment permission (narrowed to a project and employment) opens the domain gate; the record check stays narrow', () => {
    const operate: TPermission = { access: 'workspace', workspaceTypes: ['PERSON'], grant: { domain: 'TIMESHEET', action: 'OPERATE' } };
    const narrowed = principal({ grants: [{ domain: 'TIMESHEET', action: 'OPERATE', companyId: otherCompany, projectId: 'pr1', employmentId: 'em1' }] });
    expect(decide(operate, narrowed, alicePerson)).toEqual(allowed);
    expect(decide(operate, alice, alicePerson)).toEqual(forbidden);
    expect(hasGrant(narrowed.grants, { domain: 'TIMESHEET', action: 'OPERATE', companyId: otherCompany, projectId: 'pr1', employmentId: 'em1' })).toBe(true);
    expect(hasGrant(narrowed.grants, { domain: 'TIMESHEET', action: 'OPERATE', companyId: otherCompany, projectId: 'pr2', employmentId: 'em1' })).toBe(false);
  });
});

describe('hasGrant', () => {
  it('a project- or employment-scoped grant only covers that project or employment', () => {
    const grants = [{ domain: 'TIMESHEET' as const, action: 'EDIT', projectId: 'pr1', employmentId: 'em1' }];
    expect(hasGrant(grants, { domain: 'TIMESHEET', action: 'EDIT', projectId: 'pr1', employmentId: 'em1' })).toBe(true);
    expect(hasGrant(grants, { domain: 'TIMESHEET', action: 'EDIT', projectId: 'pr2', employmentId: 'em1' })).toBe(false);
    expect(hasGrant(grants, { domain: 'TIMESHEET', action: 'EDIT', projectId: 'pr1' })).toBe(false);
  });

  it('a grant without project and employment covers its whole domain', () => {
    const grants = [{ domain: 'HR' as const, action: 'VIEW' }];
    expect(hasGrant(grants, { domain: 'HR', action: 'VIEW', projectId: 'any', employmentId: 'any' })).toBe(true);
    expect(hasGrant(grants, { domain: 'BILLING', action: 'VIEW' })).toBe(false);
  });
});

describe('canOpenWorkspace', () => {
  it('members open their own workspaces; clients nothing else', () => {
    expect(canOpenWorkspace(alice, alicePerson)).toBe(true);
    expect(canOpenWorkspace(alice, aliceCompany)).toBe(true);
    expect(canOpenWorkspace(alice, bobPerson)).toBe(false);
    expect(canOpenWorkspace(alice, staffOwn)).toBe(false);
  });

  it('staff open workspaces of every kind', () => {
    for (const id of [bobPerson, otherCompany, otherStaffWs]) expect(canOpenWorkspace(admin, id)).toBe(true);
  });

  it('refuses ids without a known kind prefix', () => {
    expect(canOpenWorkspace(admin, 'z_01KAZZACME0000000000000001')).toBe(false);
    expect(canOpenWorkspace(principal({ workspaces: ['z_1'] }), 'z_1')).toBe(false);
  });

  // The id goes into S3 keys (ws/<id>/files/…) and audit chains, so only well-formed ids may pass.
  it('refuses malformed ids that merely start with a known prefix, even to staff', () => {
    for (const id of ['c_garbage', 'p_', 'c_../../other', `${otherCompany}/x`, `${otherCompany.toLowerCase()}`]) {
      expect(canOpenWorkspace(admin, id), id).toBe(false);
    }
  });
});
