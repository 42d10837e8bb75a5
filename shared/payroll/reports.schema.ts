/**
 * Payroll reports (spec 000 §2 Payroll "Reports", "Report builder"; §3 "Payroll report", "Builder
 * task"; spec 001 §7; docs/decisions/0034-payroll-reports.md): the reports list, the General report
 * and its files, the quarter's federal (Forms 941 and 940) and New York (NYS-45) figures, and the
 * report builder. Money is integer cents, hours integer hundredths, dates YYYY-MM-DD.
 */
import * as z from 'zod/mini';
import { EARNING_KINDS, EMPLOYEE_TAX_KINDS, EMPLOYER_TAX_KINDS } from './engine/types.js';
import { GENERATED_BY, MAX_PERIOD_DAYS, PAYCHECK_SOURCES, ZPayrollDateSchema } from './payroll.schema.js';

export const REPORT_TYPES = ['PAYROLL_DETAILS', 'PAYSTUB', 'GENERAL'] as const;
export type TReportType = (typeof REPORT_TYPES)[number];
export const GROUP_MODES = ['EMPLOYMENT', 'PAY_PERIOD', 'PAY_DATE', 'SOURCE', 'LOCATION', 'BRANCH', 'TOTALS'] as const;
export type TGroupMode = (typeof GROUP_MODES)[number];
export const REPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];
export type TPaycheckSource = (typeof PAYCHECK_SOURCES)[number];

/** A report covers at most a year of pay dates (a year-end General report: January 1 to December 31). */
export const MAX_REPORT_DAYS = MAX_PERIOD_DAYS;
/** The employments a General report or the builder may name. */
export const MAX_REPORT_EMPLOYMENTS = 1000;

export const DATES_REQUIRED = 'Start and end date are required';
export const END_BEFORE_START = 'End is before start';
export const SPAN_TOO_LONG = 'A report spans at most a year';

const ZId = z.string().check(z.minLength(1), z.maxLength(64));
const ZWorkplace = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
/** A list in a query: repeated, or comma separated. */
const ZQueryList = z.optional(
  z.pipe(
    z.union([z.string().check(z.maxLength(2000)), z.array(ZId).check(z.maxLength(50))]),
    z.transform((v) => (Array.isArray(v) ? v : v.split(',').filter(Boolean))),
  ),
);
const ZPageNumber = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0);
const ZPageSize = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20);

/** Whole days from one YYYY-MM-DD to another. */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * What is wrong with a report's range, shared by the forms and the server: both dates are required,
 * the end is not before the start, and a report spans at most a year.
 */
