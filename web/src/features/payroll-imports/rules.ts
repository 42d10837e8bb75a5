// Relative paths (not @shared) so the unit tests, type-checked with the root tsconfig, resolve them.
import { isImportReasonCode, printedParams, type TReasonParams } from '../../../../shared/payroll/import-reasons.js';
import { IMPORT_STATUSES, type TImportStatus, type TPayrollImport } from '../../../../shared/payroll/imports.schema.js';
import type { TServerFrame } from '../../../../shared/realtime/realtime.schema.js';
import type { TFunction } from 'i18next';

/**
 * The imports screen's pure rules (issue 18), unit-tested without a browser: when an import is
 * live, how often it is read again, how a pushed frame moves it, and how a reason is worded.
 */

export type TProgressFrame = Extract<TServerFrame, { type: 'IMPORT_PROGRESS' }>;

export const isStatus = (s: string): s is TImportStatus => (IMPORT_STATUSES as readonly string[]).includes(s);

/** An import is being loaded: the screen follows it. */
export const isLive = (status: TImportStatus) => status === 'QUEUED' || status === 'RUNNING';

/**
 * How often an import is read again. Its progress comes over the live connection (the imports
 * page subscribes to PAYROLL_IMPORTS and writes each IMPORT_PROGRESS frame into this cache), so
 * polling is only a fallback: every 5 s while a loading import has no subscription (the socket is
 * down or not yet subscribed), and every 30 s even with one, because the server's push is best
 * effort (a failed push is logged, never the step's failure: functions/…/imports/steps.ts).
 */
export const FALLBACK_POLL_MS = 5_000;
export const SAFETY_POLL_MS = 30_000;
/** After Generate Invoices the import is read this often until its invoice shows (a workflow issues it)… */
export const INVOICE_POLL_MS = 1_000;
/** …for at most this long: records already on an invoice give none, and that is no failure. */
export const INVOICE_WAIT_MS = 30_000;

/** Waiting for the invoices of a generation: how many the import had, and until when to look. */
export interface TInvoiceWait {
  count: number;
  until: number;
}

/** When to read an import again (react-query's refetchInterval), or false. */
export function importPollMs(imp: TPayrollImport, subscribed: boolean, wait: TInvoiceWait | undefined, now = Date.now()): number | false {
  if (isLive(imp.status)) return subscribed ? SAFETY_POLL_MS : FALLBACK_POLL_MS;
  if (wait && now < wait.until && (imp.invoices?.length ?? 0) <= wait.count) return INVOICE_POLL_MS;
  return false;
}

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
    ...(frame.failureCode ? { failureCode: frame.failureCode, ...(frame.failureParams ? { failureParams: frame.failureParams } : {}) } : {}),
  };
}

/** A reason the server gave: its code and params (shared/payroll/import-reasons.ts), and its English sentence. */
export interface TReasonOf {
  code?: string;
  params?: TReasonParams;
  reason: string;
}

/**
 * A row's rejection, a record's hold or an import's failure in the chosen language: the code's
 * sentence from the `reasons` texts, money params as dollars. A code this web does not know (a
 * newer server) keeps the server's English sentence.
 */
export function reasonText(t: TFunction, money: (cents: number) => string, why: TReasonOf): string {
  if (!why.code || !isImportReasonCode(why.code)) return why.reason;
  return t(`reasons.${why.code}`, { ns: 'payroll-imports', ...printedParams(why.params, money), defaultValue: why.reason });
}

