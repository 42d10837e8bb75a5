import { AppError } from './errors.js';
import { conditionFailed } from './http.js';

/**
 * A transaction that lost to another writer: a condition on what it read no longer holds, or
 * DynamoDB cancelled it because another transaction was writing the same item at that moment.
 */
export function lostRace(error: unknown): boolean {
  return conditionFailed(error) || transactionConflict(error);
}

/** DynamoDB cancelled a transaction because another one was writing one of its items at that moment. */
export function transactionConflict(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name === 'TransactionConflictException') return true;
  return e?.name === 'TransactionCanceledException' && (e.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
}

/**
 * Runs a write that holds no read-dependent condition again when it only collided with another
 * transaction on a shared item (a directory counter, say); a failed condition is rethrown as is.
 */
export async function retryOnConflict<T>(write: () => Promise<T>, attempts = 6): Promise<T> {
  for (let round = 1; ; round += 1) {
    try {
      return await write();
    } catch (error) {
      if (!transactionConflict(error) || round >= attempts) throw error;
      await sleep(10 + Math.random() * 40 * round);
    }
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs a read-check-write `attempt` until it commits. Every attempt reads afresh and writes
 * conditioned on what it read, so when it loses a race the next attempt sees the winner's state
 * and refuses with the clear error (a taken EIN, SSN or log, invalid_state …) or, when the change
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
