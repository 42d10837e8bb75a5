/**
 * The gross-to-net engine's contract (issue 17 §3; docs/decisions/0032-payroll-engine.md): pure
 * functions in integer cents, one employee and one pay period at a time, with the year to date
 * before the run as input and after it as output. The server (functions/payroll) and the run's
 * preview on the web both call `grossToNet`; nothing here reads a table or the clock.
 *
 * Hours are integer hundredths of an hour (40.25 h = 4025), the precision a payroll line accepts.
 * Rates are integer cents per hour; FIX_RATE's rate is a salary per month.
 */

export const PAY_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const;
export type TPayFrequency = (typeof PAY_FREQUENCIES)[number];

export type TPayType = 'HOUR_RATE' | 'FIX_RATE';

/** Earnings lines of a paystub, in the order it shows them. */
export const EARNING_KINDS = ['REGULAR', 'OVERTIME', 'DOUBLE_TIME', 'HOLIDAY', 'PTO', 'SICK_LEAVE', 'BONUS', 'COMMISSION', 'OWED_TIPS', 'PAID_TIPS'] as const;
export type TEarningKind = (typeof EARNING_KINDS)[number];

/** Taxes the employee pays (withheld from the paycheck). */
export const EMPLOYEE_TAX_KINDS = ['FEDERAL_INCOME', 'SOCIAL_SECURITY', 'MEDICARE', 'ADDITIONAL_MEDICARE', 'NY_STATE_INCOME', 'NYC_INCOME', 'NY_SDI', 'NY_PFL'] as const;
export type TEmployeeTaxKind = (typeof EMPLOYEE_TAX_KINDS)[number];

/** Taxes the employer pays on top of wages. */
export const EMPLOYER_TAX_KINDS = ['SOCIAL_SECURITY', 'MEDICARE', 'FUTA', 'NY_SUI'] as const;
export type TEmployerTaxKind = (typeof EMPLOYER_TAX_KINDS)[number];

/** The federal withholding settings of a 2020-or-later Form W-4 (amounts in cents, per year except 4(c)). */
export interface TFederalWithholding {
  filingStatus: 'SINGLE' | 'MARRIED_JOINTLY' | 'HEAD_OF_HOUSEHOLD';
  /** Step 2(c) checked: the higher withholding rate schedules. */
  multipleJobs: boolean;
  /** Step 3: the year's credits. */
  creditsCents: number;
  /** Step 4(a) other income, 4(b) deductions: per year. */
  otherIncomeCents: number;
  deductionsCents: number;
  /** Step 4(c): extra withholding per pay period. */
  extraWithholdingCents: number;
  exempt: boolean;
}

/** The New York settings of an IT-2104 (additional amounts per pay period, in cents). */
export interface TNewYorkWithholding {
  filingStatus: 'SINGLE_OR_HEAD' | 'MARRIED' | 'MARRIED_HIGHER_SINGLE';
  nysAllowances: number;
  nycAllowances: number;
  nysAdditionalCents: number;
  nycAdditionalCents: number;
}

export interface THoursInput {
  regular: number;
  overtime: number;
  doubleTime: number;
  holiday: number;
  pto: number;
  sickLeave: number;
}

export interface TAmountsInput {
  bonusCents: number;
  commissionCents: number;
  /** Tips the employer owes and pays through this paycheck. */
  owedTipsCents: number;
  /** Tips the employee already received in cash: taxable wages, but not paid again (net pay is reduced by them). */
  paidTipsCents: number;
  /** Non-taxable, added to net pay. */
  expenseReimburseCents: number;
}

/** What a tax year's wage bases and thresholds count: the employee's year to date before (or after) a run. */
export interface TYearToDate {
  /** Gross earnings (all earnings lines, paid tips included). */
  grossCents: number;
  /** Federal income tax wages (FIT), and the wages subject to each capped tax. */
  federalWagesCents: number;
  socialSecurityWagesCents: number;
  medicareWagesCents: number;
  futaWagesCents: number;
  nySuiWagesCents: number;
  nyStateWagesCents: number;
  /** Per tax, what was withheld or owed so far this year. */
  employeeTaxes: Partial<Record<TEmployeeTaxKind, number>>;
  employerTaxes: Partial<Record<TEmployerTaxKind, number>>;
  /** Per earnings kind, gross so far this year (the paystub's YTD column). */
  earnings: Partial<Record<TEarningKind, number>>;
  netPayCents: number;
  expenseReimburseCents: number;
}

export interface TEngineInput {
  taxYear: number;
  payFrequency: TPayFrequency;
  payType: TPayType;
  /** Cents per hour (HOUR_RATE) or per month (FIX_RATE). */
  rateCents: number;
  /** The Holiday and Overtime Policy's overtime multiplier (1.5 by default), in hundredths: 150. */
  overtimeRateHundredths: number;
  hours: THoursInput;
  amounts: TAmountsInput;
  /** Absent: no signed W-4, withheld as Single with no adjustments (Pub 15-T) and flagged. */
  w4?: TFederalWithholding;
  /** Absent: no signed IT-2104, withheld as Single with zero allowances (NYS-50-T). */
  it2104?: TNewYorkWithholding;
  /** Whether New York State withholding applies (the employee works or lives in New York). */
  newYork: boolean;
  /** A New York City resident, and the company withholds NYC tax for its residents. */
  nycResident: boolean;
  /** The company's New York unemployment insurance rate, in hundred-thousandths (4.1 % = 4100). */
  nySuiRateMillipercent: number;
  ytd: TYearToDate;
}

export interface TEarningLine {
  kind: TEarningKind;
  /** Hundredths of an hour; 0 for amounts that are not paid by the hour. */
  hours: number;
  /** Cents per hour actually paid (overtime at its multiplier); 0 for amounts. */
  rateCents: number;
  amountCents: number;
  ytdCents: number;
}

export interface TTaxLine<K extends string> {
  kind: K;
  /** The wages this tax was computed on in this run. */
  wagesCents: number;
  amountCents: number;
  ytdCents: number;
}

/** §3 "Payroll detail result", one employee and one run. */
export interface TEngineResult {
  earnings: TEarningLine[];
  /** Hundredths of an hour per kind, and their total. */
  hours: THoursInput;
  totalHours: number;
  /** Taxable earnings (every earnings line). */
  taxableTotal: number;
  /** taxableTotal + expense reimbursement. */
  total: number;
  employeeTaxes: TTaxLine<TEmployeeTaxKind>[];
  totalEmployeeTax: number;
  /** Paid in the paycheck: taxableTotal − paid tips − employee taxes + expense reimbursement. */
  netPay: number;
  employerTaxes: TTaxLine<TEmployerTaxKind>[];
  totalEmployerTax: number;
  expenseReimburse: number;
  /** The year to date after this run. */
  ytd: TYearToDate;
  /** Why the result deserves a look: no W-4 (withheld as Single), no IT-2104, a wage base reached. */
  flags: ('NO_W4' | 'NO_IT2104' | 'SOCIAL_SECURITY_WAGE_BASE_REACHED' | 'ADDITIONAL_MEDICARE' | 'FIT_EXEMPT')[];
}
