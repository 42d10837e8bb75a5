import * as R from '../../shared/provider/provider.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { OfficeEntity } from './data/office.entity.js';
import { lazy } from '../core/lazy.js';

/** The provider-staff service is imported on its first call (a chunk of its own in the bundle). */
const employees = lazy(() => import('./services/employees.js'));

export const bindings = [
  bind(R.listOfficesRoute, async () => ({ data: (await OfficeEntity.query({ pk: 'PROVIDER', skBeginsWith: 'OFFICE#' })).data })),
  bind(R.searchEmployeesRoute, async ({ query }) => (await employees()).searchEmployees(query)),
  bind(R.getEmployeeRoute, async ({ params }) => (await employees()).getEmployee(params)),
  bind(R.updateEmployeeRoute, async ({ params, body }, ctx) => (await employees()).updateEmployee({ employeeId: params.employeeId, body }, ctx)),
  bind(R.assignRolesRoute, async ({ params, body }, ctx) => (await employees()).assignRoles({ employeeId: params.employeeId, body }, ctx)),
];

export const handler = createApiHandler(bindings);
