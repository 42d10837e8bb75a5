/**
 * The Holiday and Overtime Policy (spec 000 §2 Policies, §3 "Holiday and overtime policy", §4
 * Policies, §5 "Holiday policy create"; docs/decisions/0028-holiday-overtime-policy.md): a company's
 * workweek, overtime terms and paid and unpaid holidays, rendered into the approved policy PDF its
 * employees sign through the signing engine.
 *
 * Every number is bounded and kept on a grid a double holds exactly (hours in quarters, the rate in
 * hundredths), so every sum the timesheet makes of them stays exact.
 */
import * as z from 'zod/mini';
import { isDateInRange } from '../core/bounds.js';

/** 0 Sunday … 6 Saturday: a weekday's index is JavaScript's `getDay()`. */
export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
export const weekdayIndex = (d: TWeekday) => WEEKDAYS.indexOf(d) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** The day before another: a workweek is seven consecutive days, so it ends the day before it starts. */
export const dayBefore = (d: TWeekday): TWeekday => WEEKDAYS[(weekdayIndex(d) + 6) % 7]!;

/** Who the policy applies to (the spec's contractType): the workforce's employment types. */
export const HAOP_CONTRACT_TYPES = ['STAFF', 'CONTRACTOR', 'FOREIGN_CONTRACTOR'] as const;
/** Where a holiday comes from: the federal calendar, New York State's, or the company's own date. */
export const HOLIDAY_KINDS = ['FEDERAL', 'NY', 'CUSTOM'] as const;
export type THolidayKind = (typeof HOLIDAY_KINDS)[number];

/** The policy text's fixed rules (spec 000 §5), printed in the PDF and read by the timesheet. */
export const HAOP_RULES = {
  /** Overtime is work over 40 hours in a workweek (29 U.S.C. 207(a)(1); 12 NYCRR 142-2.2). */
  weeklyOvertimeHours: 40,
  /** At most 16 hours of work in any 24 hours. */
  dailyLimitHours: 16,
  /** A break of at least 8 hours between working days. */
  minBreakHours: 8,
} as const;

/** §5's defaults: the create form is prefilled with them, and an API call that omits a field gets them. */
export const HAOP_DEFAULTS = {
  title: 'Holiday and Overtime Policy',
  contractType: 'STAFF',
  minPaidInterval: 4,
  minUnPaidInterval: 0,
  startWeek: 'SUNDAY',
  endWeek: 'SATURDAY',
  overtimeRate: 1.5,
  overtimeLimit: 20,
  techOvertimeLimit: 1,
  notificationPeriod: 24,
  regularWorkingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
} as const satisfies Record<string, unknown>;

/** Bounds. Overtime beyond 72 hours would pass 40 + 72 = 112 = 7 × 16, the policy's own daily limit. */
export const HAOP_BOUNDS = {
  overtimeRate: { min: 1, max: 3 },
  overtimeHours: { min: 0, max: 72 },
  notificationHours: { min: 0, max: 168 },
  holidayHours: { min: 0, max: 24 },
  /** A year of the holidays calendar, and of a policy. */
  year: { min: 2000, max: 2099 },
  /** A policy covers its year and the next four: its holidays recur on each year's date. */
  coverYears: 5,
  holidays: 40,
  customHolidays: 30,
} as const;

/** English messages of the rules JSON Schema cannot state; the web maps them to its own texts. */
export const HAOP_MESSAGES = {
  endWeek: 'The workweek must end the day before it starts',
  quarterHours: 'Use whole hours or quarters of an hour',
  rateHundredths: 'Use at most two decimals',
  paidAndUnpaid: 'A holiday cannot be both paid and unpaid',
  duplicate: 'Each holiday once',
  duplicateDay: 'Each day once',
  customYear: 'The date must be within the years the policy covers',
} as const;

// multipleOf, not a refinement: JSON Schema (the OpenAPI document, the fuzzer) states it too.
const ZHours = (bounds: { min: number; max: number }) =>
  z.number().check(z.minimum(bounds.min), z.maximum(bounds.max), z.multipleOf(0.25, HAOP_MESSAGES.quarterHours));
export const ZOvertimeRateSchema = z
  .number()
  .check(z.minimum(HAOP_BOUNDS.overtimeRate.min), z.maximum(HAOP_BOUNDS.overtimeRate.max), z.multipleOf(0.01, HAOP_MESSAGES.rateHundredths));
export const ZOvertimeHoursSchema = ZHours(HAOP_BOUNDS.overtimeHours);
export const ZNotificationHoursSchema = ZHours(HAOP_BOUNDS.notificationHours);
export const ZHolidayHoursSchema = ZHours(HAOP_BOUNDS.holidayHours);
export const ZHolidayYearSchema = z.number().check(z.int(), z.minimum(HAOP_BOUNDS.year.min), z.maximum(HAOP_BOUNDS.year.max));

