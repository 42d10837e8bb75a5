import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZIdParamsSchema, ZOkSchema } from '../core/common.schema.js';
import * as S from './billing.schema.js';

/**
 * Two functions serve billing, to keep each bundle within budget: `billing` (catalogue, contacts,
 * locations, service logs) and `invoices` (invoices, drafts, bills and their PDFs).
 */
const domain = 'billing' as const;
const invoicesDomain = 'invoices' as const;
/**
 * Person and company workspaces bill and are billed; the services check which side of each record
 * the workspace is on (holder, executor, payee, payer). Staff open any client's workspace, and the
 * audit event records them as the producer and the client as the consumer.
 */
const permission = { access: 'workspace', workspaceTypes: ['PERSON', 'COMPANY'] } as const;

// Services
export const listServicesRoute = defineRoute({
  id: 'billing.services.list', domain, method: 'GET', path: '/api/billing/services',
  summary: "The workspace's service catalogue, by name and active", permission,
  query: S.ZServiceFilterSchema, response: z.object({ data: z.array(S.ZServiceSchema) }),
});
export const recentServicesRoute = defineRoute({
  id: 'billing.services.recent', domain, method: 'GET', path: '/api/billing/services/recent',
  summary: 'Services last used between the workspace and a counterparty, newest first', permission,
  query: S.ZRecentServicesQuerySchema, response: z.object({ data: z.array(S.ZServiceSchema) }),
});
export const getServiceRoute = defineRoute({
  id: 'billing.services.get', domain, method: 'GET', path: '/api/billing/services/{id}',
  summary: 'A service of the catalogue', permission, params: ZIdParamsSchema, response: S.ZServiceSchema,
});
export const createServiceRoute = defineRoute({
  id: 'billing.services.create', domain, method: 'POST', path: '/api/billing/services',
  summary: 'Add a service to the workspace catalogue', permission, body: S.ZServiceInputSchema,
  response: S.ZServiceSchema, status: 201, audit: 'SERVICE_CREATED',
});
export const updateServiceRoute = defineRoute({
  id: 'billing.services.update', domain, method: 'PUT', path: '/api/billing/services/{id}',
  summary: 'Edit a service (holder only)', permission, params: ZIdParamsSchema, body: S.ZServiceInputSchema,
  response: S.ZServiceSchema, audit: 'SERVICE_UPDATED',
});
export const disableServiceRoute = defineRoute({
  id: 'billing.services.disable', domain, method: 'DELETE', path: '/api/billing/services/{id}',
  summary: 'Disable a service (holder only; soft)', permission, params: ZIdParamsSchema,
  response: S.ZServiceSchema, audit: 'SERVICE_DISABLED',
});

// Contacts and locations
export const searchContactsRoute = defineRoute({
  id: 'billing.contacts.search', domain, method: 'GET', path: '/api/billing/contacts',
  summary: "The workspace's contacts and employment counterparties by name or email", permission,
  query: S.ZContactSearchQuerySchema, response: z.object({ data: z.array(S.ZContactSchema), empty: z.boolean() }),
});
export const recentContactsRoute = defineRoute({
  id: 'billing.contacts.recent', domain, method: 'GET', path: '/api/billing/contacts/recent',
  summary: 'Recent payers (INVOICE) or payees (BILL) of the workspace', permission,
  query: S.ZRecentContactsQuerySchema, response: z.object({ data: z.array(S.ZContactSchema) }),
});
export const createContactRoute = defineRoute({
  id: 'billing.contacts.create', domain, method: 'POST', path: '/api/billing/contacts',
  summary: 'Create a contact; an existing profile with the email becomes its ref', permission,
  body: S.ZContactInputSchema, response: S.ZContactSchema, status: 201, audit: 'CONTACT_CREATED',
});
export const listLocationsRoute = defineRoute({
  id: 'billing.locations.list', domain, method: 'GET', path: '/api/billing/locations',
  summary: 'Addresses, branches and projects for an executor and a contact', permission,
  query: S.ZLocationsQuerySchema, response: S.ZLocationsSchema,
});
export const createLocationRoute = defineRoute({
  id: 'billing.locations.create', domain, method: 'POST', path: '/api/billing/locations',
  summary: 'Create an address location for an executor and a contact', permission,
  body: S.ZLocationInputSchema, response: S.ZLocationSchema, status: 201, audit: 'LOCATION_CREATED',
});

