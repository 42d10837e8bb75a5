/**
 * New York State payroll tables for 2026. Money in cents, rates in millipercent (./types.ts). Rows are
 * [at least (net wages), rate, amount to add] — NYS-50-T's columns 1, 4 and 5 (column 3 = column 1).
 *
 * Income tax withholding — NYS Department of Taxation and Finance, Publication NYS-50-T-NYS (1/26),
 * "New York State Withholding Tax Tables and Methods", effective January 1, 2026,
 * https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nys.pdf: Tables B and C (p. 14),
 * Method II exact calculation method, single (p. 17) and married (p. 19), Method III top income tax
 * rates (p. 22), conversion of tables (p. 23). The PDF itself is not in the search corpus this file
 * was written from: the figures come from two to four independent public transcriptions of
 * NYS-50-T-NYS (1/26) per line, which agree wherever they overlap; they reproduce four of the publication's six single and married
 * worked examples to the cent, and the other two are the ones it prints a cent off
 * (test/unit/payroll-engine.test.ts). The 2026 rates of the five lowest brackets (3.90 %–5.90 %) are
 * those of Chapter 59 of the Laws of 2025, Part A; the "recapture" of the lower brackets above
 * $107,650 is built into the schedules (the 7.03 %/7.53 %/11.44 % single and 13.49 % married lines),
 * so there is no separate supplemental table to add.
 */
import type { TNewYorkTables, TNyRow } from './types.js';
import { NEW_YORK_CITY_2026 } from './new-york-city-2026.js';

const NYS = 'NYS-50-T-NYS (1/26)';

// NYS-50-T-NYS (1/26) p. 17, exact calculation method, SINGLE, by payroll period.
const SINGLE: Record<'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual', readonly TNyRow[]> = {
  weekly: [
    [0, 3_900, 0], [16_300, 4_400, 638], [22_500, 5_150, 908], [26_700, 5_400, 1_127],
    [155_100, 5_900, 8_058], [186_200, 7_030, 9_890], [207_000, 7_530, 11_358], [303_200, 6_400, 18_602],
    [414_200, 11_440, 25_710], [510_400, 7_350, 36_713],
  ],
  biweekly: [
    [0, 3_900, 0], [32_700, 4_400, 1_277], [45_000, 5_150, 1_815], [53_500, 5_400, 2_254],
    [310_200, 5_900, 16_115], [372_300, 7_030, 19_781], [414_000, 7_530, 22_715], [606_300, 6_400, 37_204],
    [828_500, 11_440, 51_419], [1_020_800, 7_350, 73_427],
  ],
  semimonthly: [
    [0, 3_900, 0], [35_400, 4_400, 1_383], [48_800, 5_150, 1_967], [57_900, 5_400, 2_442],
    [336_000, 5_900, 17_458], [403_300, 7_030, 21_429], [448_500, 7_530, 24_608], [656_900, 6_400, 40_304],
    [897_500, 11_440, 55_704], [1_105_800, 7_350, 79_546],
  ],
  monthly: [
    [0, 3_900, 0], [70_800, 4_400, 2_767], [97_500, 5_150, 3_933], [115_800, 5_400, 4_883],
    [672_100, 5_900, 34_917], [806_700, 7_030, 42_858], [897_100, 7_530, 49_217], [1_313_800, 6_400, 80_608],
    [1_795_000, 11_440, 111_408], [2_211_700, 7_350, 159_092],
  ],
  annual: [
    [0, 3_900, 0], [850_000, 4_400, 33_200], [1_170_000, 5_150, 47_200], [1_390_000, 5_400, 58_600],
    [8_065_000, 5_900, 419_000], [9_680_000, 7_030, 514_300], [10_765_000, 7_530, 590_600],
    [15_765_000, 6_400, 967_300], [21_540_000, 11_440, 1_336_900], [26_540_000, 7_350, 1_909_100],
  ],
};

