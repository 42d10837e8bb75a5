import type { TTransactItem } from '../../core/entity.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { PaidDayEntity, SummaryEntity, type TSummarySide } from '../data/billing.entities.js';

/** 'PAID IN LAST 30 DAYS': today and the 29 UTC days before it. */
const PAID_WINDOW_DAYS = 30;

const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Adds to a workspace's unpaid total, in the transaction of the transition that changes it. */
export function unpaidOp(workspaceId: string, side: TSummarySide, deltaCents: number): TTransactItem {
  return SummaryEntity.updateOp(
    { workspaceId, side },
    { set: { workspaceId, side }, also: 'ADD #cents :cents', names: { '#cents': 'unpaidCents' }, values: { ':cents': deltaCents }, mustExist: false },
  );
}

/** Adds a payment to the day it was made on. */
export function paidOp(workspaceId: string, side: TSummarySide, at: string, cents: number): TTransactItem {
  const day = at.slice(0, 10);
  return PaidDayEntity.updateOp(
    { workspaceId, side, day },
    { set: { workspaceId, side, day }, also: 'ADD #cents :cents', names: { '#cents': 'paidCents' }, values: { ':cents': cents }, mustExist: false },
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
