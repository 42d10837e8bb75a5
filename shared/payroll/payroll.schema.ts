/**
 * Payroll (spec 000 §2 Payroll, §3 Payroll line, Payroll detail result, Paystub report, §4 Payroll,
 * §5 Payroll; spec 001 §3 Paystub report, §8; docs/decisions/0033-payroll-runs.md): the company's
 * payroll details, the run's lines and preview, saved payrolls and their paystubs. Money is integer
 * cents and hours integer hundredths on the wire; a line's typed amounts and hours accept a comma
 * as the decimal separator and an empty optional field is 0.
 */
import * as z from 'zod/mini';
import { INVALID_DATE_FORMAT, isDateInRange, MAX_AMOUNT_CENTS } from '../core/bounds.js';
import { EARNING_KINDS, EMPLOYEE_TAX_KINDS, EMPLOYER_TAX_KINDS, PAY_FREQUENCIES } from './engine/types.js';

export { PAY_FREQUENCIES };
export const PAYROLL_STATUSES = ['ACTIVE', 'VOIDED'] as const;
export const PAYCHECK_SOURCES = ['PAYCHECK', 'VOID', 'EDIT'] as const;
export const GENERATED_BY = ['SUBLIME', 'EXTERNAL'] as const;
/** One run pays at most this many employments (a company of 500 previews in one call). */
export const MAX_RUN_LINES = 1000;
/** A line's hours of one kind: at most 744 (a month of days). */
export const MAX_LINE_HOURS = 744;
/** A pay period spans at most a year (ANNUALLY) and a few days. */
export const MAX_PERIOD_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
export const ZPayrollDateSchema = z.string().check(z.refine((v) => DATE.test(v) && isDateInRange(v), INVALID_DATE_FORMAT));
const ZId = z.string().check(z.minLength(1), z.maxLength(64));
const ZPageNumber = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0);
const ZPageSize = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20);
/** A list of ids in a query: repeated, or comma separated. */
const ZIdList = z.optional(
  z.pipe(
    z.union([z.string().check(z.maxLength(2000)), z.array(ZId).check(z.maxLength(50))]),
    z.transform((v) => (Array.isArray(v) ? v : v.split(',').filter(Boolean))),
  ),
);
const ZWorkplace = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));

export const AMOUNT_FORMAT = 'Enter an amount such as 1250.50 (a comma is accepted as the decimal separator)';
export const HOURS_FORMAT = 'Enter hours such as 7.5 (a comma is accepted as the decimal separator)';

/**
 * A typed decimal (a number, or text with a dot or a comma) to integer hundredths: dollars to cents,
 * hours to hundredths of an hour. Empty text is 0 (spec 000 §3 Payroll line).
 */
export function parseHundredths(v: number | string, max: number): number | undefined {
  const text = typeof v === 'number' ? String(v) : v.trim().replace(',', '.');
  if (text === '') return 0;
  if (!/^\d{1,9}(\.\d{1,2})?$/u.test(text)) return undefined;
  const [whole, frac = ''] = text.split('.');
  const n = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return n <= max ? n : undefined;
}
const decimal = (max: number, message: string) =>
  z._default(
    z.pipe(
      z.union([z.number(), z.string().check(z.maxLength(16))]),
      z.transform((v, ctx) => {
        const n = parseHundredths(v, max);
        if (n === undefined) {
          ctx.issues.push({ code: 'custom', input: v, message });
          return z.NEVER;
        }
        return n;
      }),
    ),
    0,
  );
const ZCents = decimal(MAX_AMOUNT_CENTS, AMOUNT_FORMAT);
const ZHours = decimal(MAX_LINE_HOURS * 100, HOURS_FORMAT);

