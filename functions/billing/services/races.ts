import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed } from '../../core/http.js';

/** DynamoDB's limit on the items of one TransactWriteItems; one more is the audit event. */
const MAX_TRANSACTION_ITEMS = 100;

/**
 * A transaction that lost to another writer: a condition on what it read no longer holds, or
 * DynamoDB cancelled it because another transaction was writing the same item at that moment.
 */
export function lostRace(error: unknown): boolean {
  if (conditionFailed(error)) return true;
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name === 'TransactionConflictException') return true;
  return e?.name === 'TransactionCanceledException' && (e.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs a read-check-write `attempt` until it commits. Every attempt reads afresh and writes
 * conditioned on what it read, so when it loses a race the next attempt sees the winner's state
 * and refuses with the clear error (invalid_state, service_log_invoiced …) or, when the change
 * was unrelated (a counter moved), simply goes again. Never a 5xx for a lost race.
 */
export async function untilCommitted<T>(attempt: (round: number) => Promise<T>, attempts = 6): Promise<T> {
  for (let round = 1; ; round += 1) {
    try {
      return await attempt(round);
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (round >= attempts) {
        throw new AppError('invalid_state', { message: 'The record was changed by another request; please try again', cause: error });
      }
      await sleep(10 + Math.random() * 40 * round);
    }
  }
}

/** Refuses a change that would not fit in one transaction (with its audit event), instead of splitting it. */
export function assertFitsOneTransaction(ops: TTransactItem[], param: string): void {
  if (ops.length + 1 > MAX_TRANSACTION_ITEMS) {
    throw new AppError('invalid_request', {
      param,
      message: `This change touches ${ops.length} records at once; save it in smaller steps`,
    });
  }
}
