/**
 * New York City resident withholding tables for 2025. Money in cents, rates in millipercent
 * (./types.ts); rows are [at least (net wages), rate, amount to add], as in ./new-york-2025.ts.
 *
 * Which publication: NYS-50-T-NYC (1/18), "New York City Withholding Tax Tables and Methods", effective
 * January 1, 2018, https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nyc.pdf. The Tax
 * Department's "Withholding tax rate changes" page (https://www.tax.ny.gov/bus/wt/rate.htm, 2025 text):
 * "Calculate 2025 New York City withholding tax amounts using Publication NYS-50-T-NYC (1/18)"; its 2019
 * and 2023 notices say the same ("There were no changes to the New York City resident wage bracket tables
 * and exact calculation methods. Please continue to use Publication NYS-50-T-NYC (1/18)").
 *
 * What was read, and what was not. Neither the (1/18) PDF nor any transcription of its exact-calculation
 * pages is in the search corpus. The figures below are those of NYS-50-T-NYC (1/26) in
 * ./new-york-city-2026.ts, carried back on two statements that nothing changed between them: the Tax
 * Department's notices above (the (1/18) tables ran unchanged 2018 through 2025), and NY Office of the
 * State Comptroller Payroll Bulletin No. 2416, "Summary of Tax Related Changes 2026" ("NYC requirements for
 * 2026 remain unchanged from 2025", as quoted in a public 2026 state-figures table; the bulletin itself is
 * not in the corpus). Tables B and C are also printed identically in (5/11) and (7/17) (formsbank.com
 * transcriptions, p. 24) and in (1/26). The (1/18) Method II rows themselves, and its worked examples,
 * were NOT read: if (1/26) changed a line that neither notice mentions, this file would carry the change
 * back. (The (7/17) rows, 2.25 %–4.45 % with a 4.25 % line above $500,000, are a different, superseded
 * table.)
 */
import type { TNewYorkCityTables } from './types.js';

export const NEW_YORK_CITY_2025: TNewYorkCityTables = {
  source: 'NYS-50-T-NYC (1/18) (in force for 2025 per tax.ny.gov/bus/wt/rate.htm); rows as in (1/26), not read at (1/18)',
  allowances: {
    // Table B, deduction allowance (annual $5,000 single, $5,500 married): (5/11) and (7/17) Table A,
    // exemptions 0 (formsbank.com, p. 24) and (1/26) (./new-york-city-2026.ts) print the same amounts.
    deductionCents: {
      weekly: { single: 9_615, married: 10_575 },
      biweekly: { single: 19_230, married: 21_150 },
      semimonthly: { single: 20_835, married: 22_915 },
      monthly: { single: 41_670, married: 45_830 },
      annual: { single: 500_000, married: 550_000 },
    },
    // Table C, one exemption ($1,000 a year), the same in (5/11), (7/17) and (1/26).
    exemptionCents: { weekly: 1_925, biweekly: 3_850, semimonthly: 4_165, monthly: 8_330, annual: 100_000 },
  },
  // Exact calculation method (single = married), by payroll period: the (1/26) rows (see above).
  methodII: {
    weekly: [[0, 2_050, 0], [15_400, 2_800, 315], [16_700, 3_250, 354], [28_800, 3_950, 746], [48_100, 4_150, 1_506], [115_400, 4_250, 4_300]],
    biweekly: [[0, 2_050, 0], [30_800, 2_800, 631], [33_400, 3_250, 708], [57_700, 3_950, 1_492], [96_200, 4_150, 3_012], [230_800, 4_250, 8_600]],
    semimonthly: [[0, 2_050, 0], [33_300, 2_800, 683], [36_200, 3_250, 767], [62_500, 3_950, 1_617], [104_200, 4_150, 3_263], [250_000, 4_250, 9_317]],
    monthly: [[0, 2_050, 0], [66_700, 2_800, 1_367], [72_500, 3_250, 1_533], [125_000, 3_950, 3_233], [208_300, 4_150, 6_525], [500_000, 4_250, 18_633]],
    annual: [[0, 2_050, 0], [800_000, 2_800, 16_400], [870_000, 3_250, 18_400], [1_500_000, 3_950, 38_800], [2_500_000, 4_150, 78_300], [6_000_000, 4_250, 223_600]],
  },
};
