/**
 * The reports list and the General report (spec 000 §2 Payroll "Reports"; §3 Payroll report;
 * docs/decisions/0034-payroll-reports.md). Each saved payroll is a PAYROLL_DETAILS report (its pay
 * period), each paystub entry a PAYSTUB report, and a General report is a range of pay dates kept by
 * POST whose blocks are computed from the paystubs each time it is read or downloaded.
 */
import { newId } from '../../../shared/core/ids.js';
import { MAX_PERIOD_DAYS } from '../../../shared/payroll/payroll.schema.js';
import { generalBlocks } from '../../../shared/payroll/reports.js';
import { END_BEFORE_START, type TCreateGeneralReport, type TGeneralReport, type TReportFormat, type TReportItem, type TReportListQuery, type TReportType } from '../../../shared/payroll/reports.schema.js';
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { presignObject, putObject } from '../../core/s3.js';
import { employerCardOf } from '../../workforce/services/employments.js';
import { PayrollEntity, paystubIdOf, type TStoredPayroll, type TStoredPaystub } from '../data/payroll.entities.js';
import { PayrollReportEntity, type TStoredReport } from '../data/reports.entity.js';
import { companyPaystubs, reportPaystubs } from './reports-data.js';
import { renderReportFile } from './reports-files.js';

const usDate = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const TYPE_ORDER: readonly TReportType[] = ['PAYROLL_DETAILS', 'PAYSTUB', 'GENERAL'];

function payrollItem(p: TStoredPayroll): TReportItem {
  return {
    id: p.id, payrollId: p.id, generatedBy: p.generatedBy, reportType: 'PAYROLL_DETAILS', reportStart: p.payPeriodStart, reportEnd: p.payPeriodEnd, createdAt: p.createdAt,
    title: `Payroll ${usDate(p.payPeriodStart)} – ${usDate(p.payPeriodEnd)}, paid ${usDate(p.payDate)}${p.status === 'VOIDED' ? ' (void)' : ''}`,
    payDate: p.payDate, voided: p.status === 'VOIDED', employees: p.totals.employees,
  };
}

function paystubItem(s: TStoredPaystub): TReportItem {
  const state = s.source === 'VOID' ? ' (void entry)' : s.voided ? ' (void)' : '';
  return {
    id: paystubIdOf(s), payrollId: s.payrollId, generatedBy: s.generatedBy, reportType: 'PAYSTUB', reportStart: s.payPeriodStart, reportEnd: s.payPeriodEnd, createdAt: s.createdAt,
    title: `Paystub ${s.employee.name}, paid ${usDate(s.payDate)}${state}`,
    payDate: s.payDate, employmentId: s.employmentId, employeeName: s.employee.name, source: s.source, voided: s.voided,
  };
}

function generalItem(r: TStoredReport): TReportItem {
  return {
    id: r.id, generatedBy: r.generatedBy, reportType: 'GENERAL', reportStart: r.reportStart, reportEnd: r.reportEnd, createdAt: r.createdAt,
    title: `General report ${usDate(r.reportStart)} – ${usDate(r.reportEnd)}`, employees: r.employmentIds.length,
  };
}

/**
 * The company's reports whose period overlaps start–end, of the type and naming any of the
 * employments asked for, latest period first. A pay date is never before its period starts, and a
 * period spans at most MAX_PERIOD_DAYS, so payrolls and paystubs are read by pay date from
 * `start − MAX_PERIOD_DAYS` on; General reports by the end of their range from `start` on.
 */
