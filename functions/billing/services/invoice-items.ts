import { lineAmounts, type TServiceLog } from '../../../shared/billing/billing.schema.js';
import { MAX_INVOICE_TOTAL_CENTS } from '../../../shared/core/bounds.js';
import { AppError } from '../../core/errors.js';
import type { TServiceLogRecord } from '../data/billing.entities.js';

/**
 * A log as an invoice carries it: the API's view of the log at this moment, its amounts computed
 * again from price, quantity and rate (integer cents), and the invoice it is on.
 */
export function itemOf(log: TServiceLogRecord, invoiceId: string, invoiceStatus: 'DRAFT' | 'ISSUED'): TServiceLog {
  const { serviceHolderId: _holder, version: _version, ...item } = log;
  return { ...item, ...lineAmounts(item), invoiceId, invoiceStatus };
}

/**
 * An invoice's totals and the first and last service dates of its items. Within the input bounds
 * the total cannot pass MAX_INVOICE_TOTAL_CENTS; a log stored before the bounds existed could, and
 * is refused here rather than summed past 2^53.
 */
export function totalsOf(items: TServiceLog[]) {
  const dates = items.map((i) => i.date).sort();
  const totals = {
    subtotalCents: items.reduce((sum, i) => sum + i.grossCents, 0),
    taxCents: items.reduce((sum, i) => sum + i.taxCents, 0),
    totalCents: items.reduce((sum, i) => sum + i.totalCents, 0),
  };
  if (!(totals.totalCents <= MAX_INVOICE_TOTAL_CENTS)) {
    throw new AppError('invalid_request', { param: 'serviceLogIds', message: 'The invoice total is more than the portal accepts' });
  }
  return { ...totals, startDate: dates[0], endDate: dates[dates.length - 1] };
}

/** Items in service-date order, the order the invoice and its PDF list them. */
export function byServiceDate(a: { date: string; id: string }, b: { date: string; id: string }): number {
  return a.date.localeCompare(b.date) || a.id.localeCompare(b.id);
}

/** The due date: the invoice date plus the due days, as calendar dates. */
export function dueDateOf(invoiceDate: string, dueDays: number): string {
  return new Date(Date.parse(`${invoiceDate}T00:00:00Z`) + dueDays * 86_400_000).toISOString().slice(0, 10);
}