/** The company's payroll details (spec 000 §2 details, general details). */
export const ZPayrollDetailsInputSchema = z.object({
  payFrequency: z.enum(PAY_FREQUENCIES),
  nextPayDate: z.optional(ZPayrollDateSchema),
  workplaces: z._default(z.array(ZWorkplace).check(z.maxLength(50)), []),
  /** The employer's phone printed on paystubs (spec 001 §3 Paystub report: employer name, phone, headquarter address). */
  phone: z._default(z.string().check(z.trim(), z.refine((v) => v === '' || /^\+?[\d ()-]{7,20}$/u.test(v), 'Enter a phone number')), ''),
  /** The federal employer identification number the withholding is reported under: 00-0000000. */
  federalAccountId: z.optional(z.string().check(z.regex(/^\d{2}-\d{7}$/u, 'Enter the EIN as 00-0000000'))),
  /** New York withholding identification number (the EIN with NY's suffix, or the 11-digit id). */
  nyWithholdingId: z.optional(z.string().check(z.trim(), z.regex(/^[0-9A-Za-z-]{9,15}$/u, 'Enter the New York withholding id'))),
  /** New York unemployment insurance employer registration number: 7 digits. */
  nyUiEmployerNumber: z.optional(z.string().check(z.regex(/^\d{7}$/u, 'Enter the 7-digit UI employer number'))),
  /** The UI contribution rate the state assigned, in percent with up to three decimals (0.000–10.000). */
  nyUiRatePercent: z._default(z.number().check(z.minimum(0), z.maximum(10), z.refine((v) => Math.round(v * 1000) === v * 1000, 'At most three decimals')), 0),
  /** Whether employees who live in New York City get city withholding. */
  nycWithholding: z._default(z.boolean(), true),
});
export type TPayrollDetailsInput = z.output<typeof ZPayrollDetailsInputSchema>;
export const ZPayrollDetailsSchema = z.object({
  ...ZPayrollDetailsInputSchema.shape,
  companyId: z.string(),
  /** False until the details were saved once: the run asks for them first. */
  saved: z.boolean(),
  updatedAt: z.optional(z.string()),
});
export type TPayrollDetails = z.output<typeof ZPayrollDetailsSchema>;

/** What a run knows of an employment before its lines (spec 000 §2 employee details). */
export const ZPayrollEmploymentSchema = z.object({
  employmentId: z.string(),
  name: z.string(),
  type: z.enum(['STAFF', 'CONTRACTOR']),
  payType: z.enum(['HOUR_RATE', 'FIX_RATE']),
  rateCents: z.number(),
  branchIds: z.array(z.string()),
  workplaces: z.array(z.string()),
  w4: z.object({ signed: z.boolean(), signedAt: z.optional(z.string()), filingStatus: z.optional(z.string()) }),
  it2104: z.object({ signed: z.boolean(), signedAt: z.optional(z.string()), filingStatus: z.optional(z.string()) }),
  /** From the profile address: the state, and whether it is in New York City. */
  residence: z.object({ state: z.optional(z.string()), nyc: z.boolean() }),
  ssnLast4: z.optional(z.string()),
});
export type TPayrollEmployment = z.output<typeof ZPayrollEmploymentSchema>;
export const ZPayrollEmploymentsSchema = z.object({ data: z.array(ZPayrollEmploymentSchema) });

/** The run's filter: after any change the applicable employments load preselected. */
export const ZRunLinesQuerySchema = z.object({
  payPeriodStart: ZPayrollDateSchema,
  payPeriodEnd: ZPayrollDateSchema,
  branchIds: ZIdList,
  workplaces: z.optional(
    z.pipe(
      z.union([z.string().check(z.maxLength(2000)), z.array(ZWorkplace).check(z.maxLength(50))]),
      z.transform((v) => (Array.isArray(v) ? v : v.split(',').filter(Boolean))),
    ),
  ),
});

/** §3 Payroll line, as the server parses it: hours in hundredths, amounts in cents. */
export const ZPayrollLineSchema = z.object({
  employmentId: ZId,
  regularHours: ZHours,
  overtimeHours: ZHours,
  doubleTimeHours: ZHours,
  holidayHours: ZHours,
  ptoHours: ZHours,
  sickLeaveHours: ZHours,
  bonus: ZCents,
  owedTips: ZCents,
  paidTips: ZCents,
  commission: ZCents,
  expenseReimburse: ZCents,
});
export type TPayrollLine = z.output<typeof ZPayrollLineSchema>;
export type TPayrollLineInput = z.input<typeof ZPayrollLineSchema>;

