import * as z from 'zod/mini';
import { ZAddressSchema } from '../../../shared/core/address.schema.js';
import {
  ZContactSchema,
  ZInvoiceSchema,
  ZServiceLogSchema,
  ZServiceSchema,
} from '../../../shared/billing/billing.schema.js';
import { defineEntity } from '../../core/entity.js';

/**
 * Billing items of the single table (docs/data-model.md, "Billing"). Everything a workspace holds
 * lives under its own partition `WS#<id>`, so a read keyed by the authorized workspace cannot reach
 * another client's records. Every record that can change carries `version`, and every write of it
 * is conditioned on the version it read, so of two racing writes exactly one commits.
 */

const ZVersion = z.number().check(z.int(), z.minimum(0));

/** A service of a workspace's catalogue; only the holder edits or disables it. */
export const ServiceEntity = defineEntity({
  name: 'Service',
  schema: ZServiceSchema,
  key: (a: { holderId: string; id: string }) => ({ PK: `WS#${a.holderId}`, SK: `SERVICE#${a.id}` }),
  keyOf: (s) => ({ holderId: s.holderId, id: s.id }),
});
export type TServiceRecord = z.infer<typeof ZServiceSchema>;

/**
 * A provided service, under its executor (the contractor side lists it from there). GSI1 lists it
 * under its recipient (the employer side); GSI2 keys the pair by service date, for the invoice
 * picker and the recent services of a pair.
 */
export const ServiceLogEntity = defineEntity({
  name: 'ServiceLog',
  schema: z.extend(ZServiceLogSchema, {
    /** The workspace whose catalogue the service comes from (the executor's or the recipient's). */
    serviceHolderId: z.string(),
    version: ZVersion,
  }),
  key: (a: { executorId: string; id: string }) => ({ PK: `WS#${a.executorId}`, SK: `LOG#${a.id}` }),
  keyOf: (l) => ({ executorId: l.executor.id, id: l.id }),
  indexes: (l) => ({
    GSI1PK: `LOGIN#${l.recipient.id}`,
    GSI1SK: `LOG#${l.id}`,
    GSI2PK: `LOGPAIR#${l.executor.id}#${l.recipient.id}`,
    GSI2SK: `${l.date}#${l.id}`,
  }),
});
export type TServiceLogRecord = NonNullable<Awaited<ReturnType<typeof ServiceLogEntity.get>>>;

/** An explicit contact of a workspace: one per counterparty, keyed by the counterparty's workspace. */
export const ContactEntity = defineEntity({
  name: 'Contact',
  schema: ZContactSchema,
  key: (a: { createdBy: string; refId: string }) => ({ PK: `WS#${a.createdBy}`, SK: `CONTACT#${a.refId}` }),
  keyOf: (c) => ({ createdBy: c.createdBy, refId: c.ref.id }),
});

/**
 * The person profile made for a contact's email when no account has it, claimed by the email, so
 * every workspace that adds the same email bills the same profile.
 */
export const ContactProfileClaimEntity = defineEntity({
  name: 'ContactProfileClaim',
  schema: z.object({ email: z.string(), workspaceId: z.string() }),
  key: (a: { email: string }) => ({ PK: `EMAIL#${a.email}`, SK: 'CONTACTPROFILE' }),
  keyOf: (c) => ({ email: c.email }),
});

/**
 * One contact per email in a workspace (`WS#<createdBy>` / `CONTACTEMAIL#<email>`), put with the
 * contact: the caller's own record of the email typed, never shared with another workspace
 * (issue 13, finding 10; docs/decisions/0020-disclosure-and-trails.md).
 */
export const ContactEmailEntity = defineEntity({
  name: 'ContactEmail',
  schema: z.object({ createdBy: z.string(), email: z.string(), refId: z.string() }),
  key: (a: { createdBy: string; email: string }) => ({ PK: `WS#${a.createdBy}`, SK: `CONTACTEMAIL#${a.email}` }),
  keyOf: (c) => ({ createdBy: c.createdBy, email: c.email }),
});

/** An address kept by an executor for one contact ('Create location'). */
export const LocationEntity = defineEntity({
  name: 'Location',
  schema: z.object({
    id: z.string(),
    executorId: z.string(),
    contactId: z.string(),
    address: ZAddressSchema,
    createdBy: z.string(),
    createdAt: z.string(),
  }),
  key: (a: { executorId: string; contactId: string; id: string }) => ({
    PK: `WS#${a.executorId}`,
    SK: `LOCATION#${a.contactId}#${a.id}`,
  }),
  keyOf: (l) => ({ executorId: l.executorId, contactId: l.contactId, id: l.id }),
});

/** When a list shows an invoice: drafts by their last save, issued ones by publication. */
function sortTime(i: { status: string; publishedAt?: string; updatedAt?: string; createdAt: string }): string {
  return i.status === 'DRAFT' ? (i.updatedAt ?? i.createdAt) : (i.publishedAt ?? i.createdAt);
}

/**
 * An invoice under its payee, with the items (a snapshot of its service logs) inline, so a list
 * is one Query. GSI2 holds the payee's two lists (drafts, issued); GSI1 the payer's bills, set only
 * once issued, so a payer never sees a draft.
 */
