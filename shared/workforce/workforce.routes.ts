import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZIdParamsSchema } from '../core/common.schema.js';
import * as S from './workforce.schema.js';

/**
 * The workforce domain (issue 5): companies, employments (staff, contractors, foreign contractors),
 * employment permissions and projects. Employer actions run in a company workspace and read keys
 * derived from it, so another company's records are simply not found; staff open any client's
 * company workspace through the preset. A person reads their own employments in their own workspace.
 */
const domain = 'workforce' as const;
const employer = { access: 'workspace', workspaceTypes: ['COMPANY'] } as const;
const person = { access: 'workspace', workspaceTypes: ['PERSON'] } as const;

export const createCompanyRoute = defineRoute({
  id: 'workforce.companies.create', domain, method: 'POST', path: '/api/workforce/companies',
  summary: 'Create a company; the caller becomes its owner (EIN unique: 40010)', permission: { access: 'signedIn' },
  body: S.ZCreateCompanyRequestSchema, response: S.ZCompanySchema, status: 201, audit: 'COMPANY_CREATED',
});

export const companyByEinRoute = defineRoute({
  id: 'workforce.companies.byEin', domain, method: 'GET', path: '/api/workforce/companies/by-ein',
  summary: "The company holding an exact EIN, for a company contractor (company_not_found otherwise); no listing",
  permission: employer, query: S.ZCompanyByEinQuerySchema, response: S.ZCompanyRefSchema,
});

export const listEmploymentsRoute = defineRoute({
  id: 'workforce.employments.list', domain, method: 'GET', path: '/api/workforce/employments',
  summary: "The company's employments by the spec's filter, 20 a page", permission: employer,
  query: S.ZEmploymentFilterSchema, response: S.ZEmploymentPageSchema,
});
export const getEmploymentRoute = defineRoute({
  id: 'workforce.employments.get', domain, method: 'GET', path: '/api/workforce/employments/{id}',
  summary: 'One employment of the company (40018 when there is none)', permission: employer,
  params: ZIdParamsSchema, response: S.ZEmploymentViewSchema,
});
export const createEmploymentRoute = defineRoute({
  id: 'workforce.employments.create', domain, method: 'POST', path: '/api/workforce/employments',
  summary: 'Employ a person (by email; details made for one without an account); 40037 when employed already',
  permission: employer, body: S.ZCreateEmploymentRequestSchema, response: S.ZEmploymentViewSchema, status: 201,
  audit: 'EMPLOYMENT_CREATED',
});
export const updateEmploymentRoute = defineRoute({
  id: 'workforce.employments.update', domain, method: 'PUT', path: '/api/workforce/employments/{id}',
  summary: 'Edit an employment (details, terms, tariffication)', permission: employer,
  params: ZIdParamsSchema, body: S.ZUpdateEmploymentRequestSchema, response: S.ZEmploymentViewSchema,
  audit: 'EMPLOYMENT_UPDATED',
});
export const setEmploymentStatusRoute = defineRoute({
  id: 'workforce.employments.status', domain, method: 'POST', path: '/api/workforce/employments/{id}/status',
  summary: 'Move an employment to another status (409 invalid_state when not allowed)', permission: employer,
  params: ZIdParamsSchema, body: S.ZEmploymentStatusRequestSchema, response: S.ZEmploymentViewSchema,
  audit: 'EMPLOYMENT_STATUS_CHANGED',
});
export const myEmploymentsRoute = defineRoute({
  id: 'workforce.employments.mine', domain, method: 'GET', path: '/api/workforce/my-employments',
  summary: "The person's own employments (their employers)", permission: person,
  query: S.ZMyEmploymentsQuerySchema, response: z.object({ data: z.array(S.ZEmploymentViewSchema) }),
});

/**
 * Employment invitations (docs/decisions/0019-employment-consent.md): an employment that names an
 * account's person or a company waits for that party's answer. The party (a person, or a company's
 * owner in the company workspace) lists them and accepts or declines; staff opening the workspace
 * cannot answer for it.
 */