/** One workweek of a run's line: its days, its hours from the timesheet, and whether it is closed. */
export const ZRunPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  regularHours: z.number(),
  overtimeHours: z.number(),
  holidayHours: z.number(),
  closed: z.boolean(),
});
export type TRunPeriod = z.output<typeof ZRunPeriodSchema>;

/** A line as the run loads it: the hours from the timesheet and leave, and what the run should know. */
export const ZRunLineSchema = z.object({
  ...ZPayrollEmploymentSchema.shape,
  line: z.object({
    employmentId: z.string(),
    regularHours: z.number(),
    overtimeHours: z.number(),
    doubleTimeHours: z.number(),
    holidayHours: z.number(),
    ptoHours: z.number(),
    sickLeaveHours: z.number(),
    bonus: z.number(),
    owedTips: z.number(),
    paidTips: z.number(),
    commission: z.number(),
    expenseReimburse: z.number(),
  }),
  /** Already paid for an overlapping period: not preselected, and a save would be refused (40052). */
  alreadyPaid: z.boolean(),
  /**
   * The timesheet's workweeks that end in the pay period, each with its hours (hundredths). Only a
   * closed week (every day of it in a closed pay period) fills the line's hours and can be selected;
   * docs/decisions/0042-run-hours-from-closed-days.md.
   */
  periods: z.array(ZRunPeriodSchema),
});
export const ZRunLinesSchema = z.object({
  payFrequency: z.enum(PAY_FREQUENCIES),
  /** The last day of the company's closed pay periods, when any is closed. */
  closedThrough: z.optional(z.string()),
  data: z.array(ZRunLineSchema),
});

const ZPeriodFields = {
  payPeriodStart: ZPayrollDateSchema,
  payPeriodEnd: ZPayrollDateSchema,
  payDate: ZPayrollDateSchema,
};
export const ZRunRequestSchema = z.object({
  ...ZPeriodFields,
  lines: z.array(ZPayrollLineSchema).check(z.minLength(1, 'Select at least one employee'), z.maxLength(MAX_RUN_LINES)),
});
export type TRunRequest = z.output<typeof ZRunRequestSchema>;

const ZHoursObject = z.object({ regular: z.number(), overtime: z.number(), doubleTime: z.number(), holiday: z.number(), pto: z.number(), sickLeave: z.number() });
const ZTaxLine = <K extends readonly [string, ...string[]]>(kinds: K) => z.object({ kind: z.enum(kinds), wagesCents: z.number(), amountCents: z.number(), ytdCents: z.number() });

/** §3 Payroll detail result for one employee, as the preview and the paystub show it. */
export const ZPayrollResultSchema = z.object({
  employmentId: z.string(),
  name: z.string(),
  payType: z.enum(['HOUR_RATE', 'FIX_RATE']),
  rateCents: z.number(),
  earnings: z.array(z.object({ kind: z.enum(EARNING_KINDS), hours: z.number(), rateCents: z.number(), amountCents: z.number(), ytdCents: z.number() })),
  hours: ZHoursObject,
  totalHours: z.number(),
  taxableTotal: z.number(),
  total: z.number(),
  employeeTaxes: z.array(ZTaxLine(EMPLOYEE_TAX_KINDS)),
  totalEmployeeTax: z.number(),
  netPay: z.number(),
  employerTaxes: z.array(ZTaxLine(EMPLOYER_TAX_KINDS)),
  totalEmployerTax: z.number(),
  expenseReimburse: z.number(),
  grossYtd: z.number(),
  netPayYtd: z.number(),
  flags: z.array(z.string()),
});
export type TPayrollResult = z.output<typeof ZPayrollResultSchema>;

