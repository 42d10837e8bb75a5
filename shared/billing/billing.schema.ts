/**
 * Billing (spec 001 §1–§9): services, service logs, contacts, locations, invoices and bills.
 * Money is integer cents everywhere on the wire and in the table; the web shows dollars.
 * A sales rate is a fraction from 0 to 1 (0.8875) with at most four decimals; the web shows it x100 (00.00).
 */
import * as z from 'zod/mini';
import { ZAddressSchema } from '../core/address.schema.js';
import { MAX_INVOICE_LINES, ZAmountCentsSchema, ZBoundedDateSchema, ZBoundedDateTimeSchema, ZQuantitySchema } from '../core/bounds.js';
import { ZEmailSchema } from '../core/common.schema.js';
import { numberedPageOf, ZNumberedPageQuerySchema } from '../core/pagination.js';
import { ZWorkspaceIdSchema } from '../core/workspace.schema.js';

/** Due-date options (spec 001 §9). */
export const DUE_DAYS = [7, 14, 30] as const;
export const DEFAULT_DUE_DAYS = 7;
export const INVOICE_STATUSES = ['DRAFT', 'PENDING_PAYMENT', 'COMPLETED', 'VOIDED'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Page sizes (spec 001 §9). */
export const INVOICE_PAGE_SIZE = 10;
export const DRAFT_PAGE_SIZE = 100;
export const SERVICE_LOG_PAGE_SIZE = 20;
export const CONTACT_PAGE_SIZE = 15;
/** At most this many service logs on one invoice (shared/core/bounds.ts): publish, pay and void each touch all of them in one transaction. */
export const MAX_INVOICE_ITEMS = MAX_INVOICE_LINES;
/** Location and comment text is cut to this in tables, with the full text on hover. */
export const CUT_AT = 30;

const ZIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
/** A calendar date, YYYY-MM-DD, within the accepted range (shared/core/bounds.ts). */
export const ZDateSchema = ZBoundedDateSchema;
/** An instant, ISO 8601 with offset, within the accepted range. */
export const ZDateTimeSchema = ZBoundedDateTimeSchema;
/** Integer cents up to MAX_AMOUNT_CENTS: with the quantity and line bounds every total stays exact. */
export const ZCentsSchema = ZAmountCentsSchema;
/** The sales tax rate's bounds, as the fraction the API keeps: 0 % to 100 %. */
export const MIN_SALES_RATE = 0;
export const MAX_SALES_RATE = 1;
/** The schema's messages (the API's `fieldErrors`; the web shows them translated). */
export const SALES_RATE_RANGE = 'The sales tax rate must be from 0% to 100%';
export const SALES_RATE_DECIMALS = 'The sales tax rate can have at most two decimals in percent';
/**
 * A sales tax rate: a fraction (0.8875 is 88.75 %) from 0 to 1, with at most four decimals, so
 * at most two in percent: 00.00 % on screen. Outside: 400 `invalid_request` on `salesRate`.
 */
export const ZSalesRateSchema = z
  .number()
  .check(
    z.minimum(MIN_SALES_RATE, SALES_RATE_RANGE),
    z.maximum(MAX_SALES_RATE, SALES_RATE_RANGE),
    z.refine((v) => Math.abs(Math.round(v * 10000) - v * 10000) < 1e-6, SALES_RATE_DECIMALS),
  );
/** Quantity: at least 0, at most two decimals (hours may be fractional), at most MAX_QUANTITY. */
export { ZQuantitySchema };

/** A profile on one side of a bill: a person or company workspace. */
export const ZPartySchema = z.object({
  id: ZWorkspaceIdSchema,
  type: z.enum(['PERSON', 'COMPANY']),
  name: z.string(),
  email: z.optional(z.string()),
});
export type TParty = z.infer<typeof ZPartySchema>;

// Services ------------------------------------------------------------------------------------------

export const ZServiceInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  priceCents: ZCentsSchema,
  salable: z._default(z.boolean(), false),
  scheduled: z._default(z.boolean(), false),
  taxExempt: z._default(z.boolean(), false),
  salesRate: z.optional(ZSalesRateSchema),
  coefficient: z._default(z.number().check(z.minimum(0), z.maximum(1000)), 1),
});
export type TServiceInput = z.input<typeof ZServiceInputSchema>;

