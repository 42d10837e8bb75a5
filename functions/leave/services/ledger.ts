/**
 * The balance ledger (docs/decisions/0031-leave-balances.md). A balance is two sums, each changed
 * only together with the changelog entries that explain it:
 * - the requests' side (L1): used, restored, carryover and year-end entries, written in one
 *   transaction with the balance item, conditioned on its version;
 * - the daily accrual's side (L7): one deterministic ACCRUED entry per employment and day, written
 *   before the accrual state that counts it (so a re-run rewrites the same entries).
 * The balance is their sum, and always equals the sum of the entries.
 */
import { newId } from '../../../shared/core/ids.js';
import type { TLeaveKind, TLeaveTerms } from '../../../shared/policies/leave-terms.js';
import { ENTRY_REASONS } from '../../../shared/leave/leave.schema.js';
import { eligibleFrom, HOUR, ptoEarned, sickEarned } from '../../../shared/leave/rules.js';
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';
import type { TTransactItem } from '../../core/entity.js';
import { AccrualShardEntity, accrualShardOf, BalanceEntity, EntryEntity, type TAccrualState, type TStoredBalance, type TStoredEntry } from '../data/leave.entities.js';

export type TReason = (typeof ENTRY_REASONS)[number];
export interface TChange {
  duration: number;
  reason: TReason;
  periodStart?: string;
  periodEnd?: string;
  workedSeconds?: number;
  requestId?: string;
  by?: string;
  /** A deterministic id (the year end's); a random one otherwise. */
  id?: string;
}

/** An employment's balance as it stands: the requests' item, the accrual state, and their sum. */
export interface TCurrent {
  item: TStoredBalance;
  stored: boolean;
  accrual: TAccrualState;
  total: number;
  /** Entries an accrual run is writing and has not counted yet (not part of the balance until it does). */
  pendingIds: Set<string>;
}

/** The accrual state of an employment not accrued yet: the day before the employment (or `year`) starts. */
export function freshAccrual(startDate: string, year: number): TAccrualState {
  const yearStart = `${year}-01-01`;
  return { year, through: addDays(startDate > yearStart ? startDate : yearStart, -1), yearWorked: 0, yearEarned: 0, accrued: 0 };
}

export function freshItem(e: { id: string; companyId: string; personId: string }, kind: TLeaveKind, year: number, policyId?: string): TStoredBalance {
  return {
    employmentId: e.id, companyId: e.companyId, personId: e.personId, kind, ...(policyId ? { policyId } : {}),
    adjustedSeconds: 0, carryoverSeconds: 0, usedYear: year, yearUsedSeconds: 0, updatedAt: new Date().toISOString(), version: 0,
  };
}

/** Reads both sides consistently (for a write that relies on them). */
export async function readCurrent(e: { id: string; companyId: string; personId: string; startDate: string }, kind: TLeaveKind, today: string, policyId?: string): Promise<TCurrent> {
  const [item, shard] = await Promise.all([
    BalanceEntity.get({ employmentId: e.id, kind }, { consistent: true }),
    AccrualShardEntity.get({ companyId: e.companyId, kind, shard: accrualShardOf(e.id) }, { consistent: true }),
  ]);
  const year = Number(today.slice(0, 4));
  const accrual = shard?.employments[e.id] ?? freshAccrual(e.startDate, year);
  const current = item ?? freshItem(e, kind, accrual.year, policyId);
  const pendingIds = new Set((shard?.pending?.entries ?? []).filter((x) => x.employmentId === e.id).map((x) => x.id));
  return { item: current, stored: Boolean(item), accrual, total: current.adjustedSeconds + accrual.accrued, pendingIds };
}

/** Paid leave used in the accrual's current year. */
export const usedThisYear = (c: TCurrent) => (c.item.usedYear === c.accrual.year ? c.item.yearUsedSeconds : 0);

/** A change of the requests' side being prepared. */
export interface TDraft {
  before?: TStoredBalance;
  next: TStoredBalance;
  changes: TChange[];
}

export function draftOf(current: Pick<TCurrent, 'item' | 'stored'>): TDraft {
  return { ...(current.stored ? { before: current.item } : {}), next: { ...current.item }, changes: [] };
}

export function apply(draft: TDraft, change: TChange): void {
  if (!Number.isInteger(change.duration)) throw new RangeError('a change is whole seconds');
  draft.next.adjustedSeconds += change.duration;
  draft.changes.push(change);
}

/** Counts paid leave used (or given back) in `year`. */
export function use(draft: TDraft, year: number, seconds: number): void {
  if (draft.next.usedYear !== year) Object.assign(draft.next, { usedYear: year, yearUsedSeconds: 0 });
  draft.next.yearUsedSeconds = Math.max(0, draft.next.yearUsedSeconds + seconds);
}

/** The draft's transaction items: the balance item (new, or on its version) and its entries. */
export function draftOps(draft: TDraft, now = Date.now(), condition?: { expression: string; values: Record<string, unknown> }): { ops: TTransactItem[]; entries: TStoredEntry[] } {
  const next = { ...draft.next, updatedAt: new Date(now).toISOString(), version: (draft.before?.version ?? 0) + 1 };
  const entries = draft.changes.map(({ id, ...c }, i): TStoredEntry => ({ employmentId: next.employmentId, kind: next.kind, id: id ?? newId(), createDate: new Date(now + i).toISOString(), ...c }));
  const balanceOp = draft.before
    ? BalanceEntity.putOp(next, {
        condition: ['#ver = :ver', condition?.expression].filter(Boolean).join(' AND '),
        names: { '#ver': 'version' },
        values: { ':ver': draft.before.version, ...condition?.values },
      })
    : BalanceEntity.putOp(next, { ifNotExists: true });
  return { ops: [balanceOp, ...entries.map((e) => EntryEntity.putOp(e))], entries };
}

/**
 * Accrues a span of days within the state's leave year: the state moves to `day` (the span's last),
 * and the span's earnings are returned. Both are differences of cumulative amounts (rules.ts), so
 * a span of any length earns what its days would earn one by one.
 */
export function accrueSpan(state: TAccrualState, input: { day: string; terms: TLeaveTerms; workedSeconds: number; startDate: string; terminationDate?: string }): number {
  const { terms, day } = input;
  if (Number(day.slice(0, 4)) !== state.year || day <= state.through) throw new RangeError('a span ends after the state, within its year');
  let earned: number;
  if (terms.kind === 'SICK') {
    state.yearWorked += input.workedSeconds;
    earned = sickEarned(state.yearWorked, terms.accumulationRate, terms.totalHours * HOUR);
  } else {
    earned = ptoEarned({
      year: state.year, through: day, eligibleFrom: eligibleFrom(input.startDate, terms.eligibilityDays), totalSeconds: terms.totalHours * HOUR,
      ...(input.terminationDate ? { endDate: input.terminationDate } : {}),
    });
  }
  const delta = earned - state.yearEarned;
  state.yearEarned = earned;
  state.accrued += delta;
  state.through = day;
  return delta;
}
