import * as z from 'zod/mini';
import { US_STATES } from '../core/address.schema.js';
import { LANGUAGES } from '../core/common.schema.js';
import { DATE_OUT_OF_RANGE, isDateInRange } from '../core/bounds.js';
import { COMPANY_TYPES, ZEinSchema } from '../core/company.schema.js';

/**
 * The profile domain (issue 5; spec 000 §2 "/userprofile/{wsType}/{wsId}", §3 Person, Address,
 * Company, Branch, Bank account, Insurance settings, §5 formats; 001 §8 codes). The same schemas
 * validate the forms and the handlers. Messages that equal a catalogue message become that code
 * on the server (functions/core/http.ts `validationError`): 4007, 40016, 40019, 40029, 40031.
 */

export const SEXES = ['MALE', 'FEMALE', 'OTHER', 'UNDEFINED'] as const;
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'SEPARATED', 'HOUSEHOLD_HEAD', 'WIDOWED', 'NOT_SURE'] as const;
export const RESIDENCY_STATUSES = ['US_CITIZEN', 'PERMANENT_RESIDENT', 'RESIDENT_ALIEN', 'NON_RESIDENT_ALIEN'] as const;
export const TIN_TYPES = ['NONE', 'SSN', 'ITIN'] as const;
/**
 * The three kinds of Social Security card the SSA issues (docs/decisions/0040-profile-fields.md):
 * unrestricted, valid for work only with DHS authorization, not valid for employment.
 */
export const SSN_TYPES = ['UNRESTRICTED', 'VALID_WITH_DHS_AUTHORIZATION', 'NOT_VALID_FOR_EMPLOYMENT'] as const;
/** A company's standing with the state that registered it (docs/decisions/0040-profile-fields.md). */
export const COMPANY_STATUSES = ['ACTIVE', 'INACTIVE', 'DISSOLVED'] as const;
/** The uploads of a person's details (spec 000 §3 Person). */
export const PERSON_FILE_FIELDS = ['ssnCard', 'ssnVerificationProof'] as const;
/** The uploads of a company's details (spec 000 §3 Company). */
export const COMPANY_FILE_FIELDS = ['filingReceipt', 'certificateOfIncorporation', 'ss4Form'] as const;
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const BANK_HOLDER_TYPES = ['individual', 'business'] as const;
/** The identity documents of a person, by their route segment (spec 000 §2). */
export const DOCUMENT_KINDS = ['id_card', 'ead', 'id', 'greencard', 'uspassport', 'ssn'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

export const SSN_NOT_FILLED = 'SSN is not filled';
export const ITIN_NOT_FILLED = 'ITIN is not filled';
export const INVALID_EIN = 'Invalid EIN format';
export const ROUTING_NUMBER_RULE = 'Routing number must be 9 digits';
export const ACCOUNT_NUMBER_RULE = 'Account number must be 9 to 14 characters';
export const INVALID_TIN = 'Use the format 000-00-0000';
export const INVALID_US_ZIP = 'ZIP code must be 00000 or 00000-0000';
export const INVALID_FOREIGN_ZIP = 'Only digits, dot, slash and hyphen are allowed';
export const INVALID_DATE = 'Invalid date format';
export const INVALID_PHONE = 'Digits only';

/**
 * The version of a page's record the caller read (headquarter, branch, shareholders, marital status,
 * identity document): a save made on a stale read is refused with 409 `version_conflict`. Without it
 * the write is still conditioned on the version the server read, so two racing saves never interleave.
 */
export const ZVersionInput = z.optional(z.number().check(z.int(), z.minimum(0)));

/** A trimmed text, empty allowed, at most `max` characters. */
const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');
const DATE = /^\d{4}-\d{2}-\d{2}$/u;
const dateText = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || (DATE.test(v) && !Number.isNaN(Date.parse(v))), INVALID_DATE),
  z.refine((v) => v === '' || !DATE.test(v) || Number.isNaN(Date.parse(v)) || isDateInRange(v), DATE_OUT_OF_RANGE),
);
const optionalDate = z._default(dateText, '');
/** SSN and ITIN: 3-2-4 digits with dashes (spec 000 §5). */
const TIN = /^\d{3}-\d{2}-\d{4}$/u;
const optionalTin = z._default(z.string().check(z.trim(), z.refine((v) => v === '' || TIN.test(v) || MASKED_TIN.test(v), INVALID_TIN)), '');
/** What a masked number looks like on the wire: the last four kept. */
export const MASKED_TIN = /^\*{3}-\*{2}-\d{4}$/u;
/** A masked number of another shape (`maskNumber(v, 'plain')`): stars, then at most four characters. */
export const MASKED_PLAIN = /^\*{4,}[A-Za-z0-9]{0,4}$/u;
/** A foreign national tax id: letters, digits, spaces, dots and hyphens, up to 30; a masked one is sent back as it came. */
const optionalNationalTin = z._default(
  z.string().check(z.trim(), z.maxLength(30), z.refine((v) => v === '' || /^[A-Za-z0-9 .-]+$/u.test(v) || MASKED_PLAIN.test(v), 'Only letters, digits and hyphens')),
  '',
);
/** A company TIN: an EIN (00-0000000) or, for a sole proprietor, an SSN (000-00-0000). */
export const INVALID_COMPANY_TIN = 'Use the format 00-0000000 or 000-00-0000';
const optionalCompanyTin = z._default(
  z.string().check(z.trim(), z.refine((v) => v === '' || /^\d{2}-\d{7}$/u.test(v) || TIN.test(v) || MASKED_TIN.test(v), INVALID_COMPANY_TIN)),
  '',
);
/** An uploaded file of the workspace (its id), '' for none; the server checks it and its type. */
const fileId = z.string().check(z.trim(), z.maxLength(64));
const fileRef = z._default(fileId, '');
/** The names of the files a record refers to, by field: for showing them, never for finding them. */
const fileNames = z._default(z.record(z.string(), z.string()), {});

