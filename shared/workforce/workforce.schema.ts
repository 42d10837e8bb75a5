import * as z from 'zod/mini';
import { US_STATES, ZAddressSchema } from '../core/address.schema.js';
import { ZEmailSchema } from '../core/common.schema.js';
import { DATE_OUT_OF_RANGE, isDateInRange, ZAmountCentsSchema } from '../core/bounds.js';
import { COMPANY_TYPES, ZEinSchema } from '../core/company.schema.js';

export { COMPANY_TYPES, ZEinSchema };

export const EMPLOYMENT_STATUSES = ['NEW', 'PENDING_FOR_DOCUMENTS', 'ACTIVE', 'TERMINATED'] as const;
export const EMPLOYMENT_TYPES = ['STAFF', 'CONTRACTOR', 'FOREIGN_CONTRACTOR'] as const;
export const CONTRACTOR_TYPES = ['PERSON', 'COMPANY'] as const;
export const PAY_TYPES = ['HOUR_RATE', 'FIX_RATE'] as const;
/**
 * The named party's answer to an employment that binds their workspace (an account's person or a
 * company, docs/decisions/0019-employment-consent.md). Stored on the employment; absent on one made
 * for an ownerless profile (nobody to ask).
 */
export const EMPLOYMENT_CONSENTS = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type TEmploymentConsent = (typeof EMPLOYMENT_CONSENTS)[number];
/** As the API shows it: NOT_REQUIRED for a profile with no owner to ask. */
export const EMPLOYMENT_CONSENT_VIEWS = [...EMPLOYMENT_CONSENTS, 'NOT_REQUIRED'] as const;


