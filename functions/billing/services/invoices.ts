import type * as z from 'zod/mini';
import type { TInvoice, ZInvoiceFilterSchema, ZInvoiceInputSchema } from '../../../shared/billing/billing.schema.js';
import { newId } from '../../../shared/core/ids.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError, notFound } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { BillRefEntity, InvoiceEntity, type TInvoiceRecord } from '../data/billing.entities.js';
import { claimableLogs, claimOp, ownSide, partiesOf, releaseOp } from './claims.js';
import { byServiceDate, dueDateOf, itemOf, totalsOf } from './invoice-items.js';
import { toInvoice } from './issue-invoice.js';
import { untilCommitted } from '../../core/races.js';
import { assertFitsOneTransaction } from './races.js';

type TInvoiceInput = z.output<typeof ZInvoiceInputSchema>;

const draftIs = (version: number) => ({
  condition: '#version = :version AND #status = :draft',
  names: { '#version': 'version', '#status': 'status' },
  values: { ':version': version, ':draft': 'DRAFT' },
});

/** A draft of the calling workspace (the payee), read consistently; the payer never sees one. */
async function ownDraft(ctx: TRequestContext, id: string): Promise<TInvoiceRecord> {
  const draft = await InvoiceEntity.get({ payeeId: workspaceOf(ctx), id }, { consistent: true });
  if (!draft) throw notFound('id');
  if (draft.status !== 'DRAFT') throw new AppError('invalid_state', { param: 'id', message: 'Only a draft can be changed' });
  return draft;
}

/**
 * 'Save draft': the calling workspace is the payee; at least one service; the logs go on the
 * draft in the same transaction, so no other invoice can take them meanwhile.
 */
export async function createDraft(input: TInvoiceInput, ctx: TRequestContext): Promise<TInvoice> {
  const ws = ownSide(workspaceOf(ctx), input.payeeId, input.payerId, 'payeeId');
  return untilCommitted(async () => {
    const { payee, payer } = await partiesOf(ws, input.payerId, 'payerId');
    const logs = await claimableLogs({ payeeId: ws, payerId: payer.id, ids: input.serviceLogIds, caller: 'PAYEE' });
    const id = newId();
    const now = new Date().toISOString();
    const items = logs.map((l) => itemOf(l, id, 'DRAFT')).sort(byServiceDate);
    const draft: TInvoiceRecord = {
      id,
      status: 'DRAFT',
      payee,
      payer,
      invoiceDate: input.invoiceDate,
      dueDays: input.dueDays,
      dueDate: dueDateOf(input.invoiceDate, input.dueDays),
      items,
      ...totalsOf(items),
      service: true,
      createdAt: now,
      updatedAt: now,
      version: 0,
    };
    ctx.audit.props.invoiceId = id;
    ctx.audit.props.payerId = payer.id;
    ctx.audit.props.totalCents = draft.totalCents;
    await ctx.transact([InvoiceEntity.putOp(draft, { ifNotExists: true }), ...logs.map((l) => claimOp(l, id, 'DRAFT'))]);
    return toInvoice(draft);
  });
}

/**
 * Saves a draft again (payee only, DRAFT only): logs added are claimed, logs left out are freed,
 * and the snapshot of every item is taken afresh, all in one transaction conditioned on the
 * draft's version.
 */
