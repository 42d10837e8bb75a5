/**
 * New York: State and New York City resident income tax withholding by the exact calculation method
 * (NYS-50-T-NYS and NYS-50-T-NYC, Method II, with the state's Method III above its top line), and the
 * employee's disability (SDI) and Paid Family Leave contributions and the employer's unemployment
 * insurance (SUI). The tables are in shared/payroll/tables/new-york-*.ts.
 *
 * Method II does not annualize: each payroll period has its own printed table. For a quarterly
 * payroll, which has none, the publications' "Conversion of tables" applies (NYS-50-T-NYS p. 23; 20
 * NYCRR Appendix 10): divide the wages by 3, withhold by the monthly table, multiply by 3. The
 * monthly equivalent is rounded half up to the cent, the one rounding the conversion adds.
 *
 * Rounding: step 4 of the method (net over the line's floor × its rate) is rounded half up to the
 * cent before column 5 is added, as the publications' worked examples do; two of the state's printed
 * examples are a cent off in opposite directions, so no one rule matches every one (see the unit tests).
 */
import { applyRate, divRound, underLimit } from './arith.js';
import type { TNewYorkWithholding, TPayFrequency, TYearToDate } from './types.js';
import type { TNewYorkCityTables, TNewYorkStateTables, TNewYorkTables, TNyAllowances, TNyRow, TNyTablePeriod } from '../tables/types.js';

/** Withholding without a signed IT-2104 (NYS-50: as single with zero allowances). */
export const NO_IT2104: TNewYorkWithholding = {
  filingStatus: 'SINGLE_OR_HEAD',
  nysAllowances: 0,
  nycAllowances: 0,
  nysAdditionalCents: 0,
  nycAdditionalCents: 0,
};

const TABLE_PERIODS_PER_YEAR: Readonly<Record<TNyTablePeriod, number>> = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12, annual: 1 };

/** The printed table a pay frequency uses, and the conversion factor to it (quarterly = 3 × monthly). */
export function nyTableFor(frequency: TPayFrequency): { period: TNyTablePeriod; factor: number } {
  switch (frequency) {
    case 'WEEKLY':
      return { period: 'weekly', factor: 1 };
    case 'BIWEEKLY':
      return { period: 'biweekly', factor: 1 };
    case 'SEMI_MONTHLY':
      return { period: 'semimonthly', factor: 1 };
    case 'MONTHLY':
      return { period: 'monthly', factor: 1 };
    case 'QUARTERLY':
      return { period: 'monthly', factor: 3 };
    case 'ANNUALLY':
      return { period: 'annual', factor: 1 };
  }
}

/**
 * IT-2104 "Married, but withhold at the higher single rate" withholds by the single table: the box's
 * own wording, as the publications print only single and married tables.
 */
const statusOf = (it2104: TNewYorkWithholding): 'single' | 'married' => (it2104.filingStatus === 'MARRIED' ? 'married' : 'single');

/** Step 1: wages less Table B's deduction and Table C's exemption per allowance (Table A = B + n × C). */
function netWages(wagesCents: number, allowances: TNyAllowances, period: TNyTablePeriod, status: 'single' | 'married', count: number): number {
  return Math.max(0, wagesCents - allowances.deductionCents[period][status] - count * allowances.exemptionCents[period]);
}

/** Steps 2–5: the line whose column 1 the net wages reach; (net − column 3) × column 4 + column 5. */
function methodII(netCents: number, rows: readonly TNyRow[]): number {
  let row = rows[0]!;
  for (const candidate of rows) if (netCents >= candidate[0]) row = candidate;
  const [atLeastCents, rate, addCents] = row;
  return applyRate(netCents - atLeastCents, rate) + addCents;
}

/** Method III: a flat rate, chosen by annualized net wages, on the whole annualized net wage. */
function methodIII(netCents: number, periods: number, tables: TNewYorkStateTables): number {
  const annualized = netCents * periods;
  let rate = tables.methodIII.bands[0]!.rate;
  for (const band of tables.methodIII.bands) if (annualized >= band.atLeastCents) rate = band.rate;
  return divRound(applyRate(annualized, rate), periods);
}

function stateTaxForTablePeriod(wagesCents: number, period: TNyTablePeriod, it2104: TNewYorkWithholding, tables: TNewYorkStateTables): number {
  const status = statusOf(it2104);
  const net = netWages(wagesCents, tables.allowances, period, status, it2104.nysAllowances);
  const periods = TABLE_PERIODS_PER_YEAR[period];
  const topLine = net >= tables.methodIII.fromNetCents[period][status] || net * periods >= tables.methodIII.annualThresholdCents[status];
  return topLine ? methodIII(net, periods, tables) : methodII(net, tables.methodII[period][status]);
}

function cityTaxForTablePeriod(wagesCents: number, period: TNyTablePeriod, it2104: TNewYorkWithholding, tables: TNewYorkCityTables): number {
  const net = netWages(wagesCents, tables.allowances, period, statusOf(it2104), it2104.nycAllowances);
  return methodII(net, tables.methodII[period]);
}

/** Withholding for a pay frequency, converting through the monthly table when none is printed for it. */
function converted(wagesCents: number, frequency: TPayFrequency, forPeriod: (wages: number, period: TNyTablePeriod) => number): number {
  const { period, factor } = nyTableFor(frequency);
  return forPeriod(divRound(wagesCents, factor), period) * factor;
}

/** New York State income tax for the period, plus the IT-2104 additional amount; 0 without wages. */
export function nyStateIncomeTax(wagesCents: number, frequency: TPayFrequency, it2104: TNewYorkWithholding, tables: TNewYorkStateTables): number {
  if (wagesCents === 0) return 0;
  return converted(wagesCents, frequency, (wages, period) => stateTaxForTablePeriod(wages, period, it2104, tables)) + it2104.nysAdditionalCents;
}

/** New York City resident income tax for the period, plus the IT-2104 additional amount; 0 without wages. */
export function nycIncomeTax(wagesCents: number, frequency: TPayFrequency, it2104: TNewYorkWithholding, tables: TNewYorkCityTables): number {
  if (wagesCents === 0) return 0;
  return converted(wagesCents, frequency, (wages, period) => cityTaxForTablePeriod(wages, period, it2104, tables)) + it2104.nycAdditionalCents;
}

export interface TNewYorkContributions {
  sdiCents: number;
  pflCents: number;
  suiWagesCents: number;
  suiCents: number;
}

/**
 * SDI: 0.5 % of the period's wages, at most the period's equivalent of 60 cents a week. PFL: 0.432 %
 * of the period's wages until the year's contributions reach the annual maximum. SUI: the company's
 * rate on the wages under the year's wage base.
 */
export function newYorkContributions(args: {
  wagesCents: number;
  frequency: TPayFrequency;
  suiRateMillipercent: number;
  ytd: TYearToDate;
  tables: TNewYorkTables;
}): TNewYorkContributions {
  const { wagesCents, frequency, ytd, tables } = args;
  const pflRoom = Math.max(0, tables.pfl.annualMaxCents - (ytd.employeeTaxes.NY_PFL ?? 0));
  const suiWagesCents = underLimit(wagesCents, ytd.nySuiWagesCents, tables.sui.wageBaseCents);
  return {
    sdiCents: Math.min(applyRate(wagesCents, tables.sdi.rate), tables.sdi.maxPerPeriodCents[frequency]),
    pflCents: Math.min(applyRate(wagesCents, tables.pfl.rate), pflRoom),
    suiWagesCents,
    suiCents: applyRate(suiWagesCents, args.suiRateMillipercent),
  };
}
