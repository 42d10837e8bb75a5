/**
 * Provider roles and their hierarchy (spec 000 §6): a role covers itself and its descendants,
 * and ADMIN covers every role.
 */
export const ROLES = [
  'ADMIN',
  'SALES_TAX_ADMIN',
  'SALES_TAX_MANAGER',
  'SUPPORT_MANAGER',
  'BANK_ACCOUNT_MANAGER',
  'PAYROLL_ADMIN',
  'PAYROLL_MANAGER',
  'INDIVIDUAL_TAX_RETURN_ADMIN',
  'INDIVIDUAL_TAX_RETURN_MANAGER',
  'OPERATOR',
  'ON_SITE_MANAGER',
  'COMPANY_CLIENT_MANAGER',
  'TEMP_ROLE',
  'PRIL_MANAGER',
  'PRIL_EXECUTOR',
  'PRIL_OPERATOR',
] as const;

export type TRole = (typeof ROLES)[number];

const CHILDREN: Partial<Record<TRole, readonly TRole[]>> = {
  SALES_TAX_ADMIN: ['SALES_TAX_MANAGER'],
  PAYROLL_ADMIN: ['PAYROLL_MANAGER'],
  INDIVIDUAL_TAX_RETURN_ADMIN: ['INDIVIDUAL_TAX_RETURN_MANAGER'],
  PRIL_MANAGER: ['PRIL_EXECUTOR'],
  PRIL_EXECUTOR: ['PRIL_OPERATOR'],
};

/** True when `held` is `wanted` or one of its ancestors (ADMIN is everyone's ancestor). */
export function roleCovers(held: TRole, wanted: TRole): boolean {
  if (held === 'ADMIN' || held === wanted) return true;
  return (CHILDREN[held] ?? []).some((child) => roleCovers(child, wanted));
}

/** True when any of the held roles covers any of the wanted ones. */
export function hasAnyRole(held: readonly TRole[], wanted: readonly TRole[]): boolean {
  return wanted.some((w) => held.some((h) => roleCovers(h, w)));
}
