import type { TAccessDomain, TPrincipal } from '@shared/core/access.js';
import { decide } from '@shared/core/access.js';
import type { TRole } from '@shared/core/roles.js';
import { SUPPORT_ROLES } from '@shared/realtime/channels.js';
import { UPLOAD_ROLES } from '@shared/uploads/access.js';
import { EMPLOYEE_POLICY_PERMISSION, POLICY_PERMISSION } from '@shared/policies/access.js';
import { LEAVE_PERMISSION } from '@shared/leave/access.js';
import { PAYROLL_PERMISSION, PAYROLL_RUN_PERMISSION } from '@shared/payroll/access.js';
import { JOBS_STATUS_PERMISSION } from '@shared/jobs/access.js';
import { type TWorkspaceType, WORKSPACE_LETTER, workspaceTypeOf } from '@shared/core/workspace.js';
import { DOMAIN_ROUTES, hasDomainAccess } from '../../app/route-guards';
import { HOME_TILES } from '../home/links';

export { hasDomainAccess };

/** Icon names are resolved by the menu component so this config stays free of React. */
export type TMenuIcon =
  | 'home' | 'prices' | 'locations' | 'support' | 'login' | 'profile' | 'account' | 'admin' | 'mail'
  | 'leads' | 'audit' | 'personalTax' | 'businessTax' | 'payroll' | 'invoices' | 'bills' | 'archive' | 'signature' | 'taxForm' | 'timesheet' | 'policy' | 'vacation' | 'sickLeave';

/**
 * One menu entry. Every gate the spec names (000 §6) is a field: login state, admin-only,
 * hidden-for-admin, workspace type, role and access domain.
 */
export interface TMenuItem {
  id: string;
  /** Key in the `menu` namespace. */
  label: string;
  icon: TMenuIcon;
  /** A route path; `$wsType` and `$wsId` are filled from the current workspace. */
  to: string;
  /** An anchor on the `to` page (e.g. a section of /prices). */
  hash?: string;
  /** An external address, opened in a new tab, instead of a route. */
  href?: string;
  /** The section this entry belongs to: its landing page shows it as a tile, and Back leads there. */
  parent?: string;
  auth?: 'loggedIn' | 'loggedOut';
  /** Provider employees (staff) only. */
  adminOnly?: boolean;
  /** Not shown to staff. */
  hiddenForAdmin?: boolean;
  workspaceTypes?: readonly TWorkspaceType[];
  /** Staff roles a staff-only page needs (any of them), e.g. ADMIN for the audit log. */
  staffRoles?: readonly TRole[];
  /** Roles, any of which suffices; the user's own or linked workspace needs none. */
  roles?: readonly TRole[];
  /** An access domain; staff bypass domain access. */
  domain?: TAccessDomain;
  /** Listed in the side menu (sections' children appear as tiles). @default true */
  inSideMenu?: boolean;
  /** Route paths of the page's other tabs (e.g. the service logs beside the invoices): the entry is the current one there too. */
  tabs?: readonly string[];
}

/** Ids of the fee sections on /prices that the Services entries link to. */
export const PRICES_ANCHORS = { individual: 'fees-individual', business: 'fees-business' } as const;

const PAYROLL_HREF = HOME_TILES.find((t) => t.id === 'payroll')!.href;

/**
 * The profile's pages (spec 000 §2 /userprofile/{wsType}/{wsId} children), tiles of the profile
 * landing page: person pages in a person workspace, company pages in a company one, bank accounts in
 * either. Route segment, menu label and icon.
 */