export const ZCompanyProfileSchema = z.object({
  companyId: z.string(),
  legalName: z.string(),
  ein: ZEinSchema,
  companyType: z.enum(COMPANY_TYPES),
  email: z.optional(z.string()),
  headquarter: ZAddressSchema,
  createdAt: z.string(),
  // Company details kept by the profile pages (shared/profile; issue 5). Optional: older items lack them.
  dba: z.optional(z.string()),
  website: z.optional(z.string()),
  registrationDate: z.optional(z.string()),
  federalTaxClass: z.optional(z.string()),
  naicsType: z.optional(z.string()),
  additionalNaicsType: z.optional(z.string()),
  officer: z.optional(z.string()),
  /** Insurance settings (spec 000 §3): each type is required unless explicitly false. */
  insurance: z.optional(
    z.object({
      generalLiabilityRequired: z.optional(z.boolean()),
      professionalLiabilityRequired: z.optional(z.boolean()),
      workersCompensationRequired: z.optional(z.boolean()),
      disabilityRequired: z.optional(z.boolean()),
    }),
  ),
  /** Insurance end dates by type (YYYY-MM-DD), from the company details (docs/decisions/0041). */
  insuranceEnds: z.optional(z.record(z.string(), z.string())),
  /** Status, TIN, client flag (staff only) and the uploads (file ids and their names) of the company details (docs/decisions/0040). */
  status: z.optional(z.string()),
  tin: z.optional(z.string()),
  client: z.optional(z.boolean()),
  filingReceipt: z.optional(z.string()),
  certificateOfIncorporation: z.optional(z.string()),
  ss4Form: z.optional(z.string()),
  fileNames: z.optional(z.record(z.string(), z.string())),
  /** Bumped by every profile save; the next save is conditioned on it. */
  version: z.optional(z.number()),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfileSchema>;

export const ZBranchSchema = z.object({ id: z.string(), companyId: z.string(), name: z.string(), address: ZAddressSchema });

/**
 * The ZIP messages of the profile's address schema (INVALID_US_ZIP, INVALID_FOREIGN_ZIP), repeated
 * because shared/profile imports this module; test/unit/workforce-rules.test.ts keeps them equal, so
 * the address editor translates them.
 */
export const EMPLOYMENT_ZIP_MESSAGES = {
  US: 'ZIP code must be 00000 or 00000-0000',
  FOREIGN: 'Only digits, dot, slash and hyphen are allowed',
} as const;
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
/**
 * An employee's or contractor's address (spec 000 §3 Employment details.address), as the address
 * editor enters it: a US address (address1, address2, city, state, ZIP 00000-0000; `kind` absent or
 * US, so the US addresses stored before keep their shape) or a foreign one (foreignAddress, country,
 * a ZIP of digits, dot, slash and hyphen) for foreign contractors. The messages are the profile
 * editor's, so its fields show them. `verified` is not kept: it marks a profile address that staff
 * checked, and this is the employer's copy.
 */
export const ZEmploymentAddressSchema = z
  .object({
    kind: z.optional(z.enum(['US', 'FOREIGN'])),
    address1: optionalText(100),
    address2: optionalText(100),
    city: optionalText(60),
    state: z.optional(z.enum(US_STATES)),
    zipCode: optionalText(20),
    foreignAddress: optionalText(300),
    country: optionalText(60),
    isResidential: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((a, ctx) => {
      const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', message, path: [path], input: a });
      // Empty when address1 and foreignAddress are both empty (spec 000 §3 Address): no address.
      if (isEmptyEmploymentAddress(a)) return;
      if (a.kind === 'FOREIGN') {
        if ((a.foreignAddress ?? '').length < 3) issue('foreignAddress', a.foreignAddress ? 'validation:minLength|3' : 'validation:required');
        if ((a.country ?? '').length < 2) issue('country', a.country ? 'validation:minLength|2' : 'validation:required');
        if (!/^[\d./-]*$/u.test(a.zipCode ?? '')) issue('zipCode', EMPLOYMENT_ZIP_MESSAGES.FOREIGN);
        return;
      }
      if ((a.address1 ?? '').length < 3) issue('address1', 'validation:minLength|3');
      if ((a.city ?? '').length < 3) issue('city', a.city ? 'validation:minLength|3' : 'validation:required');
      if (!a.state) issue('state', 'validation:required');
      if (!/^\d{5}(-\d{4})?$/u.test(a.zipCode ?? '')) issue('zipCode', EMPLOYMENT_ZIP_MESSAGES.US);
    }),
  );
export type TEmploymentAddress = z.output<typeof ZEmploymentAddressSchema>;

/** True when the address has neither address1 (US) nor foreignAddress (foreign), by its kind. */
export function isEmptyEmploymentAddress(a: { kind?: 'US' | 'FOREIGN'; address1?: string; foreignAddress?: string } | undefined): boolean {
  if (!a) return true;
  return a.kind === 'FOREIGN' ? !a.foreignAddress?.trim() : !a.address1?.trim();
}

/**
 * The address as it is stored and answered: undefined when empty, else only the fields of its kind
 * (the editor holds both tabs' values while the user switches).
 */
export function employmentAddressOf(a: TEmploymentAddress | undefined): TEmploymentAddress | undefined {
  if (!a || isEmptyEmploymentAddress(a)) return undefined;
  const keep = (v: string | undefined) => (v ? v : undefined);
  const picked: TEmploymentAddress =
    a.kind === 'FOREIGN'
      ? { kind: 'FOREIGN', foreignAddress: a.foreignAddress, country: a.country, zipCode: keep(a.zipCode) }
      : { kind: 'US', address1: a.address1, address2: keep(a.address2), city: a.city, state: a.state, zipCode: a.zipCode };
  if (a.isResidential !== undefined) picked.isResidential = a.isResidential;
  return Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined)) as TEmploymentAddress;
}
export const ZProjectSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  title: z.string().check(z.minLength(1)),
  /** Employment ids of the project's managers (spec 000 §3 Project managers). */
  managerIds: z.optional(z.array(z.string())),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  /** Optimistic-lock counter; absent on records written before it existed (treated as 0). */
  version: z.optional(z.number().check(z.int())),
});
export type TProjectRecord = z.infer<typeof ZProjectSchema>;

