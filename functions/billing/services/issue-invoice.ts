import type * as z from 'zod/mini';
import type { TInvoice, ZBillInputSchema, ZInvoiceInputSchema } from '../../../shared/billing/billing.schema.js';
import { newId } from '../../../shared/core/ids.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError, notFound } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import {
  BillingDocumentEntity,
  BillRefEntity,
  InvoiceCounterEntity,
  InvoiceEntity,
  type TInvoiceRecord,
} from '../data/billing.entities.js';
import { claimableLogs, claimOp, ownSide, partiesOf } from './claims.js';
import { discardPdf, documentKey, storePdf } from './documents.js';
import { byServiceDate, dueDateOf, itemOf, totalsOf } from './invoice-items.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { lostRace, untilCommitted } from '../../core/races.js';
import { assertFitsOneTransaction } from './races.js';
import { BALANCE_CAP_MESSAGE, capRefusal, unpaidOp } from './summaries.js';
import { lazy } from '../../core/lazy.js';

/** Publishes of one payee race for the next number; each lost round takes the next one. */
const PUBLISH_ATTEMPTS = 12;

/** The API's view of a stored invoice. */
export function toInvoice(invoice: TInvoiceRecord): TInvoice {
  const { version: _version, updatedAt: _updatedAt, ...view } = invoice;
  return view;
}

type TIssue =
  /** A draft of the payee (the calling workspace), published as it was last saved. */
  | { kind: 'draft'; payeeId: string; draftId: string }
  /** A new invoice, issued at once: by the payee ('Create invoice') or by the payer ('Create bill'). */
  | {
      kind: 'new';
      payeeId: string;
      payerId: string;
      caller: 'PAYEE' | 'PAYER';
      serviceLogIds: string[];
      invoiceDate: string;
      dueDays: number;
      /** A fixed id: the caller's idempotency key (an invoice the firm issues for a payroll import). */
      invoiceId?: string;
      /** The parties are linked by an engagement the caller proved (the firm's payroll import), not by a contact. */
      engagement?: boolean;
    };

/**
 * Issues an invoice: PENDING_PAYMENT, the payee's next number and a PDF. One transaction moves the
 * invoice, takes the number (conditioned on the counter value read), puts every log on the
 * invoice (conditioned on each version read), adds to both parties' unpaid totals, and writes the
 * payer's pointer and the document. The PDF is made and stored first, since it shows the number;
 * when the transaction loses, the PDF is deleted and the next round reads the winner's state.
 */
async function issue(args: TIssue, ctx: TRequestContext): Promise<TInvoice> {
  return untilCommitted(async () => {
    let draft: TInvoiceRecord | undefined;
    let plan: { payeeId: string; payerId: string; ids: string[]; invoiceDate: string; dueDays: number; caller: 'PAYEE' | 'PAYER' };
    if (args.kind === 'draft') {
      draft = await InvoiceEntity.get({ payeeId: args.payeeId, id: args.draftId }, { consistent: true });
      if (!draft) throw notFound('id');
      if (draft.status !== 'DRAFT') throw new AppError('invalid_state', { param: 'id', message: 'Only a draft can be published' });
      plan = {
        payeeId: draft.payee.id,
        payerId: draft.payer.id,
        ids: draft.items.map((i) => i.id),
        invoiceDate: draft.invoiceDate,
        dueDays: draft.dueDays,
        caller: 'PAYEE',
      };
    } else {
      plan = { ...args, ids: args.serviceLogIds };
      if (args.invoiceId) {
        // Issued before under this key (a retried step): that invoice is the answer.
        const existing = await InvoiceEntity.get({ payeeId: args.payeeId, id: args.invoiceId }, { consistent: true });
        if (existing) return toInvoice(existing);
      }
    }
    const engagement = args.kind === 'new' && args.engagement === true;
    const { payee, payer } = await partiesOf(plan.payeeId, plan.payerId, plan.caller === 'PAYER' ? 'payeeId' : 'payerId', engagement);
    const id = draft?.id ?? (args.kind === 'new' ? args.invoiceId : undefined) ?? newId();
    const logs = await claimableLogs({ payeeId: payee.id, payerId: payer.id, ids: plan.ids, invoiceId: draft?.id, caller: plan.caller });
    const counter = await InvoiceCounterEntity.get({ payeeId: payee.id }, { consistent: true });
    const invoiceNumber = (counter?.current ?? 0) + 1;
    const now = new Date().toISOString();
    const items = logs.map((l) => itemOf(l, id, 'ISSUED')).sort(byServiceDate);
    const { invoiceDate, dueDays } = plan;
    const documentId = newId();
    const document = { id: documentId, fileName: `Invoice-${invoiceNumber}.pdf` };
    const invoice: TInvoiceRecord = {
      id,
      status: 'PENDING_PAYMENT',
      payee,
      payer,
      invoiceNumber,
      invoiceDate,
      dueDays,
      dueDate: dueDateOf(invoiceDate, dueDays),
      items,
      ...totalsOf(items),
      document,
      service: true,
      createdAt: draft?.createdAt ?? now,
      publishedAt: now,
      updatedAt: now,
      version: (draft?.version ?? -1) + 1,
    };

    const payeeUnpaid = unpaidOp(payee.id, 'INVOICE', invoice.totalCents);
    const ops: TTransactItem[] = [
      draft
        ? InvoiceEntity.putOp(invoice, {
            condition: '#version = :version AND #status = :draft',
            names: { '#version': 'version', '#status': 'status' },
            values: { ':version': draft.version, ':draft': 'DRAFT' },
          })
        : InvoiceEntity.putOp(invoice, { ifNotExists: true }),
      InvoiceCounterEntity.putOp(
        { payeeId: payee.id, current: invoiceNumber },
        counter
          ? { condition: '#current = :current', names: { '#current': 'current' }, values: { ':current': counter.current } }
          : { ifNotExists: true },
      ),
      ...logs.map((l) => claimOp(l, id, 'ISSUED')),
      payeeUnpaid,
      unpaidOp(payer.id, 'BILL', invoice.totalCents),
      BillRefEntity.putOp({ invoiceId: id, payerId: payer.id, payeeId: payee.id }),
      BillingDocumentEntity.putOp(
        { id: documentId, invoiceId: id, payeeId: payee.id, payerId: payer.id, key: documentKey(payee.id, documentId), fileName: document.fileName, createdAt: now },
        { ifNotExists: true },
      ),
    ];
    assertFitsOneTransaction(ops, 'serviceLogIds');

    const key = documentKey(payee.id, documentId);
    await storePdf(key, await renderInvoicePdf(toInvoice(invoice)));
    Object.assign(ctx.audit.props, {
      invoiceId: id,
      invoiceNumber,
      payeeId: payee.id,
      payerId: payer.id,
      totalCents: invoice.totalCents,
      documentId,
    });
    try {
      await ctx.transact(ops);
    } catch (error) {
      // A transaction that was cancelled wrote nothing; any other failure may have committed.
      if (lostRace(error) || (error as { name?: string }).name === 'TransactionCanceledException') await discardPdf(key);
      // The unpaid totals are capped so every summary stays exact (shared/core/bounds.ts).
      const unpaidAt = ops.findIndex((op) => op === payeeUnpaid);
      throw capRefusal(error, [unpaidAt, unpaidAt + 1], 'serviceLogIds', BALANCE_CAP_MESSAGE) ?? error;
    }
    return toInvoice(invoice);
  }, PUBLISH_ATTEMPTS);
}