// Service logs
export const listServiceLogsRoute = defineRoute({
  id: 'billing.logs.list', domain, method: 'GET', path: '/api/billing/service-logs',
  summary: 'Service logs the workspace provided (CONTRACTOR) or received (EMPLOYER), newest first', permission,
  query: S.ZServiceLogFilterSchema, response: S.ZServiceLogListSchema,
});
export const freeServiceLogsRoute = defineRoute({
  id: 'billing.logs.free', domain, method: 'GET', path: '/api/billing/service-logs/free',
  summary: 'Active logs of a payee for a payer that are on no invoice (the services picker)', permission,
  query: S.ZFreeServiceLogsQuerySchema, response: z.object({ data: z.array(S.ZServiceLogSchema) }),
});
export const getServiceLogRoute = defineRoute({
  id: 'billing.logs.get', domain, method: 'GET', path: '/api/billing/service-logs/{id}',
  summary: 'A service log, to its executor or recipient', permission, params: ZIdParamsSchema, response: S.ZServiceLogSchema,
});
export const createServiceLogRoute = defineRoute({
  id: 'billing.logs.create', domain, method: 'POST', path: '/api/billing/service-logs',
  summary: 'Provide a service (executor is the workspace) or assign one to a contractor', permission,
  body: S.ZServiceLogInputSchema, response: S.ZServiceLogSchema, status: 201, audit: 'SERVICE_LOG_CREATED',
});
export const updateServiceLogRoute = defineRoute({
  id: 'billing.logs.update', domain, method: 'PUT', path: '/api/billing/service-logs/{id}',
  summary: 'Update a service log (executor only; free or on a draft)', permission, params: ZIdParamsSchema,
  body: S.ZServiceLogInputSchema, response: S.ZServiceLogSchema, audit: 'SERVICE_LOG_UPDATED',
});
export const disableServiceLogRoute = defineRoute({
  id: 'billing.logs.disable', domain, method: 'DELETE', path: '/api/billing/service-logs/{id}',
  summary: 'Disable a service log (executor only; not while on an invoice)', permission, params: ZIdParamsSchema,
  response: S.ZServiceLogSchema, audit: 'SERVICE_LOG_DISABLED',
});

// Invoices (payee side)
export const listInvoicesRoute = defineRoute({
  id: 'invoices.list', domain: invoicesDomain, method: 'GET', path: '/api/billing/invoices',
  summary: "The workspace's invoices as payee: drafts (status=DRAFT) or issued ones, newest first", permission,
  query: S.ZInvoiceFilterSchema, response: S.ZInvoiceListSchema,
});
export const invoiceSummaryRoute = defineRoute({
  id: 'invoices.summary', domain: invoicesDomain, method: 'GET', path: '/api/billing/invoices/summary',
  summary: 'Unpaid and paid-in-last-30-days totals of the workspace as payee', permission, response: S.ZSummarySchema,
});
export const getInvoiceRoute = defineRoute({
  id: 'invoices.get', domain: invoicesDomain, method: 'GET', path: '/api/billing/invoices/{id}',
  summary: 'An invoice, to its payee, or to its payer once issued', permission, params: ZIdParamsSchema, response: S.ZInvoiceSchema,
});
export const createInvoiceRoute = defineRoute({
  id: 'invoices.create', domain: invoicesDomain, method: 'POST', path: '/api/billing/invoices',
  summary: "'Create invoice': save and publish in one step", permission, body: S.ZInvoiceInputSchema,
  response: S.ZInvoiceSchema, status: 201, audit: 'INVOICE_PUBLISHED',
});
export const createDraftRoute = defineRoute({
  id: 'invoices.drafts.create', domain: invoicesDomain, method: 'POST', path: '/api/billing/invoices/drafts',
  summary: "'Save draft'", permission, body: S.ZInvoiceInputSchema, response: S.ZInvoiceSchema, status: 201, audit: 'INVOICE_DRAFT_SAVED',
});
export const updateDraftRoute = defineRoute({
  id: 'invoices.drafts.update', domain: invoicesDomain, method: 'PUT', path: '/api/billing/invoices/drafts/{id}',
  summary: 'Save a draft again (payee only, DRAFT only)', permission, params: ZIdParamsSchema, body: S.ZInvoiceInputSchema,
  response: S.ZInvoiceSchema, audit: 'INVOICE_DRAFT_SAVED',
});
export const publishDraftRoute = defineRoute({
  id: 'invoices.drafts.publish', domain: invoicesDomain, method: 'POST', path: '/api/billing/invoices/drafts/{id}/publish',
  summary: 'Publish a draft: PENDING_PAYMENT, a number and a PDF (payee only, DRAFT only)', permission,
  params: ZIdParamsSchema, response: S.ZInvoiceSchema, audit: 'INVOICE_PUBLISHED',
});
export const deleteDraftRoute = defineRoute({
  id: 'invoices.drafts.delete', domain: invoicesDomain, method: 'DELETE', path: '/api/billing/invoices/drafts/{id}',
  summary: 'Delete a draft and free its logs (payee only, DRAFT only)', permission, params: ZIdParamsSchema,
  response: ZOkSchema, audit: 'INVOICE_DRAFT_DELETED',
});

