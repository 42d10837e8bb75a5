import { defineRoute } from '../api/route.js';
import * as S from './leave.schema.js';

/**
 * Vacation and sick leave (issue 16; docs/decisions/0031-leave-balances.md). Every route names the
 * employment it acts on, in the path or the body; the service decides who may (spec 000 §6):
 * - the employee, in their own person workspace (staff acting for them, recorded): their balances,
 *   requests and records, creating and cancelling their own;
 * - the employer, in its company workspace (its owner; staff with PAYROLL_MANAGER): everything of
 *   its employments, and alone adds carryover, approves, rejects and completes;
 * - a holder of a SICK_LEAVE_OPERATE grant, in their own person workspace, for exactly the
 *   employment or the project of the grant: the sick leave of those employments, as the employee.
 */
const domain = 'leave' as const;
const keeper = { access: 'workspace', workspaceTypes: ['PERSON', 'COMPANY'], roles: ['PAYROLL_MANAGER'] } as const;
const employer = { access: 'workspace', workspaceTypes: ['COMPANY'], roles: ['PAYROLL_MANAGER'] } as const;
const base = '/api/leave';
const one = `${base}/employments/{employmentId}`;

export const leaveEmploymentsRoute = defineRoute({
  id: 'leave.employments', domain, method: 'GET', path: `${base}/employments`,
  summary: "The employments the caller works with leave for: the person's own, or the company's STAFF", permission: keeper,
  response: S.ZLeaveEmploymentsSchema,
});
export const balancesRoute = defineRoute({
  id: 'leave.balances', domain, method: 'GET', path: `${one}/balances`,
  summary: "An employment's PTO and sick-leave balances (null where no policy applies)", permission: keeper,
  params: S.ZEmploymentParamsSchema, response: S.ZBalancesSchema,
});
export const entriesRoute = defineRoute({
  id: 'leave.entries', domain, method: 'GET', path: `${one}/balances/{kind}/entries`,
  summary: "A balance's changelog between two dates, newest first, 20 a page, with the period's sum", permission: keeper,
  params: S.ZKindParamsSchema, query: S.ZEntriesQuerySchema, response: S.ZEntriesPageSchema,
});
export const projectionRoute = defineRoute({
  id: 'leave.projection', domain, method: 'GET', path: `${one}/balances/{kind}/projection`,
  summary: 'The balance projected to a day: what accrues by then under the policy', permission: keeper,
  params: S.ZKindParamsSchema, query: S.ZProjectionQuerySchema, response: S.ZProjectionSchema,
});
export const addCarryoverRoute = defineRoute({
  id: 'leave.carryover', domain, method: 'POST', path: `${one}/balances/{kind}/carryover`,
  summary: 'The company adds carryover hours by hand (a changelog entry naming who)', permission: employer,
  params: S.ZKindParamsSchema, body: S.ZCarryoverRequestSchema, response: S.ZBalanceSchema, audit: 'LEAVE_CARRYOVER_ADDED',
});

export const listVacationsRoute = defineRoute({
  id: 'leave.vacations.list', domain, method: 'GET', path: `${base}/vacations`,
  summary: 'Vacation requests by the spec filter (employer, employments, status, dates), 20 a page', permission: keeper,
  query: S.ZRequestFilterSchema, response: S.ZVacationPageSchema,
});
export const createVacationRoute = defineRoute({
  id: 'leave.vacations.create', domain, method: 'POST', path: `${base}/vacations`,
  summary: 'Request a vacation (40047 when the PTO policy is not signed, 40049 when it overlaps another request)', permission: keeper,
  body: S.ZCreateVacationSchema, response: S.ZVacationSchema, status: 201, audit: 'VACATION_REQUESTED',
});
export const getVacationRoute = defineRoute({
  id: 'leave.vacations.get', domain, method: 'GET', path: `${one}/vacations/{id}`,
  summary: 'One vacation request, with its balance and probation alerts', permission: keeper,
  params: S.ZRequestParamsSchema, response: S.ZVacationSchema,
});
export const vacationStatusRoute = defineRoute({
  id: 'leave.vacations.status', domain, method: 'POST', path: `${one}/vacations/{id}/status`,
  summary: 'Approve, reject or take in progress (the company), or cancel (the requester), while REQUESTED or IN_PROGRESS', permission: keeper,
  params: S.ZRequestParamsSchema, body: S.ZVacationStatusSchema, response: S.ZVacationSchema, audit: 'VACATION_STATUS_CHANGED',
});

