/**
 * Page 1 of Form W-4 (2026) as data: the official texts and where each block sits. The renderer
 * (w4-pdf.ts) only draws what is declared here, so a wording or position check reads one file.
 * Coordinates are points from the top-left corner of a US Letter page, as in w9-layout.ts.
 *
 * The form is https://www.irs.gov/pub/irs-pdf/fw4.pdf, "Form W-4 (2026)", Cat. No. 10220Q, created
 * 12/8/25; no irs.gov copy was in the search index, so the wording comes from copies of it:
 * - https://github.com/Shreyanshd23/ORC-Project/blob/6215483b84795ea543e2e511402a2dcc8062b6cb/src/data/processed/valid.md,
 *   a text extraction (docling) of the 2026 fw4.pdf: the source of record for every passage below,
 *   and for page 2's "To claim exemption from withholding, certify that you meet both of the
 *   conditions by checking the box in the Exempt from withholding section. Then, complete Steps 1(a),
 *   1(b), and 5." The same extraction of the 2025 form (coolvm9/docling-parser-1,
 *   output_dir/sample.md) shows what 2026 changed: 3(a)/3(b) and $2,200, the Caution in Step 1,
 *   4(b)'s wording, and the Exempt row where 2025 had "Exempt" written below Step 4(c).
 * - Two re-creations of the 2026 page 1 whose texts agree (a form builder "mapped from the actual
 *   PDF", W4FormDefinitionBuilder of QBEngineer, and a payroll JSP page of BzPayroll; the code search
 *   names neither path), which also give the footer: "see page 4." and "Cat. No. 10220Q".
 * - The Step 3 figures ($2,200, $500, $200,000 / $400,000), also in
 *   https://legalclarity.org/how-to-fill-out-step-3-on-w-4-claim-dependents (citing the 2026 form) and
 *   https://paycalcusa.com/how-to-claim-dependents-on-your-w-4-form-a-step-by-step-guide-for-new-employees-2025-2026;
 *   the header through Step 2 also in https://www.hiddenlogics.com/.
 * Not verified: whether the Step 4 tab still reads "Step 4 (optional):" as in 2025 (the 2026
 * extraction reads "Step 4: Other Adjustments", printed here); which lead-ins are bold and where the
 * ▶ marks stand (a text extraction keeps neither; the header's follow one filled copy,
 * https://myforms247.com/ponderosa-w4/); and the layout, which follows the official page by eye.
 */
import type { TW4FilingStatus } from '../../../../shared/documents/forms.schema.js';
import { W4_2026 } from '../../../../shared/documents/form-years/w4-2026.js';
import type { TRun } from './pdf-draw.js';

export const PAGE = { width: 612, height: 792 } as const;
export const EDGE = { left: 36, right: 576 } as const;
export const SIZE = { caption: 6.6, body: 7, small: 6, value: 9.5, amount: 9, stepLabel: 9.5 } as const;
export const LEADING = 1.22;
export const ARROW = '▶';

/** The left column that names each step; entries start right of it. */
export const STEP_RIGHT = 110;
/** The amount columns: the main one at the right edge, and Step 3's inner one for 3(a) and 3(b). */
export const AMOUNT = { noLeft: 484, boxLeft: 502, right: EDGE.right } as const;
export const INNER = { noLeft: 384, boxLeft: 402, right: 474 } as const;

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);

export const HEADER = {
  top: 36,
  bottom: 104,
  leftColumnRight: 132,
  rightColumnLeft: 484,
  form: 'Form',
  formNumber: 'W-4',
  agency: ['Department of the Treasury', 'Internal Revenue Service'],
  title: 'Employee’s Withholding Certificate',
  lines: [
    { text: 'Complete Form W-4 so that your employer can withhold the correct federal income tax from your pay.' },
    { text: 'Give Form W-4 to your employer.', bold: true },
    { text: 'Your withholding is subject to review by the IRS.' },
  ] as TRun[],
  omb: 'OMB No. 1545-0074',
  year: W4_2026.revision,
} as const;

/** A captioned entry of Step 1: the caption at the top, the value on the bottom. */
export type TCell = { caption: string; left: number; right: number; top: number; bottom: number };