const PERSON_PAGES = [
  ['person_details', 'profilePersonDetails', 'profile'],
  ['address', 'profileAddress', 'locations'],
  ['marital', 'profileMarital', 'profile'],
  ['id_card', 'profileIdCard', 'account'],
  ['ead', 'profileEad', 'account'],
  ['id', 'profileId', 'account'],
  ['greencard', 'profileGreencard', 'account'],
  ['uspassport', 'profileUsPassport', 'account'],
  ['ssn', 'profileSsn', 'account'],
  ['documents', 'profileDocuments', 'account'],
] as const;
const COMPANY_PAGES = [
  ['company_details', 'profileCompanyDetails', 'businessTax'],
  ['headquarter', 'profileHeadquarter', 'locations'],
  ['shareholders', 'profileShareholders', 'profile'],
  ['business_tax_return', 'profileBusinessTaxReturn', 'businessTax'],
] as const;
const profilePage = (page: string, label: string, icon: TMenuIcon, workspaceTypes: readonly TWorkspaceType[]): TMenuItem => ({
  id: `profile_${page}`, label, icon, to: `/userprofile/$wsType/$wsId/${page}`, auth: 'loggedIn', workspaceTypes, parent: 'profile', inSideMenu: false,
});
const PROFILE_PAGES: TMenuItem[] = [
  ...PERSON_PAGES.map(([page, label, icon]) => profilePage(page, label, icon, ['PERSON'])),
  ...COMPANY_PAGES.map(([page, label, icon]) => profilePage(page, label, icon, ['COMPANY'])),
  profilePage('bank_accounts', 'profileBankAccounts', 'bills', ['PERSON', 'COMPANY']),
  profilePage('bank_statements', 'profileBankStatements', 'bills', ['PERSON', 'COMPANY']),
  profilePage('other_bank_products', 'profileOtherBankProducts', 'bills', ['PERSON', 'COMPANY']),
  // Employments that name the workspace, to accept or decline (docs/decisions/0019-employment-consent.md).
  profilePage('employers', 'profileEmployers', 'leads', ['PERSON', 'COMPANY']),
  // A branch's page (spec 000 §2 branches/{branchId}): the branches are listed on the headquarter page, where Back leads.
  { ...profilePage('branches/$branchId', 'profileHeadquarter', 'locations', ['COMPANY']), id: 'profile_branch', parent: 'profile_headquarter' },
];