export const listSickLeavesRoute = defineRoute({
  id: 'leave.sickLeaves.list', domain, method: 'GET', path: `${base}/sick-leaves`,
  summary: 'Sick leave records by the spec filter, 20 a page', permission: keeper,
  query: S.ZSickLeaveFilterSchema, response: S.ZSickLeavePageSchema,
});
export const createSickLeaveRoute = defineRoute({
  id: 'leave.sickLeaves.create', domain, method: 'POST', path: `${base}/sick-leaves`,
  summary: 'Record sick leave: its days on the timesheet and, when paid, its hours off the balance, in one transaction', permission: keeper,
  body: S.ZCreateSickLeaveSchema, response: S.ZSickLeaveSchema, status: 201, audit: 'SICK_LEAVE_RECORDED',
});
export const deleteSickLeaveRoute = defineRoute({
  id: 'leave.sickLeaves.delete', domain, method: 'DELETE', path: `${one}/sick-leaves/{id}`,
  summary: 'Delete a sick leave record: its days leave the timesheet and its paid hours return to the balance', permission: keeper,
  params: S.ZRequestParamsSchema, response: S.ZSickLeaveSchema, audit: 'SICK_LEAVE_DELETED',
});

export const listSickRequestsRoute = defineRoute({
  id: 'leave.sickRequests.list', domain, method: 'GET', path: `${base}/sick-requests`,
  summary: 'Sick-leave requests by the spec filter, 20 a page', permission: keeper,
  query: S.ZRequestFilterSchema, response: S.ZSickRequestPageSchema,
});
export const createSickRequestRoute = defineRoute({
  id: 'leave.sickRequests.create', domain, method: 'POST', path: `${base}/sick-requests`,
  summary: 'Request sick leave (40048 when the sick leave policy is not signed)', permission: keeper,
  body: S.ZCreateSickRequestSchema, response: S.ZSickRequestSchema, status: 201, audit: 'SICK_LEAVE_REQUESTED',
});
export const getSickRequestRoute = defineRoute({
  id: 'leave.sickRequests.get', domain, method: 'GET', path: `${one}/sick-requests/{id}`,
  summary: 'One sick-leave request', permission: keeper, params: S.ZRequestParamsSchema, response: S.ZSickRequestSchema,
});
export const approveSickRequestRoute = defineRoute({
  id: 'leave.sickRequests.approve', domain, method: 'POST', path: `${one}/sick-requests/{id}/approve`,
  summary: 'The company approves: PROCESSING_SICK_LEAVE with its days, or PENDING_SICK_LEAVE while the end is unknown', permission: employer,
  params: S.ZRequestParamsSchema, body: S.ZSickActionSchema, response: S.ZSickRequestSchema, audit: 'SICK_LEAVE_APPROVED',
});
export const rejectSickRequestRoute = defineRoute({
  id: 'leave.sickRequests.reject', domain, method: 'POST', path: `${one}/sick-requests/{id}/reject`,
  summary: 'The company rejects a REQUESTED sick-leave request', permission: employer,
  params: S.ZRequestParamsSchema, body: S.ZSickActionSchema, response: S.ZSickRequestSchema, audit: 'SICK_LEAVE_REJECTED',
});
export const cancelSickRequestRoute = defineRoute({
  id: 'leave.sickRequests.cancel', domain, method: 'POST', path: `${one}/sick-requests/{id}/cancel`,
  summary: 'The requester cancels a REQUESTED sick-leave request, with an optional comment', permission: keeper,
  params: S.ZRequestParamsSchema, body: S.ZSickActionSchema, response: S.ZSickRequestSchema, audit: 'SICK_LEAVE_CANCELLED',
});
export const completeSickRequestRoute = defineRoute({
  id: 'leave.sickRequests.complete', domain, method: 'POST', path: `${one}/sick-requests/{id}/complete`,
  summary: 'The company completes: the marked days become sick leave (paid) or unpaid sick leave, off the balance, in one transaction', permission: employer,
  params: S.ZRequestParamsSchema, body: S.ZCompleteSickSchema, response: S.ZSickRequestSchema, audit: 'SICK_LEAVE_COMPLETED',
});
export const commentSickRequestRoute = defineRoute({
  id: 'leave.sickRequests.comment', domain, method: 'POST', path: `${one}/sick-requests/{id}/comments`,
  summary: 'Add a comment to a sick-leave request, at any time', permission: keeper,
  params: S.ZRequestParamsSchema, body: S.ZSickCommentSchema, response: S.ZSickRequestSchema, audit: 'SICK_LEAVE_COMMENTED',
});

export const leaveRoutes = [
  leaveEmploymentsRoute, balancesRoute, entriesRoute, projectionRoute, addCarryoverRoute,
  listVacationsRoute, createVacationRoute, getVacationRoute, vacationStatusRoute,
  listSickLeavesRoute, createSickLeaveRoute, deleteSickLeaveRoute,
  listSickRequestsRoute, createSickRequestRoute, getSickRequestRoute, approveSickRequestRoute, rejectSickRequestRoute,
  cancelSickRequestRoute, completeSickRequestRoute, commentSickRequestRoute,
] as const;