export async function updateDraft(input: { id: string; draft: TInvoiceInput }, ctx: TRequestContext): Promise<TInvoice> {
  const ws = ownSide(workspaceOf(ctx), input.draft.payeeId, input.draft.payerId, 'payeeId');
  return untilCommitted(async () => {
    const current = await ownDraft(ctx, input.id);
    const { payee, payer } = await partiesOf(ws, input.draft.payerId, 'payerId');
    const logs = await claimableLogs({ payeeId: ws, payerId: payer.id, ids: input.draft.serviceLogIds, invoiceId: current.id, caller: 'PAYEE' });
    const before = new Set(current.items.map((i) => i.id));
    const after = new Set(logs.map((l) => l.id));
    const now = new Date().toISOString();
    const items = logs.map((l) => itemOf(l, current.id, 'DRAFT')).sort(byServiceDate);
    const next: TInvoiceRecord = {
      ...current,
      payee,
      payer,
      invoiceDate: input.draft.invoiceDate,
      dueDays: input.draft.dueDays,
      dueDate: dueDateOf(input.draft.invoiceDate, input.draft.dueDays),
      items,
      ...totalsOf(items),
      updatedAt: now,
      version: current.version + 1,
    };
    const ops: TTransactItem[] = [
      InvoiceEntity.putOp(next, draftIs(current.version)),
      ...logs.filter((l) => !before.has(l.id)).map((l) => claimOp(l, current.id, 'DRAFT')),
      ...[...before].filter((id) => !after.has(id)).map((id) => releaseOp(ws, id, current.id)),
    ];
    assertFitsOneTransaction(ops, 'serviceLogIds');
    ctx.audit.props.invoiceId = current.id;
    ctx.audit.props.payerId = payer.id;
    ctx.audit.props.totalCents = next.totalCents;
    await ctx.transact(ops);
    return toInvoice(next);
  });
}

/** 'Delete draft' (payee only, DRAFT only): the draft goes and its logs are free again. */
export async function deleteDraft(input: { id: string }, ctx: TRequestContext): Promise<{ ok: true }> {
  const ws = workspaceOf(ctx);
  return untilCommitted(async () => {
    const draft = await ownDraft(ctx, input.id);
    const guard = draftIs(draft.version);
    ctx.audit.props.invoiceId = draft.id;
    await ctx.transact([
      InvoiceEntity.deleteOp({ payeeId: ws, id: draft.id }, guard.condition, guard),
      ...draft.items.map((i) => releaseOp(ws, i.id, draft.id)),
    ]);
    return { ok: true as const };
  });
}

/**
 * The invoice by id: to its payee (under its own partition), or to its payer once issued (through
 * the payer's pointer). Anyone else, and a payer asking for a draft, gets 404.
 */
export async function findInvoice(ws: string, id: string, consistent = false): Promise<TInvoiceRecord | undefined> {
  const own = await InvoiceEntity.get({ payeeId: ws, id }, { consistent });
  if (own) return own;
  const ref = await BillRefEntity.get({ payerId: ws, invoiceId: id }, { consistent });
  return ref ? InvoiceEntity.get({ payeeId: ref.payeeId, id }, { consistent }) : undefined;
}

export async function getInvoice(input: { id: string }, ctx: TRequestContext): Promise<TInvoice> {
  const invoice = await findInvoice(workspaceOf(ctx), input.id);
  if (!invoice) throw notFound('id');
  return toInvoice(invoice);
}

/**
 * 'Your invoices': the drafts (status=DRAFT) or the issued invoices, newest first, optionally of
 * one status, by numbered page with the page count: Queries on the payee's list in GSI2.
 */
export async function listInvoices(filter: z.output<typeof ZInvoiceFilterSchema>, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  if (filter.status === 'DRAFT' && filter.excludeStatus === 'DRAFT') return { data: [], countOfPages: 0 };
  const drafts = filter.status === 'DRAFT';
  const page = await InvoiceEntity.numberedPage(
    {
      index: 'GSI2',
      pk: `INVLIST#${ws}#${drafts ? 'DRAFT' : 'ISSUED'}`,
      newestFirst: true,
      cursor: filter.cursor,
      ...(filter.status && !drafts
        ? { filter: { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': filter.status } } }
        : {}),
    },
    filter,
  );
  // The records as read, vouched by the entity's parse: the response keeps the invoice's own
  // fields (no version), without parsing each invoice again (functions/core/conform.ts).
  return page;
}
