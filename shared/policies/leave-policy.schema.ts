/**
 * The PTO (Paid Time Off) Policy and the Sick Leave Policy (New York Paid Sick Leave): spec 000 §2
 * Policies and "Vacation and sick leave", §3 "PTO policy", "Sick leave policy", "Policy filters",
 * §4 Policies, §5 "PTO create" and "Sick leave policy create"; docs/decisions/0029-leave-policies.md.
 *
 * Hours are whole or quarter hours and bounded, so every sum (pay + not-pay, a balance) is exact in
 * a double; days are whole.
 */
import * as z from 'zod/mini';
import { HAOP_CONTRACT_TYPES, ZApprovedPolicySchema } from './haop.schema.js';
import { ANNUAL_REVENUES, COMPANY_SIZES, intervalIssues, sickTierOf, SICK_TIERS } from './sick-tiers.js';

export const LEAVE_KINDS = ['PTO', 'SICK'] as const;
/** The only state the policies are written for (spec 000 §5: "State option only NY"). */
export const LEAVE_STATES = ['NY'] as const;
/** Whom a policy is for: every employment of its type, or those of its type in one branch. */
export const APPLICABLE_FOR = ['EMPLOYMENT_TYPE', 'BRANCH'] as const;
/** A day of leave is 8 hours (the attach dialog's days, the spec's …Days fields). */
export const HOURS_PER_DAY = 8;

export const LEAVE_BOUNDS = {
  /** PTO a year: up to 60 working days. */
  ptoHours: { min: 0.25, max: 480 },
  /** Days: eligibility up to two years, notice up to a year. */
  eligibilityDays: { min: 0, max: 730 },
  noticeDays: { min: 0, max: 365 },
  /** Sick leave, paid and unpaid, each up to 20 working days a year (§196-b asks at most 56 in all). */
  sickHours: { min: 0, max: 160 },
  accumulationRate: { min: 1, max: 30 },
  title: 200,
  officerTitle: 100,
} as const;

export const PTO_DEFAULTS = {
  title: 'PTO (Paid Time Off) Policy (NY)',
  eligibilityPeriod: 183,
  vacationIntervalMin: 8,
  vacationNoticePeriod: 14,
  vacationPayout: false,
  officerTitle: 'Officer',
  applicableFor: 'EMPLOYMENT_TYPE',
  employmentType: 'STAFF',
  applicableState: 'NY',
} as const;

export const SLP_DEFAULTS = {
  title: 'Sick Leave Policy (NY)',
  accumulationRate: 30,
  payout: false,
  officerTitle: 'Officer',
  applicableFor: 'EMPLOYMENT_TYPE',
  employmentType: 'STAFF',
  applicableState: 'NY',
} as const;

/** The title choosing a state gives a PTO policy (§5 "choosing state sets title"). */
export const ptoTitleFor = (state: (typeof LEAVE_STATES)[number]) => `PTO (Paid Time Off) Policy (${state})`;

/** English messages of rules JSON Schema cannot state; the web maps them to its own texts. */
export const LEAVE_MESSAGES = {
  quarterHours: 'Use whole hours or quarters of an hour',
  minAboveTotal: 'The minimum vacation cannot exceed the total',
  carryoverAboveTotal: 'The carryover cannot exceed the total',
  branchRequired: 'Choose a branch',
  revenueRequired: 'Choose the annual revenue',
  belowMinimum: 'Below the minimum for the company size',
  payAboveTotal: 'The paid interval cannot exceed the total',
} as const;

const ZHours = (b: { min: number; max: number }) =>
  z.number().check(z.minimum(b.min), z.maximum(b.max), z.multipleOf(0.25, LEAVE_MESSAGES.quarterHours));
const ZDays = (b: { min: number; max: number }) => z.number().check(z.int(), z.minimum(b.min), z.maximum(b.max));
const ZTitle = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const ZBranchIdSchema = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/u, 'Unknown branch'));

const applicability = {
  applicableFor: z._default(z.enum(APPLICABLE_FOR), PTO_DEFAULTS.applicableFor),
  employmentType: z._default(z.enum(HAOP_CONTRACT_TYPES), PTO_DEFAULTS.employmentType),
  /** Required when applicableFor is BRANCH: one of the company's branches. */
  branchId: z.optional(ZBranchIdSchema),
  applicableState: z._default(z.enum(LEAVE_STATES), PTO_DEFAULTS.applicableState),
};