export const InvoiceEntity = defineEntity({
  name: 'Invoice',
  schema: z.extend(ZInvoiceSchema, { version: ZVersion, updatedAt: z.optional(z.string()) }),
  key: (a: { payeeId: string; id: string }) => ({ PK: `WS#${a.payeeId}`, SK: `INVOICE#${a.id}` }),
  keyOf: (i) => ({ payeeId: i.payee.id, id: i.id }),
  indexes: (i) => ({
    GSI2PK: `INVLIST#${i.payee.id}#${i.status === 'DRAFT' ? 'DRAFT' : 'ISSUED'}`,
    GSI2SK: `${sortTime(i)}#${i.id}`,
    ...(i.status === 'DRAFT' ? {} : { GSI1PK: `BILLS#${i.payer.id}`, GSI1SK: `${i.publishedAt ?? i.createdAt}#${i.id}` }),
  }),
});
export type TInvoiceRecord = NonNullable<Awaited<ReturnType<typeof InvoiceEntity.get>>>;

/**
 * The payer's pointer to an issued invoice, so the payer reads it by id with two GetItems. Once the
 * bill is paid it also carries the paid time and total, and GSI1 lists the payer's paid bills by
 * paid time (a sparse index): a year's payments per payee are one Query (1099-NEC preparation).
 */
export const BillRefEntity = defineEntity({
  name: 'BillRef',
  schema: z.object({
    invoiceId: z.string(),
    payerId: z.string(),
    payeeId: z.string(),
    paidAt: z.optional(z.string()),
    totalCents: z.optional(z.number().check(z.int())),
  }),
  key: (a: { payerId: string; invoiceId: string }) => ({ PK: `WS#${a.payerId}`, SK: `BILLREF#${a.invoiceId}` }),
  keyOf: (b) => ({ payerId: b.payerId, invoiceId: b.invoiceId }),
  indexes: (b) => (b.paidAt ? { GSI1PK: `PAIDBILLS#${b.payerId}`, GSI1SK: `${b.paidAt}#${b.invoiceId}` } : {}),
});

/**
 * The payee's last invoice number. Publishing writes number n + 1 conditioned on the value n it
 * read, in the publishing transaction, so numbers are unique and without gaps.
 */
export const InvoiceCounterEntity = defineEntity({
  name: 'InvoiceCounter',
  schema: z.object({ payeeId: z.string(), current: z.number().check(z.int(), z.minimum(0)) }),
  key: (a: { payeeId: string }) => ({ PK: `WS#${a.payeeId}`, SK: 'INVSEQ' }),
  keyOf: (c) => ({ payeeId: c.payeeId }),
});

export const SUMMARY_SIDES = ['INVOICE', 'BILL'] as const;
export type TSummarySide = (typeof SUMMARY_SIDES)[number];

/** What a workspace is owed (INVOICE) or owes (BILL) on invoices pending payment. */
export const SummaryEntity = defineEntity({
  name: 'BillingSummary',
  schema: z.object({ workspaceId: z.string(), side: z.enum(SUMMARY_SIDES), unpaidCents: z.number().check(z.int()) }),
  key: (a: { workspaceId: string; side: TSummarySide }) => ({ PK: `WS#${a.workspaceId}`, SK: `SUMMARY#${a.side}` }),
  keyOf: (s) => ({ workspaceId: s.workspaceId, side: s.side }),
});

/** Amounts paid on one UTC day; 'paid in the last 30 days' is one Query over 30 of these. */
export const PaidDayEntity = defineEntity({
  name: 'BillingPaidDay',
  schema: z.object({ workspaceId: z.string(), side: z.enum(SUMMARY_SIDES), day: z.string(), paidCents: z.number().check(z.int()) }),
  key: (a: { workspaceId: string; side: TSummarySide; day: string }) => ({
    PK: `WS#${a.workspaceId}`,
    SK: `PAID#${a.side}#${a.day}`,
  }),
  keyOf: (p) => ({ workspaceId: p.workspaceId, side: p.side, day: p.day }),
});

/** An invoice's PDF: readable by id, and only by its payee or payer. */
export const BillingDocumentEntity = defineEntity({
  name: 'BillingDocument',
  schema: z.object({
    id: z.string(),
    invoiceId: z.string(),
    payeeId: z.string(),
    payerId: z.string(),
    key: z.string(),
    fileName: z.string(),
    createdAt: z.string(),
  }),
  key: (a: { id: string }) => ({ PK: `BILLDOC#${a.id}`, SK: 'META' }),
  keyOf: (d) => ({ id: d.id }),
});

/**
 * The firm's own billing (docs/decisions/0036-payroll-imports.md): the COMPANY workspace that
 * issues the firm's invoices to its clients, and the catalogue services a payroll import is billed
 * by. Staff keep the services' prices in that workspace's catalogue, as any company does.
 */
export const ProviderBillingEntity = defineEntity({
  name: 'ProviderBilling',
  schema: z.object({ workspaceId: z.string(), perPaystubServiceId: z.string(), perRunServiceId: z.string(), updatedAt: z.string() }),
  key: () => ({ PK: 'PROVIDER', SK: 'BILLING' }),
  keyOf: () => undefined,
});
