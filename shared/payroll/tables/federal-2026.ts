/**
 * Federal payroll tables for wages paid in 2026. Money in cents, rates in millipercent (./types.ts).
 *
 * Income tax withholding — Internal Revenue Service, Publication 15-T (2026), "Federal Income Tax
 * Withholding Methods", Section 1 "Percentage Method Tables for Automated Payroll Systems and
 * Withholding on Periodic Payments of Pensions and Annuities": Worksheet 1A and the "2026 Percentage
 * Method Tables for Automated Payroll Systems" (annual), https://www.irs.gov/pub/irs-pdf/p15t.pdf.
 * The IRS PDF itself is not in the search corpus this file was written from, so its page numbers are
 * not given here. The rows below were taken from a public transcription labelled "IRS Publication
 * 15-T (2026)" and checked three ways:
 *   1. the anchors: Single STANDARD over $7,500 10 %, over $19,900 $1,240 plus 12 %;
 *      line 1g $12,900 MFJ / $8,600 otherwise;
 *   2. https://www.halfpricesoft.com/federal_income_tax_2026 ("from IRS Publication 15-T (2026
 *      Percentage Method Tables)"), which reprints the MFJ rows and the line 1g amounts;
 *   3. derivation: every STANDARD row is the 2026 rate schedule (Rev. Proc. 2025-32, as printed by
 *      Thomson Reuters, "2026 tax rate tables") shifted by the 2026 standard deduction less line 1g
 *      ($32,200 − $12,900 = $19,300 MFJ; $16,100 − $8,600 = $7,500 single; $24,150 − $8,600 = $15,550
 *      HoH), and every checkbox row is half the standard deduction plus half the brackets. All
 *      48 rows agree; the checkbox single rows print whole-dollar thresholds ($108,938 for $108,937.50).
 */
import type { TFederalTables, TFicaTables } from './types.js';

const PUB_15T = 'IRS Publication 15-T (2026), Section 1, 2026 Percentage Method Tables for Automated Payroll Systems';

export const FEDERAL_2026: TFederalTables = {
  source: PUB_15T,
  // Pub 15-T (2026) Worksheet 1A, line 1g: "$12,900 if married filing jointly; otherwise $8,600" when
  // the Step 2 box is not checked (anchor given by issue 17; also halfpricesoft.com, above).
  step2UncheckedAdjustmentCents: { marriedJointly: 1_290_000, other: 860_000 },
  standard: {
    // Pub 15-T (2026), annual table, "STANDARD Withholding Rate Schedules", Married Filing Jointly.
    MARRIED_JOINTLY: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 1_930_000, baseCents: 0, rate: 10_000 },
      { overCents: 4_410_000, baseCents: 248_000, rate: 12_000 },
      { overCents: 12_010_000, baseCents: 1_160_000, rate: 22_000 },
      { overCents: 23_070_000, baseCents: 3_593_200, rate: 24_000 },
      { overCents: 42_285_000, baseCents: 8_204_800, rate: 32_000 },
      { overCents: 53_175_000, baseCents: 11_689_600, rate: 35_000 },
      { overCents: 78_800_000, baseCents: 20_658_350, rate: 37_000 },
    ],
    // Same table, Single or Married Filing Separately.
    SINGLE: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 750_000, baseCents: 0, rate: 10_000 },
      { overCents: 1_990_000, baseCents: 124_000, rate: 12_000 },
      { overCents: 5_790_000, baseCents: 580_000, rate: 22_000 },
      { overCents: 11_320_000, baseCents: 1_796_600, rate: 24_000 },
      { overCents: 20_927_500, baseCents: 4_102_400, rate: 32_000 },
      { overCents: 26_372_500, baseCents: 5_844_800, rate: 35_000 },
      { overCents: 64_810_000, baseCents: 19_297_925, rate: 37_000 },
    ],
    // Same table, Head of Household.
    HEAD_OF_HOUSEHOLD: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 1_555_000, baseCents: 0, rate: 10_000 },
      { overCents: 3_325_000, baseCents: 177_000, rate: 12_000 },
      { overCents: 8_300_000, baseCents: 774_000, rate: 22_000 },
      { overCents: 12_125_000, baseCents: 1_615_500, rate: 24_000 },
      { overCents: 21_730_000, baseCents: 3_920_700, rate: 32_000 },
      { overCents: 27_175_000, baseCents: 5_663_100, rate: 35_000 },
      { overCents: 65_615_000, baseCents: 19_117_100, rate: 37_000 },
    ],
  },
  step2Checked: {
    // Pub 15-T (2026), annual table, "Form W-4, Step 2, Checkbox, Withholding Rate Schedules", MFJ.
    MARRIED_JOINTLY: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 1_610_000, baseCents: 0, rate: 10_000 },
      { overCents: 2_850_000, baseCents: 124_000, rate: 12_000 },
      { overCents: 6_650_000, baseCents: 580_000, rate: 22_000 },
      { overCents: 12_180_000, baseCents: 1_796_600, rate: 24_000 },
      { overCents: 21_787_500, baseCents: 4_102_400, rate: 32_000 },
      { overCents: 27_232_500, baseCents: 5_844_800, rate: 35_000 },
      { overCents: 40_045_000, baseCents: 10_329_175, rate: 37_000 },
    ],
    // Same table, Single or Married Filing Separately.
    SINGLE: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 805_000, baseCents: 0, rate: 10_000 },
      { overCents: 1_425_000, baseCents: 62_000, rate: 12_000 },
      { overCents: 3_325_000, baseCents: 290_000, rate: 22_000 },
      { overCents: 6_090_000, baseCents: 898_300, rate: 24_000 },
      { overCents: 10_893_800, baseCents: 2_051_200, rate: 32_000 },
      { overCents: 13_616_300, baseCents: 2_922_400, rate: 35_000 },
      { overCents: 32_835_000, baseCents: 9_648_963, rate: 37_000 },
    ],
    // Same table, Head of Household.
    HEAD_OF_HOUSEHOLD: [
      { overCents: 0, baseCents: 0, rate: 0 },
      { overCents: 1_207_500, baseCents: 0, rate: 10_000 },
      { overCents: 2_092_500, baseCents: 88_500, rate: 12_000 },
      { overCents: 4_580_000, baseCents: 387_000, rate: 22_000 },
      { overCents: 6_492_500, baseCents: 807_750, rate: 24_000 },
      { overCents: 11_295_000, baseCents: 1_960_350, rate: 32_000 },
      { overCents: 14_017_500, baseCents: 2_831_550, rate: 35_000 },
      { overCents: 33_237_500, baseCents: 9_558_550, rate: 37_000 },
    ],
  },
};

