/**
 * The leave function: balances, vacation requests, sick leave records and requests
 * (shared/leave/leave.routes.ts). Each area's services load on their first call.
 */
import * as R from '../../shared/leave/leave.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const balances = lazy(() => import('./services/balances.js'));
const vacations = lazy(() => import('./services/vacations.js'));
const sickLeaves = lazy(() => import('./services/sick-leaves.js'));
const sickRequests = lazy(() => import('./services/sick-requests.js'));

export const bindings = [
  bind(R.leaveEmploymentsRoute, async (_input, ctx) => (await balances()).listLeaveEmployments(undefined, ctx)),
  bind(R.balancesRoute, async ({ params }, ctx) => (await balances()).getBalances(params, ctx)),
  bind(R.entriesRoute, async ({ params, query }, ctx) => (await balances()).listEntries({ ...params, ...query }, ctx)),
  bind(R.projectionRoute, async ({ params, query }, ctx) => (await balances()).projectBalance({ ...params, ...query }, ctx)),
  bind(R.addCarryoverRoute, async ({ params, body }, ctx) => (await balances()).addCarryover({ ...params, ...body }, ctx)),
  bind(R.listVacationsRoute, async ({ query }, ctx) => (await vacations()).listVacations(query, ctx)),
  bind(R.createVacationRoute, async ({ body }, ctx) => (await vacations()).createVacation(body, ctx)),
  bind(R.getVacationRoute, async ({ params }, ctx) => (await vacations()).getVacation(params, ctx)),
  bind(R.vacationStatusRoute, async ({ params, body }, ctx) => (await vacations()).setVacationStatus({ ...params, ...body }, ctx)),
  bind(R.listSickLeavesRoute, async ({ query }, ctx) => (await sickLeaves()).listSickLeaves(query, ctx)),
  bind(R.createSickLeaveRoute, async ({ body }, ctx) => (await sickLeaves()).createSickLeave(body, ctx)),
  bind(R.deleteSickLeaveRoute, async ({ params }, ctx) => (await sickLeaves()).deleteSickLeave(params, ctx)),
  bind(R.listSickRequestsRoute, async ({ query }, ctx) => (await sickRequests()).listSickRequests(query, ctx)),
  bind(R.createSickRequestRoute, async ({ body }, ctx) => (await sickRequests()).createSickRequest(body, ctx)),
  bind(R.getSickRequestRoute, async ({ params }, ctx) => (await sickRequests()).getSickRequest(params, ctx)),
  bind(R.approveSickRequestRoute, async ({ params, body }, ctx) => (await sickRequests()).approveSickRequest({ ...params, ...body }, ctx)),
  bind(R.rejectSickRequestRoute, async ({ params, body }, ctx) => (await sickRequests()).rejectSickRequest({ ...params, ...body }, ctx)),
  bind(R.cancelSickRequestRoute, async ({ params, body }, ctx) => (await sickRequests()).cancelSickRequest({ ...params, ...body }, ctx)),
  bind(R.completeSickRequestRoute, async ({ params, body }, ctx) => (await sickRequests()).completeSickRequest({ ...params, ...body }, ctx)),
  bind(R.commentSickRequestRoute, async ({ params, body }, ctx) => (await sickRequests()).commentSickRequest({ ...params, ...body }, ctx)),
];

export const handler = createApiHandler(bindings);