/** Keeps the last four characters of a sensitive number. */
export function maskNumber(value: string, kind: 'tin' | 'plain' = 'plain'): string {
  if (!value) return value;
  const last4 = value.replace(/\D/g, '').slice(-4);
  return kind === 'tin' ? `***-**-${last4}` : `${'*'.repeat(Math.max(value.length - 4, 4))}${last4}`;
}

/**
 * An address (spec 000 §3): a US one (address1, address2, city, state default NY, ZIP 00000-0000)
 * or a foreign one (foreignAddress, country, a ZIP of digits, dot, slash and hyphen). Empty when
 * address1 and foreignAddress are both empty. `verified` is set by provider employees only: the
 * server keeps the stored value when anyone else saves.
 */
const ADDRESS_SHAPE = {
  kind: z._default(z.enum(['US', 'FOREIGN']), 'US'),
  address1: text(100),
  address2: text(100),
  city: text(60),
  state: z._default(z.enum(US_STATES), 'NY'),
  zipCode: text(20),
  foreignAddress: text(300),
  country: text(60),
  isResidential: z._default(z.boolean(), true),
  verified: z._default(z.boolean(), false),
};
const addressRules = z.superRefine((a: z.output<z.ZodMiniObject<typeof ADDRESS_SHAPE>>, ctx) => {
  const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', message, path: [path], input: a });
  if (a.kind === 'US') {
    if (!a.address1) return;
    if (a.address1.length < 3) issue('address1', 'validation:minLength|3');
    if (a.city.length < 2) issue('city', a.city ? 'validation:minLength|2' : 'validation:required');
    if (!/^\d{5}(-\d{4})?$/u.test(a.zipCode)) issue('zipCode', INVALID_US_ZIP);
  } else {
    if (!a.foreignAddress) return;
    if (!a.country) issue('country', 'validation:required');
    if (!/^[\d./-]*$/u.test(a.zipCode)) issue('zipCode', INVALID_FOREIGN_ZIP);
  }
});
export const ZProfileAddressSchema = z.object(ADDRESS_SHAPE).check(addressRules);
/**
 * The home address as its save sends it: the kind is required, so a body of `{}` is a 400, not a
 * silent blanking of the stored address (issue 13, finding 14). Clearing it is still possible, by
 * saying which kind of address is sent empty. (An office save requires its title, so `{}` is a 400
 * there already; an office's unused address may be sent as `{}`, meaning empty.)
 */
export const ZProfileAddressInputSchema = z.object({ ...ADDRESS_SHAPE, kind: z.enum(['US', 'FOREIGN']) }).check(addressRules);
export type TProfileAddress = z.output<typeof ZProfileAddressSchema>;
export type TProfileAddressInput = z.input<typeof ZProfileAddressSchema>;

/** Empty when address1 and foreignAddress are both empty (spec 000 §3). */
export function isEmptyAddress(a: Pick<TProfileAddress, 'address1' | 'foreignAddress'> | undefined): boolean {
  return !a || (!a.address1 && !a.foreignAddress);
}

