import { createProjectRoute, listProjectsRoute, updateProjectRoute } from '@shared/workforce/workforce.routes.js';
import type { TUpdateProjectRequest } from '@shared/workforce/workforce.schema.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

export const projectsKey = (companyId: string) => ['projects', companyId] as const;

/** The company's projects with executors and managers (GET /api/workforce/projects). */
export const projectsQuery = (companyId: string) =>
  queryOptions({
    queryKey: projectsKey(companyId),
    queryFn: ({ signal }) => callRoute(listProjectsRoute, {}, { workspaceId: companyId, signal }),
  });

export const createProject = (companyId: string, title: string) =>
  callRoute(createProjectRoute, { body: { title } }, { workspaceId: companyId });

export const updateProject = (companyId: string, id: string, body: TUpdateProjectRequest) =>
  callRoute(updateProjectRoute, { params: { id }, body }, { workspaceId: companyId });

export const invalidateProjects = (queryClient: QueryClient, companyId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: projectsKey(companyId) }),
    queryClient.invalidateQueries({ queryKey: ['hr', companyId] }),
  ]);