const invitee = { access: 'workspace', workspaceTypes: ['PERSON', 'COMPANY'] } as const;
export const listEmploymentInvitationsRoute = defineRoute({
  id: 'workforce.invitations.list', domain, method: 'GET', path: '/api/workforce/employment-invitations',
  summary: 'The employments that name the calling workspace (as employee or contractor), with their consent', permission: invitee,
  response: z.object({ data: z.array(S.ZEmploymentViewSchema) }),
});
export const acceptEmploymentInvitationRoute = defineRoute({
  id: 'workforce.invitations.accept', domain, method: 'POST', path: '/api/workforce/employment-invitations/{id}/accept',
  summary: 'Accept an employment that names the calling workspace (409 invalid_state unless pending; 40018 when none)', permission: invitee,
  params: ZIdParamsSchema, response: S.ZEmploymentViewSchema, audit: 'EMPLOYMENT_ACCEPTED',
});
export const declineEmploymentInvitationRoute = defineRoute({
  id: 'workforce.invitations.decline', domain, method: 'POST', path: '/api/workforce/employment-invitations/{id}/decline',
  summary: 'Decline an employment that names the calling workspace (409 invalid_state unless pending; 40018 when none)', permission: invitee,
  params: ZIdParamsSchema, response: S.ZEmploymentViewSchema, audit: 'EMPLOYMENT_DECLINED',
});

export const listEmploymentPermissionsRoute = defineRoute({
  id: 'workforce.permissions.list', domain, method: 'GET', path: '/api/workforce/employments/{id}/permissions',
  summary: 'The permissions granted to an employment', permission: employer,
  params: ZIdParamsSchema, response: z.object({ data: z.array(S.ZEmploymentPermissionSchema) }),
});
export const grantEmploymentPermissionRoute = defineRoute({
  id: 'workforce.permissions.grant', domain, method: 'POST', path: '/api/workforce/employments/{id}/permissions',
  summary: 'Grant TIMESHEET_OPERATE or SICK_LEAVE_OPERATE to an employment, optionally for one project',
  permission: employer, params: ZIdParamsSchema, body: S.ZGrantEmploymentPermissionSchema,
  response: S.ZEmploymentPermissionSchema, status: 201, audit: 'EMPLOYMENT_PERMISSION_GRANTED',
});
export const revokeEmploymentPermissionRoute = defineRoute({
  id: 'workforce.permissions.revoke', domain, method: 'DELETE', path: '/api/workforce/employments/{id}/permissions/{permissionId}',
  summary: 'Revoke an employment permission', permission: employer,
  params: S.ZEmploymentPermissionParamsSchema, response: z.object({ ok: z.literal(true) }), audit: 'EMPLOYMENT_PERMISSION_REVOKED',
});

export const listProjectsRoute = defineRoute({
  id: 'workforce.projects.list', domain, method: 'GET', path: '/api/workforce/projects',
  summary: "The company's projects with executors and managers", permission: employer,
  response: z.object({ data: z.array(S.ZProjectViewSchema) }),
});
export const createProjectRoute = defineRoute({
  id: 'workforce.projects.create', domain, method: 'POST', path: '/api/workforce/projects',
  summary: 'Create a project (title required)', permission: employer,
  body: S.ZCreateProjectRequestSchema, response: S.ZProjectViewSchema, status: 201, audit: 'PROJECT_CREATED',
});
export const updateProjectRoute = defineRoute({
  id: 'workforce.projects.update', domain, method: 'PUT', path: '/api/workforce/projects/{id}',
  summary: "Rename a project and set its managers and executors (the company's employments; 40018 otherwise)", permission: employer,
  params: ZIdParamsSchema, body: S.ZUpdateProjectRequestSchema, response: S.ZProjectViewSchema, audit: 'PROJECT_UPDATED',
});
export const listBranchesRoute = defineRoute({
  id: 'workforce.branches.list', domain, method: 'GET', path: '/api/workforce/branches',
  summary: "The company's branches, for the employment form", permission: employer,
  response: z.object({ data: z.array(S.ZBranchViewSchema) }),
});

export const workforceRoutes = [
  createCompanyRoute,
  companyByEinRoute,
  listEmploymentsRoute,
  getEmploymentRoute,
  createEmploymentRoute,
  updateEmploymentRoute,
  setEmploymentStatusRoute,
  myEmploymentsRoute,
  listEmploymentInvitationsRoute,
  acceptEmploymentInvitationRoute,
  declineEmploymentInvitationRoute,
  listEmploymentPermissionsRoute,
  grantEmploymentPermissionRoute,
  revokeEmploymentPermissionRoute,
  listProjectsRoute,
  createProjectRoute,
  updateProjectRoute,
  listBranchesRoute,
] as const;