export const EMPTY_ADDRESS: TProfileAddress = {
  kind: 'US', address1: '', address2: '', city: '', state: 'NY', zipCode: '', foreignAddress: '', country: '', isResidential: true, verified: false,
};

// Person details

export const ZPersonDetailsInputSchema = z
  .object({
    firstName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
    lastName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
    email: z._default(
      z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.refine((v) => v === '' || /^[a-z0-9._-]+@[a-z0-9._-]+\.[a-z]{2,}$/u.test(v), 'Invalid email')),
      '',
    ),
    birthDate: optionalDate,
    sex: z._default(z.enum(SEXES), 'UNDEFINED'),
    countryOfBirth: text(60),
    nationality: text(60),
    residencyStatus: z.optional(z.enum(RESIDENCY_STATUSES)),
    tinType: z._default(z.enum(TIN_TYPES), 'NONE'),
    ssn: optionalTin,
    itin: optionalTin,
    /** Country prefix chosen in the picker, e.g. +1. */
    phoneCode: z._default(z.string().check(z.regex(/^\+\d{1,4}$/u)), '+1'),
    /** Digits only, 1 to 13 (spec 000 §5). */
    phone: z._default(z.string().check(z.trim(), z.refine((v) => v === '' || /^\d{1,13}$/u.test(v), INVALID_PHONE)), ''),
    occupation: text(100),
    preferredLanguage: z._default(z.enum(LANGUAGES), 'EN'),
    /** A tax id of the person's country of nationality; masked like the SSN. */
    nationalTin: optionalNationalTin,
    /** The SSN and ITIN the person declared (e.g. on a questionnaire), beside the verified ones. */
    declaredSsn: optionalTin,
    declaredItin: optionalTin,
    ssnType: z.optional(z.enum(SSN_TYPES)),
    ssnCard: fileRef,
    /** Staff only (with its date): the proof that the SSN was verified. A client sends back what it read. */
    ssnVerificationProof: z.optional(fileId),
    ssnVerificationDate: z.optional(dateText),
    /** Staff only: the person is a client of the provider. Absent keeps the stored value. */
    client: z.optional(z.boolean()),
  })
  .check(
    z.refine((p) => p.tinType !== 'SSN' || p.ssn !== '', { message: SSN_NOT_FILLED, path: ['ssn'] }),
    z.refine((p) => p.tinType !== 'ITIN' || p.itin !== '', { message: ITIN_NOT_FILLED, path: ['itin'] }),
  );
export type TPersonDetailsInput = z.input<typeof ZPersonDetailsInputSchema>;

export const ZPersonDetailsSchema = z.object({
  personId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthDate: z.string(),
  sex: z.enum(SEXES),
  countryOfBirth: z.string(),
  nationality: z.string(),
  residencyStatus: z.optional(z.enum(RESIDENCY_STATUSES)),
  tinType: z.enum(TIN_TYPES),
  /** Masked (`***-**-1234`) unless the caller owns the profile or is staff. */
  ssn: z.string(),
  itin: z.string(),
  phoneCode: z.string(),
  phone: z.string(),
  occupation: z.string(),
  preferredLanguage: z.enum(LANGUAGES),
  /** Masked like the SSN. */
  nationalTin: z._default(z.string(), ''),
  declaredSsn: z._default(z.string(), ''),
  declaredItin: z._default(z.string(), ''),
  ssnType: z.optional(z.enum(SSN_TYPES)),
  ssnCard: z._default(z.string(), ''),
  ssnVerificationProof: z._default(z.string(), ''),
  ssnVerificationDate: z._default(z.string(), ''),
  client: z._default(z.boolean(), false),
  fileNames,
  /** True when sensitive numbers in this answer are masked. */
  masked: z.boolean(),
  updatedAt: z.optional(z.string()),
});
export type TPersonDetails = z.output<typeof ZPersonDetailsSchema>;

// Marital status

export const ZMaritalInputSchema = z
  .object({
    maritalStatus: z.enum(MARITAL_STATUSES),
    /** The spouse picked from the directory (a person workspace id)… */
    spouseId: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
    /** …or found by the email of their account. */
    spouseEmail: z._default(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), ''),
    version: ZVersionInput,
  });
export type TMaritalInput = z.input<typeof ZMaritalInputSchema>;

