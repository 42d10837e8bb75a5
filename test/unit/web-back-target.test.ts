import { describe, expect, it } from 'vitest';
import { backTarget, type TBackEntry } from '../../web/src/features/navigation/back-target.js';

/**
 * The Back breadcrumb's rule (spec 000 §2 "Back breadcrumb to parent route") on entries shaped as
 * web/src/features/navigation/menu-config.ts has them (the web's menu itself needs the `@shared` alias,
 * which the unit tests do not have; the browser test test/e2e/navigation-back-domains.spec.ts reads the real one).
 */
const MENU: TBackEntry[] = [
  { id: 'home', label: 'home', to: '/' },
  { id: 'profile', label: 'profile', to: '/userprofile/$wsType/$wsId' },
  { id: 'profile_headquarter', label: 'profileHeadquarter', to: '/userprofile/$wsType/$wsId/headquarter', parent: 'profile' },
  { id: 'profile_bank_accounts', label: 'profileBankAccounts', to: '/userprofile/$wsType/$wsId/bank_accounts', parent: 'profile' },
  { id: 'profile_branch', label: 'profileHeadquarter', to: '/userprofile/$wsType/$wsId/branches/$branchId', parent: 'profile_headquarter' },
  { id: 'personalTax', label: 'personalTax', to: '/prices', hash: 'fees-individual' },
  { id: 'hr', label: 'hr', to: '/hr/$wsType/$wsId', tabs: ['/hr/$wsType/$wsId/employees', '/hr/$wsType/$wsId/contractors'] },
  { id: 'payroll', label: 'payroll', to: '/', href: 'https://payroll.example' },
  { id: 'admin', label: 'admin', to: '/admin' },
  { id: 'adminOffices', label: 'adminOffices', to: '/admin/offices', parent: 'admin' },
  { id: 'adminEmployments', label: 'adminEmployments', to: '/admin/employments', parent: 'admin' },
  { id: 'prices', label: 'prices', to: '/prices' },
];

const target = (fullPath: string, pathname: string) => {
  const t = backTarget({ fullPath, pathname }, MENU);
  return t ? { id: t.entry.id, label: t.entry.label, pathname: t.pathname } : 'HOME';
};

describe('Back breadcrumb target', () => {
  it('leads a branch page to the headquarter page that lists the branches, not Home', () => {
    expect(target('/userprofile/$wsType/$wsId/branches/$branchId', '/userprofile/c/c_1/branches/01BR')).toEqual({
      id: 'profile_headquarter', label: 'profileHeadquarter', pathname: undefined,
    });
  });

  it('leads an office to the offices and a provider employee to the employees, with the URL as it is', () => {
    expect(target('/admin/offices/$officeId', '/admin/offices/01OFFICE')).toEqual({ id: 'adminOffices', label: 'adminOffices', pathname: '/admin/offices' });
    expect(target('/admin/employments/$employeeId', '/admin/employments/01EMP')).toEqual({
      id: 'adminEmployments', label: 'adminEmployments', pathname: '/admin/employments',
    });
  });

  it('leads a page under a tab back to that tab, and a bank account to the bank accounts', () => {
    expect(target('/hr/$wsType/$wsId/contractors/$contractorId', '/hr/c/c_1/contractors/01CT')).toEqual({
      id: 'hr', label: 'hr', pathname: '/hr/c/c_1/contractors',
    });
    expect(target('/userprofile/$wsType/$wsId/bank_accounts/$accountId', '/userprofile/p/p_1/bank_accounts/01BA')).toEqual({
      id: 'profile_bank_accounts', label: 'profileBankAccounts', pathname: '/userprofile/p/p_1/bank_accounts',
    });
  });

  it("leads a menu entry's page to its parent, and an index route (trailing slash) likewise", () => {
    expect(target('/userprofile/$wsType/$wsId/headquarter', '/userprofile/c/c_1/headquarter')).toEqual({ id: 'profile', label: 'profile', pathname: undefined });
    expect(target('/admin/offices/', '/admin/offices')).toEqual({ id: 'admin', label: 'admin', pathname: undefined });
  });

  it('leads top-level pages, pages without a menu ancestor and the home page itself to Home', () => {
    expect(target('/prices', '/prices')).toBe('HOME');
    expect(target('/admin/', '/admin')).toBe('HOME');
    expect(target('/forms/w4/$publicId', '/forms/w4/01PUB')).toBe('HOME');
    expect(target('/', '/')).toBe('HOME');
  });

  it('never takes an anchor or an external link for an ancestor', () => {
    // /prices/… would match the Personal tax entry (a /prices anchor) if anchors counted; the plain /prices entry is the one.
    expect(target('/prices/$x', '/prices/1')).toEqual({ id: 'prices', label: 'prices', pathname: '/prices' });
  });

  it("falls back to the entry's own path when the pattern and the URL do not line up", () => {
    expect(target('/admin/offices/$officeId', '/admin/offices/01OFFICE/extra')).toEqual({ id: 'adminOffices', label: 'adminOffices', pathname: undefined });
  });
});