// NYS-50-T-NYS (1/26) p. 19, exact calculation method, MARRIED, by payroll period.
const MARRIED: typeof SINGLE = {
  weekly: [
    [0, 3_900, 0], [16_300, 4_400, 638], [22_500, 5_150, 908], [26_700, 5_400, 1_127],
    [155_100, 5_900, 8_058], [186_200, 6_570, 9_890], [207_000, 7_070, 11_260], [303_200, 8_010, 18_054],
    [406_800, 6_400, 26_362], [621_500, 13_490, 40_104], [717_700, 7_350, 53_077], [2_072_200, 7_650, 152_633],
  ],
  biweekly: [
    [0, 3_900, 0], [32_700, 4_400, 1_277], [45_000, 5_150, 1_815], [53_500, 5_400, 2_254],
    [310_200, 5_900, 16_115], [372_300, 6_570, 19_781], [414_000, 7_070, 22_519], [606_300, 8_010, 36_108],
    [813_700, 6_400, 52_723], [1_243_100, 13_490, 80_208], [1_435_400, 7_350, 106_154],
    [4_144_400, 7_650, 305_265],
  ],
  semimonthly: [
    [0, 3_900, 0], [35_400, 4_400, 1_383], [48_800, 5_150, 1_967], [57_900, 5_400, 2_442],
    [336_000, 5_900, 17_458], [403_300, 6_570, 21_429], [448_500, 7_070, 24_396], [656_900, 8_010, 39_117],
    [881_500, 6_400, 57_117], [1_346_700, 13_490, 86_892], [1_555_000, 7_350, 115_000],
    [4_489_800, 7_650, 330_704],
  ],
  monthly: [
    [0, 3_900, 0], [70_800, 4_400, 2_767], [97_500, 5_150, 3_933], [115_800, 5_400, 4_883],
    [672_100, 5_900, 34_917], [806_700, 6_570, 42_858], [897_100, 7_070, 48_792], [1_313_800, 8_010, 78_233],
    [1_762_900, 6_400, 114_233], [2_693_300, 13_490, 173_783], [3_110_000, 7_350, 230_000],
    [8_979_600, 7_650, 661_408],
  ],
  annual: [
    [0, 3_900, 0], [850_000, 4_400, 33_200], [1_170_000, 5_150, 47_200], [1_390_000, 5_400, 58_600],
    [8_065_000, 5_900, 419_000], [9_680_000, 6_570, 514_300], [10_765_000, 7_070, 585_500],
    [15_765_000, 8_010, 938_800], [21_155_000, 6_400, 1_370_800], [32_320_000, 13_490, 2_085_400],
    [37_320_000, 7_350, 2_760_000], [107_755_000, 7_650, 7_936_900],
  ],
};