export const ZSpouseSchema = z.object({
  /** The linked person (a link staff made); empty while the spouse is only an email a client typed. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Only staff see it (whole); anyone else gets it empty: the spouse's number is not the caller's. */
  ssn: z.string(),
  /** Named by a client's email and shown only as typed: nothing of that person's account is revealed. */
  pending: z.optional(z.boolean()),
});
export const ZMaritalSchema = z.object({
  maritalStatus: z.optional(z.enum(MARITAL_STATUSES)),
  spouse: z.optional(ZSpouseSchema),
  /** 0 until the first save. */
  version: z.number(),
});
export type TMarital = z.output<typeof ZMaritalSchema>;

// Company details

export const ZInsuranceSettingsSchema = z.object({
  generalLiabilityRequired: z._default(z.boolean(), true),
  professionalLiabilityRequired: z._default(z.boolean(), true),
  workersCompensationRequired: z._default(z.boolean(), true),
  disabilityRequired: z._default(z.boolean(), true),
});

/** Insurance end dates by type (shared/profile/insurance.ts INSURANCE_TYPES); blank is none on file. */
const ZInsuranceEndsInputSchema = z.object({
  GENERAL_LIABILITY: optionalDate,
  PROFESSIONAL_LIABILITY: optionalDate,
  WORKERS_COMPENSATION: optionalDate,
  DISABILITY: optionalDate,
});

const ZNaicsSchema = z._default(z.string().check(z.trim(), z.refine((v) => v === '' || /^\d{2,6}$/u.test(v), 'Digits only')), '');

export const ZCompanyDetailsInputSchema = z.object({
  legalName: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  companyType: z.enum(COMPANY_TYPES),
  ein: z.string().check(z.trim(), z.regex(/^\d{2}-\d{7}$/u, INVALID_EIN)),
  dba: text(120),
  website: text(200),
  registrationDate: optionalDate,
  federalTaxClass: text(60),
  naicsType: ZNaicsSchema,
  additionalNaicsType: ZNaicsSchema,
  officer: text(120),
  insurance: z._default(ZInsuranceSettingsSchema, {
    generalLiabilityRequired: true, professionalLiabilityRequired: true, workersCompensationRequired: true, disabilityRequired: true,
  }),
  /** The end date of each type's insurance on file (YYYY-MM-DD or blank), shown on the insurance tiles (docs/decisions/0041). */
  insuranceEnds: z._default(ZInsuranceEndsInputSchema, { GENERAL_LIABILITY: '', PROFESSIONAL_LIABILITY: '', WORKERS_COMPENSATION: '', DISABILITY: '' }),
  status: z.optional(z.enum(COMPANY_STATUSES)),
  /** The company's TIN beside its EIN (a sole proprietor's may be an SSN); masked like an SSN. */
  tin: optionalCompanyTin,
  filingReceipt: fileRef,
  certificateOfIncorporation: fileRef,
  ss4Form: fileRef,
  /** Staff only: the company is a client of the provider. Absent keeps the stored value. */
  client: z.optional(z.boolean()),
});
export type TCompanyDetailsInput = z.input<typeof ZCompanyDetailsInputSchema>;

export const ZCompanyDetailsSchema = z.object({
  companyId: z.string(),
  legalName: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  ein: ZEinSchema,
  dba: z.string(),
  website: z.string(),
  registrationDate: z.string(),
  federalTaxClass: z.string(),
  naicsType: z.string(),
  additionalNaicsType: z.string(),
  officer: z.string(),
  insurance: z.object({
    generalLiabilityRequired: z.boolean(),
    professionalLiabilityRequired: z.boolean(),
    workersCompensationRequired: z.boolean(),
    disabilityRequired: z.boolean(),
  }),
  /** Only the types with an end date on file. */
  insuranceEnds: z.object({
    GENERAL_LIABILITY: z.optional(z.string()),
    PROFESSIONAL_LIABILITY: z.optional(z.string()),
    WORKERS_COMPENSATION: z.optional(z.string()),
    DISABILITY: z.optional(z.string()),
  }),
  status: z.optional(z.enum(COMPANY_STATUSES)),
  tin: z.string(),
  filingReceipt: z.string(),
  certificateOfIncorporation: z.string(),
  ss4Form: z.string(),
  client: z.boolean(),
  fileNames: z.record(z.string(), z.string()),
  /** True when the TIN in this answer is masked. */
  masked: z.boolean(),
});
export type TCompanyDetails = z.output<typeof ZCompanyDetailsSchema>;

