/**
 * The gross-to-net engine (issue 17 §3; docs/decisions/0032-payroll-engine.md): one employee, one
 * pay period, integer cents, the year to date before the run in and after it out. Pure: the same
 * input gives the same result on the server and in the run's preview on the web.
 *
 * Every earnings line is a wage for every tax here (no pre-tax deductions reach the engine yet).
 * Paid tips are wages the employee already holds in cash: they are taxed, then taken off net pay.
 */
import { assertCount } from './arith.js';
import { earningLines, periodsPerYear } from './earnings.js';
import { federalIncomeTax, NO_W4 } from './federal.js';
import { ficaAndFuta } from './fica.js';
import { newYorkContributions, NO_IT2104, nycIncomeTax, nyStateIncomeTax } from './new-york.js';
import {
  PAY_FREQUENCIES,
  type TEmployeeTaxKind,
  type TEmployerTaxKind,
  type TEngineInput,
  type TEngineResult,
  type TTaxLine,
  type TYearToDate,
} from './types.js';
import { taxTablesFor } from '../tables/index.js';

export { periodsPerYear } from './earnings.js';

/** A year to date with nothing in it: the first run of a year. */
export function emptyYearToDate(): TYearToDate {
  return {
    grossCents: 0,
    federalWagesCents: 0,
    socialSecurityWagesCents: 0,
    medicareWagesCents: 0,
    futaWagesCents: 0,
    nySuiWagesCents: 0,
    nyStateWagesCents: 0,
    employeeTaxes: {},
    employerTaxes: {},
    earnings: {},
    netPayCents: 0,
    expenseReimburseCents: 0,
  };
}

export interface TContractorPay {
  grossCents: number;
  /** Nothing is withheld from a contractor (no backup withholding is modelled). */
  netPayCents: number;
  /** What the payment adds to Form 1099-NEC box 1, nonemployee compensation. */
  form1099NecCents: number;
}

/** A contractor's payment: gross is the sum of the amounts, nothing is withheld. */
export function contractorPay(amountsCents: readonly number[]): TContractorPay {
  amountsCents.forEach((amount, i) => assertCount(amount, `amountsCents[${i}]`));
  const grossCents = amountsCents.reduce((sum, amount) => sum + amount, 0);
  return { grossCents, netPayCents: grossCents, form1099NecCents: grossCents };
}

/** The year to date's counts, listed so that one missing from a stored year to date is refused too. */
const YTD_COUNTS = [
  'grossCents',
  'federalWagesCents',
  'socialSecurityWagesCents',
  'medicareWagesCents',
  'futaWagesCents',
  'nySuiWagesCents',
  'nyStateWagesCents',
  'expenseReimburseCents',
] as const;

/** Refuse an input the exact arithmetic cannot take: an unknown frequency, a float, a negative, a gap. */
function validate(input: TEngineInput): void {
  if (!PAY_FREQUENCIES.includes(input.payFrequency)) throw new RangeError(`Unknown pay frequency ${String(input.payFrequency)}`);
  const counts: Record<string, number> = {
    rateCents: input.rateCents,
    overtimeRateHundredths: input.overtimeRateHundredths,
    nySuiRateMillipercent: input.nySuiRateMillipercent,
    ...prefixed('hours', input.hours),
    ...prefixed('amounts', input.amounts),
    ...prefixed('w4', input.w4 ? { ...input.w4 } : {}),
    ...prefixed('it2104', input.it2104 ? { ...input.it2104 } : {}),
    ...Object.fromEntries(YTD_COUNTS.map((key) => [`ytd.${key}`, input.ytd[key]])),
    ...prefixed('ytd.employeeTaxes', input.ytd.employeeTaxes),
    ...prefixed('ytd.employerTaxes', input.ytd.employerTaxes),
    ...prefixed('ytd.earnings', input.ytd.earnings),
  };
  for (const [name, value] of Object.entries(counts)) assertCount(value, name);
  // Net pay alone may be negative: paid tips are taken off it after the taxes on them.
  const { netPayCents } = input.ytd;
  if (!Number.isSafeInteger(netPayCents)) throw new RangeError(`ytd.netPayCents must be an integer, got ${netPayCents}`);
}

/** The numeric fields of an object, named for the error message. */
function prefixed(prefix: string, object: object): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(object)) if (typeof value === 'number') out[`${prefix}.${key}`] = value;
  return out;
}

function taxLine<K extends string>(kind: K, wagesCents: number, amountCents: number, before: Partial<Record<K, number>>): TTaxLine<K> {
  return { kind, wagesCents, amountCents, ytdCents: (before[kind] ?? 0) + amountCents };
}