export const ZEmploymentSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  /** The employee's profile (the spec's detailsId): a person workspace, possibly ownerless. */
  personId: z.string(),
  /** The employee's account; absent when the details were made for a person without an account. */
  userId: z.optional(z.string()),
  name: z.string(),
  type: z.enum(EMPLOYMENT_TYPES),
  contractorType: z.optional(z.enum(CONTRACTOR_TYPES)),
  status: z.enum(EMPLOYMENT_STATUSES),
  startDate: z.string(),
  remote: z.boolean(),
  payType: z.enum(PAY_TYPES),
  /** Integer cents per hour (HOUR_RATE) or a salary per month (FIX_RATE; payroll converts it per pay frequency, docs/decisions/0032). */
  rateCents: z.number().check(z.int(), z.minimum(0)),
  projectIds: z.array(z.string()),
  branchIds: z.array(z.string()),
  // Added for the workforce domain (issue 5); optional so the records written before stay valid.
  email: z.optional(z.string()),
  tin: z.optional(z.string()),
  phone: z.optional(z.string()),
  address: z.optional(ZEmploymentAddressSchema),
  workKind: z.optional(z.enum(['FULL_TIME', 'PART_TIME', 'FIXED_TERM'])),
  /** employmentTermination, YYYY-MM-DD. */
  terminationDate: z.optional(z.string()),
  officer: z.optional(z.boolean()),
  workplaces: z.optional(z.array(z.string())),
  /** A contractor's relation to the client (spec 000 §3 Contractor); kept for contractors only. */
  providesServicesToClient: z.optional(z.boolean()),
  buysGoodsFromClient: z.optional(z.boolean()),
  /** The named party's answer (EMPLOYMENT_CONSENTS); see consentOf in rules.ts for records without it. */
  consent: z.optional(z.enum(EMPLOYMENT_CONSENTS)),
  /** When the party accepted or declined. */
  consentAt: z.optional(z.string()),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  version: z.optional(z.number().check(z.int())),
});
export type TEmployment = z.infer<typeof ZEmploymentSchema>;

// ---------------------------------------------------------------------------------------------------
// The workforce API (issue 5): companies, employments, employment permissions, projects.
// ---------------------------------------------------------------------------------------------------

export const WORK_KINDS = ['FULL_TIME', 'PART_TIME', 'FIXED_TERM'] as const;
export type TEmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export type TEmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** The statuses a contractor search offers (spec 000 §4). */
export const CONTRACTOR_SEARCH_STATUSES = ['NEW', 'ACTIVE', 'PENDING_FOR_DOCUMENTS'] as const;
export const EMPLOYMENT_ORDER_FIELDS = ['EMPLOYMENT_START', 'EMPLOYMENT_TERMINATION'] as const;
export const EMPLOYMENT_PERMISSION_TYPES = ['TIMESHEET_OPERATE', 'SICK_LEAVE_OPERATE'] as const;
export type TEmploymentPermissionType = (typeof EMPLOYMENT_PERMISSION_TYPES)[number];
/** Employment list page size (spec 000 §3 Filter). */
export const EMPLOYMENT_PAGE_SIZE = 20;

const ZIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
/** A calendar date, YYYY-MM-DD (spec 000 §5 'Invalid date format'). */
export const ZWorkDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/u, 'Invalid date format'), z.refine((v) => !/^\d{4}-\d{2}-\d{2}$/u.test(v) || isDateInRange(v), DATE_OUT_OF_RANGE));
/** Integer cents: an hourly rate or a fixed rate per pay period (bounded in shared/core/bounds.ts). */
export const ZRateCentsSchema = ZAmountCentsSchema;

/** 'Create company': the creator becomes its owner (spec 000 §3 Company; EIN 00-0000000). */
export const ZCreateCompanyRequestSchema = z.object({
  legalName: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  ein: ZEinSchema,
  companyType: z.enum(COMPANY_TYPES),
  email: z.optional(ZEmailSchema),
  headquarter: ZAddressSchema,
});
export type TCreateCompanyRequest = z.input<typeof ZCreateCompanyRequestSchema>;

export const ZCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.literal('COMPANY'),
  ein: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  email: z.optional(z.string()),
});
export type TCompany = z.infer<typeof ZCompanySchema>;

/** The employee's details (spec 000 §3 Employment details). */
export const ZEmploymentDetailsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(3), z.maxLength(120)),
  email: ZEmailSchema,
  tin: z.optional(z.string().check(z.regex(/^(\d{3}-\d{2}-\d{4}|\d{2}-\d{7})?$/u, 'TIN must be 000-00-0000 or 00-0000000'))),
  phone: z.optional(z.string().check(z.regex(/^\+?\d{0,13}$/u, 'Phone: digits and one leading plus only'))),
  address: z.optional(ZEmploymentAddressSchema),
});

