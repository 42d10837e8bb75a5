/**
 * New York State payroll tables for 2025. Money in cents, rates in millipercent (./types.ts). Rows are
 * [at least (net wages), rate, amount to add] — NYS-50-T's columns 1, 4 and 5 (column 3 = column 1).
 *
 * Which publication: there is no NYS-50-T-NYS "(1/25)". The Tax Department's "Withholding tax rate
 * changes" page (https://www.tax.ny.gov/bus/wt/rate.htm, 2025 text): "There were no changes to the New
 * York State, New York City, and Yonkers withholding tax tables and methods from 2024 to 2025 … Calculate
 * 2025 New York State withholding tax amounts using Publication NYS-50-T-NYS (1/23)". So 2025 withholds
 * by NYS-50-T-NYS (1/23), "New York State Withholding Tax Tables and Methods", effective January 1, 2023
 * (the 2023 text of the same page; APA PayState Update, "New York State, Yonkers Withholding Tables
 * Revised for 2023"; hrworks-inc.com). The 2025 income tax rates are those of 2022–2024 (4 %, 4.5 %,
 * 5.25 %, 5.5 %, 6 %, 6.85 %, …: PolicyEngine-US issue 7142, "Values confirmed unchanged for 2025").
 *
 * What was read, and what was derived. The (1/23) PDF is not in the search corpus, and no transcription
 * of its per-period pages (pp. 17 and 19) was found in it either. What two independent transcriptions
 * give is the publication's ANNUAL exact-calculation schedule, single and married, and Method III:
 *   A. suburbancomputer.com, "New York Payroll Withholding, Effective January 1, 2023"
 *      (https://suburbancomputer.com/tips_state_tax.php?state=New+York), annual rows, Method III
 *      ("Top Income Tax Rates"), standard and exemption allowances;
 *   B. Microsoft Dynamics GP, "U.S. 2023 Payroll Tax Update" (MicrosoftDocs/msftdynamicsgpdocs,
 *      dynamics-gp/payroll/US19JanTaxR1.md, last tax update 12/22/2022), "Withholding changes for New
 *      York and New York-Yonkers", the same annual rows. B prints two married typos that continuity
 *      exposes and A does not share: 5.55 % for the 13,900 line (600 + 66,750 × 5.5 % = 4,271, the next
 *      line's amount) and $29,368 for the 1,077,550 line (27,599 + 704,350 × 7.35 % = 79,368).
 * The weekly, biweekly, semimonthly and monthly rows are DERIVED from the annual rows by the rule the
 * Department's own tables follow: column 1 = annual ÷ periods rounded half up to the dollar, column 4 =
 * the annual rate, column 5 = annual amount ÷ periods rounded half up to the cent. That rule reproduces
 * all 110 per-period rows of NYS-50-T-NYS (1/26) in ./new-york-2026.ts from suburbancomputer.com's
 * "Effective January 1, 2026" annual rows, and all 82 (1/20) per-period rows transcribed in
 * hibou-io/hibou-odoo-suite l10n_us_hr_payroll/data/state/ny_new_york.xml (single weekly to monthly,
 * married weekly and monthly) from the same site's "Effective January 1, 2020" annual rows
 * (test/unit/payroll-engine-2025.test.ts re-derives every 2025 row and every 2026 row). The (1/23) per-period pages themselves,
 * and their six worked examples, could not be read: the tests' New York figures are hand-worked from
 * these rows, not the publication's printed answers.
 */
import type { TNewYorkTables, TNyRow } from './types.js';
import { NEW_YORK_CITY_2025 } from './new-york-city-2025.js';

const NYS = 'NYS-50-T-NYS (1/23)';

/**
 * NYS-50-T-NYS (1/23) annual exact-calculation schedule, as transcribed by A and B above:
 * [at least, rate, amount]. Single: 4.00 % / 4.50 % from 8,500 (+340) / 5.25 % from 11,700 (+484) /
 * 5.50 % from 13,900 (+600) / 6.00 % from 80,650 (+4,271) / 7.14 % from 96,800 (+5,240) / 7.64 % from
 * 107,650 (+6,014) / 6.50 % from 157,650 (+9,832) / 11.01 % from 215,400 (+13,586) / 7.35 % from 265,400
 * (+19,092), "wages up to $1,077,550".
 */
const ANNUAL_SINGLE: readonly TNyRow[] = [
  [0, 4_000, 0], [850_000, 4_500, 34_000], [1_170_000, 5_250, 48_400], [1_390_000, 5_500, 60_000],
  [8_065_000, 6_000, 427_100], [9_680_000, 7_140, 524_000], [10_765_000, 7_640, 601_400],
  [15_765_000, 6_500, 983_200], [21_540_000, 11_010, 1_358_600], [26_540_000, 7_350, 1_909_200],
];

/**
 * Married, same sources: … 6.00 % from 80,650 (+4,271) / 6.67 % from 96,800 (+5,240) / 7.17 % from
 * 107,650 (+5,963) / 8.11 % from 157,650 (+9,546) / 6.50 % from 211,550 (+13,919) / 12.84 % from 323,200
 * (+21,177) / 7.35 % from 373,200 (+27,599) / 7.65 % from 1,077,550 (+79,368), "wages up to $2,155,350".
 */
