import type { TInvoice } from '../../../shared/billing/billing.schema.js';
import { AppError, notFound } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { BillRefEntity, InvoiceEntity, type TInvoiceRecord } from '../data/billing.entities.js';
import { releaseOp } from './claims.js';
import { notifyParty, toInvoice } from './issue-invoice.js';
import { untilCommitted } from '../../core/races.js';
import { capRefusal, PAID_DAY_CAP_MESSAGE, paidOp, unpaidOp } from './summaries.js';

/**
 * A bill of the calling workspace (its payer), read consistently. The payee may see the invoice
 * but not act on it as payer (403); anyone else gets 404.
 */
async function payersBill(ctx: TRequestContext, id: string): Promise<TInvoiceRecord> {
  const ws = workspaceOf(ctx);
  const ref = await BillRefEntity.get({ payerId: ws, invoiceId: id }, { consistent: true });
  const bill = ref && (await InvoiceEntity.get({ payeeId: ref.payeeId, id }, { consistent: true }));
  if (bill) return bill;
  if (await InvoiceEntity.get({ payeeId: ws, id })) throw new AppError(40011, { param: 'id', message: 'Only the payer marks a bill paid or voided' });
  throw notFound('id');
}

/** The invoice moves from PENDING_PAYMENT only, conditioned on that status and the version read. */
function transitionOp(bill: TInvoiceRecord, set: Partial<TInvoiceRecord>) {
  return InvoiceEntity.updateOp(
    { payeeId: bill.payee.id, id: bill.id },
    {
      set: { ...set, version: bill.version + 1 },
      condition: '#version = :version AND #status = :pending',
      names: { '#version': 'version', '#status': 'status' },
      values: { ':version': bill.version, ':pending': 'PENDING_PAYMENT' },
    },
  );
}

function assertPending(bill: TInvoiceRecord): void {
  if (bill.status !== 'PENDING_PAYMENT') {
    throw new AppError('invalid_state', { param: 'id', message: 'Only a bill pending payment can be marked paid or voided' });
  }
}

/**
 * 'Paid' (payer only): COMPLETED. Both unpaid totals go down and both parties' paid day goes up,
 * in the transaction of the transition; of a racing 'Paid' and 'Voided' exactly one commits.
 */
export async function payBill(input: { id: string }, ctx: TRequestContext): Promise<TInvoice> {
  const paid = await untilCommitted(async () => {
    const bill = await payersBill(ctx, input.id);
    assertPending(bill);
    const now = new Date().toISOString();
    ctx.audit.props.invoiceId = bill.id;
    ctx.audit.props.totalCents = bill.totalCents;
    try {
      await ctx.transact([
        transitionOp(bill, { status: 'COMPLETED', paidAt: now, updatedAt: now }),
        unpaidOp(bill.payee.id, 'INVOICE', -bill.totalCents),
        unpaidOp(bill.payer.id, 'BILL', -bill.totalCents),
        paidOp(bill.payee.id, 'INVOICE', now, bill.totalCents),
        paidOp(bill.payer.id, 'BILL', now, bill.totalCents),
        // The payer's pointer joins its paid bills (GSI1), for the year's payments per payee.
        BillRefEntity.putOp({ invoiceId: bill.id, payerId: bill.payer.id, payeeId: bill.payee.id, paidAt: now, totalCents: bill.totalCents }),
      ]);
    } catch (error) {
      // A day's paid total is capped so 'PAID IN LAST 30 DAYS' stays exact (shared/core/bounds.ts).
      throw capRefusal(error, [3, 4], 'id', PAID_DAY_CAP_MESSAGE) ?? error;
    }
    return toInvoice({ ...bill, status: 'COMPLETED', paidAt: now, updatedAt: now, version: bill.version + 1 });
  });
  await notifyParty(paid.payee.id, 'BILL_PAID', paid, ctx);
  return paid;
}

/** 'Voided' (payer only): VOIDED, the unpaid totals go down and every log on it is free again. */
export async function voidBill(input: { id: string }, ctx: TRequestContext): Promise<TInvoice> {
  const voided = await untilCommitted(async () => {
    const bill = await payersBill(ctx, input.id);
    assertPending(bill);
    const now = new Date().toISOString();
    ctx.audit.props.invoiceId = bill.id;
    ctx.audit.props.totalCents = bill.totalCents;
    await ctx.transact([
      transitionOp(bill, { status: 'VOIDED', voidedAt: now, updatedAt: now }),
      unpaidOp(bill.payee.id, 'INVOICE', -bill.totalCents),
      unpaidOp(bill.payer.id, 'BILL', -bill.totalCents),
      ...bill.items.map((i) => releaseOp(bill.payee.id, i.id, bill.id)),
    ]);
    return toInvoice({ ...bill, status: 'VOIDED', voidedAt: now, updatedAt: now, version: bill.version + 1 });
  });
  await notifyParty(voided.payee.id, 'BILL_VOIDED', voided, ctx);
  return voided;
}

/** 'Your Bills': the issued invoices the workspace pays, newest first, by numbered page with the page count (Queries on GSI1). */
export async function listBills(page: { size: number; page: number; cursor?: string }, ctx: TRequestContext) {
  // The records as read: the response keeps the invoice's own fields only (functions/core/conform.ts).
  return InvoiceEntity.numberedPage({ index: 'GSI1', pk: `BILLS#${workspaceOf(ctx)}`, newestFirst: true, cursor: page.cursor }, page);
}
