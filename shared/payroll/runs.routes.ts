import { defineRoute, type TRoute } from '../api/route.js';
import * as S from './payroll.schema.js';

/**
 * Payroll (issue 17; docs/decisions/0033-payroll-runs.md). The company keeps its payroll details
 * and runs payroll in its workspace: its owner, and staff with PAYROLL_MANAGER (PAYROLL_ADMIN and
 * ADMIN include it), recorded as acting for it (spec 000 §6). Paystubs are read by the company (all
 * of its employments') and by the employee in their own person workspace (their own only).
 */
const domain = 'payroll' as const;
const runner = { access: 'workspace', workspaceTypes: ['COMPANY'], roles: ['PAYROLL_MANAGER'] } as const;
const keeper = { access: 'workspace', workspaceTypes: ['PERSON', 'COMPANY'], roles: ['PAYROLL_MANAGER'] } as const;
const base = '/api/payroll';

export const getDetailsRoute = defineRoute({
  id: 'payroll.details.get', domain, method: 'GET', path: `${base}/details`,
  summary: "The company's payroll details: pay frequency, next pay date, workplaces, tax account ids and rates", permission: runner,
  response: S.ZPayrollDetailsSchema,
});
export const saveDetailsRoute = defineRoute({
  id: 'payroll.details.save', domain, method: 'PUT', path: `${base}/details`,
  summary: "Save the company's payroll details", permission: runner,
  body: S.ZPayrollDetailsInputSchema, response: S.ZPayrollDetailsSchema, audit: 'PAYROLL_DETAILS_SAVED',
});
export const employmentsRoute = defineRoute({
  id: 'payroll.employments', domain, method: 'GET', path: `${base}/employments`,
  summary: "The employments payroll pays, with their pay data: tariffication, signed W-4 and IT-2104, residence", permission: runner,
  response: S.ZPayrollEmploymentsSchema,
});
export const runLinesRoute = defineRoute({
  id: 'payroll.runs.lines', domain, method: 'GET', path: `${base}/runs/lines`,
  summary: "A new run's lines: every applicable employment of the filter, with the hours of the timesheet's closed days and of leave", permission: runner,
  query: S.ZRunLinesQuerySchema, response: S.ZRunLinesSchema,
});
export const previewRunRoute = defineRoute({
  id: 'payroll.runs.preview', domain, method: 'POST', path: `${base}/runs/preview`,
  summary: 'Gross to net for the lines, with the year to date as it stands: the figures the paystubs will show (writes nothing)', permission: runner,
  body: S.ZRunRequestSchema, response: S.ZPreviewSchema, audit: 'PAYROLL_PREVIEWED',
});
export const createRunRoute = defineRoute({
  id: 'payroll.runs.create', domain, method: 'POST', path: `${base}/runs`,
  summary: 'Save a payroll and its paystubs (40052 when an employment is already paid for the period)', permission: runner,
  body: S.ZRunRequestSchema, response: S.ZPayrollSchema, status: 201, audit: 'PAYROLL_CREATED',
});
export const listRunsRoute = defineRoute({
  id: 'payroll.runs.list', domain, method: 'GET', path: `${base}/runs`,
  summary: "The company's payrolls by pay date, newest first, 20 a page", permission: runner,
  query: S.ZPayrollListQuerySchema, response: S.ZPayrollPageSchema,
});
export const getRunRoute = defineRoute({
  id: 'payroll.runs.get', domain, method: 'GET', path: `${base}/runs/{id}`,
  summary: 'One payroll with each employee\'s details (the payroll details page)', permission: runner,
  params: S.ZIdParamsSchema, response: S.ZPayrollDetailSchema,
});
export const voidRunRoute = defineRoute({
  id: 'payroll.runs.void', domain, method: 'POST', path: `${base}/runs/{id}/void`,
  summary: 'Void a payroll made here: negating entries restore the year to date, and its paystubs are marked void', permission: runner,
  params: S.ZIdParamsSchema, body: S.ZVoidRequestSchema, response: S.ZPayrollSchema, audit: 'PAYROLL_VOIDED',
});
export const listPaystubsRoute = defineRoute({
  id: 'payroll.paystubs.list', domain, method: 'GET', path: `${base}/paystubs`,
  summary: "Paystubs by the spec filter, 20 a page: the company's, or the employee's own", permission: keeper,
  query: S.ZPaystubQuerySchema, response: S.ZPaystubPageSchema,
});
export const paystubPdfRoute = defineRoute({
  id: 'payroll.paystubs.pdf', domain, method: 'GET', path: `${base}/paystubs/{id}/pdf`,
  summary: 'A paystub as PDF (a short-lived link)', permission: keeper,
  params: S.ZIdParamsSchema, response: S.ZDownloadUrlSchema,
});

export const uploadPaystubRoute = defineRoute({
  id: 'payroll.paystubs.upload', domain, method: 'POST', path: `${base}/paystubs/external`,
  summary: "Staff add a paystub another payroll system made (its uploaded file, period, gross and net)", permission: runner,
  body: S.ZExternalPaystubSchema, response: S.ZPaystubSchema, status: 201, audit: 'PAYSTUB_UPLOADED',
});
export const deletePaystubRoute = defineRoute({
  id: 'payroll.paystubs.delete', domain, method: 'DELETE', path: `${base}/paystubs/{id}`,
  summary: 'Delete an externally generated paystub: its file record goes (a payroll made here is voided instead)', permission: runner,
  params: S.ZIdParamsSchema, response: S.ZPaystubSchema, audit: 'PAYSTUB_DELETED',
});

/** The runs, details and paystubs: what the payroll function loads on a cold start (the other areas load on their first call). */
export const payrollRunRoutes: readonly TRoute[] = [
  getDetailsRoute, saveDetailsRoute, employmentsRoute, runLinesRoute, previewRunRoute, createRunRoute, listRunsRoute, getRunRoute, voidRunRoute,
  listPaystubsRoute, paystubPdfRoute, uploadPaystubRoute, deletePaystubRoute,
];
