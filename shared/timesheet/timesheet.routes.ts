import { defineRoute } from '../api/route.js';
import * as S from './timesheet.schema.js';

/**
 * The timesheet (issue 15; docs/decisions/0027-timesheet.md). Every route names the employment it
 * acts on; the service decides who may: the employee in their own person workspace (staff acting
 * for them, recorded), the employer in its company workspace (its owner; staff with
 * PAYROLL_MANAGER), and a holder of a TIMESHEET_OPERATE grant for exactly its employment or
 * project. The timer (start, stop) is the employee's own. Times are in the employment's zone, taken
 * from the x-time-zone header.
 */
const domain = 'timesheet' as const;
/** The employee's own timer: their person workspace. */
const employee = { access: 'workspace', workspaceTypes: ['PERSON'] } as const;
/**
 * Periods and days: the employee (person workspace), the employer (company workspace) or a grant
 * holder (their person workspace); staff need PAYROLL_MANAGER (open in one's own workspace).
 */
const keeper = { access: 'workspace', workspaceTypes: ['PERSON', 'COMPANY'], roles: ['PAYROLL_MANAGER'] } as const;
/** The company's view and its pay periods: its owner, staff with PAYROLL_MANAGER, a grant holder. */
const company = keeper;
/** Closing a pay period: the employer alone (its owner; staff with PAYROLL_MANAGER). */
const employer = { access: 'workspace', workspaceTypes: ['COMPANY'], roles: ['PAYROLL_MANAGER'] } as const;

export const listAssignmentsRoute = defineRoute({
  id: 'timesheet.assignments', domain, method: 'GET', path: '/api/timesheet/assignments',
  summary: 'The employments the caller keeps a timesheet for, with their employers and projects', permission: employee,
  response: S.ZAssignmentsSchema,
});
export const getTimesheetRoute = defineRoute({
  id: 'timesheet.days', domain, method: 'GET', path: '/api/timesheet/employments/{employmentId}/days',
  summary: "An employment's days and workweek totals between two dates (at most 42 days), and its running record",
  permission: keeper, params: S.ZEmploymentParamsSchema, query: S.ZRangeQuerySchema, response: S.ZTimesheetSchema,
});
export const startTimerRoute = defineRoute({
  id: 'timesheet.start', domain, method: 'POST', path: '/api/timesheet/employments/{employmentId}/start',
  summary: "Start the timer: an open AUTO record today (the running one when it is already running today; 40038 when one from an earlier day is open)",
  permission: employee, params: S.ZEmploymentParamsSchema, body: S.ZStartRequestSchema, response: S.ZTimeRecordSchema,
  audit: 'TIMESHEET_STARTED',
});
export const stopTimerRoute = defineRoute({
  id: 'timesheet.stop', domain, method: 'POST', path: '/api/timesheet/employments/{employmentId}/stop',
  summary: 'Stop the timer: the open record ends now (no_record when nothing runs)',
  permission: employee, params: S.ZEmploymentParamsSchema, response: S.ZTimeRecordSchema, audit: 'TIMESHEET_STOPPED',
});
export const addPeriodRoute = defineRoute({
  id: 'timesheet.records.create', domain, method: 'POST', path: '/api/timesheet/employments/{employmentId}/records',
  summary: 'Add a period by hand (40039–40046 when it is backwards, empty or overlaps; closed and leave days refused)',
  permission: keeper, params: S.ZEmploymentParamsSchema, body: S.ZPeriodRequestSchema, response: S.ZTimeRecordSchema,
  status: 201, audit: 'TIMESHEET_RECORD_CREATED',
});
export const updatePeriodRoute = defineRoute({
  id: 'timesheet.records.update', domain, method: 'PUT', path: '/api/timesheet/employments/{employmentId}/records/{id}',
  summary: 'Change a REGULAR or OVERTIME period (40043 when it no longer exists)',
  permission: keeper, params: S.ZRecordParamsSchema, body: S.ZPeriodRequestSchema, response: S.ZTimeRecordSchema,
  audit: 'TIMESHEET_RECORD_UPDATED',
});
export const deletePeriodRoute = defineRoute({
  id: 'timesheet.records.delete', domain, method: 'DELETE', path: '/api/timesheet/employments/{employmentId}/records/{id}',
  summary: 'Delete a REGULAR or OVERTIME period (40043 when it no longer exists)',
  permission: keeper, params: S.ZRecordParamsSchema, response: S.ZTimeRecordSchema, audit: 'TIMESHEET_RECORD_DELETED',
});
export const companyTimesheetRoute = defineRoute({
  id: 'timesheet.company', domain, method: 'GET', path: '/api/timesheet/company',
  summary: "The company's timesheets (§3 Filter): per employee, daily and workweek totals, regular and overtime, with the policy's flags",
  permission: company, query: S.ZCompanyFilterSchema, response: S.ZCompanyTimesheetSchema,
});
export const listPayPeriodsRoute = defineRoute({
  id: 'timesheet.payPeriods.list', domain, method: 'GET', path: '/api/timesheet/pay-periods',
  summary: "The company's closed pay periods, newest first", permission: employer, response: S.ZPayPeriodsSchema,
});
export const closePayPeriodRoute = defineRoute({
  id: 'timesheet.payPeriods.close', domain, method: 'POST', path: '/api/timesheet/pay-periods',
  summary: "Close a pay period: every day of it, and before it, becomes read-only for every employment of the company",
  permission: employer, body: S.ZClosePayPeriodRequestSchema, response: S.ZPayPeriodSchema, status: 201,
  audit: 'TIMESHEET_PAY_PERIOD_CLOSED',
});

export const timesheetRoutes = [
  listAssignmentsRoute, getTimesheetRoute, startTimerRoute, stopTimerRoute, addPeriodRoute, updatePeriodRoute, deletePeriodRoute,
  companyTimesheetRoute, listPayPeriodsRoute, closePayPeriodRoute,
] as const;
