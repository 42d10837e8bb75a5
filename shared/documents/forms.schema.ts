/**
 * Tax forms collected through links (spec 000 §2 Archive `w9`, public `/forms/w9/{person|company}/{publicId}`;
 * docs/decisions/0025-tax-forms.md). A company asks a contractor for a form; the contractor fills it
 * in (no account needed), the answers are stored as structured data, rendered into a PDF that follows
 * the official form, and signed through the signing engine. This revision of the domain holds Form
 * W-9 (Rev. March 2024); the other forms of issue 14 are listed in the decision as not yet built.
 */
import * as z from 'zod/mini';
import { US_STATES } from '../core/address.schema.js';
import { ZEmailSchema } from '../core/common.schema.js';
import { ZPageQuerySchema } from '../core/pagination.js';
import { ZAmountCentsSchema } from '../core/bounds.js';
import { W4_2026 } from './form-years/w4-2026.js';
import { F8822B_REVISION } from './form-kinds/f8822b.schema.js';
import { I9_EDITION } from './form-kinds/i9.schema.js';

export * from './form-kinds/f8822b.schema.js';
export * from './form-kinds/i9.schema.js';
export * from './form-kinds/w8ben.schema.js';

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

/** SSN and ITIN: 3-2-4 digits; EIN: 2-7 digits (spec 000 §5). */
export const SSN_FORMAT = /^\d{3}-\d{2}-\d{4}$/u;
export const EIN_FORMAT = /^\d{2}-\d{7}$/u;
export const INVALID_SSN = 'SSN or ITIN must be 000-00-0000';
export const INVALID_EIN = 'Invalid EIN format';

/**
 * Line 3a of Form W-9 (Rev. March 2024): the federal tax classification. An LLC also names how it is
 * taxed (C, S or P); "Other" names itself.
 */
export const W9_CLASSIFICATIONS = ['INDIVIDUAL', 'C_CORPORATION', 'S_CORPORATION', 'PARTNERSHIP', 'TRUST_ESTATE', 'LLC', 'OTHER'] as const;
export type TW9Classification = (typeof W9_CLASSIFICATIONS)[number];
export const W9_LLC_CLASSIFICATIONS = ['C', 'S', 'P'] as const;
/** Line 4: exempt payee codes 1–13 and FATCA exemption codes A–M (Instructions for the Requester of Form W-9). */
export const W9_EXEMPT_PAYEE_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] as const;
export const W9_FATCA_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const;

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/** The answers of a W-9, line by line. */
export const ZW9AnswersSchema = z.lazy(() =>
  z
    .object({
      /** Line 1: the name on the owner's income tax return. */
      name: required(120),
      /** Line 2: business name or disregarded entity name, if different. */
      businessName: z._default(line(120), ''),
      /** Line 3a. */
      classification: z.enum(W9_CLASSIFICATIONS),
      llcClassification: z.optional(z.enum(W9_LLC_CLASSIFICATIONS)),
      otherClassification: z._default(line(60), ''),
      /** Line 3b: a partnership or trust with foreign partners, owners or beneficiaries. */
      foreignPartners: z._default(z.boolean(), false),
      /** Line 4: exemptions (codes apply only to certain entities, not individuals). */
      exemptPayeeCode: z.optional(z.enum(W9_EXEMPT_PAYEE_CODES)),
      fatcaCode: z.optional(z.enum(W9_FATCA_CODES)),
      /** Lines 5 and 6: address (number, street, apt. or suite) and city, state, ZIP. */
      address: required(100),
      city: required(60),
      state: z.enum(US_STATES),
      zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/u, 'ZIP code must be 00000 or 00000-0000')),
      /** Line 7: account number(s), optional. */
      accountNumbers: z._default(line(60), ''),
      /** Part I: which box the TIN goes in; an ITIN goes in the SSN box. */
      tinType: z.enum(['SSN', 'EIN']),
      tin: z.string().check(z.trim(), z.maxLength(11)),
      /** Part II, item 2: cross out when notified of backup withholding for underreporting. */
      subjectToBackupWithholding: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        if (a.tinType === 'SSN' && !SSN_FORMAT.test(a.tin)) issue('tin', INVALID_SSN);
        if (a.tinType === 'EIN' && !EIN_FORMAT.test(a.tin)) issue('tin', INVALID_EIN);
        // Only individuals and sole proprietors (and single-member LLCs, which fill in the owner's) use an SSN.
        if (a.tinType === 'SSN' && !['INDIVIDUAL', 'LLC'].includes(a.classification)) issue('tinType', 'An entity enters its EIN');
        if (a.classification === 'LLC' && !a.llcClassification) issue('llcClassification', 'Enter the LLC’s tax classification');
        if (a.classification === 'OTHER' && !a.otherClassification) issue('otherClassification', 'Required');
        if (a.classification === 'INDIVIDUAL' && (a.exemptPayeeCode || a.fatcaCode)) issue('exemptPayeeCode', 'Individuals are not exempt');
        if (a.foreignPartners && !['PARTNERSHIP', 'TRUST_ESTATE', 'LLC'].includes(a.classification)) issue('foreignPartners', 'Only partnerships and trusts answer line 3b');
      }),
    ),
);
export type TW9Answers = z.output<typeof ZW9AnswersSchema>;
export type TW9AnswersInput = z.input<typeof ZW9AnswersSchema>;

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
export const ZSubmitW9RequestSchema = z.object({ answers: ZW9AnswersSchema });
/** Where the filler signs next: the signing link of the document the answers became. */
export const ZSubmitFormResponseSchema = z.object({ signPublicId: z.string() });
/** The employer's Section 2 of an I-9: the form, and where its filler signs next. */
export const ZSubmitSection2ResponseSchema = z.object({ signPublicId: z.string(), form: ZTaxFormSchema });