/** What the employer edits on an employment (create and update share it). */
const employmentTerms = {
  workKind: z._default(z.enum(WORK_KINDS), 'FULL_TIME'),
  employmentStart: ZWorkDateSchema,
  officer: z._default(z.boolean(), false),
  remote: z._default(z.boolean(), true),
  branchIds: z._default(z.array(ZIdSchema).check(z.maxLength(50)), []),
  workplaces: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(20)), []),
  projectIds: z._default(z.array(ZIdSchema).check(z.maxLength(50)), []),
  payType: z.enum(PAY_TYPES),
  rateCents: ZRateCentsSchema,
  /**
   * A contractor's relation to the client (spec 000 §3 Contractor): the contractor provides services
   * to the client, buys goods from it, or both. Ignored for STAFF (docs/decisions/0041).
   */
  providesServicesToClient: z._default(z.boolean(), false),
  buysGoodsFromClient: z._default(z.boolean(), false),
};

export const ZCreateEmploymentRequestSchema = z.object({
  type: z.enum(EMPLOYMENT_TYPES),
  contractorType: z.optional(z.enum(CONTRACTOR_TYPES)),
  /**
   * A COMPANY contractor's company (the company picker: staff search the directory, client owners
   * look up an exact EIN): the employment's details are that company's, its name and EIN taken from
   * its profile; `details.email` is the contact email. Only with contractorType COMPANY.
   */
  contractorCompanyId: z.optional(z.string().check(z.regex(/^c_[0-9A-HJKMNP-TV-Z]{26}$/u, 'Invalid company id'))),
  details: ZEmploymentDetailsSchema,
  ...employmentTerms,
});
export type TCreateEmploymentRequest = z.input<typeof ZCreateEmploymentRequestSchema>;

export const ZUpdateEmploymentRequestSchema = z.object({
  details: z.object({
    name: ZEmploymentDetailsSchema.shape.name,
    tin: ZEmploymentDetailsSchema.shape.tin,
    phone: ZEmploymentDetailsSchema.shape.phone,
    address: ZEmploymentDetailsSchema.shape.address,
  }),
  contractorType: z.optional(z.enum(CONTRACTOR_TYPES)),
  ...employmentTerms,
  /** The version read; a stale one answers 409 invalid_state. */
  version: z.number().check(z.int(), z.minimum(0)),
});
export type TUpdateEmploymentRequest = z.input<typeof ZUpdateEmploymentRequestSchema>;

export const ZEmploymentStatusRequestSchema = z.object({
  status: z.enum(EMPLOYMENT_STATUSES),
  /** employmentTermination when the status becomes TERMINATED. @default today */
  terminationDate: z.optional(ZWorkDateSchema),
});

/** An employment as the API answers it (spec 000 §3 Employment). */
export const ZEmploymentViewSchema = z.object({
  id: z.string(),
  employerId: z.string(),
  employerName: z.optional(z.string()),
  /**
   * The details' profile. To the employer, a person's is shown only once they accepted (or when the
   * profile has no owner); a company contractor's is the id the employer typed.
   */
  detailsId: z.optional(z.string()),
  /** The named party's answer (docs/decisions/0019-employment-consent.md). */
  consent: z.enum(EMPLOYMENT_CONSENT_VIEWS),
  details: z.object({
    name: z.string(),
    email: z.optional(z.string()),
    tin: z.optional(z.string()),
    phone: z.optional(z.string()),
    address: z.optional(ZEmploymentAddressSchema),
  }),
  /** Who the details are (spec 000 §3 Contractor counterpartyType): a company for a company contractor picked from the directory. */
  counterpartyType: z.enum(['PERSON', 'COMPANY']),
  status: z.enum(EMPLOYMENT_STATUSES),
  type: z.enum(EMPLOYMENT_TYPES),
  contractorType: z.optional(z.enum(CONTRACTOR_TYPES)),
  workKind: z.enum(WORK_KINDS),
  employmentStart: z.string(),
  employmentTermination: z.optional(z.string()),
  officer: z.boolean(),
  remote: z.boolean(),
  branchIds: z.array(z.string()),
  workplaces: z.array(z.string()),
  projectIds: z.array(z.string()),
  payType: z.enum(PAY_TYPES),
  rateCents: z.number(),
  /** Contractors only (spec 000 §3 Contractor). */
  providesServicesToClient: z.optional(z.boolean()),
  buysGoodsFromClient: z.optional(z.boolean()),
  version: z.number(),
});
export type TEmploymentView = z.infer<typeof ZEmploymentViewSchema>;

