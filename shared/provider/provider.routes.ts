import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZDirectoryPageSchema } from '../directory/directory.schema.js';
import {
  ZAssignRolesRequestSchema,
  ZEmployeeIdParamsSchema,
  ZEmployeeSearchSchema,
  ZOfficeSchema,
  ZProviderEmployeeSchema,
  ZUpdateEmployeeRequestSchema,
} from './provider.schema.js';

export const listOfficesRoute = defineRoute({
  id: 'provider.listOffices', domain: 'provider', method: 'GET', path: '/api/offices',
  summary: "The provider's offices (public: the /locations page)",
  permission: { access: 'public' }, response: z.object({ data: z.array(ZOfficeSchema) }),
});

// Provider staff (spec 000 §2, §3, §6): the employee search serves every staff member's
// autocomplete; the employees pages, the office data and the roles need ADMIN.
export const searchEmployeesRoute = defineRoute({
  id: 'provider.searchEmployees', domain: 'provider', method: 'GET', path: '/api/provider/employees',
  summary: 'Provider-employee search: name, position, role, email, office; ID ascending',
  permission: { access: 'staff' }, query: ZEmployeeSearchSchema, response: ZDirectoryPageSchema,
});
export const getEmployeeRoute = defineRoute({
  id: 'provider.getEmployee', domain: 'provider', method: 'GET', path: '/api/provider/employees/{employeeId}',
  summary: "A provider employee's office data and roles",
  permission: { access: 'staff', roles: ['ADMIN'] }, params: ZEmployeeIdParamsSchema, response: ZProviderEmployeeSchema,
});
export const updateEmployeeRoute = defineRoute({
  id: 'provider.updateEmployee', domain: 'provider', method: 'PUT', path: '/api/provider/employees/{employeeId}',
  summary: "Updates a provider employee's office data (names, position, work number, office)",
  permission: { access: 'staff', roles: ['ADMIN'] }, params: ZEmployeeIdParamsSchema, body: ZUpdateEmployeeRequestSchema,
  response: ZProviderEmployeeSchema, audit: 'PROVIDER_EMPLOYEE_UPDATED',
});
export const assignRolesRoute = defineRoute({
  id: 'provider.assignRoles', domain: 'provider', method: 'PUT', path: '/api/provider/employees/{employeeId}/roles',
  summary: "Sets a provider employee's roles; effective at their next sign-in or token refresh",
  permission: { access: 'staff', roles: ['ADMIN'] }, params: ZEmployeeIdParamsSchema, body: ZAssignRolesRequestSchema,
  response: ZProviderEmployeeSchema, audit: 'PROVIDER_EMPLOYEE_ROLES_CHANGED',
});

export const providerRoutes = [listOfficesRoute, searchEmployeesRoute, getEmployeeRoute, updateEmployeeRoute, assignRolesRoute] as const;