export const STEP1 = {
  top: HEADER.bottom,
  bottom: 240,
  label: ['Step 1:', 'Enter', 'Personal', 'Information'],
  firstName: { caption: '(a) First name and middle initial', left: STEP_RIGHT, right: 292, top: 104, bottom: 128 },
  lastName: { caption: 'Last name', left: 292, right: 448, top: 104, bottom: 128 },
  ssn: { caption: '(b) Social security number', left: 448, right: EDGE.right, top: 104, bottom: 128 },
  address: { caption: 'Address', left: STEP_RIGHT, right: 448, top: 128, bottom: 152 },
  city: { caption: 'City or town, state, and ZIP code', left: STEP_RIGHT, right: 448, top: 152, bottom: 176 },
  /** Right of the address and city, the boxed SSA note. */
  ssaNote: {
    left: 448,
    top: 128,
    bottom: 176,
    runs: [
      { text: 'Does your name match the name on your social security card?', bold: true },
      { text: ' If not, to ensure you get credit for your earnings, contact SSA at 800-772-1213 or go to www.ssa.gov.' },
    ] as TRun[],
  },
  /** (c): the filing status boxes, one a line. */
  filing: {
    no: '(c)',
    boxX: 128,
    options: [
      { value: 'SINGLE', baseline: 187, label: [{ text: 'Single or Married filing separately' }] },
      { value: 'MARRIED_JOINTLY', baseline: 198, label: [{ text: 'Married filing jointly or Qualifying surviving spouse' }] },
      {
        value: 'HEAD_OF_HOUSEHOLD',
        baseline: 209,
        label: [
          { text: 'Head of household' },
          { text: ' (Check only if you’re unmarried and pay more than half the costs of keeping up a home for yourself and a qualifying individual.)' },
        ],
      },
    ] satisfies { value: TW4FilingStatus; baseline: number; label: TRun[] }[],
  },
  caution: {
    top: 221,
    runs: [
      { text: 'Caution:', bold: true },
      {
        text: ' To claim certain credits or deductions on your tax return, you (and/or your spouse if married filing jointly) are required to have a social security number valid for employment. See page 2 for more information.',
      },
    ] as TRun[],
  },
} as const;

/** The full-width notes between Step 1 and Step 2. */
export const NOTES = {
  top: STEP1.bottom,
  bottom: 314,
  paragraphs: [
    [
      { text: 'TIP:', bold: true },
      {
        text: ' Consider using the estimator at www.irs.gov/W4App to determine the most accurate withholding for the rest of the year if you: are completing this form after the beginning of the year; expect to work only part of the year; or have changes during the year in your marital status, number of jobs for you (and/or your spouse if married filing jointly), dependents, other income (not from jobs), deductions, or credits. Have your most recent pay stub(s) from this year available when using the estimator. At the beginning of next year, use the estimator again to recheck your withholding.',
      },
    ],
    [
      { text: 'Complete Steps 2–4 ' },
      { text: 'ONLY', bold: true },
      { text: ' if they apply to you; otherwise, skip to Step 5. See page 2 for more information on each step, who can claim exemption from withholding, and when to use the estimator at www.irs.gov/W4App.' },
    ],
  ] as TRun[][],
} as const;

/** A step's row: its tab in the left column and its paragraphs, each from a declared top. */
export const STEP2 = {
  top: NOTES.bottom,
  bottom: 420,
  label: ['Step 2:', 'Multiple Jobs', 'or Spouse', 'Works'],
  intro: {
    top: 316,
    runs: [{ text: 'Complete this step if you (1) hold more than one job at a time, or (2) are married filing jointly and your spouse also works. The correct amount of withholding depends on income earned from all of these jobs.' }] as TRun[],
  },
  doOne: { top: 336, runs: [{ text: 'Do ' }, { text: 'only one', bold: true }, { text: ' of the following.' }] as TRun[] },
  options: [
    {
      top: 348,
      runs: [
        { text: '(a)', bold: true },
        { text: ' Use the estimator at www.irs.gov/W4App for the most accurate withholding for this step (and Steps 3–4). If you or your spouse have self-employment income, use this option; ' },
        { text: 'or', bold: true },
      ] as TRun[],
    },
    { top: 366, runs: [{ text: '(b)', bold: true }, { text: ' Use the Multiple Jobs Worksheet on page 3 and enter the result in Step 4(c) below; ' }, { text: 'or', bold: true }] as TRun[] },
  ],
  /** (c): the two-jobs box at the end of its last line. */
  twoJobs: {
    top: 376,
    runs: [
      { text: '(c)', bold: true },
      {
        text: ' If there are only two jobs total, you may check this box. Do the same on Form W-4 for the other job. This option is generally more accurate than Step 2(b) if pay at the lower paying job is more than half of the pay at the higher paying job. Otherwise, Step 2(b) is more accurate',
      },
    ] as TRun[],
    boxX: 562,
  },
  optionsLeft: 120,
} as const;

/** The full-width note under Step 2. */
export const ONE_JOB_NOTE = {
  top: STEP2.bottom,
  bottom: 442,
  runs: [
    { text: 'Complete Steps 3–4(b) on Form W-4 for only ONE of these jobs.', bold: true },
    { text: ' Leave those steps blank for the other jobs. (Your withholding will be most accurate if you complete Steps 3–4(b) on the Form W-4 for the highest paying job.)' },
  ] as TRun[],
} as const;

/**
 * A line with an amount: its cell (rules from `top` to `bottom`), its number, and the column its amount
 * prints in. The caption is set against the bottom, so its last line, its leaders and the amount
 * share one baseline.
 */
export type TAmountLine = { no: string; top: number; bottom: number; runs: readonly TRun[]; column: typeof AMOUNT | typeof INNER; indent?: number };