/**
 * FICA and FUTA for 2026.
 * - Social Security wage base $184,500: Social Security Administration, "2026 Social Security Changes"
 *   fact sheet and announcement of 24 Oct 2025 (not in the search corpus), as reported by Bloomberg Tax,
 *   "Social Security Wage Base Rising to $184,500 for 2026"
 *   (https://news.bloombergtax.com/payroll/social-security-wage-base-rising-to-184-500-for-2026).
 * - Rates 6.2 % (each), Medicare 1.45 % (each), Additional Medicare 0.9 % of wages over $200,000,
 *   employee only: IRS Publication 15 (2026), "Employer's Tax Guide", section 9 "Withholding Social
 *   Security and Medicare Taxes" (https://www.irs.gov/pub/irs-pdf/p15.pdf); IRS Topic no. 751
 *   (https://www.irs.gov/taxtopics/tc751). Unchanged by statute (26 U.S.C. §3101, §3111).
 * - FUTA 6.0 % less the 5.4 % credit for timely state contributions = 0.6 % of the first $7,000:
 *   IRS Publication 15 (2026), section 14 "Federal Unemployment (FUTA) Tax"; IRS Topic no. 759
 *   (https://www.irs.gov/taxtopics/tc759); 26 U.S.C. §3301, §3306(b)(1). A credit-reduction state's
 *   extra FUTA (Schedule A of Form 940) is figured at year end and is not in this table.
 */
export const FICA_2026: TFicaTables = {
  source: 'SSA 2026 fact sheet; IRS Publication 15 (2026) sections 9 and 14',
  socialSecurityRate: 6_200, // 6.2 %, Pub 15 (2026) section 9
  socialSecurityWageBaseCents: 18_450_000, // $184,500, SSA 2026 fact sheet
  medicareRate: 1_450, // 1.45 %, Pub 15 (2026) section 9
  additionalMedicareRate: 900, // 0.9 %, Pub 15 (2026) section 9, employee only
  additionalMedicareThresholdCents: 20_000_000, // $200,000 in the calendar year, Pub 15 (2026) section 9
  futaRate: 600, // 0.6 % after the 5.4 % credit, Pub 15 (2026) section 14
  futaWageBaseCents: 700_000, // $7,000, Pub 15 (2026) section 14; 26 U.S.C. §3306(b)(1)
};