export const ZPayrollTotalsSchema = z.object({
  employees: z.number(),
  totalHours: z.number(),
  taxableTotal: z.number(),
  total: z.number(),
  totalEmployeeTax: z.number(),
  netPay: z.number(),
  totalEmployerTax: z.number(),
  expenseReimburse: z.number(),
  /** What the company pays in all: gross (total) plus its taxes. */
  companyCost: z.number(),
});
export type TPayrollTotals = z.output<typeof ZPayrollTotalsSchema>;

export const ZPreviewSchema = z.object({
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  payFrequency: z.enum(PAY_FREQUENCIES),
  totals: ZPayrollTotalsSchema,
  results: z.array(ZPayrollResultSchema),
});
export type TPreview = z.output<typeof ZPreviewSchema>;

export const ZPayrollSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  /** The day it was saved (the report's transaction date). */
  transactionDate: z.string(),
  payFrequency: z.enum(PAY_FREQUENCIES),
  status: z.enum(PAYROLL_STATUSES),
  generatedBy: z.enum(GENERATED_BY),
  totals: ZPayrollTotalsSchema,
  createdAt: z.string(),
  createdByName: z.optional(z.string()),
  voidedAt: z.optional(z.string()),
});
export type TPayroll = z.output<typeof ZPayrollSchema>;
export const ZPayrollDetailSchema = z.object({ ...ZPayrollSchema.shape, results: z.array(ZPayrollResultSchema) });

export const ZPayrollListQuerySchema = z.object({
  start: z.optional(ZPayrollDateSchema),
  end: z.optional(ZPayrollDateSchema),
  page: ZPageNumber,
  size: ZPageSize,
});
export const ZPayrollPageSchema = z.object({ data: z.array(ZPayrollSchema), totalPages: z.number() });

/** A paystub in a list (spec 000 §3 Paystub filter; 001 §3 Paystub report). */
export const ZPaystubSchema = z.object({
  id: z.string(),
  payrollId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  employmentId: z.string(),
  name: z.string(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  payType: z.enum(['HOUR_RATE', 'FIX_RATE']),
  source: z.enum(PAYCHECK_SOURCES),
  generatedBy: z.enum(GENERATED_BY),
  gross: z.number(),
  grossYtd: z.number(),
  totalNetPay: z.number(),
  voided: z.boolean(),
});
export type TPaystub = z.output<typeof ZPaystubSchema>;
export const ZPaystubQuerySchema = z.object({
  year: z.optional(z.coerce.number().check(z.int(), z.minimum(1900), z.maximum(2099))),
  employmentsId: ZIdList,
  payDateStart: z.optional(ZPayrollDateSchema),
  payDateEnd: z.optional(ZPayrollDateSchema),
  payPeriodStart: z.optional(ZPayrollDateSchema),
  payPeriodEnd: z.optional(ZPayrollDateSchema),
  orderDirection: z._default(z.enum(['DESC', 'ASC']), 'DESC'),
  page: ZPageNumber,
  size: ZPageSize,
});
export type TPaystubQuery = z.output<typeof ZPaystubQuerySchema>;
export const ZPaystubPageSchema = z.object({ data: z.array(ZPaystubSchema), totalPages: z.number() });
export const ZIdParamsSchema = z.object({ id: ZId });
export const ZVoidRequestSchema = z.object({ reason: z._default(z.string().check(z.trim(), z.maxLength(500)), '') });
export const ZDownloadUrlSchema = z.object({ url: z.string(), expiresIn: z.number() });

/**
 * A paystub made by another payroll system, uploaded by staff as its file (spec 000 §3 Tax forms:
 * paystubs): the employment, the period, the pay date, and the gross and net pay it shows.
 */
export const ZExternalPaystubSchema = z.object({
  employmentId: ZId,
  payPeriodStart: ZPayrollDateSchema,
  payPeriodEnd: ZPayrollDateSchema,
  payDate: ZPayrollDateSchema,
  fileId: ZId,
  gross: ZCents,
  netPay: ZCents,
});
export type TExternalPaystub = z.output<typeof ZExternalPaystubSchema>;
