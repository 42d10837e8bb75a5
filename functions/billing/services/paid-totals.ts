/**
 * What a payer paid each payee in a calendar year, for other domains (payroll's 1099-NEC
 * preparation, docs/decisions/0035-year-end-forms.md): the totals of its bills marked paid
 * (COMPLETED) in that year, by their paid time in UTC. One Query on the payer's paid bills (GSI1
 * `PAIDBILLS#<payerId>`, between the year's first and last instant; docs/data-model.md pattern 31a).
 */
import { queryAll } from '../../core/entity.js';
import { BillRefEntity } from '../data/billing.entities.js';

/** A payer's paid bills of a year, at most this many (a defect of the design beyond it, not a cut list). */
const MAX_PAID_BILLS_A_YEAR = 100_000;

/** Cents paid per payee workspace in `year`: only payees that were paid appear. */
export async function paidTotalsByPayee(args: { payerId: string; year: number }): Promise<Map<string, number>> {
  const refs = await queryAll(
    BillRefEntity,
    { index: 'GSI1', pk: `PAIDBILLS#${args.payerId}`, skBetween: [`${args.year}-01-01T`, `${args.year}-12-31T~`] },
    MAX_PAID_BILLS_A_YEAR,
  );
  const totals = new Map<string, number>();
  for (const r of refs) totals.set(r.payeeId, (totals.get(r.payeeId) ?? 0) + (r.totalCents ?? 0));
  return totals;
}
