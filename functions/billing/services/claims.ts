import { MAX_INVOICE_ITEMS, type TParty } from '../../../shared/billing/billing.schema.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { ServiceLogEntity, type TServiceLogRecord } from '../data/billing.entities.js';
import { areCounterparties, getParty } from './parties.js';

/**
 * The two sides of an invoice: the payee (executor of its logs) and the payer (their recipient),
 * never the same profile ('Payee and Payer cannot be the same', on the side the caller chose), and
 * linked: a contact of either, or a contractor employment the person accepted. An employment still
 * waiting for the person's answer names nobody on an invoice (docs/decisions/0019-employment-consent.md),
 * so the other side is no_record, as an unknown one.
 */
export async function partiesOf(payeeId: string, payerId: string, chosen: 'payerId' | 'payeeId', engagement = false): Promise<{ payee: TParty; payer: TParty }> {
  if (payeeId === payerId) throw new AppError('invalid_request', { param: chosen, message: 'Payee and Payer cannot be the same' });
  const [payee, payer, linked] = await Promise.all([getParty(payeeId, 'payeeId'), getParty(payerId, 'payerId'), engagement || areCounterparties(payeeId, payerId)]);
  if (!linked) throw new AppError('no_record', { param: chosen, message: 'Please select a contact' });
  return { payee, payer };
}

/**
 * The calling workspace's own side: the payee of an invoice or draft, the payer of a bill. The
 * payload may name it (spec 001 §3: both sides travel); naming the other side's profile is
 * 'Payee and Payer cannot be the same' (on the other side's field, as `partiesOf` answers), and
 * naming anyone else is 40011: a workspace issues and pays only in its own name.
 */
export function ownSide(ws: string, named: string | undefined, otherId: string, param: 'payeeId' | 'payerId'): string {
  if (named === undefined || named === ws) return ws;
  const otherParam = param === 'payeeId' ? 'payerId' : 'payeeId';
  if (named === otherId) throw new AppError('invalid_request', { param: otherParam, message: 'Payee and Payer cannot be the same' });
  throw new AppError(40011, { param, message: param === 'payeeId' ? 'An invoice is issued in the workspace\'s own name' : 'A bill is paid in the workspace\'s own name' });
}

/**
 * The logs an invoice will carry, read consistently: each must be the payee's, for the payer,
 * active, and on no other invoice. When the payer is the one asking (a bill), a log that is not
 * theirs is simply not found.
 */
export async function claimableLogs(args: {
  payeeId: string;
  payerId: string;
  ids: string[];
  /** The invoice being saved or published: its own logs are claimable. */
  invoiceId?: string;
  caller: 'PAYEE' | 'PAYER';
}): Promise<TServiceLogRecord[]> {
  const ids = [...new Set(args.ids)];
  if (!ids.length) throw new AppError('invalid_request', { param: 'serviceLogIds', message: 'Please select services' });
  if (ids.length > MAX_INVOICE_ITEMS) {
    throw new AppError('invalid_request', { param: 'serviceLogIds', message: `At most ${MAX_INVOICE_ITEMS} services fit on one invoice` });
  }
  const logs = await Promise.all(ids.map((id) => ServiceLogEntity.get({ executorId: args.payeeId, id }, { consistent: true })));
  return logs.map((log, i) => {
    if (!log || (args.caller === 'PAYER' && log.recipient.id !== args.payerId)) {
      throw new AppError('no_record', { param: 'serviceLogIds', message: `Service log ${ids[i]} was not found` });
    }
    if (log.recipient.id !== args.payerId) {
      throw new AppError('invalid_request', { param: 'serviceLogIds', message: 'A selected service was provided to another payer' });
    }
    if (!log.active) throw new AppError('invalid_state', { param: 'serviceLogIds', message: 'A selected service log is disabled' });
    if (log.invoiceId && log.invoiceId !== args.invoiceId) throw new AppError('service_log_invoiced', { param: 'serviceLogIds' });
    return log;
  });
}

/**
 * Puts a log on an invoice, conditioned on the version that was read: a log taken by another
 * invoice meanwhile makes the whole transaction fail, and the next attempt refuses it.
 */
export function claimOp(log: TServiceLogRecord, invoiceId: string, invoiceStatus: 'DRAFT' | 'ISSUED'): TTransactItem {
  return ServiceLogEntity.updateOp(
    { executorId: log.executor.id, id: log.id },
    {
      set: { invoiceId, invoiceStatus, version: log.version + 1 },
      condition: '#version = :version AND (attribute_not_exists(#invoiceId) OR #invoiceId = :invoiceId)',
      names: { '#version': 'version', '#invoiceId': 'invoiceId' },
      values: { ':version': log.version, ':invoiceId': invoiceId },
    },
  );
}

/** Takes a log off an invoice (draft deleted, log removed from a draft, invoice voided). */
export function releaseOp(executorId: string, logId: string, invoiceId: string): TTransactItem {
  return ServiceLogEntity.updateOp(
    { executorId, id: logId },
    {
      also: 'ADD #version :one REMOVE #invoiceId, #invoiceStatus',
      condition: '#invoiceId = :invoiceId',
      names: { '#version': 'version', '#invoiceId': 'invoiceId', '#invoiceStatus': 'invoiceStatus' },
      values: { ':one': 1, ':invoiceId': invoiceId },
    },
  );
}
