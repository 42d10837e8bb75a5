import type { TPayrollImport } from '@shared/payroll/imports.schema.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { importQuery, invalidateImports } from '../api/imports';
import { importPollMs, INVOICE_WAIT_MS, isLive, type TInvoiceWait } from '../rules';

/**
 * The import as it stands: the list's copy, or its own copy while it loads (pushed frames write
 * into it; polling only as a fallback, see importPollMs) and while it is open (that copy carries
 * its invoices). When a load ends the list is read again, so its copy takes over.
 *
 * `awaitInvoices` follows a Generate Invoices: the invoice is issued by a workflow a moment after
 * the 202, so the import is read every second until it has more invoices than `count`, or 30 s.
 * An import started with generate-invoices on is followed the same way from its completion.
 */
export function useCurrentImport(listed: TPayrollImport, open: boolean, subscribed: boolean) {
  const queryClient = useQueryClient();
  const [wait, setWait] = useState<TInvoiceWait>();
  const live = isLive(listed.status);
  const enabled = live || open || wait !== undefined;
  const one = useQuery({
    ...importQuery(listed.id),
    enabled,
    refetchInterval: (q) => importPollMs(q.state.data ?? listed, subscribed, wait),
  });
  const imp = enabled && one.data ? one.data : listed;
  const ended = live && !isLive(imp.status);
  const awaitInvoices = useCallback((count: number) => setWait({ count, until: Date.now() + INVOICE_WAIT_MS }), []);
  // An import that asked for invoices starts their generation as it completes: its invoice is followed too.
  const invoicesFollow = ended && imp.status === 'COMPLETED' && imp.generateInvoices;
  const invoiceCount = imp.invoices?.length ?? 0;
  useEffect(() => {
    if (ended) void invalidateImports(queryClient);
  }, [ended, queryClient]);
  const followed = useRef(false);
  useEffect(() => {
    if (!invoicesFollow || followed.current) return;
    followed.current = true;
    awaitInvoices(invoiceCount);
  }, [invoicesFollow, invoiceCount, awaitInvoices]);
  // The wait ends once the invoice shows or the time is up (the polling stops by itself then).
  const waiting = wait !== undefined && importPollMs(imp, subscribed, wait) !== false;
  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => setWait(undefined), Math.max(0, wait.until - Date.now()));
    return () => clearTimeout(timer);
  }, [wait]);
  return { imp, error: one.error, awaitInvoices, waiting };
}