type TIssues = { issues: z.core.$ZodRawIssue[]; value: unknown };
const issue = (ctx: TIssues, path: string, message: string) => ctx.issues.push({ code: 'custom', message, path: [path], input: ctx.value });
function checkBranch(v: { applicableFor: string; branchId?: string }, ctx: TIssues) {
  if (v.applicableFor === 'BRANCH' && !v.branchId) issue(ctx, 'branchId', LEAVE_MESSAGES.branchRequired);
}

/** 'PTO create' (§5): title, probationary (eligibility), notice, total, minimum, carryover and officer title. */
export const ZPtoRequestSchema = z
  .object({
    title: z._default(ZTitle(LEAVE_BOUNDS.title), PTO_DEFAULTS.title),
    eligibilityPeriod: z._default(ZDays(LEAVE_BOUNDS.eligibilityDays), PTO_DEFAULTS.eligibilityPeriod),
    vacationIntervalTotal: ZHours(LEAVE_BOUNDS.ptoHours),
    vacationIntervalMin: z._default(ZHours(LEAVE_BOUNDS.ptoHours), PTO_DEFAULTS.vacationIntervalMin),
    vacationNoticePeriod: z._default(ZDays(LEAVE_BOUNDS.noticeDays), PTO_DEFAULTS.vacationNoticePeriod),
    carryover: z.number().check(z.minimum(0), z.maximum(LEAVE_BOUNDS.ptoHours.max), z.multipleOf(0.25, LEAVE_MESSAGES.quarterHours)),
    vacationPayout: z._default(z.boolean(), PTO_DEFAULTS.vacationPayout),
    officerTitle: z._default(ZTitle(LEAVE_BOUNDS.officerTitle), PTO_DEFAULTS.officerTitle),
    ...applicability,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.vacationIntervalMin > v.vacationIntervalTotal) issue(ctx, 'vacationIntervalMin', LEAVE_MESSAGES.minAboveTotal);
      if (v.carryover > v.vacationIntervalTotal) issue(ctx, 'carryover', LEAVE_MESSAGES.carryoverAboveTotal);
      checkBranch(v, ctx);
    }),
  );
export type TPtoRequest = z.input<typeof ZPtoRequestSchema>;
export type TPto = z.output<typeof ZPtoRequestSchema>;

const ZSickHours = ZHours(LEAVE_BOUNDS.sickHours);
const ZAccumulationRate = ZDays(LEAVE_BOUNDS.accumulationRate);

/**
 * 'Sick leave policy create' (§5): the size (and, for 1-4 employees, the revenue) choose the tier;
 * omitted intervals take the tier's auto-set values; given ones must meet its minimums (the tier
 * engine, sick-tiers.ts). The total is pay + not-pay; the carryover defaults to it.
 */
export const ZSlpCreateRequestSchema = z
  .object({
    title: z._default(ZTitle(LEAVE_BOUNDS.title), SLP_DEFAULTS.title),
    companySize: z.enum(COMPANY_SIZES),
    annualRevenue: z.optional(z.enum(ANNUAL_REVENUES)),
    accumulationRate: z._default(ZAccumulationRate, SLP_DEFAULTS.accumulationRate),
    payInterval: z.optional(ZSickHours),
    notPayInterval: z.optional(ZSickHours),
    carryover: z.optional(z.number().check(z.minimum(0), z.maximum(2 * LEAVE_BOUNDS.sickHours.max), z.multipleOf(0.25, LEAVE_MESSAGES.quarterHours))),
    payout: z._default(z.boolean(), SLP_DEFAULTS.payout),
    officerTitle: z._default(ZTitle(LEAVE_BOUNDS.officerTitle), SLP_DEFAULTS.officerTitle),
    ...applicability,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.companySize === 'MICRO' && !v.annualRevenue) issue(ctx, 'annualRevenue', LEAVE_MESSAGES.revenueRequired);
      checkBranch(v, ctx);
    }),
  );
export type TSlpCreateRequest = z.input<typeof ZSlpCreateRequestSchema>;
export type TSlpCreate = z.output<typeof ZSlpCreateRequestSchema>;