export function rangeIssue(start: string | undefined, end: string | undefined): { path: 'start' | 'end'; message: string } | undefined {
  if (!start) return { path: 'start', message: DATES_REQUIRED };
  if (!end) return { path: 'end', message: DATES_REQUIRED };
  if (end < start) return { path: 'end', message: END_BEFORE_START };
  if (daysFrom(start, end) > MAX_REPORT_DAYS) return { path: 'end', message: SPAN_TOO_LONG };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The reports list.

/** §3 Payroll report filter: an overlap of the report's period with start–end, employments, type; page 0-based. */
export const ZReportListQuerySchema = z.object({
  start: z.optional(ZPayrollDateSchema),
  end: z.optional(ZPayrollDateSchema),
  employmentIds: ZQueryList,
  type: z.optional(z.enum(REPORT_TYPES)),
  page: ZPageNumber,
  size: ZPageSize,
});
export type TReportListQuery = z.output<typeof ZReportListQuerySchema>;

/** §3 Payroll report, as the list shows it. */
export const ZReportItemSchema = z.object({
  id: z.string(),
  payrollId: z.optional(z.string()),
  generatedBy: z.enum(GENERATED_BY),
  reportType: z.enum(REPORT_TYPES),
  reportStart: z.string(),
  reportEnd: z.string(),
  createdAt: z.string(),
  /** A short English description (file names, API clients); the web composes its own from the fields. */
  title: z.string(),
  /** PAYROLL_DETAILS and PAYSTUB: the pay date. */
  payDate: z.optional(z.string()),
  /** PAYSTUB: whose, and which entry (a void's negating entry is VOID). */
  employmentId: z.optional(z.string()),
  employeeName: z.optional(z.string()),
  source: z.optional(z.enum(PAYCHECK_SOURCES)),
  /** PAYROLL_DETAILS and PAYSTUB: voided since. */
  voided: z.optional(z.boolean()),
  /** PAYROLL_DETAILS: employees paid. GENERAL: employments named (0: all). */
  employees: z.optional(z.number()),
});
export type TReportItem = z.output<typeof ZReportItemSchema>;
export const ZReportPageSchema = z.object({ data: z.array(ZReportItemSchema), totalPages: z.number() });

// ---------------------------------------------------------------------------------------------
// The General report.

const ZRangeShape = { start: ZPayrollDateSchema, end: ZPayrollDateSchema };
export const ZCreateGeneralReportSchema = z
  .object({ ...ZRangeShape, employmentIds: z._default(z.array(ZId).check(z.maxLength(MAX_REPORT_EMPLOYMENTS)), []) })
  .check(
    z.superRefine((v, ctx) => {
      const issue = rangeIssue(v.start, v.end);
      if (issue) ctx.issues.push({ code: 'custom', message: issue.message, path: [issue.path], input: v });
    }),
  );
export type TCreateGeneralReport = z.output<typeof ZCreateGeneralReportSchema>;

export const ZReportIdParamsSchema = z.object({ id: ZId });
export const ZDownloadQuerySchema = z.object({ format: z._default(z.enum(REPORT_FORMATS), 'pdf') });

/** What a General report computes of its paystubs, after taxes and voids net out: the sums the builder shows too. */
export const ZReportSumsSchema = z.object({
  /** Paychecks, a void's negating entry counting −1 (a voided paycheck and its void make 0). */
  paychecks: z.number(),
  totalHours: z.number(),
  /** Gross: every earnings line (the paystub's taxable total). */
  taxableTotal: z.number(),
  totalEmployeeTax: z.number(),
  netPay: z.number(),
  totalEmployerTax: z.number(),
  expenseReimburse: z.number(),
});
export type TReportSums = z.output<typeof ZReportSumsSchema>;

const ZTaxBlock = <K extends readonly [string, ...string[]]>(kinds: K) => z.array(z.object({ kind: z.enum(kinds), wagesCents: z.number(), amountCents: z.number() }));

/** The General report's blocks (spec 000 §2 Reports "General report shows blocks with keys, …"). */
export const ZGeneralBlocksSchema = z.object({
  payDates: z.array(z.string()),
  /** The days the payrolls (and voids) were saved. */
  transactionDates: z.array(z.string()),
  payPeriods: z.array(z.object({ start: z.string(), end: z.string() })),
  /** Employments with a paycheck that is not void. */
  employees: z.number(),
  sums: ZReportSumsSchema,
  earnings: z.array(z.object({ kind: z.enum(EARNING_KINDS), hours: z.number(), amountCents: z.number() })),
  hours: z.object({ regular: z.number(), overtime: z.number(), doubleTime: z.number(), holiday: z.number(), pto: z.number(), sickLeave: z.number(), total: z.number() }),
  employeeTaxes: ZTaxBlock(EMPLOYEE_TAX_KINDS),
  employerTaxes: ZTaxBlock(EMPLOYER_TAX_KINDS),
  /** No deductions or contributions reach payroll yet: $0.00 (spec 000 §2). */
  deductionsCents: z.number(),
  contributionsCents: z.number(),
});
export type TGeneralBlocks = z.output<typeof ZGeneralBlocksSchema>;

export const ZGeneralReportSchema = z.object({
  id: z.string(),
  generatedBy: z.enum(GENERATED_BY),
  createdAt: z.string(),
  employmentIds: z.array(z.string()),
  /** The keys: the company, the period and when these figures were computed. */
  keys: z.object({ companyName: z.string(), start: z.string(), end: z.string(), generatedAt: z.string() }),
  blocks: ZGeneralBlocksSchema,
});
export type TGeneralReport = z.output<typeof ZGeneralReportSchema>;

// ---------------------------------------------------------------------------------------------
// Federal and regional figures.

export const ZQuarterQuerySchema = z.object({
  year: z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2099)),
  quarter: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(4)),
});
export type TQuarterQuery = z.output<typeof ZQuarterQuerySchema>;

const ZLine = z.object({ wagesCents: z.number(), taxCents: z.number() });
/** Form 941 Part 1, lines 1–12, and Part 2's monthly liability. */
export const ZForm941Schema = z.object({
  line1Employees: z.number(),
  line2Wages: z.number(),
  line3FederalIncomeTax: z.number(),
  /** No wages, tips or other compensation subject to Social Security or Medicare tax. */
  line4NoFica: z.boolean(),
  line5a: ZLine,
  line5b: ZLine,
  line5c: ZLine,
  line5d: ZLine,
  line5e: z.number(),
  line6: z.number(),
  line7FractionsOfCents: z.number(),
  line10: z.number(),
  line12: z.number(),
  /** Line 16: the tax liability of each month of the quarter (sums to line 12). */
  monthlyLiability: z.array(z.number()),
});
export type TForm941 = z.output<typeof ZForm941Schema>;

