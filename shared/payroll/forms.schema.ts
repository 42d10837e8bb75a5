/**
 * Payroll year-end forms (issue 17 §6; spec 000 §2 forms w2/1099/1042s/k1, §3 Tax forms;
 * docs/decisions/0035-year-end-forms.md): the W-2 and the 1099-NEC the payroll and the paid bills
 * generate, and the 1042-S and K-1 staff upload. Money is integer cents; a TIN leaves the server
 * masked to its last four digits (the PDF given to the employee or contractor and to the company
 * shows it in full).
 */
import * as z from 'zod/mini';
import { FORM_YEAR_MAX, FORM_YEAR_MIN } from './year-end.js';

export const UPLOADED_FORM_KINDS = ['K1', '1042S'] as const;
export type TUploadedFormKind = (typeof UPLOADED_FORM_KINDS)[number];
/** Who a contractor's form names: a person, or a company (spec 000 §3 Tax forms: counterpartyType). */
export const COUNTERPARTY_TYPES = ['PERSON', 'COMPANY'] as const;
export type TCounterpartyType = (typeof COUNTERPARTY_TYPES)[number];

const ZId = z.string().check(z.minLength(1), z.maxLength(64));
export const ZFormYearSchema = z.coerce.number().check(z.int(), z.minimum(FORM_YEAR_MIN), z.maximum(FORM_YEAR_MAX));

export const ZYearQuerySchema = z.object({ year: ZFormYearSchema });
export const ZEmploymentYearParamsSchema = z.object({ employmentId: ZId, year: ZFormYearSchema });
export const ZContractorYearParamsSchema = z.object({ contractorId: ZId, year: ZFormYearSchema });
export const ZUploadIdParamsSchema = z.object({ id: ZId });

const ZCents = z.number();
export const ZW2BoxesSchema = z.object({
  wagesCents: ZCents,
  federalTaxCents: ZCents,
  socialSecurityWagesCents: ZCents,
  socialSecurityTaxCents: ZCents,
  medicareWagesCents: ZCents,
  medicareTaxCents: ZCents,
  socialSecurityTipsCents: ZCents,
  other: z.array(z.object({ label: z.string(), amountCents: ZCents })),
  state: z.optional(z.object({ state: z.literal('NY'), wagesCents: ZCents, taxCents: ZCents })),
  local: z.optional(z.object({ locality: z.literal('NYC'), wagesCents: ZCents, taxCents: ZCents })),
});

/** One employee's W-2 for a year, as a list shows it. */
export const ZW2Schema = z.object({
  employmentId: z.string(),
  year: z.number(),
  companyId: z.string(),
  employerName: z.string(),
  /** Box b: the EIN (payroll details' federal account id), when saved. */
  employerEin: z.optional(z.string()),
  /** Box 15: the employer's New York withholding id, when saved. */
  employerStateId: z.optional(z.string()),
  employeeName: z.string(),
  /** Box a, masked: ***-**-1234. */
  ssnMasked: z.optional(z.string()),
  boxes: ZW2BoxesSchema,
});
export type TW2 = z.output<typeof ZW2Schema>;
export const ZW2ListSchema = z.object({ data: z.array(ZW2Schema) });

/** One contractor's 1099-NEC for a year. */
export const ZNecSchema = z.object({
  contractorId: z.string(),
  year: z.number(),
  companyId: z.string(),
  payerName: z.string(),
  payerTin: z.optional(z.string()),
  recipientName: z.string(),
  counterpartyType: z.enum(COUNTERPARTY_TYPES),
  /** The W-9's TIN, masked. */
  tinMasked: z.string(),
  /** Box 1: nonemployee compensation, the year's paid bills. */
  nonemployeeCompensationCents: ZCents,
});
export type TNec = z.output<typeof ZNecSchema>;

export const BLOCKING_REASONS = ['NO_SIGNED_W9'] as const;
/** A contractor whose payments need a 1099-NEC that cannot be prepared yet, and why. */
export const ZNecBlockingSchema = z.object({
  contractorId: z.string(),
  year: z.number(),
  companyId: z.string(),
  payerName: z.string(),
  recipientName: z.string(),
  counterpartyType: z.enum(COUNTERPARTY_TYPES),
  paidCents: ZCents,
  reason: z.enum(BLOCKING_REASONS),
});
export type TNecBlocking = z.output<typeof ZNecBlockingSchema>;
export const ZNecListSchema = z.object({
  data: z.array(ZNecSchema),
  blocking: z.array(ZNecBlockingSchema),
  /** The year's threshold: payments to a payee below it need no 1099-NEC. */
  thresholdCents: ZCents,
});

/** An uploaded 1042-S or K-1 (spec 000 §3 Tax forms). */
export const ZUploadedFormSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  kind: z.enum(UPLOADED_FORM_KINDS),
  year: z.number(),
  fileId: z.string(),
  fileName: z.string(),
  /** Who the form names: the contractor's or the shareholder's name. */
  recipientName: z.string(),
  /** 1042-S: the contractor's employment and its counterparty type. */
  contractorId: z.optional(z.string()),
  counterpartyType: z.optional(z.enum(COUNTERPARTY_TYPES)),
  /** K-1: the shareholder's person workspace. */
  shareholderId: z.optional(z.string()),
  createdAt: z.string(),
});
export type TUploadedForm = z.output<typeof ZUploadedFormSchema>;
export const ZUploadedFormListSchema = z.object({ data: z.array(ZUploadedFormSchema) });

export const ZUploadedFormQuerySchema = z.object({ kind: z.enum(UPLOADED_FORM_KINDS), year: z.optional(ZFormYearSchema) });

export const CONTRACTOR_REQUIRED = 'Choose the contractor and the counterparty type';
export const SHAREHOLDER_REQUIRED = 'Choose the shareholder';

/** Staff record a form uploaded through the files API: a 1042-S names a contractor, a K-1 a shareholder. */
export const ZCreateUploadedFormSchema = z.object({
  kind: z.enum(UPLOADED_FORM_KINDS),
  year: z.number().check(z.int(), z.minimum(FORM_YEAR_MIN), z.maximum(FORM_YEAR_MAX)),
  fileId: ZId,
  contractorId: z.optional(ZId),
  counterpartyType: z.optional(z.enum(COUNTERPARTY_TYPES)),
  shareholderId: z.optional(ZId),
}).check(
  z.superRefine((v, ctx) => {
    if (v.kind === '1042S' && (!v.contractorId || !v.counterpartyType)) ctx.issues.push({ code: 'custom', path: [v.contractorId ? 'counterpartyType' : 'contractorId'], message: CONTRACTOR_REQUIRED, input: v });
    if (v.kind === 'K1' && !v.shareholderId) ctx.issues.push({ code: 'custom', path: ['shareholderId'], message: SHAREHOLDER_REQUIRED, input: v });
  }),
);
export type TCreateUploadedForm = z.output<typeof ZCreateUploadedFormSchema>;

export const ZFormDownloadSchema = z.object({ url: z.string(), expiresIn: z.number() });
export const ZDeletedSchema = z.object({ ok: z.literal(true) });