const ZCsvSchema = <T extends z.core.$ZodType>(item: T) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? (v ? v.split(',') : []) : v)),
    z.array(item),
  );

/** The employment filter (spec 000 §3): query-string values, lists comma separated. */
export const ZEmploymentFilterSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  detailsId: z.optional(ZIdSchema),
  types: z.optional(ZCsvSchema(z.enum(EMPLOYMENT_TYPES))),
  contractorType: z.optional(z.enum(CONTRACTOR_TYPES)),
  status: z.optional(z.enum(EMPLOYMENT_STATUSES)),
  pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), EMPLOYMENT_PAGE_SIZE),
  orderField: z._default(z.enum(EMPLOYMENT_ORDER_FIELDS), 'EMPLOYMENT_START'),
  orderDirection: z._default(z.enum(['ASC', 'DESC']), 'DESC'),
});
export type TEmploymentFilter = z.input<typeof ZEmploymentFilterSchema>;

export const ZEmploymentPageSchema = z.object({
  data: z.array(ZEmploymentViewSchema),
  countOfPages: z.number(),
  totalElements: z.number(),
});

/** The exact-EIN company lookup of the employment form (client owners may not search the directory). */
export const ZCompanyByEinQuerySchema = z.object({ ein: ZEinSchema });
/** A company as the employment form's company picker shows it: name and EIN. */
export const ZCompanyRefSchema = z.object({ id: z.string(), name: z.string(), ein: z.string(), email: z.optional(z.string()) });
export type TCompanyRef = z.infer<typeof ZCompanyRefSchema>;

/** A person's own employments (their employers), filtered by employer. */
export const ZMyEmploymentsQuerySchema = z.object({ employerId: z.optional(ZIdSchema) });

/** Employment permission (spec 000 §3): employmentId, projectId, permissionType. */
export const ZEmploymentPermissionSchema = z.object({
  id: z.string(),
  employmentId: z.string(),
  projectId: z.optional(z.string()),
  permissionType: z.enum(EMPLOYMENT_PERMISSION_TYPES),
  createdAt: z.string(),
});
export type TEmploymentPermission = z.infer<typeof ZEmploymentPermissionSchema>;
export const ZGrantEmploymentPermissionSchema = z.object({
  projectId: z.optional(ZIdSchema),
  permissionType: z.enum(EMPLOYMENT_PERMISSION_TYPES),
});
export const ZEmploymentPermissionParamsSchema = z.object({
  id: ZIdSchema,
  permissionId: z.string().check(z.regex(/^(TIMESHEET_OPERATE|SICK_LEAVE_OPERATE)\.[0-9A-Za-z_-]{1,64}$/u)),
});

/** Project create and update (spec 000 §3 Project; title required, §5). */
export const ZProjectTitleSchema = z.string().check(z.trim(), z.minLength(1, 'Project title is required'), z.maxLength(120));
export const ZCreateProjectRequestSchema = z.object({ title: ZProjectTitleSchema });
export const ZUpdateProjectRequestSchema = z.object({
  title: ZProjectTitleSchema,
  managerIds: z.array(ZIdSchema).check(z.maxLength(50)),
  /**
   * The executors (spec 000 §3 Project update `employmentsId`): the company's employments that work
   * on the project; the server adds the project to or removes it from their `projectIds`. Absent
   * leaves the executors as they are.
   */
  employmentsId: z.optional(z.array(ZIdSchema).check(z.maxLength(500))),
  version: z.number().check(z.int(), z.minimum(0)),
});
export type TUpdateProjectRequest = z.input<typeof ZUpdateProjectRequestSchema>;

/** A person on a project: the employment, its type (for the detail link) and name. */
export const ZProjectMemberSchema = z.object({
  employmentId: z.string(),
  name: z.string(),
  type: z.enum(EMPLOYMENT_TYPES),
});
export const ZProjectViewSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  title: z.string(),
  /** Employments assigned to the project (their projectIds name it). */
  executors: z.array(ZProjectMemberSchema),
  managers: z.array(ZProjectMemberSchema),
  version: z.number(),
});
export type TProjectView = z.infer<typeof ZProjectViewSchema>;

export const ZBranchViewSchema = z.object({ id: z.string(), name: z.string() });