/** A holiday of the calendars (GET /api/policies/holidays): `US-independence-day`, `NY-lincolns-birthday`, `…-observed`. */
export const ZHolidayIdSchema = z.string().check(z.regex(/^(US|NY)-[a-z0-9-]{1,60}$/u, 'Unknown holiday'));
ZHolidayIdSchema.register(z.globalRegistry, { examples: ['US-independence-day', 'US-labor-day', 'NY-lincolns-birthday'] });
const ZDateSchema = z.string().check(z.refine((v) => isDateInRange(v), 'Invalid date format'));

/** A holiday as the spec names it (id, title, formattedDate), with where it comes from. */
export const ZHolidaySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD, in the policy's first year (a custom holiday: its one date). */
  formattedDate: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
});
export type THoliday = z.infer<typeof ZHolidaySchema>;

export const ZHolidaysQuerySchema = z.object({ year: z.coerce.number().check(z.int(), z.minimum(HAOP_BOUNDS.year.min), z.maximum(HAOP_BOUNDS.year.max)) });
export const ZHolidaysResponseSchema = z.object({
  year: z.number(),
  data: z.array(z.object({ id: z.string(), title: z.string(), formattedDate: z.string(), kind: z.enum(['FEDERAL', 'NY']) })),
});
export type THolidaysResponse = z.infer<typeof ZHolidaysResponseSchema>;

/** A date of the company's own (a founder's day), paid or not. */
export const ZCustomHolidaySchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  date: ZDateSchema,
  paid: z.boolean(),
});

const uniqueList = <T>(list: readonly T[]) => new Set(list).size === list.length;

/**
 * 'Holiday policy create' (spec 000 §5): the §5 fields with their defaults, the holidays chosen from
 * the year's calendars (by id) and the company's own dates, and the regular working days.
 */
export const ZCreateHaopRequestSchema = z
  .object({
    title: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), HAOP_DEFAULTS.title),
    contractType: z._default(z.enum(HAOP_CONTRACT_TYPES), HAOP_DEFAULTS.contractType),
    startWeek: z._default(z.enum(WEEKDAYS), HAOP_DEFAULTS.startWeek),
    /** Must be the day before startWeek; omitted, it is (so §5's default pair is Sunday to Saturday). */
    endWeek: z.optional(z.enum(WEEKDAYS)),
    overtimeRate: z._default(ZOvertimeRateSchema, HAOP_DEFAULTS.overtimeRate),
    overtimeLimit: z._default(ZOvertimeHoursSchema, HAOP_DEFAULTS.overtimeLimit),
    techOvertimeLimit: z._default(ZOvertimeHoursSchema, HAOP_DEFAULTS.techOvertimeLimit),
    notificationPeriod: z._default(ZNotificationHoursSchema, HAOP_DEFAULTS.notificationPeriod),
    /** Hours credited for a paid holiday that falls on a regular working day ('minimum paid holiday time'). */
    minPaidInterval: z._default(ZHolidayHoursSchema, HAOP_DEFAULTS.minPaidInterval),
    /** Hours of an unpaid holiday on a regular working day that are excused (not counted as absence). */
    minUnPaidInterval: z._default(ZHolidayHoursSchema, HAOP_DEFAULTS.minUnPaidInterval),
    /** The first year the policy covers (its holidays are listed in this year's dates). */
    year: z.optional(ZHolidayYearSchema),
    paidHolidays: z._default(
      z.array(ZHolidayIdSchema).check(z.maxLength(HAOP_BOUNDS.holidays), z.refine(uniqueList, HAOP_MESSAGES.duplicate)),
      [],
    ),
    unPaidHolidays: z._default(
      z.array(ZHolidayIdSchema).check(z.maxLength(HAOP_BOUNDS.holidays), z.refine(uniqueList, HAOP_MESSAGES.duplicate)),
      [],
    ),
    customHolidays: z._default(z.array(ZCustomHolidaySchema).check(z.maxLength(HAOP_BOUNDS.customHolidays)), []),
    regularWorkingDays: z._default(
      z.array(z.enum(WEEKDAYS)).check(z.minLength(1), z.maxLength(7), z.refine(uniqueList, HAOP_MESSAGES.duplicateDay)),
      [...HAOP_DEFAULTS.regularWorkingDays],
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: (string | number)[], message: string) => ctx.issues.push({ code: 'custom', message, path, input: v });
      if (v.endWeek !== undefined && v.endWeek !== dayBefore(v.startWeek)) issue(['endWeek'], HAOP_MESSAGES.endWeek);
      const paid = new Set(v.paidHolidays);
      const both = v.unPaidHolidays.findIndex((id) => paid.has(id));
      if (both >= 0) issue(['unPaidHolidays', both], HAOP_MESSAGES.paidAndUnpaid);
      const seen = new Set<string>();
      v.customHolidays.forEach((h, i) => {
        if (seen.has(h.date)) issue(['customHolidays', i, 'date'], HAOP_MESSAGES.duplicate);
        seen.add(h.date);
        const year = Number(h.date.slice(0, 4));
        if (v.year !== undefined && (year < v.year || year >= v.year + HAOP_BOUNDS.coverYears)) issue(['customHolidays', i, 'date'], HAOP_MESSAGES.customYear);
      });
    }),
  );
