/**
 * The workforce function: companies, employments, employment permissions, projects
 * (shared/workforce/workforce.routes.ts).
 */
import * as R from '../../shared/workforce/workforce.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/**
 * Each route's service module is imported on its first call (a chunk of its own in the bundle):
 * a cold start loads only the core and the route table (infra/constructs/bundling.ts).
 */
const companies = lazy(() => import('./services/create-company.js'));
const employments = lazy(() => import('./services/employments.js'));
const permissions = lazy(() => import('./services/permissions.js'));
const projects = lazy(() => import('./services/projects.js'));
const contractorCompanies = lazy(() => import('./services/contractor-company.js'));
const invitations = lazy(() => import('./services/invitations.js'));

export const bindings = [
  bind(R.createCompanyRoute, async ({ body }, ctx) => (await companies()).createCompany(body, ctx)),
  bind(R.companyByEinRoute, async ({ query }, ctx) => (await contractorCompanies()).findCompanyByEin(query, ctx)),

  bind(R.listEmploymentsRoute, async ({ query }, ctx) => (await employments()).listEmployments(query, ctx)),
  bind(R.getEmploymentRoute, async ({ params }, ctx) => (await employments()).getEmployment(params, ctx)),
  bind(R.createEmploymentRoute, async ({ body }, ctx) => (await employments()).createEmployment(body, ctx)),
  bind(R.updateEmploymentRoute, async ({ params, body }, ctx) => (await employments()).updateEmployment({ id: params.id, change: body }, ctx)),
  bind(R.setEmploymentStatusRoute, async ({ params, body }, ctx) => (await employments()).setEmploymentStatus({ id: params.id, change: body }, ctx)),
  bind(R.myEmploymentsRoute, async ({ query }, ctx) => (await employments()).myEmployments(query, ctx)),

  bind(R.listEmploymentInvitationsRoute, async (_input, ctx) => (await invitations()).listEmploymentInvitations(ctx)),
  bind(R.acceptEmploymentInvitationRoute, async ({ params }, ctx) => (await invitations()).answerEmploymentInvitation({ id: params.id, answer: 'ACCEPTED' }, ctx)),
  bind(R.declineEmploymentInvitationRoute, async ({ params }, ctx) => (await invitations()).answerEmploymentInvitation({ id: params.id, answer: 'DECLINED' }, ctx)),

  bind(R.listEmploymentPermissionsRoute, async ({ params }, ctx) => (await permissions()).listEmploymentPermissions(params, ctx)),
  bind(R.grantEmploymentPermissionRoute, async ({ params, body }, ctx) => (await permissions()).grantEmploymentPermission({ id: params.id, grant: body }, ctx)),
  bind(R.revokeEmploymentPermissionRoute, async ({ params }, ctx) => (await permissions()).revokeEmploymentPermission(params, ctx)),

  bind(R.listProjectsRoute, async (_input, ctx) => (await projects()).listProjects(ctx)),
  bind(R.createProjectRoute, async ({ body }, ctx) => (await projects()).createProject(body, ctx)),
  bind(R.updateProjectRoute, async ({ params, body }, ctx) => (await projects()).updateProject({ id: params.id, change: body }, ctx)),
  bind(R.listBranchesRoute, async (_input, ctx) => (await projects()).listBranches(ctx)),
];

export const handler = createApiHandler(bindings);
