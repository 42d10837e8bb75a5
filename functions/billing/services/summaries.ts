import { MAX_BALANCE_CENTS, MAX_PAID_PER_DAY_CENTS, PAID_WINDOW_DAYS } from '../../../shared/core/bounds.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { PaidDayEntity, SummaryEntity, type TSummarySide } from '../data/billing.entities.js';

/**
 * An increase is conditioned on the counter staying at or under `cap`, so a stored total never
 * passes it and every summary read and summed stays an exact integer (docs/decisions/0017-input-bounds.md).
 * A decrease needs no condition.
 */
function capped(deltaCents: number, cap: number) {
  if (deltaCents <= 0) return { values: { ':cents': deltaCents } };
  return { condition: 'attribute_not_exists(#cents) OR #cents <= :room', values: { ':cents': deltaCents, ':room': cap - deltaCents } };
}

/**
 * The refusal to give when a transaction was cancelled by the cap of one of its summary items (at
 * `indexes` in its ops): those items carry no other condition, so a failed one means the cap.
 */
export function capRefusal(error: unknown, indexes: number[], param: string, message: string): AppError | undefined {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name !== 'TransactionCanceledException') return undefined;
  const hit = indexes.some((i) => e.CancellationReasons?.[i]?.Code === 'ConditionalCheckFailed');
  return hit ? new AppError('invalid_request', { param, message, cause: error }) : undefined;
}
export const BALANCE_CAP_MESSAGE = `The unpaid total would pass $${(MAX_BALANCE_CENTS / 100).toLocaleString('en-US')}`;
export const PAID_DAY_CAP_MESSAGE = `More than $${(MAX_PAID_PER_DAY_CENTS / 100).toLocaleString('en-US')} would be paid today`;

const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Adds to a workspace's unpaid total, in the transaction of the transition that changes it. */
export function unpaidOp(workspaceId: string, side: TSummarySide, deltaCents: number): TTransactItem {
  return SummaryEntity.updateOp(
    { workspaceId, side },
    {
      set: { workspaceId, side },
      also: 'ADD #cents :cents',
      names: { '#cents': 'unpaidCents' },
      ...capped(deltaCents, MAX_BALANCE_CENTS),
      mustExist: false,
    },
  );
}

/** Adds a payment to the day it was made on. */
export function paidOp(workspaceId: string, side: TSummarySide, at: string, cents: number): TTransactItem {
  const day = at.slice(0, 10);
  return PaidDayEntity.updateOp(
    { workspaceId, side, day },
    {
      set: { workspaceId, side, day },
      also: 'ADD #cents :cents',
      names: { '#cents': 'paidCents' },
      ...capped(cents, MAX_PAID_PER_DAY_CENTS),
      mustExist: false,
    },
  );
}

/**
 * The unpaid total (one GetItem) and the total paid in the last 30 days (one Query over at most 30
 * day items): no invoice history is read.
 */
export async function summaryOf(side: TSummarySide, ctx: TRequestContext) {
  const workspaceId = workspaceOf(ctx);
  const now = Date.now();
  const [summary, days] = await Promise.all([
    SummaryEntity.get({ workspaceId, side }),
    PaidDayEntity.query({
      pk: `WS#${workspaceId}`,
      skBetween: [`PAID#${side}#${utcDay(now - (PAID_WINDOW_DAYS - 1) * 86_400_000)}`, `PAID#${side}#${utcDay(now)}`],
    }),
  ]);
  return {
    unpaidCents: summary?.unpaidCents ?? 0,
    paidLast30DaysCents: days.data.reduce((sum, d) => sum + d.paidCents, 0),
  };
}