export const STEP3 = {
  top: ONE_JOB_NOTE.bottom,
  bottom: 512,
  label: ['Step 3:', 'Claim', 'Dependent', 'and Other', 'Credits'],
  intro: {
    top: 444,
    text: `If your total income will be ${usd(W4_2026.step3IncomeLimitCents.other)} or less (${usd(W4_2026.step3IncomeLimitCents.marriedJointly)} or less if married filing jointly):`,
  },
  children: { no: '3(a)', top: 456, bottom: 470, indent: 8, column: INNER, runs: [{ text: '(a)', bold: true }, { text: ` Multiply the number of qualifying children under age 17 by ${usd(W4_2026.childCreditCents)}` }] },
  others: { no: '3(b)', top: 470, bottom: 484, indent: 8, column: INNER, runs: [{ text: '(b)', bold: true }, { text: ` Multiply the number of other dependents by ${usd(W4_2026.otherDependentCreditCents)}` }] },
  total: { no: '3', top: 486, bottom: 512, column: AMOUNT, runs: [{ text: 'Add the amounts from Steps 3(a) and 3(b), plus the amount for other credits. Enter the total here' }] },
} as const;

export const STEP4 = {
  top: STEP3.bottom,
  bottom: 582,
  label: ['Step 4:', 'Other', 'Adjustments'],
  otherIncome: {
    no: '4(a)',
    top: 512,
    bottom: 538,
    column: AMOUNT,
    runs: [
      { text: '(a) Other income (not from jobs).', bold: true },
      { text: ' If you want tax withheld for other income you expect this year that won’t have withholding, enter the amount of other income here. This may include interest, dividends, and retirement income' },
    ],
  },
  deductions: {
    no: '4(b)',
    top: 538,
    bottom: 564,
    column: AMOUNT,
    runs: [
      { text: '(b) Deductions.', bold: true },
      {
        text: ' Use the Deductions Worksheet on page 4 to determine the amount of deductions you may claim, which will reduce your withholding. (If you skip this line, your withholding will be based on the standard deduction.) Enter the result here',
      },
    ],
  },
  extra: { no: '4(c)', top: 564, bottom: 582, column: AMOUNT, runs: [{ text: '(c) Extra withholding.', bold: true }, { text: ' Enter any additional tax you want withheld each pay period' }] },
} as const;

/**
 * The 2026 form's own row for claiming exemption: a box to check (page 2: "certify that you meet both
 * of the conditions by checking the box in the Exempt from withholding section"), where the 2025 form
 * had the employee write "Exempt" below Step 4(c).
 */
export const EXEMPT = {
  top: STEP4.bottom,
  bottom: 612,
  label: ['Exempt from', 'withholding'],
  line: {
    top: 585,
    runs: [{ text: 'I claim exemption from withholding for 2026, and I certify that I meet both of the conditions for exemption for 2026. See Exemption from withholding on page 2. I understand I will need to submit a new Form W-4 for 2027' }] as TRun[],
  },
  boxX: 562,
} as const;

/**
 * Step 5. The signature box sits on the signature line, right of the step's tab, three times as wide
 * as high (the engine's LABEL_ASPECT); "Date" has its own line at the right.
 */
export const STEP5 = {
  top: EXEMPT.bottom,
  bottom: 678,
  label: ['Step 5:', 'Sign', 'Here'],
  penalties: { top: 614, text: 'Under penalties of perjury, I declare that this certificate, to the best of my knowledge and belief, is true, correct, and complete.' },
  signatureLine: { left: STEP_RIGHT + 4, right: 440, top: 666 },
  caption: [{ text: 'Employee’s signature', bold: true }, { text: ' (This form is not valid unless you sign it.)' }] as TRun[],
  box: { left: STEP_RIGHT + 8, top: 632, height: 33 },
  date: { label: 'Date', left: 456, right: EDGE.right - 4 },
} as const;

export const EMPLOYERS = {
  top: STEP5.bottom,
  bottom: 730,
  label: ['Employers', 'Only'],
  name: { caption: 'Employer’s name and address', left: STEP_RIGHT, right: 346, top: 678, bottom: 730 },
  firstDate: { caption: 'First date of employment', left: 346, right: 436, top: 678, bottom: 730 },
  ein: { caption: 'Employer identification number (EIN)', left: 436, right: EDGE.right, top: 678, bottom: 730 },
} as const;

export const FOOTER = {
  baseline: 740,
  notice: 'For Privacy Act and Paperwork Reduction Act Notice, see page 4.',
  catalogueLeft: 352,
  catalogue: 'Cat. No. 10220Q',
  form: ['Form ', 'W-4', ` (${W4_2026.revision})`],
} as const;

/** Where each amount prints, by the form's line number (for the renderer and for checks of it). */
export const AMOUNT_LINES: Record<'3a' | '3b' | '3' | '4a' | '4b' | '4c', TAmountLine> = {
  '3a': STEP3.children,
  '3b': STEP3.others,
  '3': STEP3.total,
  '4a': STEP4.otherIncome,
  '4b': STEP4.deductions,
  '4c': STEP4.extra,
};
