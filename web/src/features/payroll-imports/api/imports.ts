import { downloadFileRoute } from '@shared/files/files.routes.js';
import {
  getImportRoute, importRecordsRoute, listImportsRoute, rejectedRowsRoute, releaseRecordRoute, startImportRoute,
} from '@shared/payroll/imports.routes.js';
import type { TImportStatus, TPayrollImport, TStartImport } from '@shared/payroll/imports.schema.js';
import { paystubPdfRoute } from '@shared/payroll/payroll.routes.js';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

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

/** An import is being loaded: the screen follows it. */
export const isLive = (status: TImportStatus) => status === 'QUEUED' || status === 'RUNNING';

/** How often a loading import is read again, until a WebSocket push replaces the polling. */
export const LIVE_POLL_MS = 1_000;

/** One import with its live state, read again every second while it is QUEUED or RUNNING. */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: importsKey('one', id),
    queryFn: ({ signal }) => callRoute(getImportRoute, { params: { id } }, { workspaceId: null, signal }),
    refetchInterval: (q) => (q.state.data && !isLive(q.state.data.status) ? false : LIVE_POLL_MS),
  });

/**
 * A key part that changes whenever the import has written more: its records and rejected rows are
 * read again as the counts grow, and not otherwise.
 */
export const progressKey = (imp: TPayrollImport) => `${imp.status}:${imp.counts.written}:${imp.counts.held}:${imp.counts.rejected}`;

/** The import's loaded records, optionally of some employments. */
export const recordsQuery = (imp: TPayrollImport, employmentsId: readonly string[]) =>
  queryOptions({
    queryKey: importsKey('records', imp.id, progressKey(imp), [...employmentsId].sort()),
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
export const paystubPdfUrl = (companyId: string, paystubId: string) =>
  callRoute(paystubPdfRoute, { params: { id: paystubId } }, { workspaceId: companyId }).then((r) => r.url);