// Bills (payer side)
export const listBillsRoute = defineRoute({
  id: 'invoices.bills.list', domain: invoicesDomain, method: 'GET', path: '/api/billing/bills',
  summary: "The workspace's bills as payer (issued invoices), newest first", permission,
  query: S.ZBillFilterSchema, response: S.ZInvoiceListSchema,
});
export const billSummaryRoute = defineRoute({
  id: 'invoices.bills.summary', domain: invoicesDomain, method: 'GET', path: '/api/billing/bills/summary',
  summary: 'Unpaid and paid-in-last-30-days totals of the workspace as payer', permission, response: S.ZSummarySchema,
});
export const createBillRoute = defineRoute({
  id: 'invoices.bills.create', domain: invoicesDomain, method: 'POST', path: '/api/billing/bills',
  summary: "'Create bill': the payer bills itself for a payee's free logs, issued at once", permission,
  body: S.ZBillInputSchema, response: S.ZInvoiceSchema, status: 201, audit: 'BILL_CREATED',
});
export const payBillRoute = defineRoute({
  id: 'invoices.bills.paid', domain: invoicesDomain, method: 'PUT', path: '/api/billing/bills/{id}/complete',
  summary: "'Paid': PENDING_PAYMENT to COMPLETED (payer only)", permission, params: ZIdParamsSchema,
  response: S.ZInvoiceSchema, audit: 'INVOICE_PAID',
});
export const voidBillRoute = defineRoute({
  id: 'invoices.bills.void', domain: invoicesDomain, method: 'PUT', path: '/api/billing/bills/{id}/decline',
  summary: "'Voided': PENDING_PAYMENT to VOIDED, freeing its logs (payer only)", permission, params: ZIdParamsSchema,
  response: S.ZInvoiceSchema, audit: 'INVOICE_VOIDED',
});

// Documents
export const downloadDocumentRoute = defineRoute({
  id: 'invoices.documents.download', domain: invoicesDomain, method: 'GET', path: '/api/billing/documents/{id}',
  summary: "A short-lived URL for an invoice's PDF, to its payee or payer", permission,
  params: ZIdParamsSchema, response: S.ZDocumentDownloadSchema,
});

export const billingRoutes = [
  listServicesRoute, recentServicesRoute, getServiceRoute, createServiceRoute, updateServiceRoute, disableServiceRoute,
  searchContactsRoute, recentContactsRoute, createContactRoute, listLocationsRoute, createLocationRoute,
  listServiceLogsRoute, freeServiceLogsRoute, getServiceLogRoute, createServiceLogRoute, updateServiceLogRoute, disableServiceLogRoute,
] as const;

export const invoicesRoutes = [
  listInvoicesRoute, invoiceSummaryRoute, getInvoiceRoute, createInvoiceRoute,
  createDraftRoute, updateDraftRoute, publishDraftRoute, deleteDraftRoute,
  listBillsRoute, billSummaryRoute, createBillRoute, payBillRoute, voidBillRoute,
  downloadDocumentRoute,
] as const;