export async function listReports(f: TReportListQuery, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  if (f.start && f.end && f.end < f.start) throw new AppError(40039, { param: 'end', message: END_BEFORE_START });
  const want = (t: TReportType) => !f.type || f.type === t;
  const from = f.start ? addDays(f.start, -MAX_PERIOD_DAYS) : '0000';
  const [payrolls, stubs, generals] = await Promise.all([
    want('PAYROLL_DETAILS') ? queryAll(PayrollEntity, { index: 'GSI1', pk: `PAYROLLS#${companyId}`, skBetween: [from, '9999#~'] }, 20_000) : [],
    want('PAYSTUB') ? companyPaystubs(companyId, from, '9999') : [],
    want('GENERAL') ? queryAll(PayrollReportEntity, { index: 'GSI1', pk: `PAYREPORTS#${companyId}`, skBetween: [f.start ?? '0000', '9999#~'] }, 20_000) : [],
  ]);
  const named = f.employmentIds?.length ? new Set(f.employmentIds) : undefined;
  const names = (ids: readonly string[]) => !named || !ids.length || ids.some((id) => named.has(id));
  const items = [
    ...payrolls.filter((p) => !named || p.employmentIds.some((id) => named.has(id))).map(payrollItem),
    ...stubs.filter((s) => !named || named.has(s.employmentId)).map(paystubItem),
    ...generals.filter((r) => names(r.employmentIds)).map(generalItem),
  ].filter((r) => (!f.start || r.reportEnd >= f.start) && (!f.end || r.reportStart <= f.end));
  items.sort(
    (a, b) =>
      b.reportEnd.localeCompare(a.reportEnd) ||
      b.reportStart.localeCompare(a.reportStart) ||
      TYPE_ORDER.indexOf(a.reportType) - TYPE_ORDER.indexOf(b.reportType) ||
      b.createdAt.localeCompare(a.createdAt) ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
  return { data: items.slice(f.page * f.size, (f.page + 1) * f.size), totalPages: Math.max(1, Math.ceil(items.length / f.size)) };
}

export async function createGeneralReport(input: TCreateGeneralReport, ctx: TRequestContext): Promise<TReportItem> {
  const companyId = workspaceOf(ctx);
  const report: TStoredReport = {
    id: newId(), companyId, reportType: 'GENERAL', generatedBy: 'SUBLIME', reportStart: input.start, reportEnd: input.end,
    employmentIds: [...new Set(input.employmentIds)], createdAt: new Date().toISOString(), createdBy: principalOf(ctx).userId,
  };
  Object.assign(ctx.audit.props, { reportId: report.id, reportStart: report.reportStart, reportEnd: report.reportEnd, employments: report.employmentIds.length });
  await ctx.transact([PayrollReportEntity.putOp(report, { ifNotExists: true })]);
  return generalItem(report);
}

async function ownReport(companyId: string, id: string): Promise<TStoredReport> {
  const report = await PayrollReportEntity.get({ companyId, id });
  if (!report) throw new AppError('no_record', { param: 'id' });
  return report;
}

async function computed(companyId: string, report: TStoredReport): Promise<TGeneralReport> {
  const named = report.employmentIds.length ? new Set(report.employmentIds) : undefined;
  const [stubs, employer] = await Promise.all([reportPaystubs(companyId, report.reportStart, report.reportEnd), employerCardOf(companyId)]);
  return {
    id: report.id, generatedBy: report.generatedBy, createdAt: report.createdAt, employmentIds: report.employmentIds,
    keys: { companyName: employer.name, start: report.reportStart, end: report.reportEnd, generatedAt: new Date().toISOString() },
    blocks: generalBlocks(named ? stubs.filter((s) => named.has(s.employmentId)) : stubs),
  };
}

export async function getGeneralReport(input: { id: string }, ctx: TRequestContext): Promise<TGeneralReport> {
  const companyId = workspaceOf(ctx);
  return computed(companyId, await ownReport(companyId, input.id));
}

const CONTENT_TYPES: Record<TReportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The report rendered now, put under a key of its own per format, and handed out as a short-lived link. */
export async function downloadGeneralReport(input: { id: string; format: TReportFormat }, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const report = await computed(companyId, await ownReport(companyId, input.id));
  const bytes = await renderReportFile(report, input.format);
  const key = `payroll/${companyId}/reports/${report.id}.${input.format}`;
  await putObject(key, bytes, CONTENT_TYPES[input.format]);
  return presignObject(key, `General report ${report.keys.start} - ${report.keys.end}.${input.format}`, CONTENT_TYPES[input.format]);
}