/** The §3 update: title, total, growth rate and carryover required; the paid interval, payout and applicability optional (unchanged). */
export const ZSlpUpdateRequestSchema = z
  .object({
    title: ZTitle(LEAVE_BOUNDS.title),
    total: z.number().check(z.minimum(0), z.maximum(2 * LEAVE_BOUNDS.sickHours.max), z.multipleOf(0.25, LEAVE_MESSAGES.quarterHours)),
    growthRate: ZAccumulationRate,
    carryover: z.number().check(z.minimum(0), z.maximum(2 * LEAVE_BOUNDS.sickHours.max), z.multipleOf(0.25, LEAVE_MESSAGES.quarterHours)),
    payInterval: z.optional(ZSickHours),
    payout: z.optional(z.boolean()),
    applicableFor: z.optional(z.enum(APPLICABLE_FOR)),
    employmentType: z.optional(z.enum(HAOP_CONTRACT_TYPES)),
    branchId: z.optional(ZBranchIdSchema),
    applicableState: z.optional(z.enum(LEAVE_STATES)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.carryover > v.total) issue(ctx, 'carryover', LEAVE_MESSAGES.carryoverAboveTotal);
      if (v.payInterval !== undefined && v.payInterval > v.total) issue(ctx, 'payInterval', LEAVE_MESSAGES.payAboveTotal);
    }),
  );
export type TSlpUpdateRequest = z.input<typeof ZSlpUpdateRequestSchema>;
export type TSlpUpdate = z.output<typeof ZSlpUpdateRequestSchema>;

/**
 * The tier engine's refusal of a pair of intervals as field errors (empty when the pair is fine):
 * the server's create and update and the web's form read it.
 */
export function sickIntervalErrors(
  size: (typeof COMPANY_SIZES)[number],
  revenue: (typeof ANNUAL_REVENUES)[number] | undefined,
  payInterval: number,
  notPayInterval: number,
): Record<string, string[]> {
  const tier = sickTierOf(size, revenue);
  if (!tier) return { annualRevenue: [LEAVE_MESSAGES.revenueRequired] };
  return Object.fromEntries(intervalIssues(tier, payInterval, notPayInterval).map((i) => [i.field, [`${LEAVE_MESSAGES.belowMinimum}: ${i.min}`]]));
}

const ZCommonView = {
  id: z.string(),
  companyId: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  createDate: z.string(),
  disabledAt: z.optional(z.string()),
  applicableFor: z.enum(APPLICABLE_FOR),
  employmentType: z.enum(HAOP_CONTRACT_TYPES),
  branchId: z.optional(z.string()),
  branchName: z.optional(z.string()),
  applicableState: z.enum(LEAVE_STATES),
  officerTitle: z.string(),
  officer: z.object({ name: z.string() }),
  approvedPolicy: ZApprovedPolicySchema,
  /** The officer has signed the approved policy (through the signing engine). */
  signed: z.boolean(),
  signedAt: z.optional(z.string()),
  /** The officer's signing link: shown to the officer alone, while the policy is active and unsigned. */
  policyPublicId: z.optional(z.string()),
  /** Employments it is attached to, and how many of them signed it. */
  signatures: z.object({ attached: z.number(), signed: z.number() }),
};

export const ZPtoPolicySchema = z.object({
  ...ZCommonView,
  kind: z.literal('PTO'),
  eligibilityPeriod: z.number(),
  vacationIntervalTotal: z.number(),
  vacationIntervalMin: z.number(),
  vacationNoticePeriod: z.number(),
  carryover: z.number(),
  vacationPayout: z.boolean(),
});
export type TPtoPolicy = z.infer<typeof ZPtoPolicySchema>;

export const ZSlpPolicySchema = z.object({
  ...ZCommonView,
  kind: z.literal('SICK'),
  companySize: z.enum(COMPANY_SIZES),
  annualRevenue: z.optional(z.enum(ANNUAL_REVENUES)),
  tier: z.enum(SICK_TIERS),
  accumulationRate: z.number(),
  /** The yearly total (pay + not-pay), in hours and 8-hour days. */
  intervalHours: z.number(),
  intervalDays: z.number(),
  payInterval: z.number(),
  notPayInterval: z.number(),
  notPayIntervalHours: z.number(),
  notPayIntervalDays: z.number(),
  carryoverHours: z.number(),
  carryoverDays: z.number(),
  payout: z.boolean(),
});
export type TSlpPolicy = z.infer<typeof ZSlpPolicySchema>;

