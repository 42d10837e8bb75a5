/**
 * Federal payroll tables for wages paid in 2025. Money in cents, rates in millipercent (./types.ts).
 *
 * Income tax withholding — Internal Revenue Service, Publication 15-T (2025), "Federal Income Tax
 * Withholding Methods" (released 16 Dec 2024), Section 1 "Percentage Method Tables for Automated
 * Payroll Systems and Withholding on Periodic Payments of Pensions and Annuities": Worksheet 1A and the
 * "2025 Percentage Method Tables for Automated Payroll Systems" (annual),
 * https://www.irs.gov/pub/irs-pdf/p15t.pdf (the 2025 revision). As for 2026, the IRS PDF itself is not
 * in the search corpus this file was written from, so its page numbers are not given. The 48 rows below
 * were taken from two independent public transcriptions labelled "IRS Publication 15-T (2025)", which
 * agree on every row, and checked by derivation:
 *   1. a public code repository's `federalTaxTables2025` ("2025 Federal Percentage Method Tables, Source:
 *      IRS Publication 15-T (2025)"; the search index does not name the repository), all six schedules;
 *   2. a public guide "Federal 2025 Income Tax Withholding: Automated Percentage Method Guide" ("as
 *      detailed in Section 1 of IRS Publication 15-T for 2025"), all six schedules and the line 1g text;
 *   3. derivation: every STANDARD row is the 2025 rate schedule of Rev. Proc. 2024-40 (single 11,925 /
 *      48,475 / 103,350 / 197,300 / 250,525 / 626,350; MFJ 23,850 / 96,950 / 206,700 / 394,600 /
 *      501,050 / 751,600; HoH 17,000 / 64,850 / 103,350 / 197,300 / 250,500 / 626,350, as reprinted in
 *      the public files AIoOS-67/taxpilot-ai knowledge-base/irs-tax-brackets-2025.md and
 *      mrelph/claude-agents-skills …/amazon-rsu-tax-calculations/references/irs_tax_rates.md) shifted by
 *      the 2025 standard deduction less line 1g ($30,000 − $12,900 = $17,100 MFJ; $15,000 − $8,600 =
 *      $6,400 single; $22,500 − $8,600 = $13,900 HoH — the $30,000 joint figure is the one reported in
 *      the search corpus, the single and HoH amounts are the ones the transcribed rows imply), and every
 *      checkbox row is half the standard deduction plus half the brackets. All 48 rows agree; the checkbox single rows print whole-dollar thresholds ($13,463,
 *      $31,738, $132,763 for $13,462.50, $31,737.50, $132,762.50) and $94,384.88 for $94,384.875.
 *
 * One Big Beautiful Bill Act (Pub. L. 119-21, 4 Jul 2025): it raised the 2025 standard deduction
 * ($15,750 / $31,500 / $23,625) for the 2025 return, but IRS news release IR-2025-82 (7 Aug 2025: "federal
 * income tax withholding tables will not be updated for OBBBA provisions for TY 2025"; employers
 * "continue using current procedures for reporting and withholding", as reported by
 * currentfederaltaxdevelopments.com, ourtaxpartner.com and activpayroll.com) kept these December 2024
 * tables in force for every 2025 payroll, so they, and not the OBBBA amounts, are what 2025 withholding
 * uses. An employee who wanted OBBBA's deductions reflected did so through a new W-4's Step 4(b).
 */
import type { TFederalTables, TFicaTables } from './types.js';

const PUB_15T = 'IRS Publication 15-T (2025), Section 1, 2025 Percentage Method Tables for Automated Payroll Systems';