export const ZServiceSchema = z.extend(ZServiceInputSchema, {
  id: ZIdSchema,
  /** The workspace that holds the service: only it edits or disables it. */
  holderId: ZWorkspaceIdSchema,
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type TService = z.infer<typeof ZServiceSchema>;

export const ZServiceFilterSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  active: z.optional(z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'))),
});
export const ZRecentServicesQuerySchema = z.object({ counterpartyId: ZWorkspaceIdSchema });

// Contacts and locations ----------------------------------------------------------------------------

/** 'Create new contact' (spec 001 §5: name required min 3; email required min 3, valid). */
export const ZContactInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(3), z.maxLength(120)),
  email: z.pipe(z.string().check(z.trim(), z.minLength(3)), ZEmailSchema),
  address: z.optional(ZAddressSchema),
});
export type TContactInput = z.input<typeof ZContactInputSchema>;

/**
 * A counterparty the workspace can bill or be billed by. `ref` is the contact's own workspace:
 * an existing profile found by email, or a profile made for the contact. Employers and contractors
 * linked by an employment are contacts without being created (source EMPLOYMENT).
 */
export const ZContactSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  email: z.optional(z.string()),
  ref: ZPartySchema,
  createdBy: ZWorkspaceIdSchema,
  source: z.enum(['CONTACT', 'EMPLOYMENT']),
  address: z.optional(ZAddressSchema),
  createdAt: z.string(),
});
export type TContact = z.infer<typeof ZContactSchema>;

export const ZContactSearchQuerySchema = z.object({
  query: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  searchMode: z._default(z.literal('REF'), 'REF'),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), CONTACT_PAGE_SIZE),
});
export const ZRecentContactsQuerySchema = z.object({ side: z.enum(['INVOICE', 'BILL']) });

export const LOCATION_KINDS = ['ADDRESS', 'BRANCH', 'PROJECT'] as const;
export const ZLocationRefSchema = z.object({ kind: z.enum(LOCATION_KINDS), id: ZIdSchema });
export type TLocationRef = z.infer<typeof ZLocationRefSchema>;
export const ZLocationSchema = z.extend(ZLocationRefSchema, { label: z.string(), address: z.optional(ZAddressSchema) });
export type TLocation = z.infer<typeof ZLocationSchema>;
export const ZLocationsQuerySchema = z.object({ executorId: ZWorkspaceIdSchema, contactId: ZWorkspaceIdSchema });
export const ZLocationsSchema = z.object({
  addresses: z.array(ZLocationSchema),
  branches: z.array(ZLocationSchema),
  projects: z.array(ZLocationSchema),
});
/** 'Create location' (spec 001 §5): an address kept for the executor and the contact. */
export const ZLocationInputSchema = z.object({ executorId: ZWorkspaceIdSchema, contactId: ZWorkspaceIdSchema, address: ZAddressSchema });

// Service logs --------------------------------------------------------------------------------------

/**
 * 'Provide service' (contractor side: executor is the current workspace) and 'Assign service'
 * (employer side: the executor is a contractor, the recipient the current workspace).
 * Rules of spec 001 §5 that need more than one field are checked by `serviceLogIssues`.
 */