const ANNUAL_MARRIED: readonly TNyRow[] = [
  [0, 4_000, 0], [850_000, 4_500, 34_000], [1_170_000, 5_250, 48_400], [1_390_000, 5_500, 60_000],
  [8_065_000, 6_000, 427_100], [9_680_000, 6_670, 524_000], [10_765_000, 7_170, 596_300],
  [15_765_000, 8_110, 954_600], [21_155_000, 6_500, 1_391_900], [32_320_000, 12_840, 2_117_700],
  [37_320_000, 7_350, 2_759_900], [107_755_000, 7_650, 7_936_800],
];

// Per-period single rows, derived from ANNUAL_SINGLE (÷ 52, 26, 24, 12; see the module comment).
const SINGLE: Record<'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual', readonly TNyRow[]> = {
  weekly: [
    [0, 4_000, 0], [16_300, 4_500, 654], [22_500, 5_250, 931], [26_700, 5_500, 1_154],
    [155_100, 6_000, 8_213], [186_200, 7_140, 10_077], [207_000, 7_640, 11_565], [303_200, 6_500, 18_908],
    [414_200, 11_010, 26_127], [510_400, 7_350, 36_715],
  ],
  biweekly: [
    [0, 4_000, 0], [32_700, 4_500, 1_308], [45_000, 5_250, 1_862], [53_500, 5_500, 2_308],
    [310_200, 6_000, 16_427], [372_300, 7_140, 20_154], [414_000, 7_640, 23_131], [606_300, 6_500, 37_815],
    [828_500, 11_010, 52_254], [1_020_800, 7_350, 73_431],
  ],
  semimonthly: [
    [0, 4_000, 0], [35_400, 4_500, 1_417], [48_800, 5_250, 2_017], [57_900, 5_500, 2_500],
    [336_000, 6_000, 17_796], [403_300, 7_140, 21_833], [448_500, 7_640, 25_058], [656_900, 6_500, 40_967],
    [897_500, 11_010, 56_608], [1_105_800, 7_350, 79_550],
  ],
  monthly: [
    [0, 4_000, 0], [70_800, 4_500, 2_833], [97_500, 5_250, 4_033], [115_800, 5_500, 5_000],
    [672_100, 6_000, 35_592], [806_700, 7_140, 43_667], [897_100, 7_640, 50_117], [1_313_800, 6_500, 81_933],
    [1_795_000, 11_010, 113_217], [2_211_700, 7_350, 159_100],
  ],
  annual: ANNUAL_SINGLE,
};

// Per-period married rows, derived from ANNUAL_MARRIED the same way.
const MARRIED: typeof SINGLE = {
  weekly: [
    [0, 4_000, 0], [16_300, 4_500, 654], [22_500, 5_250, 931], [26_700, 5_500, 1_154],
    [155_100, 6_000, 8_213], [186_200, 6_670, 10_077], [207_000, 7_170, 11_467], [303_200, 8_110, 18_358],
    [406_800, 6_500, 26_767], [621_500, 12_840, 40_725], [717_700, 7_350, 53_075], [2_072_200, 7_650, 152_631],
  ],
  biweekly: [
    [0, 4_000, 0], [32_700, 4_500, 1_308], [45_000, 5_250, 1_862], [53_500, 5_500, 2_308],
    [310_200, 6_000, 16_427], [372_300, 6_670, 20_154], [414_000, 7_170, 22_935], [606_300, 8_110, 36_715],
    [813_700, 6_500, 53_535], [1_243_100, 12_840, 81_450], [1_435_400, 7_350, 106_150],
    [4_144_400, 7_650, 305_262],
  ],
  semimonthly: [
    [0, 4_000, 0], [35_400, 4_500, 1_417], [48_800, 5_250, 2_017], [57_900, 5_500, 2_500],
    [336_000, 6_000, 17_796], [403_300, 6_670, 21_833], [448_500, 7_170, 24_846], [656_900, 8_110, 39_775],
    // 21,177 ÷ 24 = 882.375: the one exact half cent of the derivation, half up (and half even) → 882.38.
    [881_500, 6_500, 57_996], [1_346_700, 12_840, 88_238], [1_555_000, 7_350, 114_996],
    [4_489_800, 7_650, 330_700],
  ],
  monthly: [
    [0, 4_000, 0], [70_800, 4_500, 2_833], [97_500, 5_250, 4_033], [115_800, 5_500, 5_000],
    [672_100, 6_000, 35_592], [806_700, 6_670, 43_667], [897_100, 7_170, 49_692], [1_313_800, 8_110, 79_550],
    [1_762_900, 6_500, 115_992], [2_693_300, 12_840, 176_475], [3_110_000, 7_350, 229_992],
    [8_979_600, 7_650, 661_400],
  ],
  annual: ANNUAL_MARRIED,
};

