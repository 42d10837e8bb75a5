import * as R from '../../shared/billing/billing.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/**
 * Each route's service module is imported on its first call (a chunk of its own in the bundle):
 * a cold start loads only the core and the route table (infra/constructs/bundling.ts).
 */
const catalogue = lazy(() => import('./services/catalogue.js'));
const contacts = lazy(() => import('./services/contacts.js'));
const locations = lazy(() => import('./services/locations.js'));
const serviceLogs = lazy(() => import('./services/service-logs.js'));

export const bindings = [
  bind(R.listServicesRoute, async ({ query }, ctx) => (await catalogue()).listServices(query, ctx)),
  bind(R.recentServicesRoute, async ({ query }, ctx) => (await catalogue()).recentServices(query, ctx)),
  bind(R.getServiceRoute, async ({ params }, ctx) => (await catalogue()).getService(params, ctx)),
  bind(R.createServiceRoute, async ({ body }, ctx) => (await catalogue()).createService(body, ctx)),
  bind(R.updateServiceRoute, async ({ params, body }, ctx) => (await catalogue()).updateService({ id: params.id, service: body }, ctx)),
  bind(R.disableServiceRoute, async ({ params }, ctx) => (await catalogue()).disableService(params, ctx)),

  bind(R.searchContactsRoute, async ({ query }, ctx) => (await contacts()).searchContacts(query, ctx)),
  bind(R.recentContactsRoute, async ({ query }, ctx) => (await contacts()).recentContacts(query, ctx)),
  bind(R.createContactRoute, async ({ body }, ctx) => (await contacts()).createContact(body, ctx)),
  bind(R.listLocationsRoute, async ({ query }, ctx) => (await locations()).listLocations(query, ctx)),
  bind(R.createLocationRoute, async ({ body }, ctx) => (await locations()).createLocation(body, ctx)),

  bind(R.listServiceLogsRoute, async ({ query }, ctx) => (await serviceLogs()).listServiceLogs(query, ctx)),
  bind(R.freeServiceLogsRoute, async ({ query }, ctx) => (await serviceLogs()).freeServiceLogs(query, ctx)),
  bind(R.getServiceLogRoute, async ({ params }, ctx) => (await serviceLogs()).getServiceLog(params, ctx)),
  bind(R.createServiceLogRoute, async ({ body }, ctx) => (await serviceLogs()).createServiceLog(body, ctx)),
  bind(R.updateServiceLogRoute, async ({ params, body }, ctx) => (await serviceLogs()).updateServiceLog({ id: params.id, log: body }, ctx)),
  bind(R.disableServiceLogRoute, async ({ params }, ctx) => (await serviceLogs()).disableServiceLog(params, ctx)),
];

export const handler = createApiHandler(bindings);
