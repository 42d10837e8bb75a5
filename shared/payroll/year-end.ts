/**
 * Year-end forms' arithmetic (issue 17 §6; docs/decisions/0035-year-end-forms.md), pure and in
 * integer cents: the W-2 boxes from a year's payroll, and whether a contractor's payments need a
 * Form 1099-NEC. Box definitions: IRS General Instructions for Forms W-2 and W-3 (2026); the
 * 1099-NEC threshold: IRC §6041(a) as amended by the One Big Beautiful Bill Act §70433 and the
 * Instructions for Forms 1099-MISC and 1099-NEC.
 *
 * The W-2 totals can be read from the year to date (what the runs kept, voids already taken back
 * out) or summed from the year's paystubs (every paycheck, and each void's negating entry): the two
 * agree by construction (test/unit/payroll-year-end.test.ts, test/integration/payroll-forms.test.ts).
 * New York City wages are only in the paystubs (the NYC_INCOME lines' wages).
 */
import type { TEmployeeTaxKind, TYearToDate } from './engine/types.js';

/** The tax years a form can be asked for (the spec's reporting years start in 2016). */
export const FORM_YEAR_MIN = 2016;
export const FORM_YEAR_MAX = 2099;

/** What the W-2 boxes are computed from: the year's wages and the taxes withheld, per kind. */
export interface TW2Totals {
  federalWagesCents: number;
  socialSecurityWagesCents: number;
  medicareWagesCents: number;
  nyStateWagesCents: number;
  /** Wages of the runs with New York City tax (the city's resident employees). */
  nycWagesCents: number;
  /** Tips the employee received (paid through payroll, or in cash and reported): Social Security tips. */
  tipsCents: number;
  employeeTaxes: Partial<Record<TEmployeeTaxKind, number>>;
}

/** A paystub's result as the totals read it (shared/payroll/payroll.schema.ts TPayrollResult). */
export interface TStubFigures {
  earnings: readonly { kind: string; amountCents: number }[];
  employeeTaxes: readonly { kind: TEmployeeTaxKind; wagesCents: number; amountCents: number }[];
}

const TIP_KINDS = ['OWED_TIPS', 'PAID_TIPS'] as const;

/** The totals from an employment's year to date, and the New York City wages its paystubs carry. */
export function totalsFromYtd(ytd: TYearToDate, nycWagesCents: number): TW2Totals {
  return {
    federalWagesCents: ytd.federalWagesCents,
    socialSecurityWagesCents: ytd.socialSecurityWagesCents,
    medicareWagesCents: ytd.medicareWagesCents,
    nyStateWagesCents: ytd.nyStateWagesCents,
    nycWagesCents,
    tipsCents: TIP_KINDS.reduce((sum, k) => sum + (ytd.earnings[k] ?? 0), 0),
    employeeTaxes: { ...ytd.employeeTaxes },
  };
}

/** The New York City wages of a year's paystubs: their NYC_INCOME lines' wages (a void's are negative). */
export function nycWagesOf(stubs: readonly TStubFigures[]): number {
  return stubs.reduce((sum, s) => sum + s.employeeTaxes.filter((t) => t.kind === 'NYC_INCOME').reduce((n, t) => n + t.wagesCents, 0), 0);
}

/**
 * The totals summed from a year's paystubs, voided ones and their negating entries included: each
 * tax line's wages and amount, as the engine added them to the year to date.
 */
export function totalsFromPaystubs(stubs: readonly TStubFigures[]): TW2Totals {
  const wages = (kind: TEmployeeTaxKind) => stubs.reduce((sum, s) => sum + s.employeeTaxes.filter((t) => t.kind === kind).reduce((n, t) => n + t.wagesCents, 0), 0);
  const employeeTaxes: Partial<Record<TEmployeeTaxKind, number>> = {};
  for (const s of stubs) for (const t of s.employeeTaxes) employeeTaxes[t.kind] = (employeeTaxes[t.kind] ?? 0) + t.amountCents;
  return {
    federalWagesCents: wages('FEDERAL_INCOME'),
    socialSecurityWagesCents: wages('SOCIAL_SECURITY'),
    medicareWagesCents: wages('MEDICARE'),
    nyStateWagesCents: wages('NY_STATE_INCOME'),
    nycWagesCents: nycWagesOf(stubs),
    tipsCents: stubs.reduce((sum, s) => sum + s.earnings.filter((e) => (TIP_KINDS as readonly string[]).includes(e.kind)).reduce((n, e) => n + e.amountCents, 0), 0),
    employeeTaxes,
  };
}

/** Box 14's lines: what New York employers commonly list there. */
export const W2_BOX14_LABELS = { NY_SDI: 'NY SDI', NY_PFL: 'NY PFL' } as const;
/** Box 20 for New York City's personal income tax. */
export const NYC_LOCALITY = 'NYC';