export const NEW_YORK_2025: TNewYorkTables = {
  state: {
    source: `${NYS} (in force for 2025 per tax.ny.gov/bus/wt/rate.htm), annual schedule and Method III; per-period rows derived`,
    allowances: {
      // NYS-50-T-NYS Table B, deduction allowance: annual $7,400 single, $7,950 married in (1/23) (source A:
      // "Standard allowance: Single $7,400.00, Married $7,950.00"). The per-period amounts are printed, not
      // computed (7,400 ÷ 52 = 142.31, printed 142.30), and are the same in every edition seen: (1/16)
      // Table A, exemptions 0 (formsbank.com transcription, p. 14), (1/20) (hibou-io/hibou-odoo-suite
      // ny_new_york.xml) and (1/26) (./new-york-2026.ts).
      deductionCents: {
        weekly: { single: 14_230, married: 15_290 },
        biweekly: { single: 28_460, married: 30_580 },
        semimonthly: { single: 30_835, married: 33_125 },
        monthly: { single: 61_670, married: 66_250 },
        annual: { single: 740_000, married: 795_000 },
      },
      // Table C, one exemption ($1,000 a year; source A "Exemption allowance: $1,000.00"); per period as
      // printed in the same three editions (19.25 / 38.50 / 41.65 / 83.30).
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
      // The top line of each period's table: the annual thresholds below ÷ periods, rounded half up to the
      // dollar (the same figures as (1/26), whose thresholds did not change; monthly married 179,612.50 →
      // 179,613 as printed there).
      fromNetCents: {
        weekly: { single: 2_072_200, married: 4_144_900 },
        biweekly: { single: 4_144_400, married: 8_289_800 },
        semimonthly: { single: 4_489_800, married: 8_980_600 },
        monthly: { single: 8_979_600, married: 17_961_300 },
        annual: { single: 107_755_000, married: 215_535_000 },
      },
      // Sources A ("Single (Wages up to $1,077,550.00)", "Married (Wages up to $2,155,350.00)", "Top Income
      // Tax Rates") and B (the 2,155,350 / 1,077,550 lines that end each schedule).
      annualThresholdCents: { single: 107_755_000, married: 215_535_000 },
      // Method III, sources A and B: 10.45 % from the threshold, 11.10 % from $5,000,000, 11.70 % from
      // $25,000,000 of annualized net wages, single and married alike.
      bands: [
        { atLeastCents: 0, rate: 10_450 },
        { atLeastCents: 500_000_000, rate: 11_100 },
        { atLeastCents: 2_500_000_000, rate: 11_700 },
      ],
    },
  },
  city: NEW_YORK_CITY_2025,
  sdi: {
    // The same statute and regulation as 2026 (./new-york-2026.ts): NY Workers' Compensation Law §209(3)(a),
    // 0.5 % "but not in excess of sixty cents per week"; 12 NYCRR §362.2(a) per-period maxima. Source A
    // for 2023 repeats "Rate: 0.50%, Maximum weekly amount: $0.60".
    source: 'NY WCL §209(3)(a); 12 NYCRR §362.2(a)',
    rate: 500, // 0.5 %
    maxPerPeriodCents: { WEEKLY: 60, BIWEEKLY: 120, SEMI_MONTHLY: 130, MONTHLY: 260, QUARTERLY: 780, ANNUALLY: 3_120 },
  },
  pfl: {
    // NY Department of Financial Services, 2025 Paid Family Leave premium: 0.388 % of the employee's gross
    // wages each pay period, up to $354.53 a year (0.388 % of the 2025 NYSAWW $1,757.19 × 52). NY Office of
    // the State Comptroller, State Agencies Bulletin No. 2293, "2025 New York State Paid Family Leave Rate
    // Increase" (13 Dec 2024, https://osc.ny.gov/state-agencies/payroll-bulletins/state-agencies/2293-2025-
    // new-york-state-paid-family-leave-rate-increase): "0.388% (0.00388) … The maximum employee premium
    // deduction for Paid Family Leave will be $354.53 per year"; also Mondaq, "2025 New York Paid Family
    // Leave Contribution Rate, Maximum Weekly Benefits" (23 Oct 2024), and the NYSIF 2025 notice.
    source: 'NY DFS 2025 Paid Family Leave premium (OSC Bulletin No. 2293, 13 Dec 2024)',
    rate: 388, // 0.388 %
    annualMaxCents: 35_453, // $354.53
  },
  sui: {
    // $12,800: NYS Department of Labor 2025 UI taxable wage base, as reported by Bloomberg Tax, "New York
    // Unemployment Wage Base Rising to $17,600 for 2026" ("up from $12,800 for 2025"); pnlcpa.com, "State
    // Unemployment Insurance Taxable Wage Base" (20 Oct 2025: "In 2025, the NY SUTA taxable wage base was
    // $12,800"); Experian Employer Services, "Regulatory Alert: State of New York Updates" (2026 base
    // "$13,000 which represents an increase of $200 from 2025"). The DOL page itself is not in the corpus.
    source: 'NYS DOL 2025 UI taxable wage base (via Bloomberg Tax, Experian)',
    wageBaseCents: 1_280_000,
  },
};
