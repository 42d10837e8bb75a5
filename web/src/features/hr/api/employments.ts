import {
  acceptEmploymentInvitationRoute,
  companyByEinRoute,
  declineEmploymentInvitationRoute,
  listEmploymentInvitationsRoute,
  createEmploymentRoute,
  getEmploymentRoute,
  grantEmploymentPermissionRoute,
  listBranchesRoute,
  listEmploymentPermissionsRoute,
  listEmploymentsRoute,
  revokeEmploymentPermissionRoute,
  setEmploymentStatusRoute,
  updateEmploymentRoute,
} from '@shared/workforce/workforce.routes.js';
import type {
  TCreateEmploymentRequest,
  TEmploymentFilter,
  TEmploymentPermissionType,
  TEmploymentStatus,
  TUpdateEmploymentRequest,
} from '@shared/workforce/workforce.schema.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/** One key space per company: ['hr', companyId, area, …]; mutations invalidate the company's. */
export const hrKey = (companyId: string, ...rest: unknown[]) => ['hr', companyId, ...rest] as const;

export const invalidateHr = (queryClient: QueryClient, companyId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: hrKey(companyId) }),
    queryClient.invalidateQueries({ queryKey: ['projects', companyId] }),
  ]);

/** The company's employments by the spec's filter (GET /api/workforce/employments). */
export const employmentsQuery = (companyId: string, filter: TEmploymentFilter) =>
  queryOptions({
    queryKey: hrKey(companyId, 'employments', filter),
    queryFn: ({ signal }) => callRoute(listEmploymentsRoute, { query: filter as never }, { workspaceId: companyId, signal }),
  });

export const employmentQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: hrKey(companyId, 'employment', id),
    queryFn: ({ signal }) => callRoute(getEmploymentRoute, { params: { id } }, { workspaceId: companyId, signal }),
  });

export const branchesQuery = (companyId: string) =>
  queryOptions({
    queryKey: hrKey(companyId, 'branches'),
    queryFn: ({ signal }) => callRoute(listBranchesRoute, {}, { workspaceId: companyId, signal }),
  });

export const permissionsQuery = (companyId: string, employmentId: string) =>
  queryOptions({
    queryKey: hrKey(companyId, 'permissions', employmentId),
    queryFn: ({ signal }) => callRoute(listEmploymentPermissionsRoute, { params: { id: employmentId } }, { workspaceId: companyId, signal }),
  });

export const createEmployment = (companyId: string, body: TCreateEmploymentRequest) =>
  callRoute(createEmploymentRoute, { body: body as never }, { workspaceId: companyId });

export const updateEmployment = (companyId: string, id: string, body: TUpdateEmploymentRequest) =>
  callRoute(updateEmploymentRoute, { params: { id }, body: body as never }, { workspaceId: companyId });

export const setEmploymentStatus = (companyId: string, id: string, status: TEmploymentStatus) =>
  callRoute(setEmploymentStatusRoute, { params: { id }, body: { status } }, { workspaceId: companyId });

export const grantPermission = (companyId: string, id: string, permissionType: TEmploymentPermissionType, projectId?: string) =>
  callRoute(grantEmploymentPermissionRoute, { params: { id }, body: { permissionType, projectId } }, { workspaceId: companyId });

export const revokePermission = (companyId: string, id: string, permissionId: string) =>
  callRoute(revokeEmploymentPermissionRoute, { params: { id, permissionId } }, { workspaceId: companyId });

/** The company holding exactly this EIN (a client owner's company picker; staff search the directory). */
export const findCompanyByEin = (companyId: string, ein: string) =>
  callRoute(companyByEinRoute, { query: { ein } }, { workspaceId: companyId });

/** The employments that name the workspace (a person's employers, a company's clients), with the consent asked. */
export const invitationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['employment-invitations', workspaceId] as const,
    queryFn: ({ signal }) => callRoute(listEmploymentInvitationsRoute, {}, { workspaceId, signal }),
  });

export const answerInvitation = (workspaceId: string, id: string, answer: 'accept' | 'decline') =>
  callRoute(answer === 'accept' ? acceptEmploymentInvitationRoute : declineEmploymentInvitationRoute, { params: { id } }, { workspaceId });