/** The headquarter and each branch: a title and four addresses (spec 000 §3 Branch). */
export const ZOfficeInputSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  legalAddress: ZProfileAddressSchema,
  actualAddress: ZProfileAddressSchema,
  mailingAddress: ZProfileAddressSchema,
  registrationAgentAddress: ZProfileAddressSchema,
  version: ZVersionInput,
});
export type TOfficeInput = z.input<typeof ZOfficeInputSchema>;
export const ZOfficeSchema = z.object({
  title: z.string(),
  legalAddress: ZProfileAddressSchema,
  actualAddress: ZProfileAddressSchema,
  mailingAddress: ZProfileAddressSchema,
  registrationAgentAddress: ZProfileAddressSchema,
});
export type TOffice = z.output<typeof ZOfficeSchema>;
export const ZBranchDetailsSchema = z.extend(ZOfficeSchema, { id: z.string(), version: z.number() });
export type TBranchDetails = z.output<typeof ZBranchDetailsSchema>;

export const ZShareholderSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  /** Percent of the shares, up to two decimals. */
  sharePercent: z.number().check(z.minimum(0), z.maximum(100), z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals')),
  /** A person workspace, when the shareholder has a profile (staff pick it from the directory)… */
  personId: z.optional(z.string().check(z.maxLength(40))),
  /**
   * …or an email. Staff link the account with exactly that email; a client's email is kept as typed
   * and pending, never looked up for them (nothing about the person is revealed).
   */
  personEmail: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  /** Answered true for an email a client typed: not linked to anyone's profile. Ignored on input. */
  pending: z.optional(z.boolean()),
});
export type TShareholder = z.output<typeof ZShareholderSchema>;
export const ZShareholdersInputSchema = z.object({
  shareholders: z.array(ZShareholderSchema).check(
    z.maxLength(50),
    z.refine((list) => list.reduce((sum, s) => sum + s.sharePercent, 0) <= 100.0001, 'Shares add up to more than 100%'),
  ),
  version: ZVersionInput,
});
export type TShareholdersInput = z.input<typeof ZShareholdersInputSchema>;
export const ZShareholdersSchema = z.object({ shareholders: z.array(ZShareholderSchema), version: z.number() });
export type TShareholders = z.output<typeof ZShareholdersSchema>;

// Bank accounts

export const ZBankAccountInputSchema = z.object({
  bankName: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  holderType: z.enum(BANK_HOLDER_TYPES),
  accountNumber: z.string().check(z.trim(), z.refine((v) => /^[A-Za-z0-9]{9,14}$/u.test(v), ACCOUNT_NUMBER_RULE)),
  routingNumber: z.string().check(z.trim(), z.refine((v) => /^\d{9}$/u.test(v), ROUTING_NUMBER_RULE)),
});
export type TBankAccountInput = z.input<typeof ZBankAccountInputSchema>;
export const ZBankAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  holderType: z.enum(BANK_HOLDER_TYPES),
  /** Masked (last four) unless the caller owns the workspace or is staff. */
  accountNumber: z.string(),
  routingNumber: z.string(),
  masked: z.boolean(),
  createdAt: z.string(),
});
export type TBankAccount = z.output<typeof ZBankAccountSchema>;

// Identity documents

export const ZDocumentKindParamsSchema = z.object({ kind: z.enum(DOCUMENT_KINDS) });
export const ZIdentityDocumentInputSchema = z
  .object({
    number: z.string().check(z.trim(), z.minLength(1), z.maxLength(30), z.refine((v) => /^[A-Za-z0-9-]+$/u.test(v), 'Only letters, digits and hyphens')),
    issueDate: optionalDate,
    expiryDate: optionalDate,
    /** A file uploaded to the workspace through /api/files. */
    fileId: z._default(z.string().check(z.maxLength(64)), ''),
    version: ZVersionInput,
  })
  .check(z.refine((d) => !d.issueDate || !d.expiryDate || d.expiryDate > d.issueDate, { message: 'End date must be after start date', path: ['expiryDate'] }));
export type TIdentityDocumentInput = z.input<typeof ZIdentityDocumentInputSchema>;
export const ZIdentityDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  fileId: z.string(),
  fileName: z.optional(z.string()),
  masked: z.boolean(),
  updatedAt: z.string(),
});
export const ZIdentityDocumentResponseSchema = z.object({ document: z.optional(ZIdentityDocumentSchema), version: z.number() });
/** Every identity document saved in the workspace (the documents page), in kind order. */
export const ZIdentityDocumentListSchema = z.object({ data: z.array(ZIdentityDocumentSchema) });
export type TIdentityDocument = z.output<typeof ZIdentityDocumentSchema>;

// Addresses

