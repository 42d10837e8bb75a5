/** The directory's searches (shared/directory/directory.routes.ts): staff only. */
import { searchCompaniesRoute, searchPeopleRoute } from '../../shared/directory/directory.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/** The service is imported on first call (a chunk of its own in the bundle). */
const search = lazy(() => import('./services/search-directory.js'));

export const bindings = [
  bind(searchPeopleRoute, async ({ query }) => (await search()).searchPeople(query)),
  bind(searchCompaniesRoute, async ({ query }) => (await search()).searchCompanies(query)),
];

export const handler = createApiHandler(bindings);
