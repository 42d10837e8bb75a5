import {
  billSummaryRoute,
  createBillRoute,
  createDraftRoute,
  createInvoiceRoute,
  deleteDraftRoute,
  downloadDocumentRoute,
  invoiceSummaryRoute,
  listBillsRoute,
  listInvoicesRoute,
  payBillRoute,
  publishDraftRoute,
  updateDraftRoute,
  voidBillRoute,
} from '@shared/billing/billing.routes.js';
import { DRAFT_PAGE_SIZE, INVOICE_PAGE_SIZE, type TBillInput, type TInvoiceInput } from '@shared/billing/billing.schema.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { billingKey } from './billing-keys';

/** 'ALL UNPAID INVOICES' and 'PAID IN LAST 30 DAYS' of the workspace as payee. */
export const invoiceSummaryQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'invoices', 'summary'),
    queryFn: ({ signal }) => callRoute(invoiceSummaryRoute, {}, { workspaceId, signal }),
  });

/** 'ALL UNPAID BILLS' and 'PAID IN LAST 30 DAYS' of the workspace as payer. */
export const billSummaryQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'bills', 'summary'),
    queryFn: ({ signal }) => callRoute(billSummaryRoute, {}, { workspaceId, signal }),
  });

/** 'Draft invoices': page 0, size 100, status DRAFT (spec 001 §7). */
export const draftsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'invoices', 'drafts'),
    queryFn: ({ signal }) =>
      callRoute(listInvoicesRoute, { query: { status: 'DRAFT', size: DRAFT_PAGE_SIZE, page: 0 } }, { workspaceId, signal }),
  });

/** Page `page` (0-based) of 'Invoices': size 10, excluding DRAFT, newest first, with `countOfPages`. */
export const invoicesQuery = (workspaceId: string, page: number) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'invoices', 'issued', page),
    queryFn: ({ signal }) =>
      callRoute(listInvoicesRoute, { query: { excludeStatus: 'DRAFT', size: INVOICE_PAGE_SIZE, page } }, { workspaceId, signal }),
  });

/** Page `page` (0-based) of 'Your Bills' (issued invoices the workspace pays), size 10, with `countOfPages`. */
export const billsQuery = (workspaceId: string, page: number) =>
  queryOptions({
    queryKey: billingKey(workspaceId, 'bills', 'list', page),
    queryFn: ({ signal }) => callRoute(listBillsRoute, { query: { size: INVOICE_PAGE_SIZE, page } }, { workspaceId, signal }),
  });

export const createInvoice = (workspaceId: string, body: TInvoiceInput) =>
  callRoute(createInvoiceRoute, { body }, { workspaceId });

export const createDraft = (workspaceId: string, body: TInvoiceInput) => callRoute(createDraftRoute, { body }, { workspaceId });

export const updateDraft = (workspaceId: string, id: string, body: TInvoiceInput) =>
  callRoute(updateDraftRoute, { params: { id }, body }, { workspaceId });

export const publishDraft = (workspaceId: string, id: string) =>
  callRoute(publishDraftRoute, { params: { id } }, { workspaceId });

export const deleteDraft = (workspaceId: string, id: string) => callRoute(deleteDraftRoute, { params: { id } }, { workspaceId });

export const createBill = (workspaceId: string, body: TBillInput) => callRoute(createBillRoute, { body }, { workspaceId });

export const payBill = (workspaceId: string, id: string) => callRoute(payBillRoute, { params: { id } }, { workspaceId });

export const voidBill = (workspaceId: string, id: string) => callRoute(voidBillRoute, { params: { id } }, { workspaceId });

/** A short-lived URL of an invoice's PDF (GET /api/billing/documents/{id}). */
export const documentUrl = (workspaceId: string, id: string) =>
  callRoute(downloadDocumentRoute, { params: { id } }, { workspaceId });