export const ZServiceLogInputSchema = z.object({
  executorId: ZWorkspaceIdSchema,
  recipientId: ZWorkspaceIdSchema,
  serviceId: ZIdSchema,
  priceCents: ZCentsSchema,
  quantity: ZQuantitySchema,
  date: ZDateSchema,
  startAt: z.optional(ZDateTimeSchema),
  endAt: z.optional(ZDateTimeSchema),
  salesRate: z.optional(ZSalesRateSchema),
  location: z.optional(ZLocationRefSchema),
  description: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export type TServiceLogInput = z.input<typeof ZServiceLogInputSchema>;

export type TServiceLogIssue = { path: 'startAt' | 'endAt' | 'salesRate'; code: 'required' | 'end_before_start' };
/**
 * The cross-field rules of a log (spec 001 §5), shared by the form and the server: start and end
 * are required when the service is scheduled or the quantity is above 1, the end must be after the
 * start, and a salable service needs a sales rate unless a location is chosen (or it is tax exempt).
 */
export function serviceLogIssues(
  input: Pick<TServiceLogInput, 'quantity' | 'startAt' | 'endAt' | 'salesRate' | 'location'>,
  service: { scheduled: boolean; salable: boolean; taxExempt?: boolean },
): TServiceLogIssue[] {
  const issues: TServiceLogIssue[] = [];
  if (service.scheduled || input.quantity > 1) {
    if (!input.startAt) issues.push({ path: 'startAt', code: 'required' });
    if (!input.endAt) issues.push({ path: 'endAt', code: 'required' });
  }
  if (input.startAt && input.endAt && Date.parse(input.endAt) <= Date.parse(input.startAt)) {
    issues.push({ path: 'endAt', code: 'end_before_start' });
  }
  if (service.salable && !service.taxExempt && input.salesRate === undefined && !input.location) {
    issues.push({ path: 'salesRate', code: 'required' });
  }
  return issues;
}

/**
 * A line's amounts in integer cents: gross = quantity x price; tax = gross x rate when salable
 * (and not tax exempt).
 */
export function lineAmounts(line: { priceCents: number; quantity: number; salable: boolean; salesRate?: number; taxExempt?: boolean }) {
  const grossCents = Math.round(line.priceCents * Math.round(line.quantity * 100) / 100);
  const rateBasisPoints = line.salable && !line.taxExempt ? Math.round((line.salesRate ?? 0) * 10000) : 0;
  // gross x basis points reaches 1e16 within the bounds, past 2^53: BigInt keeps the half-up rounding exact.
  // (A form's preview may hold a value past the bounds: there it falls back to plain arithmetic.)
  const taxCents = Number.isSafeInteger(grossCents)
    ? Number((BigInt(grossCents) * BigInt(rateBasisPoints) + 5000n) / 10000n)
    : Math.round((grossCents * rateBasisPoints) / 10000);
  return { grossCents, taxCents, totalCents: grossCents + taxCents };
}

export const ZServiceLogSchema = z.object({
  id: ZIdSchema,
  executor: ZPartySchema,
  recipient: ZPartySchema,
  serviceId: ZIdSchema,
  title: z.string(),
  description: z.optional(z.string()),
  /** Not bounded on read: a log stored before the bounds must still list (its invoice is refused instead). */
  priceCents: z.number().check(z.int()),
  quantity: z.number(),
  date: ZDateSchema,
  startAt: z.optional(z.string()),
  endAt: z.optional(z.string()),
  scheduled: z.boolean(),
  salable: z.boolean(),
  /** The service is exempt from sales tax: no tax on the line even when salable. */
  taxExempt: z.optional(z.boolean()),
  salesRate: z.optional(z.number()),
  location: z.optional(ZLocationSchema),
  grossCents: z.number().check(z.int()),
  taxCents: z.number().check(z.int()),
  totalCents: z.number().check(z.int()),
  active: z.boolean(),
  /** The invoice (draft or issued, never voided) the log is on; a log sits on at most one. */
  invoiceId: z.optional(z.string()),
  /** Whether that invoice is still a DRAFT (the executor may edit the log) or ISSUED (read-only). */
  invoiceStatus: z.optional(z.enum(['DRAFT', 'ISSUED'])),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type TServiceLog = z.infer<typeof ZServiceLogSchema>;

/** Contractor side lists what the workspace provided; employer side what it received. Numbered pages of 20. */
export const ZServiceLogFilterSchema = z.extend(ZNumberedPageQuerySchema, {
  side: z.enum(['CONTRACTOR', 'EMPLOYER']),
  counterpartyId: z.optional(ZWorkspaceIdSchema),
  startDate: z.optional(ZDateSchema),
  endDate: z.optional(ZDateSchema),
  active: z.optional(z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'))),
});
/** The invoice picker: active logs of the payee for the payer not on any invoice yet. */
export const ZFreeServiceLogsQuerySchema = z.object({
  payeeId: ZWorkspaceIdSchema,
  payerId: ZWorkspaceIdSchema,
  startDate: z.optional(ZDateSchema),
  endDate: z.optional(ZDateSchema),
  /** A draft being edited: its own logs are offered too. */
  invoiceId: z.optional(ZIdSchema),
});
export const ZServiceLogListSchema = numberedPageOf(ZServiceLogSchema);

// Invoices and bills --------------------------------------------------------------------------------

/**
 * 'New invoice' and drafts: the payee is the current workspace. The payload may name it as
 * `payeeId` (spec 001 §3: the create payload carries both sides); any other payee is 403 40011,
 * and a payer equal to the payee is 400 'Payee and Payer cannot be the same'.
 */
export const ZInvoiceInputSchema = z.object({
  payeeId: z.optional(ZWorkspaceIdSchema),
  payerId: ZWorkspaceIdSchema,
  serviceLogIds: z.array(ZIdSchema).check(z.minLength(1, 'Please select services'), z.maxLength(MAX_INVOICE_ITEMS)),
  invoiceDate: ZDateSchema,
  dueDays: z._default(z.union([z.literal(7), z.literal(14), z.literal(30)]), DEFAULT_DUE_DAYS),
});
export type TInvoiceInput = z.input<typeof ZInvoiceInputSchema>;
/** 'New Bill': the payer is the current workspace (`payerId` may name it, as `payeeId` of an invoice); the bill is issued at once. */
export const ZBillInputSchema = z.extend(z.omit(ZInvoiceInputSchema, { payerId: true, payeeId: true }), {
  payerId: z.optional(ZWorkspaceIdSchema),
  payeeId: ZWorkspaceIdSchema,
});
export type TBillInput = z.input<typeof ZBillInputSchema>;

export const ZInvoiceSchema = z.object({
  id: ZIdSchema,
  status: z.enum(INVOICE_STATUSES),
  payee: ZPartySchema,
  payer: ZPartySchema,
  /** Sequential per payee, given at publish; drafts have none. */
  invoiceNumber: z.optional(z.number().check(z.int(), z.positive())),
  invoiceDate: ZDateSchema,
  dueDays: z.number().check(z.int()),
  /** The invoice date plus up to 30 days: may fall after MAX_DATE, so it is not bounded like an input. */
  dueDate: z.iso.date(),
  /** The first and last service dates on it. */
  startDate: z.optional(ZDateSchema),
  endDate: z.optional(ZDateSchema),
  items: z.array(ZServiceLogSchema),
  subtotalCents: z.number().check(z.int()),
  taxCents: z.number().check(z.int()),
  totalCents: z.number().check(z.int()),
  /** The PDF made at publish: download with GET /api/billing/documents/{id}. */
  document: z.optional(z.object({ id: ZIdSchema, fileName: z.string() })),
  /** True for invoices of service logs (the only kind billing makes). */
  service: z.boolean(),
  createdAt: z.string(),
  publishedAt: z.optional(z.string()),
  paidAt: z.optional(z.string()),
  voidedAt: z.optional(z.string()),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

/** Numbered pages (0-based `page`, spec 000 §3), each answer with `countOfPages`. */
export const ZInvoiceFilterSchema = z.extend(ZNumberedPageQuerySchema, {
  /** DRAFT lists the drafts (size up to 100); otherwise the issued invoices, newest first. */
  status: z.optional(z.enum(INVOICE_STATUSES)),
  excludeStatus: z.optional(z.literal('DRAFT')),
});
export const ZBillFilterSchema = ZNumberedPageQuerySchema;
export const ZInvoiceListSchema = numberedPageOf(ZInvoiceSchema);
/** 'ALL UNPAID …' and 'PAID IN LAST 30 DAYS'. */
export const ZSummarySchema = z.object({ unpaidCents: z.number().check(z.int()), paidLast30DaysCents: z.number().check(z.int()) });
export const ZDocumentDownloadSchema = z.object({ url: z.string(), expiresIn: z.number().check(z.int()) });