export const ZAddressResponseSchema = z.object({ address: ZProfileAddressSchema, empty: z.boolean() });
export const ZOfficeResponseSchema = z.object({ office: z.optional(ZOfficeSchema), version: z.number() });

// Bank statements and business tax returns (spec 000 §2 bank_statements, business_tax_return; §4 Bank statement)

/** A bank statement's states (spec 000 §4): REQUESTED by staff, UPLOADED by the client, then the provider's. */
export const BANK_STATEMENT_STATUSES = ['UPLOADED', 'BEING_PROCESSED', 'PROCESSED', 'DECLINED', 'REQUESTED'] as const;
export type TBankStatementStatus = (typeof BANK_STATEMENT_STATUSES)[number];
/** The statuses only staff set (the client uploads, which makes UPLOADED). */
export const STAFF_STATEMENT_STATUSES = ['BEING_PROCESSED', 'PROCESSED', 'DECLINED'] as const;
/** The first year a return or statement may be for (the spec's reporting years start in 2016). */
export const FILING_YEAR_MIN = 2016;
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/u;
/** A statement's month, YYYY-MM, from January 2016 up to the current month. */
const ZStatementPeriodSchema = z.string().check(
  z.regex(PERIOD, INVALID_DATE),
  z.refine((v) => !PERIOD.test(v) || (Number(v.slice(0, 4)) >= FILING_YEAR_MIN && v <= new Date().toISOString().slice(0, 7)), INVALID_DATE),
);

export const ZBankStatementInputSchema = z.object({
  /** A bank account of the workspace. */
  accountId: z.string().check(z.minLength(1), z.maxLength(64)),
  period: ZStatementPeriodSchema,
  /** The statement's file; without one (staff only) the statement is REQUESTED from the client. */
  fileId: z._default(fileId, ''),
});
export type TBankStatementInput = z.input<typeof ZBankStatementInputSchema>;
export const ZBankStatementUpdateSchema = z.object({
  /** The client's upload of a requested or declined statement (it becomes UPLOADED)… */
  fileId: z.optional(fileId),
  /** …or staff's processing status. */
  status: z.optional(z.enum(STAFF_STATEMENT_STATUSES)),
});
export type TBankStatementUpdate = z.input<typeof ZBankStatementUpdateSchema>;
export const ZBankStatementSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** The account as the bank-account page shows it: its bank and the last four of its number. */
  bankName: z.string(),
  accountLast4: z.string(),
  period: z.string(),
  status: z.enum(BANK_STATEMENT_STATUSES),
  fileId: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBankStatement = z.output<typeof ZBankStatementSchema>;

export const ZTaxReturnInputSchema = z.object({
  year: z.number().check(
    z.int(),
    z.minimum(FILING_YEAR_MIN),
    z.refine((y) => y <= new Date().getUTCFullYear(), DATE_OUT_OF_RANGE),
  ),
  fileId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export type TTaxReturnInput = z.input<typeof ZTaxReturnInputSchema>;
export const ZTaxReturnSchema = z.object({ id: z.string(), year: z.number(), fileId: z.string(), fileName: z.string(), createdAt: z.string() });
export type TTaxReturn = z.output<typeof ZTaxReturnSchema>;

// Other bank products (spec 000 §2 other_bank_products)

/** The client's other accounts and cards: what a bank offers beside the accounts used for payments. */
export const LAST4_RULE = 'Enter the last four digits';
export const OTHER_BANK_PRODUCT_TYPES = ['CHECKING', 'SAVINGS', 'MONEY_MARKET', 'CERTIFICATE_OF_DEPOSIT', 'BROKERAGE', 'CREDIT_CARD', 'DEBIT_CARD', 'LOAN', 'OTHER'] as const;
export const ZOtherBankProductInputSchema = z.object({
  bankName: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  productType: z.enum(OTHER_BANK_PRODUCT_TYPES),
  holderType: z.enum(BANK_HOLDER_TYPES),
  /** Only the last four digits of the account or card number are kept (docs/decisions/0040). */
  last4: z.string().check(z.trim(), z.regex(/^\d{4}$/u, LAST4_RULE)),
});
export type TOtherBankProductInput = z.input<typeof ZOtherBankProductInputSchema>;
export const ZOtherBankProductSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  productType: z.enum(OTHER_BANK_PRODUCT_TYPES),
  holderType: z.enum(BANK_HOLDER_TYPES),
  last4: z.string(),
  createdAt: z.string(),
});
export type TOtherBankProduct = z.output<typeof ZOtherBankProductSchema>;
