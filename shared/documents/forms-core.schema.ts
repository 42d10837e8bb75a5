/**
 * Tax forms collected through links (spec 000 §2 Archive, public `/forms/…/{publicId}`;
 * docs/decisions/0025-tax-forms.md): the kinds, the request, the form as its company sees it and
 * the public form. Each kind's answers are in form-kinds/, loaded by the route table only when a
 * form is submitted (shared/api/deferred.ts); forms.schema.ts re-exports all of it.
 */
import * as z from 'zod/mini';
import { ZEmailSchema } from '../core/common.schema.js';
import { ZPageQuerySchema } from '../core/pagination.js';
import { W4_2026 } from './form-years/w4-2026.js';
import { F8822B_REVISION, I9_EDITION } from './form-kinds/revisions.js';

export const FORM_KINDS = ['W9', 'W4', 'IT2104', 'W8BEN', 'I9', 'F8822B'] as const;
export type TFormKind = (typeof FORM_KINDS)[number];
/**
 * The revision each kind is rendered and validated as (the official form's own revision line). The
 * IT-2104 rendition follows the newest revision found, 2024 (docs/decisions/0025-tax-forms.md).
 */
export const FORM_REVISIONS: Record<TFormKind, string> = {
  W9: 'Rev. March 2024',
  W4: W4_2026.revision,
  IT2104: '2024',
  W8BEN: 'Rev. October 2021',
  I9: `Edition ${I9_EDITION}`,
  F8822B: F8822B_REVISION,
};
/** Who each kind is asked of: a W-9 either; the employee's and the foreign person's forms a person; an 8822-B the business. */
export const FORM_KIND_VARIANTS: Record<TFormKind, readonly TFormVariant[]> = {
  W9: ['PERSON', 'COMPANY'],
  W4: ['PERSON'],
  IT2104: ['PERSON'],
  W8BEN: ['PERSON'],
  I9: ['PERSON'],
  F8822B: ['COMPANY'],
};
/** The kinds an employer asks of its own employee (the employment named must be staff). */
export const EMPLOYEE_FORM_KINDS: readonly TFormKind[] = ['W4', 'IT2104', 'I9'];
/** Who fills the form: a person (a W-9's individual or sole proprietor; every W-4) or a company (a W-9's entity). */
export const FORM_VARIANTS = ['PERSON', 'COMPANY'] as const;
export type TFormVariant = (typeof FORM_VARIANTS)[number];
/**
 * REQUESTED: the link is out; FILLED: answered, waiting for the signature; AWAITING_EMPLOYER: an
 * I-9 whose employee signed Section 1, waiting for the employer's Section 2; SIGNED; DECLINED; CANCELLED.
 */
export const FORM_STATUSES = ['REQUESTED', 'FILLED', 'AWAITING_EMPLOYER', 'SIGNED', 'DECLINED', 'CANCELLED'] as const;
export type TFormStatus = (typeof FORM_STATUSES)[number];
export const DEFAULT_FORM_LINK_DAYS = 30;
export const MAX_FORM_LINK_DAYS = 365;

/**
 * Line 3a of Form W-9 (Rev. March 2024): the federal tax classification. An LLC also names how it is
 * taxed (C, S or P); "Other" names itself.
 */
export const W9_CLASSIFICATIONS = ['INDIVIDUAL', 'C_CORPORATION', 'S_CORPORATION', 'PARTNERSHIP', 'TRUST_ESTATE', 'LLC', 'OTHER'] as const;
export type TW9Classification = (typeof W9_CLASSIFICATIONS)[number];

/** The company's request: who is asked, how the form is filled, how long the link lives. */
export const ZCreateFormRequestSchema = z.object({
  kind: z.enum(FORM_KINDS),
  variant: z.enum(FORM_VARIANTS),
  /** The company's employment the form is for (a W-4 of a new hire): payroll reads it by this id. */
  employmentId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  email: ZEmailSchema,
  linkDays: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_FORM_LINK_DAYS))),
});
export type TCreateFormRequest = z.infer<typeof ZCreateFormRequestSchema>;

/** A form as its company sees it: who it is for, where it stands, and the answers with the TIN masked. */
export const ZTaxFormSchema = z.object({
  id: z.string(),
  kind: z.enum(FORM_KINDS),
  variant: z.enum(FORM_VARIANTS),
  revision: z.string(),
  status: z.enum(FORM_STATUSES),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  filledAt: z.optional(z.string()),
  signedAt: z.optional(z.string()),
  employmentId: z.optional(z.string()),
  /** The signable document the answers were rendered into (an I-9's: the whole form, once the employer signs). */
  documentId: z.optional(z.string()),
  /** An I-9's Section 1 document, signed by the employee. */
  section1DocumentId: z.optional(z.string()),
  /** The year the form was signed (or asked for): the archive groups by it. */
  year: z.number(),
  tinMasked: z.optional(z.string()),
  classification: z.optional(z.enum(W9_CLASSIFICATIONS)),
});
export type TTaxForm = z.infer<typeof ZTaxFormSchema>;

export const ZCreatedFormSchema = z.object({ form: ZTaxFormSchema, url: z.string() });
export const ZFormListQuerySchema = z.extend(ZPageQuerySchema, { kind: z.enum(FORM_KINDS) });

/** The public form: what the filler is asked, by whom, and what the company already knows. */
export const ZPublicFormSchema = z.object({
  kind: z.enum(FORM_KINDS),
  variant: z.enum(FORM_VARIANTS),
  revision: z.string(),
  status: z.enum(FORM_STATUSES),
  requesterName: z.string(),
  name: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type TPublicForm = z.infer<typeof ZPublicFormSchema>;

export const ZFormPublicIdParamsSchema = z.object({ publicId: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/u, 'Invalid link')) });
/** Where the filler signs next: the signing link of the document the answers became. */
export const ZSubmitFormResponseSchema = z.object({ signPublicId: z.string() });
/** The employer's Section 2 of an I-9: the form, and where its filler signs next. */
export const ZSubmitSection2ResponseSchema = z.object({ signPublicId: z.string(), form: ZTaxFormSchema });
