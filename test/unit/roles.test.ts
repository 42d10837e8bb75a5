import { describe, expect, it } from 'vitest';
import { hasAnyRole, roleCovers, ROLES, type TRole } from '../../shared/core/roles.js';

describe('roleCovers', () => {
  it('a role covers itself', () => {
    for (const role of ROLES) expect(roleCovers(role, role)).toBe(true);
  });

  it('ADMIN covers every role', () => {
    for (const role of ROLES) expect(roleCovers('ADMIN', role)).toBe(true);
  });

  it('no role but ADMIN covers ADMIN', () => {
    for (const role of ROLES.filter((r) => r !== 'ADMIN')) expect(roleCovers(role, 'ADMIN')).toBe(false);
  });

  it.each<[TRole, TRole]>([
    ['SALES_TAX_ADMIN', 'SALES_TAX_MANAGER'],
    ['PAYROLL_ADMIN', 'PAYROLL_MANAGER'],
    ['INDIVIDUAL_TAX_RETURN_ADMIN', 'INDIVIDUAL_TAX_RETURN_MANAGER'],
    ['PRIL_MANAGER', 'PRIL_EXECUTOR'],
    ['PRIL_EXECUTOR', 'PRIL_OPERATOR'],
    // Transitive: PRIL_MANAGER → PRIL_EXECUTOR → PRIL_OPERATOR.
    ['PRIL_MANAGER', 'PRIL_OPERATOR'],
  ])('%s covers its descendant %s, and not the other way round', (parent, child) => {
    expect(roleCovers(parent, child)).toBe(true);
    expect(roleCovers(child, parent)).toBe(false);
  });

  it.each<[TRole, TRole]>([
    ['SALES_TAX_ADMIN', 'PAYROLL_MANAGER'],
    ['PAYROLL_ADMIN', 'SALES_TAX_MANAGER'],
    ['PAYROLL_MANAGER', 'INDIVIDUAL_TAX_RETURN_MANAGER'],
    ['OPERATOR', 'PRIL_OPERATOR'],
    ['SUPPORT_MANAGER', 'BANK_ACCOUNT_MANAGER'],
    ['ON_SITE_MANAGER', 'COMPANY_CLIENT_MANAGER'],
    ['TEMP_ROLE', 'OPERATOR'],
  ])('unrelated or sibling roles do not cover each other: %s / %s', (a, b) => {
    expect(roleCovers(a, b)).toBe(false);
    expect(roleCovers(b, a)).toBe(false);
  });

  it('a leaf role covers only itself', () => {
    const leaves: TRole[] = ['PRIL_OPERATOR', 'PAYROLL_MANAGER', 'OPERATOR', 'TEMP_ROLE'];
    for (const leaf of leaves) {
      expect(ROLES.filter((r) => roleCovers(leaf, r))).toEqual([leaf]);
    }
  });
});

describe('hasAnyRole', () => {
  it('is false for no held roles or no wanted roles', () => {
    expect(hasAnyRole([], ['OPERATOR'])).toBe(false);
    expect(hasAnyRole(['ADMIN'], [])).toBe(false);
  });

  it('is true when any held role covers any wanted one', () => {
    expect(hasAnyRole(['OPERATOR', 'PAYROLL_ADMIN'], ['PAYROLL_MANAGER'])).toBe(true);
    expect(hasAnyRole(['PRIL_MANAGER'], ['SUPPORT_MANAGER', 'PRIL_OPERATOR'])).toBe(true);
    expect(hasAnyRole(['ADMIN'], ['TEMP_ROLE'])).toBe(true);
  });

  it('is false when no held role covers a wanted one', () => {
    expect(hasAnyRole(['PAYROLL_MANAGER'], ['PAYROLL_ADMIN'])).toBe(false);
    expect(hasAnyRole(['PRIL_OPERATOR', 'PRIL_EXECUTOR'], ['PRIL_MANAGER'])).toBe(false);
    expect(hasAnyRole(['SALES_TAX_MANAGER', 'OPERATOR'], ['ADMIN', 'SUPPORT_MANAGER'])).toBe(false);
  });
});
