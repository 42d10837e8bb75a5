import type { TCompanySearch, TPersonSearch } from '@shared/directory/directory.schema.js';
import { searchCompaniesRoute, searchPeopleRoute } from '@shared/directory/directory.routes.js';
import type { TEmployeeSearch } from '@shared/provider/provider.schema.js';
import { assignRolesRoute, getEmployeeRoute, searchEmployeesRoute, updateEmployeeRoute } from '@shared/provider/provider.routes.js';
import { openWorkspaceRoute } from '@shared/workspaces/workspaces.routes.js';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { session } from '../../auth/session';
import { rememberWorkspace } from '../../workspaces/recent-workspaces';
import { setWorkspace } from '../../workspaces/workspace-store';

/** Drops empty filter values so the query string (and the cache key) carries only what was asked. */
function compact<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as T;
}

/** Person search (individuals; provider admins with onlyAdmins). Staff only. */
export const peopleQuery = (filter: TPersonSearch) =>
  queryOptions({
    queryKey: ['directory', 'people', compact(filter)],
    queryFn: ({ signal }) => callRoute(searchPeopleRoute, { query: compact(filter) } as never, { workspaceId: null, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const companiesQuery = (filter: TCompanySearch) =>
  queryOptions({
    queryKey: ['directory', 'companies', compact(filter)],
    queryFn: ({ signal }) => callRoute(searchCompaniesRoute, { query: compact(filter) } as never, { workspaceId: null, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const employeesQuery = (filter: TEmployeeSearch) =>
  queryOptions({
    queryKey: ['directory', 'employees', compact(filter)],
    queryFn: ({ signal }) => callRoute(searchEmployeesRoute, { query: compact(filter) } as never, { workspaceId: null, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const employeeQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['directory', 'employee', employeeId],
    queryFn: ({ signal }) => callRoute(getEmployeeRoute, { params: { employeeId } } as never, { workspaceId: null, signal }),
  });

/** Saves the office data; the lists and the employee reload. */
export function useUpdateEmployee(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof callRoute<typeof updateEmployeeRoute>>[1] extends { body: infer B } ? B : never) =>
      callRoute(updateEmployeeRoute, { params: { employeeId }, body } as never, { workspaceId: null }),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQuery(employeeId).queryKey, employee);
      return queryClient.invalidateQueries({ queryKey: ['directory', 'employees'] });
    },
  });
}

export function useAssignRoles(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { roles: string[]; version: number }) =>
      callRoute(assignRolesRoute, { params: { employeeId }, body } as never, { workspaceId: null }),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQuery(employeeId).queryKey, employee);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['directory', 'employees'] }),
        queryClient.invalidateQueries({ queryKey: ['directory', 'people'] }),
      ]);
    },
  });
}

/**
 * Staff open a client's workspace (from the admin lists or the switcher): the server records it on
 * the client's trail first (WORKSPACE_OPENED_BY_STAFF), then the app switches to it and the
 * switcher lists it among the recently opened ones.
 */
export async function openClientWorkspace(workspaceId: string, via: 'ADMIN_LISTS' | 'SWITCHER' = 'ADMIN_LISTS'): Promise<void> {
  // The admin lists are the default place, so their call stays as it was.
  const query = via === 'ADMIN_LISTS' ? {} : { via };
  const workspace = await callRoute(openWorkspaceRoute, { params: { id: workspaceId }, query } as never, { workspaceId: null });
  const userId = session.principal()?.userId;
  if (userId) rememberWorkspace(userId, { id: workspace.id, name: workspace.name, type: workspace.type });
  setWorkspace(workspaceId);
}