export type TCreateHaopRequest = z.input<typeof ZCreateHaopRequestSchema>;
export type TCreateHaop = z.output<typeof ZCreateHaopRequestSchema>;

/** The approved policy: the rendered PDF the employees sign. */
export const ZApprovedPolicySchema = z.object({ fileName: z.string(), sha256: z.string(), pages: z.number() });

/** An employee's signature as the policy's views show it (spec 000 §3 signatures), read from the signing engine. */
export const SIGNATURE_STATES = ['NOT_SENT', 'SENT', 'SIGNED', 'DECLINED'] as const;
export type TSignatureState = (typeof SIGNATURE_STATES)[number];

/** The policy as the API shows it (spec 000 §3 names; `company.name`). */
export const ZHaopSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  company: z.object({ name: z.string() }),
  title: z.string(),
  active: z.boolean(),
  createDate: z.string(),
  disabledAt: z.optional(z.string()),
  contractType: z.enum(HAOP_CONTRACT_TYPES),
  year: z.number(),
  /** The last year whose holidays the policy lists (`year` + 4). */
  coversThrough: z.number(),
  paidHolidays: z.array(ZHolidaySchema),
  unPaidHolidays: z.array(ZHolidaySchema),
  regularWorkingDays: z.array(z.enum(WEEKDAYS)),
  minPaidInterval: z.number(),
  minUnPaidInterval: z.number(),
  startWeek: z.enum(WEEKDAYS),
  endWeek: z.enum(WEEKDAYS),
  overtimeRate: z.number(),
  overtimeLimit: z.number(),
  techOvertimeLimit: z.number(),
  notificationPeriod: z.number(),
  approvedPolicy: ZApprovedPolicySchema,
  /** How far the employees' signatures are: documents sent, signed and declined. */
  signatures: z.object({ sent: z.number(), signed: z.number(), declined: z.number() }),
});
export type THaop = z.infer<typeof ZHaopSchema>;

/** The list filter (spec 000 §3): the company is the calling workspace; page 0-based, size 20. */
export const HAOP_PAGE_SIZE = 20;
const ZFlagSchema = z.optional(z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true')));
export const ZHaopFilterSchema = z.object({
  contractType: z.optional(z.enum(HAOP_CONTRACT_TYPES)),
  /** Every employee it was sent to has signed (and it was sent to someone). */
  signed: ZFlagSchema,
  active: ZFlagSchema,
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), HAOP_PAGE_SIZE),
});
export type THaopFilter = z.input<typeof ZHaopFilterSchema>;
export type THaopFilterQuery = z.output<typeof ZHaopFilterSchema>;
export const ZHaopPageSchema = z.object({ data: z.array(ZHaopSchema), countOfPages: z.number(), totalElements: z.number() });

/** One employment's signature of a policy (the per-employment view in a collapsible). */
export const ZHaopSignatureSchema = z.object({
  employmentId: z.string(),
  name: z.string(),
  email: z.optional(z.string()),
  state: z.enum(SIGNATURE_STATES),
  /** Why it cannot be sent (no account to sign with, the employment not accepted or ended). */
  unsendable: z.optional(z.enum(['NO_ACCOUNT', 'NOT_ACCEPTED', 'TERMINATED'])),
  documentId: z.optional(z.string()),
  sentAt: z.optional(z.string()),
  signedAt: z.optional(z.string()),
  declinedAt: z.optional(z.string()),
});
export type THaopSignature = z.infer<typeof ZHaopSignatureSchema>;
export const ZHaopSignaturesSchema = z.object({ data: z.array(ZHaopSignatureSchema) });

/** What 'send for signature' did: a document per employee it went to, and who was left out and why. */
export const SEND_SKIP_REASONS = ['NO_ACCOUNT', 'NOT_ACCEPTED', 'TERMINATED', 'ALREADY_SENT', 'ALREADY_SIGNED'] as const;
export const ZSendHaopResultSchema = z.object({
  sent: z.array(z.object({ employmentId: z.string(), name: z.string(), documentId: z.string() })),
  skipped: z.array(z.object({ employmentId: z.string(), name: z.string(), reason: z.enum(SEND_SKIP_REASONS) })),
});
export type TSendHaopResult = z.infer<typeof ZSendHaopResultSchema>;

export const ZDownloadUrlSchema = z.object({ url: z.string(), expiresIn: z.number() });