export const MENU: readonly TMenuItem[] = [
  { id: 'home', label: 'home', icon: 'home', to: '/' },
  { id: 'profile', label: 'profile', icon: 'profile', to: '/userprofile/$wsType/$wsId', auth: 'loggedIn' },
  { id: 'account', label: 'account', icon: 'account', to: '/userprofile/$wsType/$wsId/account', auth: 'loggedIn', parent: 'profile', inSideMenu: false },
  ...PROFILE_PAGES,
  // Services: the tax returns lead to their fees on /prices, payroll to the firm's payroll service
  // (the home page's tile); these areas have no portal pages yet.
  { id: 'personalTax', label: 'personalTax', icon: 'personalTax', to: '/prices', hash: PRICES_ANCHORS.individual, auth: 'loggedIn', workspaceTypes: ['PERSON', 'SUBLIME_EMPLOYEE'] },
  { id: 'businessTax', label: 'businessTax', icon: 'businessTax', to: '/prices', hash: PRICES_ANCHORS.business, auth: 'loggedIn', workspaceTypes: ['COMPANY', 'SUBLIME_EMPLOYEE'] },
  // Billing (spec 001 §2): each screen's second tab is a route of its own.
  { id: 'invoices', label: 'invoices', icon: 'invoices', to: '/invoices/$wsType/$wsId', auth: 'loggedIn', workspaceTypes: ['PERSON', 'COMPANY'], tabs: ['/contractor/service_logs/$wsType/$wsId'] },
  { id: 'bills', label: 'bills', icon: 'bills', to: '/bills/$wsType/$wsId', auth: 'loggedIn', workspaceTypes: ['PERSON', 'COMPANY'], tabs: ['/employer/service_logs/$wsType/$wsId'] },
  // Workforce (issue 5): HR (employees, contractors, foreign contractors) and projects of a company.
  { id: 'hr', label: 'hr', icon: 'leads', to: '/hr/$wsType/$wsId', auth: 'loggedIn', workspaceTypes: ['COMPANY'], tabs: ['/hr/$wsType/$wsId/employees', '/hr/$wsType/$wsId/contractors', '/hr/$wsType/$wsId/foreign_contractors'] },
  { id: 'projects', label: 'projects', icon: 'payroll', to: '/projects/$wsType/$wsId', auth: 'loggedIn', workspaceTypes: ['COMPANY'] },
  // The document archive (spec 000 §2): a landing page with a tile per section built so far. Every
  // signed-in workspace has one: documents sent to the user ('own') open anywhere, and a company
  // also sends documents from it (the section's routes decide, issue 14).
  { id: 'archive', label: 'archive', icon: 'archive', to: '/archive/$wsType/$wsId', auth: 'loggedIn' },
  { id: 'archiveSignable', label: 'archiveSignable', icon: 'signature', to: '/archive/$wsType/$wsId/signable', auth: 'loggedIn', parent: 'archive', inSideMenu: false, tabs: ['/archive/$wsType/$wsId/signable/common', '/archive/$wsType/$wsId/signable/own'] },
  // A document's own pages: no section lists them as tiles; Back from them leads to the documents.
  { id: 'archiveSignableDocument', label: 'archiveSignable', icon: 'signature', to: '/archive/$wsType/$wsId/signable/$documentId', auth: 'loggedIn', parent: 'archiveSignable', inSideMenu: false },
  { id: 'archiveSignableOwnDocument', label: 'archiveSignable', icon: 'signature', to: '/archive/$wsType/$wsId/signable/own/$documentId', auth: 'loggedIn', parent: 'archiveSignable', inSideMenu: false },
  // Tax forms collected through links (docs/decisions/0025-tax-forms.md): a company asks its contractors (W-9), foreign contractors (W-8BEN) and employees (W-4, New York's IT-2104).
  { id: 'archiveW9', label: 'archiveW9', icon: 'taxForm', to: '/archive/$wsType/$wsId/w9', auth: 'loggedIn', workspaceTypes: ['COMPANY'], parent: 'archive', inSideMenu: false },
  { id: 'archiveW8ben', label: 'archiveW8ben', icon: 'taxForm', to: '/archive/$wsType/$wsId/w8ben', auth: 'loggedIn', workspaceTypes: ['COMPANY'], parent: 'archive', inSideMenu: false },
  { id: 'archiveW4', label: 'archiveW4', icon: 'taxForm', to: '/archive/$wsType/$wsId/w4', auth: 'loggedIn', workspaceTypes: ['COMPANY'], parent: 'archive', inSideMenu: false },
  { id: 'archiveIt2104', label: 'archiveIt2104', icon: 'taxForm', to: '/archive/$wsType/$wsId/it2104', auth: 'loggedIn', workspaceTypes: ['COMPANY'], parent: 'archive', inSideMenu: false },
  // The business's own change of address or responsible party (Form 8822-B), filled in by whoever signs for it.
  { id: 'archiveF8822', label: 'archiveF8822', icon: 'taxForm', to: '/archive/$wsType/$wsId/f8822', auth: 'loggedIn', workspaceTypes: ['COMPANY'], parent: 'archive', inSideMenu: false },
  // A new hire's Form I-9: Section 1 through a link, Section 2 by the company on a page of its own (Back leads to the I-9s).
  { id: 'archiveI9', label: 'archiveI9', icon: 'taxForm', to: '/archive/$wsType/$wsId/i9', auth: 'loggedIn', workspaceTypes: ['COMPANY'], parent: 'archive', inSideMenu: false },
  { id: 'archiveI9Section2', label: 'archiveI9', icon: 'taxForm', to: '/archive/$wsType/$wsId/i9/$formId', auth: 'loggedIn', workspaceTypes: ['COMPANY'], parent: 'archiveI9', inSideMenu: false },
  // The timesheet (issue 15): the employee's timer and periods in their own workspace, open to holders of
  // the TIMESHEET domain (a TIMESHEET_OPERATE grant from the employer) and staff, as its route
  // (staticData.domain, spec 000 §6); the company's view of its employees' hours is the employer's own,
  // gated by role (payroll and timesheet menus need PAYROLL_MANAGER except in one's own workspace).
  { id: 'timesheet', label: 'timesheet', icon: 'timesheet', to: '/timesheet', auth: 'loggedIn', workspaceTypes: ['PERSON'], domain: DOMAIN_ROUTES['/timesheet'].domain },
  { id: 'timesheets', label: 'timesheets', icon: 'timesheet', to: '/payroll/$wsType/$wsId/timesheets', auth: 'loggedIn', workspaceTypes: ['COMPANY'], roles: ['PAYROLL_MANAGER'] },
  // Payroll business: policy (spec 000 §2): PTO, Sick Leave and Holiday and Overtime Policies, gated as the payroll menus (POLICY_PERMISSION);
  // Payroll individual: policy, the person's employments with their policies (docs/decisions/0029-leave-policies.md).
  { id: 'payrollPolicy', label: 'payrollPolicy', icon: 'policy', to: '/payroll/$wsType/$wsId/policy', auth: 'loggedIn', workspaceTypes: POLICY_PERMISSION.workspaceTypes, roles: POLICY_PERMISSION.roles },
  { id: 'employeePolicy', label: 'employeePolicy', icon: 'policy', to: '/payroll/$wsType/$wsId/policy', auth: 'loggedIn', workspaceTypes: EMPLOYEE_POLICY_PERMISSION.workspaceTypes },
  // Payroll individual and business: vacations and sick_leaves (spec 000 §2, issue 16): the employee in their own
  // workspace, the company in its; staff acting for either need PAYROLL_MANAGER, as the payroll menus (LEAVE_PERMISSION).
  { id: 'vacations', label: 'vacations', icon: 'vacation', to: '/payroll/$wsType/$wsId/vacations', auth: 'loggedIn', workspaceTypes: LEAVE_PERMISSION.workspaceTypes, roles: LEAVE_PERMISSION.roles },
  { id: 'vacationRequest', label: 'vacations', icon: 'vacation', to: '/payroll/$wsType/$wsId/vacations/$employmentId/$vcrId', auth: 'loggedIn', workspaceTypes: LEAVE_PERMISSION.workspaceTypes, roles: LEAVE_PERMISSION.roles, parent: 'vacations', inSideMenu: false },
  { id: 'sickLeaves', label: 'sickLeaves', icon: 'sickLeave', to: '/payroll/$wsType/$wsId/sick_leaves', auth: 'loggedIn', workspaceTypes: LEAVE_PERMISSION.workspaceTypes, roles: LEAVE_PERMISSION.roles },
  { id: 'sickRequest', label: 'sickLeaves', icon: 'sickLeave', to: '/payroll/$wsType/$wsId/sick_leaves/$employmentId/$slrId', auth: 'loggedIn', workspaceTypes: LEAVE_PERMISSION.workspaceTypes, roles: LEAVE_PERMISSION.roles, parent: 'sickLeaves', inSideMenu: false },
  // Payroll (issue 17): a new run, the paystubs (the company's and the employee's own, with the company's payrolls)
  // and the company's payroll details, gated as the payroll routes (PAYROLL_RUN_PERMISSION, PAYROLL_PERMISSION).
  { id: 'runPayroll', label: 'runPayroll', icon: 'payroll', to: '/payroll/$wsType/$wsId/run_payroll', auth: 'loggedIn', workspaceTypes: PAYROLL_RUN_PERMISSION.workspaceTypes, roles: PAYROLL_RUN_PERMISSION.roles },
  { id: 'paystubs', label: 'paystubs', icon: 'bills', to: '/payroll/$wsType/$wsId/paystubs', auth: 'loggedIn', workspaceTypes: PAYROLL_PERMISSION.workspaceTypes, roles: PAYROLL_PERMISSION.roles },
  { id: 'payrollRun', label: 'paystubs', icon: 'bills', to: '/payroll/$wsType/$wsId/payroll_details/$payrollId', auth: 'loggedIn', workspaceTypes: PAYROLL_RUN_PERMISSION.workspaceTypes, roles: PAYROLL_RUN_PERMISSION.roles, parent: 'paystubs', inSideMenu: false },
  { id: 'payrollDetails', label: 'payrollDetails', icon: 'businessTax', to: '/payroll/$wsType/$wsId/details', auth: 'loggedIn', workspaceTypes: PAYROLL_RUN_PERMISSION.workspaceTypes, roles: PAYROLL_RUN_PERMISSION.roles },
  // Payroll reports (issue 17 §5; docs/decisions/0034-payroll-reports.md): the list, its pages (federal, regional, close pay period,
  // report builder) and a General report, gated as the run (PAYROLL_RUN_PERMISSION); Back from a page leads to the list.
  { id: 'reports', label: 'reports', icon: 'taxForm', to: '/payroll/$wsType/$wsId/reports', auth: 'loggedIn', workspaceTypes: PAYROLL_RUN_PERMISSION.workspaceTypes, roles: PAYROLL_RUN_PERMISSION.roles },
  { id: 'reportsView', label: 'reports', icon: 'taxForm', to: '/payroll/$wsType/$wsId/reports/$view', auth: 'loggedIn', workspaceTypes: PAYROLL_RUN_PERMISSION.workspaceTypes, roles: PAYROLL_RUN_PERMISSION.roles, parent: 'reports', inSideMenu: false },
  { id: 'reportsGeneral', label: 'reports', icon: 'taxForm', to: '/payroll/$wsType/$wsId/reports/general/$reportId', auth: 'loggedIn', workspaceTypes: PAYROLL_RUN_PERMISSION.workspaceTypes, roles: PAYROLL_RUN_PERMISSION.roles, parent: 'reports', inSideMenu: false },
  // Year-end forms (issue 17 §6): W-2 and 1099 for the company and the person (PAYROLL_PERMISSION);
  // the uploaded 1042-S and K-1 in the company's workspace (PAYROLL_RUN_PERMISSION).
  { id: 'formsW2', label: 'formsW2', icon: 'taxForm', to: '/payroll/$wsType/$wsId/forms/w2', auth: 'loggedIn', workspaceTypes: PAYROLL_PERMISSION.workspaceTypes, roles: PAYROLL_PERMISSION.roles },
  { id: 'forms1099', label: 'forms1099', icon: 'taxForm', to: '/payroll/$wsType/$wsId/forms/1099', auth: 'loggedIn', workspaceTypes: PAYROLL_PERMISSION.workspaceTypes, roles: PAYROLL_PERMISSION.roles },
  { id: 'forms1042s', label: 'forms1042s', icon: 'taxForm', to: '/payroll/$wsType/$wsId/forms/1042s', auth: 'loggedIn', workspaceTypes: PAYROLL_RUN_PERMISSION.workspaceTypes, roles: PAYROLL_RUN_PERMISSION.roles },
  { id: 'formsK1', label: 'formsK1', icon: 'taxForm', to: '/payroll/$wsType/$wsId/forms/k1', auth: 'loggedIn', workspaceTypes: PAYROLL_RUN_PERMISSION.workspaceTypes, roles: PAYROLL_RUN_PERMISSION.roles },
  { id: 'payroll', label: 'payroll', icon: 'payroll', to: '/', href: PAYROLL_HREF, auth: 'loggedIn', roles: ['PAYROLL_MANAGER'] },
  { id: 'admin', label: 'admin', icon: 'admin', to: '/admin', auth: 'loggedIn', adminOnly: true },
  { id: 'adminMail', label: 'adminMail', icon: 'mail', to: '/admin/mail', auth: 'loggedIn', adminOnly: true, staffRoles: ['ADMIN'], parent: 'admin', inSideMenu: false },
  // The firm's fillable templates of the forms (docs/decisions/0026-form-templates.md).
  { id: 'adminFormTemplates', label: 'adminFormTemplates', icon: 'taxForm', to: '/admin/form-templates', auth: 'loggedIn', adminOnly: true, staffRoles: ['ADMIN'], parent: 'admin', inSideMenu: false },
  { id: 'adminLeads', label: 'adminLeads', icon: 'leads', to: '/admin/leads', auth: 'loggedIn', adminOnly: true, parent: 'admin', inSideMenu: false },
  { id: 'adminSupport', label: 'adminSupport', icon: 'support', to: '/admin/support', auth: 'loggedIn', adminOnly: true, staffRoles: SUPPORT_ROLES, parent: 'admin', inSideMenu: false },
  // Scheduled jobs' last runs and missed runs (docs/decisions/0030-scheduled-jobs.md).
  { id: 'adminJobs', label: 'adminJobs', icon: 'timesheet', to: '/admin/jobs', auth: 'loggedIn', adminOnly: true, staffRoles: JOBS_STATUS_PERMISSION.roles, parent: 'admin', inSideMenu: false },
  // Payroll imports (issue 18; spec 001 §2): a client company's payroll file loaded by staff with PAYROLL_MANAGER, as the imports routes (shared/payroll/imports.routes.ts).
  { id: 'adminPayrollImports', label: 'adminPayrollImports', icon: 'payroll', to: '/admin/imports/payroll', auth: 'loggedIn', adminOnly: true, staffRoles: ['PAYROLL_MANAGER'], parent: 'admin', inSideMenu: false },
  { id: 'adminAudit', label: 'adminAudit', icon: 'audit', to: '/admin/audit', auth: 'loggedIn', adminOnly: true, staffRoles: ['ADMIN'], parent: 'admin', inSideMenu: false },
  // Directory and provider staff (spec 000 §2, §6): the lists for any staff; offices and employees need ADMIN.
  { id: 'adminIndividuals', label: 'adminIndividuals', icon: 'profile', to: '/admin/individuals', auth: 'loggedIn', adminOnly: true, parent: 'admin', inSideMenu: false },
  { id: 'adminCompanies', label: 'adminCompanies', icon: 'businessTax', to: '/admin/companies', auth: 'loggedIn', adminOnly: true, parent: 'admin', inSideMenu: false },
  { id: 'adminAdmins', label: 'adminAdmins', icon: 'admin', to: '/admin/admins', auth: 'loggedIn', adminOnly: true, parent: 'admin', inSideMenu: false },
  { id: 'adminOffices', label: 'adminOffices', icon: 'locations', to: '/admin/offices', auth: 'loggedIn', adminOnly: true, staffRoles: ['ADMIN'], parent: 'admin', inSideMenu: false },
  { id: 'adminEmployments', label: 'adminEmployments', icon: 'leads', to: '/admin/employments', auth: 'loggedIn', adminOnly: true, staffRoles: ['ADMIN'], parent: 'admin', inSideMenu: false },
  // Bulk uploads (issue 5): client companies and employments from a CSV or XLSX file.
  { id: 'uploadCompanies', label: 'uploadCompanies', icon: 'businessTax', to: '/upload/companies', auth: 'loggedIn', adminOnly: true, staffRoles: UPLOAD_ROLES, parent: 'admin', inSideMenu: false },
  { id: 'uploadEmployments', label: 'uploadEmployments', icon: 'leads', to: '/upload/employments', auth: 'loggedIn', adminOnly: true, staffRoles: UPLOAD_ROLES, parent: 'admin', inSideMenu: false },
  { id: 'prices', label: 'prices', icon: 'prices', to: '/prices' },
  { id: 'locations', label: 'locations', icon: 'locations', to: '/locations' },
  { id: 'support', label: 'support', icon: 'support', to: '/support' },
  { id: 'login', label: 'login', icon: 'login', to: '/login', auth: 'loggedOut' },
];

