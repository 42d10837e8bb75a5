import { IMPORT_STATUSES, type TImportStatus, type TPayrollImport } from '@shared/payroll/imports.schema.js';
import type { TServerFrame } from '@shared/realtime/realtime.schema.js';
import type { QueryClient } from '@tanstack/react-query';
import { importsKey, invalidateImports, isLive } from './api/imports';

export type TProgressFrame = Extract<TServerFrame, { type: 'IMPORT_PROGRESS' }>;
type TImportPage = { data: TPayrollImport[]; totalPages: number };

const isStatus = (s: string): s is TImportStatus => (IMPORT_STATUSES as readonly string[]).includes(s);

/**
 * The import moved on by a pushed frame. Chunks finish four at a time and each pushes what it read,
 * so two frames may arrive out of order: the parts done never go back, and an import that has
 * ended is left to the reads (a late frame does not make it load again). Its invoices and the
 * rest stay as they were.
 */
export function withProgress(imp: TPayrollImport, frame: TProgressFrame): TPayrollImport {
  if (!isStatus(frame.status) || !isLive(imp.status)) return imp;
  const done = isLive(frame.status) ? Math.max(imp.chunks.done, frame.chunks.done) : frame.chunks.done;
  return {
    ...imp,
    status: frame.status,
    counts: { ...imp.counts, ...frame.counts },
    chunks: { total: frame.chunks.total, done },
    ...(frame.failure ? { failure: frame.failure } : {}),
  };
}

/**
 * Writes a frame into the cached import and every cached list page that shows it, so the progress
 * bar moves without a read. An import the cache does not hold (another staff member started it)
 * has the lists read once, in case it belongs in them; an import that ended has everything read
 * again (its records, an import it replaced, invoices generated on completion).
 */
export function applyProgress(queryClient: QueryClient, frame: TProgressFrame, askedFor: Set<string>): void {
  let known = false;
  queryClient.setQueryData<TPayrollImport>(importsKey('one', frame.importId), (imp) => {
    if (!imp) return imp;
    known = true;
    return withProgress(imp, frame);
  });
  queryClient.setQueriesData<TImportPage>({ queryKey: importsKey('list') }, (page) => {
    if (!page?.data.some((i) => i.id === frame.importId)) return page;
    known = true;
    return { ...page, data: page.data.map((i) => (i.id === frame.importId ? withProgress(i, frame) : i)) };
  });
  if (isStatus(frame.status) && !isLive(frame.status)) void invalidateImports(queryClient);
  else if (!known && !askedFor.has(frame.importId)) {
    askedFor.add(frame.importId);
    void queryClient.invalidateQueries({ queryKey: importsKey('list') });
  }
}