/** Step 1(c) of Form W-4 (2026). */
export const W4_FILING_STATUSES = ['SINGLE', 'MARRIED_JOINTLY', 'HEAD_OF_HOUSEHOLD'] as const;
export type TW4FilingStatus = (typeof W4_FILING_STATUSES)[number];
const ZDependentsSchema = z.number().check(z.int(), z.minimum(0), z.maximum(20));

/**
 * The answers of a W-4 (2026), step by step, as payroll reads them (Publication 15-T's percentage
 * method takes the filing status, Step 2's box, and Steps 3, 4(a), 4(b) and 4(c) in dollars).
 * Amounts are integer cents. Step 3's total may exceed the dependents' credits (other credits,
 * such as education credits, go there too) but never fall short of them.
 */
export const ZW4AnswersSchema = z.lazy(() =>
  z
    .object({
      firstName: required(60),
      middleInitial: z._default(line(1), ''),
      lastName: required(60),
      address: required(100),
      city: required(60),
      state: z.enum(US_STATES),
      zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/u, 'ZIP code must be 00000 or 00000-0000')),
      ssn: z.string().check(z.trim(), z.regex(SSN_FORMAT, INVALID_SSN)),
      filingStatus: z.enum(W4_FILING_STATUSES),
      /** Step 2(c): two jobs in total (or married filing jointly and the spouse works). */
      multipleJobs: z._default(z.boolean(), false),
      /** Step 3: how many qualifying children under 17 and other dependents, and the total claimed. */
      qualifyingChildren: z._default(ZDependentsSchema, 0),
      otherDependents: z._default(ZDependentsSchema, 0),
      creditsCents: z._default(ZAmountCentsSchema, 0),
      /** Step 4(a) other income, 4(b) deductions, 4(c) extra withholding per pay period. */
      otherIncomeCents: z._default(ZAmountCentsSchema, 0),
      deductionsCents: z._default(ZAmountCentsSchema, 0),
      extraWithholdingCents: z._default(ZAmountCentsSchema, 0),
      /** Claims exemption from withholding for the year (the form's conditions met). */
      exempt: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        const dependents = a.qualifyingChildren * W4_2026.childCreditCents + a.otherDependents * W4_2026.otherDependentCreditCents;
        if (a.creditsCents < dependents) issue('creditsCents', 'Step 3’s total is less than the credits for the dependents');
        if (a.exempt && (a.multipleJobs || a.creditsCents || a.otherIncomeCents || a.deductionsCents || a.extraWithholdingCents)) {
          issue('exempt', 'Claiming exemption, complete only Steps 1 and 5');
        }
      }),
    ),
);
export type TW4Answers = z.output<typeof ZW4AnswersSchema>;
export const ZSubmitW4RequestSchema = z.object({ answers: ZW4AnswersSchema });

/** IT-2104's filing status boxes. */
export const IT2104_FILING_STATUSES = ['SINGLE_OR_HEAD', 'MARRIED', 'MARRIED_HIGHER_SINGLE'] as const;
export type TIt2104FilingStatus = (typeof IT2104_FILING_STATUSES)[number];
const ZAllowancesSchema = z.number().check(z.int(), z.minimum(0), z.maximum(99));

/**
 * The answers of New York's IT-2104, Employee's Withholding Allowance Certificate (New York State,
 * New York City, Yonkers), as payroll reads them: the filing status, residence, the allowances of
 * lines 1 (New York State and Yonkers) and 2 (New York City), and lines 3–5's additional amounts
 * per pay period in integer cents. New York City's lines apply to its residents only, Yonkers' to
 * Yonkers residents, and nobody lives in both.
 */
export const ZIt2104AnswersSchema = z.lazy(() =>
  z
    .object({
      firstName: required(60),
      middleInitial: z._default(line(1), ''),
      lastName: required(60),
      ssn: z.string().check(z.trim(), z.regex(SSN_FORMAT, INVALID_SSN)),
      address: required(100),
      apartment: z._default(line(20), ''),
      city: required(60),
      state: z.enum(US_STATES),
      zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/u, 'ZIP code must be 00000 or 00000-0000')),
      filingStatus: z.enum(IT2104_FILING_STATUSES),
      nycResident: z.boolean(),
      yonkersResident: z.boolean(),
      nysAllowances: z._default(ZAllowancesSchema, 0),
      nycAllowances: z._default(ZAllowancesSchema, 0),
      nysAdditionalCents: z._default(ZAmountCentsSchema, 0),
      nycAdditionalCents: z._default(ZAmountCentsSchema, 0),
      yonkersAdditionalCents: z._default(ZAmountCentsSchema, 0),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        if (a.nycResident && a.yonkersResident) issue('yonkersResident', 'A resident of New York City is not a resident of Yonkers');
        if (!a.nycResident && a.nycAllowances) issue('nycAllowances', 'Line 2 is for New York City residents');
        if (!a.nycResident && a.nycAdditionalCents) issue('nycAdditionalCents', 'Line 4 is for New York City residents');
        if (!a.yonkersResident && a.yonkersAdditionalCents) issue('yonkersAdditionalCents', 'Line 5 is for Yonkers residents');
      }),
    ),
);
export type TIt2104Answers = z.output<typeof ZIt2104AnswersSchema>;
export const ZSubmitIt2104RequestSchema = z.object({ answers: ZIt2104AnswersSchema });