export interface TMenuContext {
  principal: TPrincipal | undefined;
  workspaceId: string | null;
}

/** Whether one entry is visible; the role gate reuses the API's own decision (shared/core/permissions). */
export function isMenuItemVisible(item: TMenuItem, { principal, workspaceId }: TMenuContext): boolean {
  if (item.auth === 'loggedIn' && !principal) return false;
  if (item.auth === 'loggedOut' && principal) return false;
  if (item.adminOnly && !principal?.staff) return false;
  if (item.hiddenForAdmin && principal?.staff) return false;
  if (item.staffRoles && !decide({ access: 'staff', roles: item.staffRoles }, principal, undefined).allowed) return false;
  const needsWorkspace = item.to.includes('$wsId') || item.workspaceTypes || item.roles;
  if (needsWorkspace && !workspaceId) return false;
  if (item.workspaceTypes) {
    const type = workspaceId ? workspaceTypeOf(workspaceId) : undefined;
    if (!type || !item.workspaceTypes.includes(type)) return false;
  }
  if (item.roles && !decide({ access: 'workspace', roles: item.roles }, principal, workspaceId ?? undefined).allowed) {
    return false;
  }
  if (item.domain && !hasDomainAccess(principal, item.domain)) return false;
  return true;
}

export function visibleMenu(ctx: TMenuContext, items: readonly TMenuItem[] = MENU): TMenuItem[] {
  return items.filter((i) => isMenuItemVisible(i, ctx));
}

