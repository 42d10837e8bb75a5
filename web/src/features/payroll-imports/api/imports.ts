import { downloadFileRoute } from '@shared/files/files.routes.js';
import {
  deleteRecordRoute, generateInvoicesRoute, getImportRoute, importRecordsRoute, listImportsRoute, negateRecordRoute, rejectedRowsRoute, releaseRecordRoute, startImportRoute,
} from '@shared/payroll/imports.routes.js';
import type { TImportRecord, TPayrollImport, TStartImport } from '@shared/payroll/imports.schema.js';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { documentUrl } from '../../billing/api/invoices';

/**
 * The payroll imports screen's data (issue 18; shared/payroll/imports.routes.ts). Staff call the
 * imports routes outside any workspace; the file and the paystubs are the company's, read acting
 * for it (its id as the workspace). Every query lives under ['payroll-imports', …].
 */
export const importsKey = (...rest: unknown[]) => ['payroll-imports', ...rest] as const;
export const invalidateImports = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: importsKey() });

/** The imports filter (spec 001 §3 Import filter); dates YYYY-MM-DD or empty, page 0-based. */
export interface TImportsFilter {
  companies: { id: string; name: string }[];
  startDate: string;
  endDate: string;
  assignee: { id: string; name: string } | null;
  size: number;
}
export const DEFAULT_IMPORTS_FILTER: TImportsFilter = { companies: [], startDate: '', endDate: '', assignee: null, size: 10 };

/** How many filters differ from the default (spec 001 §9: a page size other than 10 counts as one). */
export function activeFilterCount(f: TImportsFilter): number {
  return [f.companies.length > 0, f.startDate !== '', f.endDate !== '', f.assignee !== null, f.size !== DEFAULT_IMPORTS_FILTER.size].filter(Boolean).length;
}

/** The imports of the filter, newest first, `size` a page. */
export const importsQuery = (f: TImportsFilter, page: number) => {
  const query = {
    page,
    size: f.size,
    ...(f.companies.length ? { companiesId: f.companies.map((c) => c.id).join(',') } : {}),
    ...(f.startDate ? { startDate: f.startDate } : {}),
    ...(f.endDate ? { endDate: f.endDate } : {}),
    ...(f.assignee ? { assigneeId: f.assignee.id } : {}),
  };
  return queryOptions({
    queryKey: importsKey('list', query),
    queryFn: ({ signal }) => callRoute(listImportsRoute, { query }, { workspaceId: null, signal }),
    placeholderData: keepPreviousData,
  });
};

/** Whether an import belongs in the filter's list, as the server filters (its UTC day within the dates). */
export function matchesFilter(f: TImportsFilter, imp: TPayrollImport): boolean {
  const day = imp.date.slice(0, 10);
  return (
    (!f.companies.length || f.companies.some((c) => c.id === imp.company.id)) &&
    (!f.assignee || f.assignee.id === imp.createdBy.id) &&
    (!f.startDate || day >= f.startDate) &&
    (!f.endDate || day <= f.endDate)
  );
}

/**
 * A started import shows at once at the top of the filter's first page, as the start answered it
 * (QUEUED, with its progress), before the list is read again: a small file may load in less time
 * than the list takes to come back, and staff still see it start.
 */
export function showStarted(queryClient: QueryClient, f: TImportsFilter, imp: TPayrollImport) {
  if (matchesFilter(f, imp)) {
    queryClient.setQueryData(importsQuery(f, 0).queryKey, (page) =>
      page ? { ...page, data: [imp, ...page.data.filter((i) => i.id !== imp.id)].slice(0, f.size) } : page,
    );
  }
  return invalidateImports(queryClient);
}

/** One import with its live state and its invoices (spec 001 §3 Invoice (import side)); the caller sets the polling. */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: importsKey('one', id),
    queryFn: ({ signal }) => callRoute(getImportRoute, { params: { id } }, { workspaceId: null, signal }),
  });

/**
 * A key part that changes whenever the import's rows move (written, held, voided, deleted): its
 * records and rejected rows are read again as the counts change, and not otherwise.
 */
export const progressKey = (imp: TPayrollImport) =>
  `${imp.status}:${imp.counts.written}:${imp.counts.held}:${imp.counts.rejected}:${imp.counts.voided}:${imp.counts.deleted}`;

/** The import's invoices and their states: records are read again when one is issued or voided (their Invoiced mark). */
const invoicesKey = (imp: TPayrollImport) => (imp.invoices ?? []).map((i) => `${i.id}:${i.status}`).join(',');

/** The import's loaded records, optionally of some employments. */
export const recordsQuery = (imp: TPayrollImport, employmentsId: readonly string[]) =>
  queryOptions({
    queryKey: importsKey('records', imp.id, progressKey(imp), invoicesKey(imp), [...employmentsId].sort()),
    queryFn: ({ signal }) =>
      callRoute(importRecordsRoute, { params: { id: imp.id }, query: employmentsId.length ? { employmentsId: employmentsId.join(',') } : {} }, { workspaceId: null, signal }),
    placeholderData: keepPreviousData,
  });

/** The import's rejected rows with their column and reason. */
export const rejectedQuery = (imp: TPayrollImport) =>
  queryOptions({
    queryKey: importsKey('rejected', imp.id, progressKey(imp)),
    queryFn: ({ signal }) => callRoute(rejectedRowsRoute, { params: { id: imp.id } }, { workspaceId: null, signal }),
    placeholderData: keepPreviousData,
  });

/** Starts an import of a file already uploaded into the company's workspace (202, QUEUED). */
export const startImport = (body: TStartImport) => callRoute(startImportRoute, { body }, { workspaceId: null });

/** Releases a held record: it joins invoice generation. */
export const releaseRecord = (id: string, payrollId: string) => callRoute(releaseRecordRoute, { params: { id, payrollId } }, { workspaceId: null });

/** A short-lived link to the imported file, read acting for the company. */
export const importFileUrl = (companyId: string, fileId: string) =>
  callRoute(downloadFileRoute, { params: { id: fileId } }, { workspaceId: companyId }).then((r) => r.url);

/** A short-lived link to a record's paystub PDF, read acting for the company. */
/** Records that may be invoiced (spec 001 §4: all preselected): loaded, neither held nor voided, on no live invoice yet. */
export const invoiceable = (records: readonly TImportRecord[]) => records.filter((r) => !r.held && !r.voided && !r.invoiceId);

/** Generate Invoices (202): the workflow issues the invoice a moment later; the import answers as it stands. */
export const generateInvoices = (id: string, payrollIds: string[], invoiceDate: string) =>
  callRoute(generateInvoicesRoute, { params: { id }, body: { payrollIds, ...(invoiceDate ? { invoiceDate } : {}) } }, { workspaceId: null });

/** Voids a loaded record: its paystub gets a negating entry and it shows as voided. */
export const negateRecord = (id: string, payrollId: string, reason: string) =>
  callRoute(negateRecordRoute, { params: { id, payrollId }, body: { reason } }, { workspaceId: null });

/** Deletes a loaded record's paystub (type PAYROLL_FILE): the record goes. */
export const deleteRecord = (id: string, payrollId: string) =>
  callRoute(deleteRecordRoute, { params: { id, payrollId, type: 'PAYROLL_FILE' } }, { workspaceId: null });

/**
 * A short-lived link to an import's invoice PDF, through billing's own download (a document is
 * its payee's or its payer's): staff read it acting for the company, the payer, whose id the
 * import carries (the firm's billing workspace, the payee, is not in the import's view).
 */
export const invoiceDocumentUrl = (companyId: string, documentId: string) => documentUrl(companyId, documentId).then((r) => r.url);
