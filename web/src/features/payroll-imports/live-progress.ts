import type { TPayrollImport } from '@shared/payroll/imports.schema.js';
import type { QueryClient } from '@tanstack/react-query';
import { importsKey, invalidateImports } from './api/imports';
import { isLive, isStatus, type TProgressFrame, withProgress } from './rules';

export type { TProgressFrame } from './rules';
type TImportPage = { data: TPayrollImport[]; totalPages: number };

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
