import { defineRoute } from '../api/route.js';
import { ZCompanySearchSchema, ZDirectoryPageSchema, ZPersonSearchSchema } from './directory.schema.js';

/**
 * Staff-wide searches over the directory (functions/core/directory.ts): the admin lists and the
 * people and company autocompletes. Staff only: a client never lists other clients.
 */
export const searchPeopleRoute = defineRoute({
  id: 'directory.people', domain: 'directory', method: 'GET', path: '/api/directory/people',
  summary: 'Person search (individuals; provider admins with onlyAdmins): names, email, exact SSN; ID ascending',
  permission: { access: 'staff' }, query: ZPersonSearchSchema, response: ZDirectoryPageSchema,
});
export const searchCompaniesRoute = defineRoute({
  id: 'directory.companies', domain: 'directory', method: 'GET', path: '/api/directory/companies',
  summary: 'Company search: name, EIN, email; ID ascending',
  permission: { access: 'staff' }, query: ZCompanySearchSchema, response: ZDirectoryPageSchema,
});

export const directoryRoutes = [searchPeopleRoute, searchCompaniesRoute] as const;
