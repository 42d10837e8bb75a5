/**
 * The imports page's reads (spec 001 §2 Payroll import screen, §3 Payroll import, Payroll record,
 * Import filter) and the hold's release. Reads are Queries on designed keys: the imports by date on
 * GSI1 (or a company's on GSI2), an import's rows and records in its own partition.
 */
import { reasonFields } from '../../../../shared/payroll/import-reasons.js';
import type { TImportFilter, TImportRecord, TPayrollImport } from '../../../../shared/payroll/imports.schema.js';
import { AppError, notFound } from '../../../core/errors.js';
import { queryAll } from '../../../core/entity.js';
import type { TRequestContext } from '../../../core/http.js';
import { ImportRowEntity, PayrollImportEntity, type TStoredImport } from '../../data/imports.entities.js';
import { PaystubEntity, paystubIdOf } from '../../data/payroll.entities.js';
import { assertStaff } from './start.js';

export function importView(i: TStoredImport): TPayrollImport {
  return {
    id: i.id, company: { id: i.companyId, name: i.companyName }, date: i.createdAt,
    createdBy: { id: i.createdBy.id, firstName: i.createdBy.firstName, lastName: i.createdBy.lastName },
    importedFile: { id: i.file.id, fileName: i.file.fileName }, status: i.status, ...(i.failure ? { failure: i.failure } : {}),
    ...reasonFields(['failureCode', 'failureParams'], i.failureCode, i.failureParams),
    counts: i.counts, chunks: { total: i.chunksTotal, done: i.chunksDone }, notify: i.notify, generateInvoices: i.generateInvoices,
    ...(i.invoiceDate ? { invoiceDate: i.invoiceDate } : {}), ...(i.replaces ? { replaces: i.replaces } : {}), ...(i.replacedBy ? { replacedBy: i.replacedBy } : {}),
  };
}

const MAX_LISTED = 5_000;

export async function listImports(filter: TImportFilter, ctx: TRequestContext) {
  assertStaff(ctx);
  if (filter.startDate && filter.endDate && filter.endDate < filter.startDate) throw new AppError('invalid_period', { param: 'endDate' });
  const range: [string, string] = [filter.startDate ?? '0000', `${filter.endDate ?? '9999-12-31'}T~`];
  const byAssignee = filter.assigneeId
    ? { expression: '#cb.#id = :assignee', names: { '#cb': 'createdBy', '#id': 'id' }, values: { ':assignee': filter.assigneeId } }
    : undefined;
  const lists = filter.companiesId?.length
    ? await Promise.all(filter.companiesId.map((c) => queryAll(PayrollImportEntity, { index: 'GSI2', pk: `PAYIMPORTS#${c}`, skBetween: range, newestFirst: true, filter: byAssignee }, MAX_LISTED)))
    : [await queryAll(PayrollImportEntity, { index: 'GSI1', pk: 'PAYIMPORTS', skBetween: range, newestFirst: true, filter: byAssignee }, MAX_LISTED)];
  const all = lists.flat().sort((a, b) => `${b.createdAt}#${b.id}`.localeCompare(`${a.createdAt}#${a.id}`));
  return { data: all.slice(filter.page * filter.size, (filter.page + 1) * filter.size).map(importView), totalPages: Math.ceil(all.length / filter.size) };
}

async function storedImport(id: string): Promise<TStoredImport> {
  const imp = await PayrollImportEntity.get({ id });
  if (!imp) throw notFound('id');
  return imp;
}

export async function getImport(input: { id: string }, ctx: TRequestContext): Promise<TPayrollImport> {
  assertStaff(ctx);
  const { withInvoices } = await import('./invoices.js');
  return withInvoices(await storedImport(input.id));
}

