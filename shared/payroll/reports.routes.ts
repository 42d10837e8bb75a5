/**
 * Payroll reports (issue 17 §5; spec 000 §2 Payroll business "reports (federal, regional, close pay
 * period, report builder by companyId)", §3 Payroll report, Builder task; spec 001 §7 general
 * preview and create general report; docs/decisions/0034-payroll-reports.md): the reports list, the
 * General report and its files, federal and regional figures, and the report builder. The company's
 * workspace only: its owner, and staff with PAYROLL_MANAGER acting for it. Closing a pay period is
 * the timesheet's route (POST /api/timesheet/pay-periods), which the reports page offers.
 */
import { defineRoute, type TRoute } from '../api/route.js';
import { ZDownloadUrlSchema } from './payroll.schema.js';
import * as S from './reports.schema.js';

const domain = 'payroll' as const;
const runner = { access: 'workspace', workspaceTypes: ['COMPANY'], roles: ['PAYROLL_MANAGER'] } as const;
const base = '/api/payroll/reports';

export const listReportsRoute = defineRoute({
  id: 'payroll.reports.list', domain, method: 'GET', path: base,
  summary: "The company's reports, 20 a page: each payroll (PAYROLL_DETAILS), each paystub (PAYSTUB) and the General reports made, newest period first",
  permission: runner, query: S.ZReportListQuerySchema, response: S.ZReportPageSchema,
});
export const createGeneralReportRoute = defineRoute({
  id: 'payroll.reports.general.create', domain, method: 'POST', path: `${base}/general`,
  summary: 'Make a General report of a range of pay dates (and employments): its definition is kept, its figures computed when read',
  permission: runner, body: S.ZCreateGeneralReportSchema, response: S.ZReportItemSchema, status: 201, audit: 'PAYROLL_REPORT_CREATED',
});
export const getGeneralReportRoute = defineRoute({
  id: 'payroll.reports.general.get', domain, method: 'GET', path: `${base}/general/{id}`,
  summary: "A General report's blocks, computed from the paystubs of its range (voids net out)",
  permission: runner, params: S.ZReportIdParamsSchema, response: S.ZGeneralReportSchema,
});
export const downloadGeneralReportRoute = defineRoute({
  id: 'payroll.reports.general.download', domain, method: 'GET', path: `${base}/general/{id}/download`,
  summary: 'A General report as PDF, CSV or XLSX (a short-lived link)',
  permission: runner, params: S.ZReportIdParamsSchema, query: S.ZDownloadQuerySchema, response: ZDownloadUrlSchema,
});
export const federalReportRoute = defineRoute({
  id: 'payroll.reports.federal', domain, method: 'GET', path: `${base}/federal`,
  summary: "A quarter's Form 941 figures and its year's Form 940 figures, from the paystubs",
  permission: runner, query: S.ZQuarterQuerySchema, response: S.ZFederalReportSchema,
});
export const regionalReportRoute = defineRoute({
  id: 'payroll.reports.regional', domain, method: 'GET', path: `${base}/regional`,
  summary: "A quarter's New York Form NYS-45 figures: employees on the 12th, UI remuneration and contributions, State and City tax withheld",
  permission: runner, query: S.ZQuarterQuerySchema, response: S.ZRegionalReportSchema,
});
export const buildReportRoute = defineRoute({
  id: 'payroll.reports.builder', domain, method: 'POST', path: `${base}/builder`,
  summary: 'The report builder: the paystubs of a task (range, workplaces, branches, sources, employments) grouped by its modes, with their sums',
  permission: runner, body: S.ZBuilderTaskSchema, response: S.ZBuilderResultSchema, audit: 'PAYROLL_REPORT_BUILT',
});

export const payrollReportRoutes: TRoute[] = [
  listReportsRoute, createGeneralReportRoute, getGeneralReportRoute, downloadGeneralReportRoute, federalReportRoute, regionalReportRoute, buildReportRoute,
];
