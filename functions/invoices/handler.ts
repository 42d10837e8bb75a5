/**
 * Invoices, drafts, bills and their PDFs: the second billing function (shared/billing/billing.routes.ts).
 * The services live with the rest of billing in functions/billing.
 */
import * as R from '../../shared/billing/billing.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/**
 * Each route's service module is imported on its first call (a chunk of its own in the bundle):
 * a cold start loads only the core and the route table (infra/constructs/bundling.ts).
 */
const bills = lazy(() => import('../billing/services/bills.js'));
const documents = lazy(() => import('../billing/services/documents.js'));
const invoices = lazy(() => import('../billing/services/invoices.js'));
const issueInvoice = lazy(() => import('../billing/services/issue-invoice.js'));
const summaries = lazy(() => import('../billing/services/summaries.js'));

export const bindings = [
  bind(R.listInvoicesRoute, async ({ query }, ctx) => (await invoices()).listInvoices(query, ctx)),
  bind(R.invoiceSummaryRoute, async (_input, ctx) => (await summaries()).summaryOf('INVOICE', ctx)),
  bind(R.getInvoiceRoute, async ({ params }, ctx) => (await invoices()).getInvoice(params, ctx)),
  bind(R.createInvoiceRoute, async ({ body }, ctx) => (await issueInvoice()).createInvoice(body, ctx)),
  bind(R.createDraftRoute, async ({ body }, ctx) => (await invoices()).createDraft(body, ctx)),
  bind(R.updateDraftRoute, async ({ params, body }, ctx) => (await invoices()).updateDraft({ id: params.id, draft: body }, ctx)),
  bind(R.publishDraftRoute, async ({ params }, ctx) => (await issueInvoice()).publishDraft(params, ctx)),
  bind(R.deleteDraftRoute, async ({ params }, ctx) => (await invoices()).deleteDraft(params, ctx)),

  bind(R.listBillsRoute, async ({ query }, ctx) => (await bills()).listBills(query, ctx)),
  bind(R.billSummaryRoute, async (_input, ctx) => (await summaries()).summaryOf('BILL', ctx)),
  bind(R.createBillRoute, async ({ body }, ctx) => (await issueInvoice()).createBill(body, ctx)),
  bind(R.payBillRoute, async ({ params }, ctx) => (await bills()).payBill(params, ctx)),
  bind(R.voidBillRoute, async ({ params }, ctx) => (await bills()).voidBill(params, ctx)),

  bind(R.downloadDocumentRoute, async ({ params }, ctx) => (await documents()).downloadDocument(params, ctx)),
];

export const handler = createApiHandler(bindings);