/** The loaded records (written and held), in row order, optionally of some employments. */
export async function importRecords(input: { id: string; employmentsId?: string[] }, ctx: TRequestContext): Promise<{ data: TImportRecord[] }> {
  assertStaff(ctx);
  const imp = await storedImport(input.id);
  const wanted = input.employmentsId?.length ? new Set(input.employmentsId) : undefined;
  const rows = (await queryAll(ImportRowEntity, { pk: `PAYIMPORT#${imp.id}`, skBeginsWith: 'ROW#' }, 50_000)).filter(
    (r) => r.payrollId && r.employmentId && (!wanted || wanted.has(r.employmentId)),
  );
  const { invoicedRecords } = await import('./invoices.js');
  const [stubs, invoiced] = await Promise.all([
    PaystubEntity.getMany(rows.map((r) => ({ payrollId: r.payrollId!, employmentId: r.employmentId!, source: 'PAYCHECK' }))),
    invoicedRecords(imp.id),
  ]);
  const byPayroll = new Map(stubs.map((s) => [s.payrollId, s]));
  const data: TImportRecord[] = [];
  for (const r of rows) {
    const s = byPayroll.get(r.payrollId!);
    if (!s) continue; // deleted (its file record removed) since
    data.push({
      payrollId: s.payrollId, rowNumber: r.rowNumber, employment: { id: s.employmentId, details: { name: s.employee.name } },
      payPeriodStart: s.payPeriodStart, payPeriodEnd: s.payPeriodEnd, payDate: s.payDate, payType: s.result.payType,
      totalNetPay: { netPay: s.result.netPay, gross: s.result.taxableTotal, grossYtd: s.result.grossYtd },
      paystubId: paystubIdOf(s), held: Boolean(s.held), ...(invoiced.has(s.payrollId) ? { invoiceId: invoiced.get(s.payrollId) } : {}), ...(s.held && r.reason ? { holdReason: r.reason, ...reasonFields(['holdCode', 'holdParams'], r.code, r.params) } : {}), voided: s.voided,
    });
  }
  return { data };
}

export async function rejectedRows(input: { id: string }, ctx: TRequestContext) {
  assertStaff(ctx);
  const imp = await storedImport(input.id);
  const rows = await queryAll(ImportRowEntity, { pk: `PAYIMPORT#${imp.id}`, skBeginsWith: 'ROW#', filter: { expression: '#s = :r', names: { '#s': 'status' }, values: { ':r': 'REJECTED' } } }, 50_000);
  return { data: rows.map((r) => ({ rowNumber: r.rowNumber, ...(r.column ? { column: r.column } : {}), reason: r.reason ?? '', ...reasonFields(['code', 'params'], r.code, r.params) })) };
}

/** Staff release a held record: it joins the written ones (and invoice generation); the counts follow. */
export async function releaseRecord(input: { id: string; payrollId: string }, ctx: TRequestContext): Promise<TImportRecord> {
  assertStaff(ctx);
  const imp = await storedImport(input.id);
  // A record's id is its import's and its row's (write-rows.ts importPayrollId): one GetItem.
  const rowNumber = input.payrollId.startsWith(`${imp.id}-`) ? Number(input.payrollId.slice(imp.id.length + 1)) : NaN;
  const row = Number.isInteger(rowNumber) ? await ImportRowEntity.get({ importId: imp.id, rowNumber }, { consistent: true }) : undefined;
  if (!row) throw notFound('payrollId');
  if (row.status !== 'HELD') throw new AppError('invalid_state', { param: 'payrollId', message: 'The record is not held' });
  ctx.audit.actingFor = imp.companyId;
  Object.assign(ctx.audit.props, { importId: imp.id, payrollId: input.payrollId, rowNumber: row.rowNumber });
  await ctx.transact([
    ImportRowEntity.updateOp({ importId: imp.id, rowNumber: row.rowNumber }, { set: { status: 'WRITTEN' }, condition: '#s = :held', names: { '#s': 'status' }, values: { ':held': 'HELD' } }),
    PaystubEntity.updateOp({ payrollId: input.payrollId, employmentId: row.employmentId!, source: 'PAYCHECK' }, { set: { held: false } }),
    PayrollImportEntity.updateOp({ id: imp.id }, { also: 'ADD #c.#w :one, #c.#h :minus', names: { '#c': 'counts', '#w': 'written', '#h': 'held' }, values: { ':one': 1, ':minus': -1 } }),
  ]).catch((error: unknown) => {
    if ((error as Error).name === 'TransactionCanceledException') throw new AppError('invalid_state', { param: 'payrollId', message: 'The record is not held' });
    throw error;
  });
  const records = await importRecords({ id: imp.id, employmentsId: [row.employmentId!] }, ctx);
  return records.data.find((r) => r.payrollId === input.payrollId)!;
}