/** The policy filters (spec 000 §3); the company is the calling workspace. */
const ZFlagSchema = z.optional(z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true')));
export const ZLeavePolicyFilterSchema = z.object({
  applicableFor: z.optional(z.enum(APPLICABLE_FOR)),
  applicableState: z.optional(z.enum(LEAVE_STATES)),
  isActive: ZFlagSchema,
  signed: ZFlagSchema,
  pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type TLeavePolicyFilter = z.input<typeof ZLeavePolicyFilterSchema>;
export type TLeavePolicyFilterQuery = z.output<typeof ZLeavePolicyFilterSchema>;
export const ZPtoPageSchema = z.object({ data: z.array(ZPtoPolicySchema), countOfPages: z.number(), totalElements: z.number() });
export const ZSlpPageSchema = z.object({ data: z.array(ZSlpPolicySchema), countOfPages: z.number(), totalElements: z.number() });

/** An employee's signature of an attached policy, as the signing engine has it. */
export const LEAVE_SIGNATURE_STATES = ['SENT', 'SIGNED', 'DECLINED', 'EXPIRED'] as const;
export const ZLeaveSignatureSchema = z.object({
  employmentId: z.string(),
  name: z.string(),
  state: z.enum(LEAVE_SIGNATURE_STATES),
  attachedAt: z.string(),
  signedAt: z.optional(z.string()),
});
export type TLeaveSignature = z.infer<typeof ZLeaveSignatureSchema>;
export const ZLeaveSignaturesSchema = z.object({ data: z.array(ZLeaveSignatureSchema) });
export const ZPolicyEmploymentParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/u)), employmentId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/u)) });

// ---------------------------------------------------------------------------------------------------
// The person's per-employment views (spec 000 §2 "Payroll individual: policy (pto, slp, haop)").
// ---------------------------------------------------------------------------------------------------

export const EMPLOYMENT_POLICY_KINDS = ['PTO', 'SICK', 'HAOP'] as const;
export type TEmploymentPolicyKind = (typeof EMPLOYMENT_POLICY_KINDS)[number];

/** One kind's policy of an employment: none, signed (a file to download), or waiting for the employee's signature. */
export const ZEmploymentPolicySchema = z.object({
  kind: z.enum(EMPLOYMENT_POLICY_KINDS),
  policyId: z.string(),
  title: z.string(),
  state: z.enum(['SIGNED', 'UNSIGNED']),
  /** Where the employee signs while unsigned: the public link (PTO, SICK) … */
  publicId: z.optional(z.string()),
  /** … or, for the Holiday and Overtime Policy, the document in their own signable documents. */
  documentId: z.optional(z.string()),
  signedAt: z.optional(z.string()),
});
export type TEmploymentPolicy = z.infer<typeof ZEmploymentPolicySchema>;

export const ZEmploymentPoliciesSchema = z.object({
  data: z.array(
    z.object({
      employmentId: z.string(),
      companyId: z.string(),
      employerName: z.string(),
      type: z.enum(HAOP_CONTRACT_TYPES),
      status: z.string(),
      pto: z.nullable(ZEmploymentPolicySchema),
      sick: z.nullable(ZEmploymentPolicySchema),
      haop: z.nullable(ZEmploymentPolicySchema),
    }),
  ),
});
export type TEmploymentPolicies = z.infer<typeof ZEmploymentPoliciesSchema>;

export const ZEmploymentParamsSchema = z.object({ employmentId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/u)) });
export const ZLeaveKindQuerySchema = z.object({ kind: z.enum(LEAVE_KINDS) });
export const ZEmploymentPolicyKindQuerySchema = z.object({ kind: z.enum(EMPLOYMENT_POLICY_KINDS) });

/** A policy the attach dialog offers: the company's signed, active policies of the kind. */
export const ZAttachCandidatesSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      totalHours: z.number(),
      totalDays: z.number(),
      employmentType: z.enum(HAOP_CONTRACT_TYPES),
      applicableState: z.enum(LEAVE_STATES),
    }),
  ),
});
export const ZAttachRequestSchema = z.object({ kind: z.enum(LEAVE_KINDS), policyId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/u)) });
export const ZDetachRequestSchema = z.object({ kind: z.enum(LEAVE_KINDS) });
export const ZAttachResultSchema = z.object({ employmentId: z.string(), kind: z.enum(LEAVE_KINDS), policyId: z.string(), documentId: z.string() });