function withLines<K extends string>(before: Partial<Record<K, number>>, lines: readonly TTaxLine<K>[]): Partial<Record<K, number>> {
  const after: Partial<Record<K, number>> = { ...before };
  for (const line of lines) after[line.kind] = line.ytdCents;
  return after;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Gross to net for one employee and one pay period (see the module comment). */
export function grossToNet(input: TEngineInput): TEngineResult {
  validate(input);
  const tables = taxTablesFor(input.taxYear);
  const { ytd, payFrequency } = input;
  const periods = periodsPerYear(payFrequency);
  const flags: TEngineResult['flags'] = [];

  const earnings = earningLines(input);
  const taxableTotal = sum(earnings.map((line) => line.amountCents));
  const expenseReimburse = input.amounts.expenseReimburseCents;

  // Federal income tax: no W-4 is withheld as Single, Step 2 unchecked, with nothing else entered.
  const w4 = input.w4 ?? NO_W4;
  if (!input.w4) flags.push('NO_W4');
  if (w4.exempt) flags.push('FIT_EXEMPT');
  const fica = ficaAndFuta(taxableTotal, ytd, tables.fica);
  if (fica.wageBaseReached) flags.push('SOCIAL_SECURITY_WAGE_BASE_REACHED');
  if (fica.additionalMedicareWagesCents > 0) flags.push('ADDITIONAL_MEDICARE');

  const before = ytd.employeeTaxes;
  const employeeTaxes: TTaxLine<TEmployeeTaxKind>[] = [
    taxLine('FEDERAL_INCOME', taxableTotal, federalIncomeTax(taxableTotal, periods, w4, tables.federal), before),
    taxLine('SOCIAL_SECURITY', fica.socialSecurityWagesCents, fica.socialSecurityCents, before),
    taxLine('MEDICARE', fica.medicareWagesCents, fica.medicareCents, before),
  ];
  // Shown from the run that first owes it, then for the rest of the year (its YTD column).
  if (fica.additionalMedicareWagesCents > 0 || before.ADDITIONAL_MEDICARE !== undefined) {
    employeeTaxes.push(taxLine('ADDITIONAL_MEDICARE', fica.additionalMedicareWagesCents, fica.additionalMedicareCents, before));
  }
  const employerTaxes: TTaxLine<TEmployerTaxKind>[] = [
    taxLine('SOCIAL_SECURITY', fica.socialSecurityWagesCents, fica.socialSecurityCents, ytd.employerTaxes),
    taxLine('MEDICARE', fica.medicareWagesCents, fica.medicareCents, ytd.employerTaxes),
    taxLine('FUTA', fica.futaWagesCents, fica.futaCents, ytd.employerTaxes),
  ];

  let ny = { stateWagesCents: 0, suiWagesCents: 0 };
  if (input.newYork) {
    const it2104 = input.it2104 ?? NO_IT2104;
    if (!input.it2104) flags.push('NO_IT2104');
    const state = tables.newYork;
    const contributions = newYorkContributions({
      wagesCents: taxableTotal,
      frequency: payFrequency,
      suiRateMillipercent: input.nySuiRateMillipercent,
      ytd,
      tables: state,
    });
    employeeTaxes.push(taxLine('NY_STATE_INCOME', taxableTotal, nyStateIncomeTax(taxableTotal, payFrequency, it2104, state.state), before));
    if (input.nycResident) employeeTaxes.push(taxLine('NYC_INCOME', taxableTotal, nycIncomeTax(taxableTotal, payFrequency, it2104, state.city), before));
    employeeTaxes.push(
      taxLine('NY_SDI', taxableTotal, contributions.sdiCents, before),
      taxLine('NY_PFL', taxableTotal, contributions.pflCents, before),
    );
    employerTaxes.push(taxLine('NY_SUI', contributions.suiWagesCents, contributions.suiCents, ytd.employerTaxes));
    ny = { stateWagesCents: taxableTotal, suiWagesCents: contributions.suiWagesCents };
  }

  const totalEmployeeTax = sum(employeeTaxes.map((line) => line.amountCents));
  const totalEmployerTax = sum(employerTaxes.map((line) => line.amountCents));
  const netPay = taxableTotal - input.amounts.paidTipsCents - totalEmployeeTax + expenseReimburse;
  const earningsYtd = { ...ytd.earnings };
  for (const line of earnings) earningsYtd[line.kind] = line.ytdCents;

  return {
    earnings,
    hours: { ...input.hours },
    totalHours: sum(Object.values(input.hours)),
    taxableTotal,
    total: taxableTotal + expenseReimburse,
    employeeTaxes,
    totalEmployeeTax,
    netPay,
    employerTaxes,
    totalEmployerTax,
    expenseReimburse,
    ytd: {
      grossCents: ytd.grossCents + taxableTotal,
      federalWagesCents: ytd.federalWagesCents + taxableTotal,
      socialSecurityWagesCents: ytd.socialSecurityWagesCents + fica.socialSecurityWagesCents,
      medicareWagesCents: ytd.medicareWagesCents + fica.medicareWagesCents,
      futaWagesCents: ytd.futaWagesCents + fica.futaWagesCents,
      nySuiWagesCents: ytd.nySuiWagesCents + ny.suiWagesCents,
      nyStateWagesCents: ytd.nyStateWagesCents + ny.stateWagesCents,
      employeeTaxes: withLines(ytd.employeeTaxes, employeeTaxes),
      employerTaxes: withLines(ytd.employerTaxes, employerTaxes),
      earnings: earningsYtd,
      netPayCents: ytd.netPayCents + netPay,
      expenseReimburseCents: ytd.expenseReimburseCents + expenseReimburse,
    },
    flags,
  };
}
