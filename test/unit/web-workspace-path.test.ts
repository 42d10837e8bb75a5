import { describe, expect, it } from 'vitest';
import { hasWorkspaceLetter, pathInWorkspace } from '../../web/src/app/workspace-path.js';

/** Route paths as the router lists them (routesByPath keys), workspace-scoped and not. */
const ROUTES = [
  '/',
  '/admin',
  '/admin/offices/$officeId',
  '/timesheet',
  '/invoices/$wsType/$wsId',
  '/bills/$wsType/$wsId',
  '/projects/$wsType/$wsId',
  '/employer/service_logs/$wsType/$wsId',
  '/contractor/service_logs/$wsType/$wsId',
  '/userprofile/$wsType/$wsId',
  '/userprofile/$wsType/$wsId/account',
  '/userprofile/$wsType/$wsId/branches/$branchId',
  '/hr/$wsType/$wsId',
  '/hr/$wsType/$wsId/employees',
  '/hr/$wsType/$wsId/employees/$employeeId',
  '/payroll/$wsType/$wsId/reports',
  '/payroll/$wsType/$wsId/reports/$view',
  '/payroll/$wsType/$wsId/reports/general/$reportId',
  '/archive/$wsType/$wsId/signable/own/$documentId',
  '/files/$',
];
const ACME = { wsType: 'c', wsId: 'c_01KAZZACME0000000000000001' };

describe('param-less workspace paths (spec 000 §2: optional wsType and wsId)', () => {
  it('puts the current workspace where the route has it, at the end or in the middle', () => {
    expect(pathInWorkspace('/invoices', ROUTES, ACME)).toBe(`/invoices/c/${ACME.wsId}`);
    expect(pathInWorkspace('/bills', ROUTES, ACME)).toBe(`/bills/c/${ACME.wsId}`);
    expect(pathInWorkspace('/projects', ROUTES, ACME)).toBe(`/projects/c/${ACME.wsId}`);
    expect(pathInWorkspace('/employer/service_logs', ROUTES, ACME)).toBe(`/employer/service_logs/c/${ACME.wsId}`);
    expect(pathInWorkspace('/contractor/service_logs/', ROUTES, ACME)).toBe(`/contractor/service_logs/c/${ACME.wsId}`);
    expect(pathInWorkspace('/userprofile', ROUTES, ACME)).toBe(`/userprofile/c/${ACME.wsId}`);
    expect(pathInWorkspace('/userprofile/account', ROUTES, ACME)).toBe(`/userprofile/c/${ACME.wsId}/account`);
    expect(pathInWorkspace('/hr/employees', ROUTES, ACME)).toBe(`/hr/c/${ACME.wsId}/employees`);
  });

  it("keeps the route's other params", () => {
    expect(pathInWorkspace('/hr/employees/E-1', ROUTES, ACME)).toBe(`/hr/c/${ACME.wsId}/employees/E-1`);
    expect(pathInWorkspace('/userprofile/branches/B%201', ROUTES, ACME)).toBe(`/userprofile/c/${ACME.wsId}/branches/B%201`);
    expect(pathInWorkspace('/archive/signable/own/D1', ROUTES, ACME)).toBe(`/archive/c/${ACME.wsId}/signable/own/D1`);
  });

  it('prefers the route with more fixed segments', () => {
    expect(pathInWorkspace('/payroll/reports/general/R1', ROUTES, ACME)).toBe(`/payroll/c/${ACME.wsId}/reports/general/R1`);
    expect(pathInWorkspace('/payroll/reports/federal', ROUTES, ACME)).toBe(`/payroll/c/${ACME.wsId}/reports/federal`);
    expect(pathInWorkspace('/payroll/reports', ROUTES, ACME)).toBe(`/payroll/c/${ACME.wsId}/reports`);
  });

  it('leaves paths that are no workspace route alone', () => {
    for (const path of ['/', '/payroll', '/nowhere', '/admin/offices', '/timesheet', '/hr/employees/E-1/extra', '/files/x']) {
      expect(pathInWorkspace(path, ROUTES, ACME), path).toBeUndefined();
    }
  });

  it('tells a real workspace letter from a segment the router took for one', () => {
    expect(hasWorkspaceLetter({ wsType: 'p', wsId: 'p_x' })).toBe(true);
    expect(hasWorkspaceLetter({ wsType: 'e' })).toBe(true);
    expect(hasWorkspaceLetter({ wsType: 'branches', wsId: 'B1' })).toBe(false);
    expect(hasWorkspaceLetter({})).toBe(false);
    expect(hasWorkspaceLetter(undefined)).toBe(false);
  });
});