const notifications = lazy(() => import('../../notifications/services/notify.js'));

/**
 * Tells one party's users (but the one who acted) of an invoice's change, once it has committed;
 * a failure to notify does not undo or fail the change.
 */
export async function notifyParty(
  workspaceId: string,
  kind: 'INVOICE_PUBLISHED' | 'BILL_PAID' | 'BILL_VOIDED',
  invoice: TInvoice,
  ctx: TRequestContext,
): Promise<void> {
  const { notifyWorkspace, notifySafely } = await notifications();
  const other = workspaceId === invoice.payer.id ? invoice.payee : invoice.payer;
  await notifySafely(
    () =>
      notifyWorkspace(
        workspaceId,
        {
          kind,
          params: { invoiceNumber: invoice.invoiceNumber ?? '', counterparty: other.name, totalCents: invoice.totalCents },
          link: workspaceId === invoice.payer.id ? `/bills/${invoice.id}` : `/invoices/${invoice.id}`,
        },
        ctx.principal?.userId,
      ),
    kind,
  );
}

/**
 * An invoice the firm's billing workspace issues to a client for work it recorded elsewhere (a
 * payroll import, issue 18): the logs are the caller's (made by `recordEngagementLogs`), the id is
 * the caller's idempotency key, so issuing again answers the same invoice. Numbering, PDF, totals,
 * audit and the payer's notice are the publish's own.
 */
export async function issueEngagementInvoice(
  input: { invoiceId: string; payeeId: string; payerId: string; serviceLogIds: string[]; invoiceDate: string; dueDays: number },
  ctx: TRequestContext,
): Promise<TInvoice> {
  const existing = await InvoiceEntity.get({ payeeId: input.payeeId, id: input.invoiceId }, { consistent: true });
  if (existing) return toInvoice(existing);
  return issued(await issue({ kind: 'new', caller: 'PAYEE', engagement: true, ...input }, ctx), ctx);
}

/** An invoice's state as the import shows it (spec 001 §3 Invoice (import side)): missing is undefined. */
export async function invoiceSummary(payeeId: string, id: string) {
  const i = await InvoiceEntity.get({ payeeId, id });
  return i ? { id: i.id, invoiceNumber: i.invoiceNumber, totalCents: i.totalCents, status: i.status, documentId: i.document?.id, documentName: i.document?.fileName } : undefined;
}

/** An issued invoice is news for the payer. */
async function issued(invoice: TInvoice, ctx: TRequestContext): Promise<TInvoice> {
  await notifyParty(invoice.payer.id, 'INVOICE_PUBLISHED', invoice, ctx);
  return invoice;
}

/** 'Create invoice' and publishing: the calling workspace is the payee. */
export async function publishDraft(input: { id: string }, ctx: TRequestContext): Promise<TInvoice> {
  return issued(await issue({ kind: 'draft', payeeId: workspaceOf(ctx), draftId: input.id }, ctx), ctx);
}

export async function createInvoice(input: z.output<typeof ZInvoiceInputSchema>, ctx: TRequestContext): Promise<TInvoice> {
  const { payeeId: named, ...rest } = input;
  const payeeId = ownSide(workspaceOf(ctx), named, input.payerId, 'payeeId');
  return issued(await issue({ kind: 'new', caller: 'PAYEE', payeeId, ...rest }, ctx), ctx);
}

/**
 * 'Create bill': the calling workspace is the payer, billing itself for the payee's free logs. The
 * payer's other users (a company's other owners) are told; the one who made it is not.
 */
export async function createBill(input: z.output<typeof ZBillInputSchema>, ctx: TRequestContext): Promise<TInvoice> {
  const { payeeId, payerId: named, ...rest } = input;
  const payerId = ownSide(workspaceOf(ctx), named, payeeId, 'payerId');
  return issued(await issue({ kind: 'new', caller: 'PAYER', payeeId, payerId, ...rest }, ctx), ctx);
}