/** The path params of the workspace routes (p, c, e letters and the id). */
export function workspaceParams(workspaceId: string | null): { wsType: string; wsId: string } | undefined {
  const type = workspaceId ? workspaceTypeOf(workspaceId) : undefined;
  return type && workspaceId ? { wsType: WORKSPACE_LETTER[type], wsId: workspaceId } : undefined;
}

/** Fills `$wsType`/`$wsId` in a route path. */
function fillPath(path: string, workspaceId: string | null): string {
  const params = workspaceParams(workspaceId);
  return path.replace('$wsType', params?.wsType ?? '').replace('$wsId', params?.wsId ?? '');
}

/** Fills `$wsType`/`$wsId` in a menu path. */
export function menuHref(item: TMenuItem, workspaceId: string | null): string {
  return fillPath(item.to, workspaceId);
}

/** The entry's own page and its other tabs, filled for the workspace. */
export function menuHrefs(item: TMenuItem, workspaceId: string | null): string[] {
  return [item.to, ...(item.tabs ?? [])].map((p) => fillPath(p, workspaceId));
}

/**
 * The entry whose path pattern (or one of its tabs') matches a route's full path (TanStack's
 * `fullPath`), so a second tab has its entry's Back link; anchors and external links are not a route's entry.
 */
export function menuItemForRoute(fullPath: string, items: readonly TMenuItem[] = MENU): TMenuItem | undefined {
  const normalized = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  return (
    items.find((i) => i.to === normalized && !i.hash && !i.href) ??
    items.find((i) => i.tabs?.includes(normalized) && !i.hash && !i.href)
  );
}

export function menuChildren(parentId: string, ctx: TMenuContext, items: readonly TMenuItem[] = MENU): TMenuItem[] {
  return visibleMenu(ctx, items).filter((i) => i.parent === parentId);
}
