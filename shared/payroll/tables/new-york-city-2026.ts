/**
 * New York City resident withholding tables for 2026. Money in cents, rates in millipercent
 * (./types.ts); rows are [at least (net wages), rate, amount to add], as in ./new-york-2026.ts.
 *
 * NYS Department of Taxation and Finance, Publication NYS-50-T-NYC (1/26), "New York City Withholding
 * Tax Tables and Methods", https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nyc.pdf:
 * Tables B and C (p. 24) and the exact calculation method, single and married (pp. 25-26). The PDF
 * itself is not in the search corpus this file was written from: the figures come from two or more
 * independent public transcriptions of NYS-50-T-NYC (1/26) per line, which agree wherever they overlap, and they
 * reproduce the publication's six weekly, semimonthly and monthly worked examples to the cent
 * (test/unit/payroll-engine.test.ts). The printed single and married schedules are identical line for
 * line, so one is stored; filing status reaches city withholding only through Table B. The city's
 * tables have no Method III: the last line runs on without limit.
 */
import type { TNewYorkCityTables } from './types.js';

export const NEW_YORK_CITY_2026: TNewYorkCityTables = {
  source: 'NYS-50-T-NYC (1/26), exact calculation method (pp. 24-26)',
  allowances: {
    // NYS-50-T-NYC (1/26) p. 24, Table B, deduction allowance (annual $5,000 single, $5,500 married).
    deductionCents: {
      weekly: { single: 9_615, married: 10_575 },
      biweekly: { single: 19_230, married: 21_150 },
      semimonthly: { single: 20_835, married: 22_915 },
      monthly: { single: 41_670, married: 45_830 },
      annual: { single: 500_000, married: 550_000 },
    },
    // NYS-50-T-NYC (1/26) p. 24, Table C, one exemption ($1,000 a year), the same as the state's.
    exemptionCents: { weekly: 1_925, biweekly: 3_850, semimonthly: 4_165, monthly: 8_330, annual: 100_000 },
  },
  // NYS-50-T-NYC (1/26) pp. 25-26, exact calculation method (single = married), by payroll period.
  methodII: {
    weekly: [[0, 2_050, 0], [15_400, 2_800, 315], [16_700, 3_250, 354], [28_800, 3_950, 746], [48_100, 4_150, 1_506], [115_400, 4_250, 4_300]],
    biweekly: [[0, 2_050, 0], [30_800, 2_800, 631], [33_400, 3_250, 708], [57_700, 3_950, 1_492], [96_200, 4_150, 3_012], [230_800, 4_250, 8_600]],
    semimonthly: [[0, 2_050, 0], [33_300, 2_800, 683], [36_200, 3_250, 767], [62_500, 3_950, 1_617], [104_200, 4_150, 3_263], [250_000, 4_250, 9_317]],
    monthly: [[0, 2_050, 0], [66_700, 2_800, 1_367], [72_500, 3_250, 1_533], [125_000, 3_950, 3_233], [208_300, 4_150, 6_525], [500_000, 4_250, 18_633]],
    annual: [[0, 2_050, 0], [800_000, 2_800, 16_400], [870_000, 3_250, 18_400], [1_500_000, 3_950, 38_800], [2_500_000, 4_150, 78_300], [6_000_000, 4_250, 223_600]],
  },
};
