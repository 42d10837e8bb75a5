/**
 * The timesheet function (shared/timesheet/timesheet.routes.ts): the employee's timer and periods,
 * the employer's view and its pay periods. Each area's services load on first use.
 */
import * as R from '../../shared/timesheet/timesheet.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const records = lazy(() => import('./services/records.js'));
const read = lazy(() => import('./services/read.js'));
const periods = lazy(() => import('./services/pay-periods.js'));

export const bindings = [
  bind(R.listAssignmentsRoute, async (_, ctx) => (await read()).listAssignments(undefined, ctx)),
  bind(R.getTimesheetRoute, async ({ params, query }, ctx) => (await read()).getTimesheet({ ...params, ...query }, ctx)),
  bind(R.startTimerRoute, async ({ params, body }, ctx) => (await records()).startTimer({ ...body, ...params }, ctx)),
  bind(R.stopTimerRoute, async ({ params }, ctx) => (await records()).stopTimer(params, ctx)),
  bind(R.addPeriodRoute, async ({ params, body }, ctx) => (await records()).addPeriod({ ...body, ...params }, ctx)),
  bind(R.updatePeriodRoute, async ({ params, body }, ctx) => (await records()).updatePeriod({ ...body, ...params }, ctx)),
  bind(R.deletePeriodRoute, async ({ params }, ctx) => (await records()).deletePeriod(params, ctx)),
  bind(R.companyTimesheetRoute, async ({ query }, ctx) => (await read()).companyTimesheet(query, ctx)),
  bind(R.listPayPeriodsRoute, async (_, ctx) => (await periods()).listPayPeriods(undefined, ctx)),
  bind(R.closePayPeriodRoute, async ({ body }, ctx) => (await periods()).closePayPeriod(body, ctx)),
];

export const handler = createApiHandler(bindings);