/** The W-2's amounts (boxes 1–7, 14 and 16–19); box 15's state and 20's locality name them. */
export interface TW2Boxes {
  /** 1. Wages, tips, other compensation (federal income tax wages). */
  wagesCents: number;
  /** 2. Federal income tax withheld. */
  federalTaxCents: number;
  /** 3. Social security wages: subject to the employee's Social Security tax, not counting box 7's tips. */
  socialSecurityWagesCents: number;
  /** 4. Social security tax withheld. */
  socialSecurityTaxCents: number;
  /** 5. Medicare wages and tips. */
  medicareWagesCents: number;
  /** 6. Medicare tax withheld, Additional Medicare Tax included. */
  medicareTaxCents: number;
  /** 7. Social security tips: boxes 3 and 7 together are the wages Social Security was withheld on (at most the wage base). */
  socialSecurityTipsCents: number;
  /** 14. Other: New York SDI and Paid Family Leave contributions, when withheld. */
  other: { label: string; amountCents: number }[];
  /** 15–17: New York State; absent when no New York wages were paid. */
  state?: { state: 'NY'; wagesCents: number; taxCents: number };
  /** 18–20: New York City; absent when no city tax was withheld. */
  local?: { locality: typeof NYC_LOCALITY; wagesCents: number; taxCents: number };
}

/**
 * The boxes from the year's totals. Boxes 3 and 7 split the Social Security wages (already capped
 * at the wage base by the engine): the tips first, up to those wages, the rest in box 3.
 */
export function w2Boxes(t: TW2Totals): TW2Boxes {
  const tax = (k: TEmployeeTaxKind) => t.employeeTaxes[k] ?? 0;
  const socialSecurityTipsCents = Math.max(0, Math.min(t.tipsCents, t.socialSecurityWagesCents));
  const other = (['NY_SDI', 'NY_PFL'] as const).filter((k) => tax(k) !== 0).map((k) => ({ label: W2_BOX14_LABELS[k], amountCents: tax(k) }));
  const newYork = t.nyStateWagesCents !== 0 || tax('NY_STATE_INCOME') !== 0;
  const city = t.nycWagesCents !== 0 || tax('NYC_INCOME') !== 0;
  return {
    wagesCents: t.federalWagesCents,
    federalTaxCents: tax('FEDERAL_INCOME'),
    socialSecurityWagesCents: t.socialSecurityWagesCents - socialSecurityTipsCents,
    socialSecurityTaxCents: tax('SOCIAL_SECURITY'),
    medicareWagesCents: t.medicareWagesCents,
    medicareTaxCents: tax('MEDICARE') + tax('ADDITIONAL_MEDICARE'),
    socialSecurityTipsCents,
    other,
    ...(newYork ? { state: { state: 'NY' as const, wagesCents: t.nyStateWagesCents, taxCents: tax('NY_STATE_INCOME') } } : {}),
    ...(city ? { local: { locality: NYC_LOCALITY, wagesCents: t.nycWagesCents, taxCents: tax('NYC_INCOME') } } : {}),
  };
}

/** True when the year paid nothing the W-2 would show (every payroll of it voided): no W-2 is due. */
export function isEmptyW2(b: TW2Boxes): boolean {
  return (
    b.wagesCents === 0 && b.federalTaxCents === 0 && b.socialSecurityWagesCents === 0 && b.socialSecurityTaxCents === 0 && b.medicareWagesCents === 0 &&
    b.medicareTaxCents === 0 && b.socialSecurityTipsCents === 0 && !b.other.length && !b.state && !b.local
  );
}

/**
 * The least a payer's nonemployee compensation to one payee in a calendar year must reach for a
 * Form 1099-NEC: $600 for payments made through 2025; $2,000 for payments made after December 31,
 * 2025 (IRC §6041(a), One Big Beautiful Bill Act §70433). From 2027 the amount is indexed for
 * inflation; until an adjusted amount is published and added here, $2,000 applies.
 */
export function necThresholdCents(year: number): number {
  return year <= 2025 ? 600_00 : 2_000_00;
}

/** Whether a year's payments to one payee are reported on a Form 1099-NEC. */
export function needs1099Nec(year: number, paidCents: number): boolean {
  return paidCents >= necThresholdCents(year);
}

/** A TIN as a list shows it: the last four digits (SSN ***-**-1234, EIN **-***1234). */
export function maskTin(tin: string | undefined): string | undefined {
  const digits = (tin ?? '').replace(/\D/gu, '');
  if (digits.length !== 9) return undefined;
  return /^\d{2}-\d{7}$/u.test(tin!) ? `**-***${digits.slice(-4)}` : `***-**-${digits.slice(-4)}`;
}