export const NEW_YORK_2026: TNewYorkTables = {
  state: {
    source: `${NYS}, Method II (pp. 14-19) and Method III (p. 22)`,
    allowances: {
      // NYS-50-T-NYS (1/26) p. 14, Table B, deduction allowance (annual $7,400 single, $7,950 married).
      deductionCents: {
        weekly: { single: 14_230, married: 15_290 },
        biweekly: { single: 28_460, married: 30_580 },
        semimonthly: { single: 30_835, married: 33_125 },
        monthly: { single: 61_670, married: 66_250 },
        annual: { single: 740_000, married: 795_000 },
      },
      // NYS-50-T-NYS (1/26) p. 14, Table C, one exemption ("based on a full year exemption of $1,000").
      exemptionCents: { weekly: 1_925, biweekly: 3_850, semimonthly: 4_165, monthly: 8_330, annual: 100_000 },
    },
    methodII: {
      weekly: { single: SINGLE.weekly, married: MARRIED.weekly },
      biweekly: { single: SINGLE.biweekly, married: MARRIED.biweekly },
      semimonthly: { single: SINGLE.semimonthly, married: MARRIED.semimonthly },
      monthly: { single: SINGLE.monthly, married: MARRIED.monthly },
      annual: { single: SINGLE.annual, married: MARRIED.annual },
    },
    methodIII: {
      // NYS-50-T-NYS (1/26) pp. 17 and 19: the net wage of each table's last line, "and over: use
      // Method III" (whole dollars); p. 22: the annualized thresholds.
      fromNetCents: {
        weekly: { single: 2_072_200, married: 4_144_900 },
        biweekly: { single: 4_144_400, married: 8_289_800 },
        semimonthly: { single: 4_489_800, married: 8_980_600 },
        monthly: { single: 8_979_600, married: 17_961_300 },
        annual: { single: 107_755_000, married: 215_535_000 },
      },
      annualThresholdCents: { single: 107_755_000, married: 215_535_000 },
      // NYS-50-T-NYS (1/26) p. 22, Method III: 10.45 % from the threshold, 11.10 % from $5,000,000,
      // 11.70 % from $25,000,000 of annualized net wages (single and married alike).
      bands: [
        { atLeastCents: 0, rate: 10_450 },
        { atLeastCents: 500_000_000, rate: 11_100 },
        { atLeastCents: 2_500_000_000, rate: 11_700 },
      ],
    },
  },
  city: NEW_YORK_CITY_2026,
  sdi: {
    // NY Workers' Compensation Law §209(3)(a): "one-half of one per centum of the employee's wages …
    // but not in excess of sixty cents per week" (https://newyork.public.law/laws/n.y._workers'_compensation_law_section_209).
    source: 'NY WCL §209(3)(a); 12 NYCRR §362.2(a)',
    rate: 500, // 0.5 %
    // 12 NYCRR §362.2(a), "Table to determine the maximum amount of employee contributions": weekly
    // $.60, every two weeks $1.20, twice a month $1.30, monthly $2.60; "other intervals … not more than
    // the equivalent of 60 cents per week": quarterly 13 weeks × $.60, annually 52 weeks × $.60
    // (https://regulations.justia.com/states/new-york/title-12/chapter-v/subchapter-h/article-1/part-362/section-362-2/).
    maxPerPeriodCents: { WEEKLY: 60, BIWEEKLY: 120, SEMI_MONTHLY: 130, MONTHLY: 260, QUARTERLY: 780, ANNUALLY: 3_120 },
  },
  pfl: {
    // NY Department of Financial Services, decision of 29 Aug 2025 on the 2026 Paid Family Leave premium:
    // 0.432 % of the employee's gross wages each pay period, up to $411.91 a year (0.432 % of the
    // NYSAWW $1,833.63 × 52). Reported by NFP, "2026 New York Paid Family Leave Rates and Max
    // Contribution Announced" (https://www.nfp.com/insights/ny-announces-2026-paid-family-leave-limits/);
    // https://paidfamilyleave.ny.gov/2026.
    source: 'NY DFS 2026 Paid Family Leave premium decision (29 Aug 2025)',
    rate: 432, // 0.432 %
    annualMaxCents: 41_191, // $411.91
  },
  sui: {
    // $17,600: NYS Department of Labor, Form NYS-45 page and 2026 UI rate release, as reported by
    // Bloomberg Tax, "New York Unemployment Wage Base Rising to $17,600 for 2026"
    // (https://news.bloombergtax.com/payroll/new-york-unemployment-wage-base-rising-to-17-600-for-2026)
    // and "N.Y. Releases 2026 Unemployment Insurance Tax Rates" (news.bloombergtax.com/payroll/n-y-releases-
    // 2026-unemployment-insurance-tax-rates). The DOL page itself is not in the search corpus. Some
    // employer notices of October 2025 gave $13,000; $17,600 is the figure the DOL published.
    source: 'NYS DOL 2026 UI taxable wage base (via Bloomberg Tax)',
    wageBaseCents: 1_760_000,
  },
};
