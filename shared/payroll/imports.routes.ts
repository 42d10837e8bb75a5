/**
 * Payroll imports (issue 18; spec 001 §2 Payroll import screen, §7 Payroll imports): the firm's
 * staff with PAYROLL_MANAGER (PAYROLL_ADMIN and ADMIN include it) import a client company's payroll
 * file, watch it load, and read its records and rejected rows. The work runs in the PayrollImport
 * workflow (infra/workflows/payroll-import.ts); these routes start it and read what it wrote.
 */
import { defineRoute, type TRoute } from '../api/route.js';
import * as S from './imports.schema.js';

const domain = 'payroll' as const;
const staff = { access: 'staff', roles: ['PAYROLL_MANAGER'] } as const;
const base = '/api/admin/imports/payroll';

export const listImportsRoute = defineRoute({
  id: 'payroll.imports.list', domain, method: 'GET', path: base,
  summary: 'Payroll imports by the filter (companies, dates, assignee), newest first, 10 / 25 / 50 / 100 a page', permission: staff,
  query: S.ZImportFilterSchema, response: S.ZPayrollImportPageSchema,
});
export const startImportRoute = defineRoute({
  id: 'payroll.imports.start', domain, method: 'POST', path: base,
  summary: "Import a company's payroll file (CSV or XLSX, docs/payroll-import.md): the workflow starts; a file already imported for the company is 40052 unless `replace`",
  permission: staff, body: S.ZStartImportSchema, response: S.ZPayrollImportSchema, status: 202, audit: 'PAYROLL_IMPORT_STARTED',
});
export const getImportRoute = defineRoute({
  id: 'payroll.imports.get', domain, method: 'GET', path: `${base}/{id}`,
  summary: 'One import with its live state: status, counts (input, written, held, rejected) and chunks done', permission: staff,
  params: S.ZImportIdParamsSchema, response: S.ZPayrollImportSchema,
});
export const importRecordsRoute = defineRoute({
  id: 'payroll.imports.records', domain, method: 'GET', path: `${base}/{id}/records`,
  summary: "The import's loaded payroll records (written and held), optionally of some employments", permission: staff,
  params: S.ZImportIdParamsSchema, query: S.ZImportRecordsQuerySchema, response: S.ZImportRecordsSchema,
});
export const rejectedRowsRoute = defineRoute({
  id: 'payroll.imports.rejected', domain, method: 'GET', path: `${base}/{id}/rejected`,
  summary: "The import's rejected rows, each with its column and reason", permission: staff,
  params: S.ZImportIdParamsSchema, response: S.ZRejectedRowsSchema,
});
export const releaseRecordRoute = defineRoute({
  id: 'payroll.imports.release', domain, method: 'POST', path: `${base}/{id}/records/{payrollId}/release`,
  summary: 'Release a held record (its gross or net was far from the employee\'s median): it joins invoice generation', permission: staff,
  params: S.ZImportRecordParamsSchema, response: S.ZImportRecordSchema, audit: 'PAYROLL_IMPORT_RECORD_RELEASED',
});

export const generateInvoicesRoute = defineRoute({
  id: 'payroll.imports.invoices', domain, method: 'POST', path: `${base}/{id}/invoices`,
  summary: "Generate Invoices for the selected records: one invoice from the firm to the company, priced from the firm's catalogue (the same records twice give one invoice)",
  permission: staff, params: S.ZImportIdParamsSchema, body: S.ZGenerateInvoicesSchema, response: S.ZPayrollImportSchema, status: 202, audit: 'PAYROLL_IMPORT_INVOICES_REQUESTED',
});

export const negateRecordRoute = defineRoute({
  id: 'payroll.imports.negate', domain, method: 'PUT', path: `${base}/{id}/records/{payrollId}/negate`,
  summary: 'Void a loaded record: its paystub gets its negating entry, the period is free again, and the import counts it voided (refused while an invoice holds it)',
  permission: staff, params: S.ZImportRecordParamsSchema, body: S.ZNegateRecordSchema, response: S.ZImportRecordSchema, audit: 'PAYROLL_IMPORT_RECORD_VOIDED',
});
export const deleteRecordRoute = defineRoute({
  id: 'payroll.imports.deleteFile', domain, method: 'DELETE', path: `${base}/{id}/records/{payrollId}/{type}`,
  summary: "Delete a loaded record's paystub (type PAYROLL_FILE): the record goes and the import counts it deleted (refused while an invoice holds it)",
  permission: staff, params: S.ZImportRecordFileParamsSchema, response: S.ZImportRecordSchema, audit: 'PAYROLL_IMPORT_RECORD_DELETED',
});

export const payrollImportRoutes: readonly TRoute[] = [listImportsRoute, startImportRoute, getImportRoute, importRecordsRoute, rejectedRowsRoute, releaseRecordRoute, generateInvoicesRoute, negateRecordRoute, deleteRecordRoute];