/** Form 940 Part 2, lines 3–8, and Part 5's liability by quarter. */
export const ZForm940Schema = z.object({
  line3TotalPayments: z.number(),
  line4Exempt: z.number(),
  line5OverWageBase: z.number(),
  line6Subtotal: z.number(),
  line7FutaWages: z.number(),
  line8FutaTax: z.number(),
  quarterlyLiability: z.array(z.number()),
});
export type TForm940 = z.output<typeof ZForm940Schema>;

export const ZFederalReportSchema = z.object({
  year: z.number(),
  quarter: z.number(),
  companyName: z.string(),
  federalAccountId: z.optional(z.string()),
  form941: ZForm941Schema,
  form940: ZForm940Schema,
});
export type TFederalReport = z.output<typeof ZFederalReportSchema>;

/** Form NYS-45 Part A (unemployment insurance) and Part B (withholding) of one quarter. */
export const ZNys45Schema = z.object({
  /** Covered employees who worked or were paid for the week that includes the 12th of each month. */
  employees: z.array(z.number()),
  line1Remuneration: z.number(),
  line2OverWageBase: z.number(),
  line3SubjectToContributions: z.number(),
  line4UiContributions: z.number(),
  line5ReemploymentFund: z.number(),
  line7TotalUi: z.number(),
  line12StateWithheld: z.number(),
  line13CityWithheld: z.number(),
  line14YonkersWithheld: z.number(),
  line15TotalWithheld: z.number(),
});
export type TNys45 = z.output<typeof ZNys45Schema>;

export const ZRegionalReportSchema = z.object({
  year: z.number(),
  quarter: z.number(),
  companyName: z.string(),
  nyUiEmployerNumber: z.optional(z.string()),
  nyWithholdingId: z.optional(z.string()),
  nyUiRatePercent: z.number(),
  nys45: ZNys45Schema,
});
export type TRegionalReport = z.output<typeof ZRegionalReportSchema>;

// ---------------------------------------------------------------------------------------------
// The report builder.

/** §3 Builder task: empty multi-selects mean All; groups nest in the order given. */
export const ZBuilderTaskSchema = z
  .object({
    startDate: z.optional(ZPayrollDateSchema),
    endDate: z.optional(ZPayrollDateSchema),
    workPlaceIds: z._default(z.array(ZWorkplace).check(z.maxLength(50)), []),
    branchIds: z._default(z.array(ZId).check(z.maxLength(50)), []),
    sources: z._default(z.array(z.enum(PAYCHECK_SOURCES)).check(z.maxLength(PAYCHECK_SOURCES.length)), []),
    employmentsIds: z._default(z.array(ZId).check(z.maxLength(MAX_REPORT_EMPLOYMENTS)), []),
    groupModes: z._default(z.array(z.enum(GROUP_MODES)).check(z.maxLength(GROUP_MODES.length)), []),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = rangeIssue(v.startDate, v.endDate);
      if (issue) ctx.issues.push({ code: 'custom', message: issue.message, path: [issue.path === 'start' ? 'startDate' : 'endDate'], input: v });
      if (new Set(v.groupModes).size !== v.groupModes.length) ctx.issues.push({ code: 'custom', message: 'Choose each group once', path: ['groupModes'], input: v });
    }),
  );
export type TBuilderTaskInput = z.input<typeof ZBuilderTaskSchema>;
export type TBuilderTask = Omit<z.output<typeof ZBuilderTaskSchema>, 'startDate' | 'endDate'> & { startDate: string; endDate: string };

/**
 * One row of the builder's table: a group at its depth (0 outermost), or the grand total. `key`
 * identifies the group within its mode (an employment id, a period "start/end", a pay date, a
 * source, the workplaces or branch ids joined; empty when a paystub names none); `label` is
 * what the group shows (the employee's name, else the key).
 */
export const ZBuilderRowSchema = z.object({
  id: z.string(),
  depth: z.number(),
  mode: z.enum(GROUP_MODES),
  key: z.string(),
  label: z.string(),
  sums: ZReportSumsSchema,
});
export type TBuilderRow = z.output<typeof ZBuilderRowSchema>;
export const ZBuilderResultSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  groupModes: z.array(z.enum(GROUP_MODES)),
  rows: z.array(ZBuilderRowSchema),
  /** The sums of every paystub of the task, whatever the groups. */
  sums: ZReportSumsSchema,
});
export type TBuilderResult = z.output<typeof ZBuilderResultSchema>;