export const FEDERAL_2025: TFederalTables = {
  source: PUB_15T,
  // Pub 15-T (2025) Worksheet 1A, line 1g: "$12,900 if married filing jointly; otherwise $8,600" when
  // the Step 2 box is not checked — unchanged since 2020 (transcription 2 above; the STANDARD rows'
  // offsets in check 3 reproduce it: 30,000 − 17,100 and 15,000 − 6,400).
  step2UncheckedAdjustmentCents: { marriedJointly: 1_290_000, other: 860_000 },
  standard: {
    // Pub 15-T (2025), annual table, "STANDARD Withholding Rate Schedules", Married Filing Jointly.
    MARRIED_JOINTLY: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 1_710_000, baseCents: 0, rate: 10_000 },
      { overCents: 4_095_000, baseCents: 238_500, rate: 12_000 },
      { overCents: 11_405_000, baseCents: 1_115_700, rate: 22_000 },
      { overCents: 22_380_000, baseCents: 3_530_200, rate: 24_000 },
      { overCents: 41_170_000, baseCents: 8_039_800, rate: 32_000 },
      { overCents: 51_815_000, baseCents: 11_446_200, rate: 35_000 },
      { overCents: 76_870_000, baseCents: 20_215_450, rate: 37_000 },
    ],
    // Same table, Single or Married Filing Separately.
    SINGLE: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 640_000, baseCents: 0, rate: 10_000 },
      { overCents: 1_832_500, baseCents: 119_250, rate: 12_000 },
      { overCents: 5_487_500, baseCents: 557_850, rate: 22_000 },
      { overCents: 10_975_000, baseCents: 1_765_100, rate: 24_000 },
      { overCents: 20_370_000, baseCents: 4_019_900, rate: 32_000 },
      { overCents: 25_692_500, baseCents: 5_723_100, rate: 35_000 },
      { overCents: 63_275_000, baseCents: 18_876_975, rate: 37_000 },
    ],
    // Same table, Head of Household.
    HEAD_OF_HOUSEHOLD: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 1_390_000, baseCents: 0, rate: 10_000 },
      { overCents: 3_090_000, baseCents: 170_000, rate: 12_000 },
      { overCents: 7_875_000, baseCents: 744_200, rate: 22_000 },
      { overCents: 11_725_000, baseCents: 1_591_200, rate: 24_000 },
      { overCents: 21_120_000, baseCents: 3_846_000, rate: 32_000 },
      { overCents: 26_440_000, baseCents: 5_548_400, rate: 35_000 },
      { overCents: 64_025_000, baseCents: 18_703_150, rate: 37_000 },
    ],
  },
  step2Checked: {
    // Pub 15-T (2025), annual table, "Form W-4, Step 2, Checkbox, Withholding Rate Schedules", MFJ.
    MARRIED_JOINTLY: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 1_500_000, baseCents: 0, rate: 10_000 },
      { overCents: 2_692_500, baseCents: 119_250, rate: 12_000 },
      { overCents: 6_347_500, baseCents: 557_850, rate: 22_000 },
      { overCents: 11_835_000, baseCents: 1_765_100, rate: 24_000 },
      { overCents: 21_230_000, baseCents: 4_019_900, rate: 32_000 },
      { overCents: 26_552_500, baseCents: 5_723_100, rate: 35_000 },
      { overCents: 39_080_000, baseCents: 10_107_725, rate: 37_000 },
    ],
    // Same table, Single or Married Filing Separately.
    SINGLE: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 750_000, baseCents: 0, rate: 10_000 },
      { overCents: 1_346_300, baseCents: 59_625, rate: 12_000 },
      { overCents: 3_173_800, baseCents: 278_925, rate: 22_000 },
      { overCents: 5_917_500, baseCents: 882_550, rate: 24_000 },
      { overCents: 10_615_000, baseCents: 2_009_950, rate: 32_000 },
      { overCents: 13_276_300, baseCents: 2_861_550, rate: 35_000 },
      { overCents: 32_067_500, baseCents: 9_438_488, rate: 37_000 },
    ],
    // Same table, Head of Household.
    HEAD_OF_HOUSEHOLD: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 1_125_000, baseCents: 0, rate: 10_000 },
      { overCents: 1_975_000, baseCents: 85_000, rate: 12_000 },
      { overCents: 4_367_500, baseCents: 372_100, rate: 22_000 },
      { overCents: 6_292_500, baseCents: 795_600, rate: 24_000 },
      { overCents: 10_990_000, baseCents: 1_923_000, rate: 32_000 },
      { overCents: 13_650_000, baseCents: 2_774_200, rate: 35_000 },
      { overCents: 32_442_500, baseCents: 9_351_575, rate: 37_000 },
    ],
  },
};

/**
 * FICA and FUTA for 2025.
 * - Social Security wage base $176,100: Social Security Administration, 2025 cost-of-living adjustment
 *   announcement of 10 Oct 2024 and "2025 Social Security Changes" fact sheet (not in the search corpus),
 *   as reported by the news aggregator tellbrief.com, "Social Security payroll tax limit increases for
 *   2025" ("The limit for 2025 will be $176,100, up about 4.4% from $168,600 in 2024"); also
 *   AIoOS-67/taxpilot-ai knowledge-base/irs-tax-brackets-2025.md ("Social Security wage base: $176,100").
 * - Rates 6.2 % (each), Medicare 1.45 % (each), Additional Medicare 0.9 % of wages over $200,000,
 *   employee only: IRS Publication 15 (2025), "Employer's Tax Guide", section 9 "Withholding Social
 *   Security and Medicare Taxes" (https://www.irs.gov/pub/irs-pdf/p15.pdf, 2025 revision); IRS Topic
 *   no. 751. Fixed by statute (26 U.S.C. §3101, §3111), the same figures as 2026.
 * - FUTA 6.0 % less the 5.4 % credit = 0.6 % of the first $7,000: IRS Publication 15 (2025), section 14
 *   "Federal Unemployment (FUTA) Tax"; IRS Topic no. 759; 26 U.S.C. §3301, §3306(b)(1). A credit-reduction
 *   state's extra FUTA for 2025 (Schedule A of Form 940) is a year-end matter and not in this table.
 */
export const FICA_2025: TFicaTables = {
  source: 'SSA 2025 COLA announcement (10 Oct 2024); IRS Publication 15 (2025) sections 9 and 14',
  socialSecurityRate: 6_200, // 6.2 %, Pub 15 (2025) section 9
  socialSecurityWageBaseCents: 17_610_000, // $176,100, SSA 2025 announcement
  medicareRate: 1_450, // 1.45 %, Pub 15 (2025) section 9
  additionalMedicareRate: 900, // 0.9 %, Pub 15 (2025) section 9, employee only
  additionalMedicareThresholdCents: 20_000_000, // $200,000 in the calendar year, Pub 15 (2025) section 9
  futaRate: 600, // 0.6 % after the 5.4 % credit, Pub 15 (2025) section 14
  futaWageBaseCents: 700_000, // $7,000, Pub 15 (2025) section 14; 26 U.S.C. §3306(b)(1)
};
