/**
 * Page 1 of Form W-8BEN (Rev. October 2021) as data: the official texts and where each block sits.
 * The renderer (w8ben-pdf.ts) only draws what is declared here, so a wording or position check reads
 * one file. Coordinates are points from the top-left corner of a US Letter page, as in w9-layout.ts.
 *
 * Wording sources (no irs.gov copy of the form itself was in the search index; every passage below
 * was matched in at least two of them):
 * - Two re-creations of the whole Rev. October 2021 page 1 in public repositories (the code search
 *   gives no address for them): a printable PHP/dompdf template (header, “Do NOT use this form if:”
 *   table, the FATCA Note, lines 1–10, Part III, the Sign Here row, the footer with “Cat. No. 25047Z”
 *   and “Form W-8BEN (Rev. 10-2021)”) and a React “electronic substitute” rendition (the same texts;
 *   its own captions of lines 3 and 5 are wrong and were not used).
 * - A public overlay test that extracts the captions of lines 1, 3, 4, 5, 6a and 7 from the IRS's own
 *   fw8ben.pdf (address likewise not given); several apps quoting Part III word for word.
 * - https://form.jotform.com/223065529827058 (title, “For use by individuals. Entities must use Form
 *   W-8BEN-E.”, “Go to www.irs.gov/FormW8BEN …”, the Do NOT use rows shortened, the FATCA Note).
 * - https://w8ben.phillipcapital.com.au (lines 9 and 10 and the Part III opening, reworded in places).
 * - https://ses.stf.com/bookmarks/Donna%20Gouse/fed_wsw/0010/2023080811352917832098.htm (Instructions
 *   for Form W-8BEN, Rev. October 2021: the revision and the title).
 * - https://www.sec.gov/Archives/edgar/data/1143908/000095013002008020/dex99a4.htm (Rev. December 2000:
 *   the same OMB No. 1545-1621 and “Do not use a P.O. box or in-care-of address.”).
 * Not verified: “Give this form to the withholding agent or payer. Do not send to the IRS.” (the
 * jotform copy reads “Do not send it to the IRS.”; the two page re-creations and the brief agree on
 * the text used); which words the official page sets in bold besides the part titles, “Do not use a
 * P.O. box or in-care-of address.”, “Special rates and conditions” and the 30-day sentence; whether
 * “Furthermore, …” is a paragraph of its own or ends the last bullet (the sources differ; it is set
 * apart here); the catalogue number (found only in the two re-creations); and the layout itself, which
 * follows the official page by eye, not by measurement, in DejaVu Sans, so line breaks differ.
 */
import type { TRun } from './pdf-draw.js';

export const PAGE = { width: 612, height: 792 } as const;
export const EDGE = { left: 36, right: 576 } as const;
export const SIZE = { caption: 6.6, body: 7, value: 9.5, minValue: 5.5, partTitle: 9 } as const;
export const LEADING = 1.25;
export const REVISION = 'Rev. October 2021';
export const TITLE = 'Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals)';
export const ARROW = '▶';

export const HEADER = {
  top: 36,
  bottom: 96,
  /** The three columns: form number and agency, title and directions, OMB number. */
  leftColumnRight: 136,
  rightColumnLeft: 490,
  form: 'Form',
  formNumber: 'W-8BEN',
  revision: `(${REVISION})`,
  agency: ['Department of the Treasury', 'Internal Revenue Service'],
  title: ['Certificate of Foreign Status of Beneficial Owner for', 'United States Tax Withholding and Reporting (Individuals)'],
  directions: [
    'For use by individuals. Entities must use Form W-8BEN-E.',
    'Go to www.irs.gov/FormW8BEN for instructions and the latest information.',
    'Give this form to the withholding agent or payer. Do not send to the IRS.',
  ],
  omb: 'OMB No. 1545-1621',
} as const;

/** The table of who uses another form; each row's form name is set at the right edge after leaders. */
export const DO_NOT_USE = {
  top: HEADER.bottom,
  heading: 'Do NOT use this form if:',
  instead: 'Instead, use Form:',
  /** Where a row's text stops, so the leaders and the form name keep a column of their own. */
  textRight: 500,
  rows: [
    { text: 'You are NOT an individual', form: 'W-8BEN-E' },
    { text: 'You are a U.S. citizen or other U.S. person, including a resident alien individual', form: 'W-9' },
    {
      text: 'You are a beneficial owner claiming that income is effectively connected with the conduct of trade or business within the United States (other than personal services)',
      form: 'W-8ECI',
    },
    { text: 'You are a beneficial owner who is receiving compensation for personal services performed in the United States', form: '8233 or W-4' },
    { text: 'You are a person acting as an intermediary', form: 'W-8IMY' },
  ],
} as const;

export const NOTE = {
  top: 160,
  bottom: 180,
  runs: [
    { text: 'Note:', bold: true },
    { text: ' If you are resident in a FATCA partner jurisdiction (that is, a Model 1 IGA jurisdiction with reciprocity), certain tax account information may be provided to your jurisdiction of residence.' },
  ] as TRun[],
} as const;

/** A "Part" bar: the black tab with white text, the bold title and the rest of the heading. */
export type TPart = { top: number; bottom: number; tab: string; title: string; rest: string };
export const PART_I: TPart = { top: NOTE.bottom, bottom: 192, tab: 'Part I', title: 'Identification of Beneficial Owner', rest: ' (see instructions)' };

/** A captioned entry of Part I: its number, caption, and box (the value prints at the bottom). */
export type TField = { no: string; caption: TRun[]; left: number; right: number; top: number; bottom: number };

/** The column lines 2, 6b and 8 start at, and the country column of lines 3 and 4. */
const MIDDLE = 340;
const COUNTRY = 440;
const row = (top: number) => ({ top, bottom: top + 22 });
const cityCaption = [{ text: 'City or town, state or province. Include postal code where appropriate.' }];

export const FIELDS = {
  name: { no: '1', caption: [{ text: 'Name of individual who is the beneficial owner' }], left: EDGE.left, right: MIDDLE, ...row(192) },
  citizenshipCountry: { no: '2', caption: [{ text: 'Country of citizenship' }], left: MIDDLE, right: EDGE.right, ...row(192) },
  residenceAddress: {
    no: '3',
    caption: [{ text: 'Permanent residence address (street, apt. or suite no., or rural route).' }, { text: ' Do not use a P.O. box or in-care-of address.', bold: true }],
    left: EDGE.left,
    right: EDGE.right,
    ...row(214),
  },
  residenceCity: { no: '', caption: cityCaption, left: EDGE.left, right: COUNTRY, ...row(236) },
  residenceCountry: { no: '', caption: [{ text: 'Country' }], left: COUNTRY, right: EDGE.right, ...row(236) },
  mailingAddress: { no: '4', caption: [{ text: 'Mailing address (if different from above)' }], left: EDGE.left, right: EDGE.right, ...row(258) },
  mailingCity: { no: '', caption: cityCaption, left: EDGE.left, right: COUNTRY, ...row(280) },
  mailingCountry: { no: '', caption: [{ text: 'Country' }], left: COUNTRY, right: EDGE.right, ...row(280) },
  usTin: { no: '5', caption: [{ text: 'U.S. taxpayer identification number (SSN or ITIN), if required (see instructions)' }], left: EDGE.left, right: EDGE.right, ...row(302) },
  foreignTin: { no: '6a', caption: [{ text: 'Foreign tax identifying number (see instructions)' }], left: EDGE.left, right: MIDDLE, ...row(324) },
  referenceNumbers: { no: '7', caption: [{ text: 'Reference number(s) (see instructions)' }], left: EDGE.left, right: MIDDLE, ...row(346) },
  dateOfBirth: { no: '8', caption: [{ text: 'Date of birth (MM-DD-YYYY) (see instructions)' }], left: MIDDLE, right: EDGE.right, ...row(346) },
} satisfies Record<string, TField>;

/** Line 6b: a caption with leaders to its box, beside line 6a. */
export const LINE6B = { no: '6b', text: 'Check if FTIN not legally required', left: MIDDLE, right: EDGE.right, ...row(324) } as const;

export const PART_II: TPart = { top: 368, bottom: 380, tab: 'Part II', title: 'Claim of Tax Treaty Benefits', rest: ' (for chapter 3 purposes only) (see instructions)' };

/** The entries of lines 9 and 10, named as the answers name them. */
export type TTreatyEntry = 'treatyCountry' | 'treatyArticle' | 'treatyRate' | 'treatyIncomeType';
/**
 * Lines 9 and 10 are sentences with blanks: text runs and entries flow together, wrapping at words.
 * An entry is at least `width` wide (it starts a new line otherwise); `fill` runs it to the right edge.
 */
export type TFlowItem = TRun | { entry: TTreatyEntry; width: number; fill?: boolean };

export const TREATY = {
  left: EDGE.left + 18,
  right: EDGE.right - 2,
  /** Line spacing of the flowed lines: room for a value above each entry's rule. */
  step: 11.5,
  line9: {
    no: '9',
    baseline: 391,
    items: [
      { text: 'I certify that the beneficial owner is a resident of' },
      { entry: 'treatyCountry', width: 160, fill: true },
      { text: 'within the meaning of the income tax treaty between the United States and that country.' },
    ] as TFlowItem[],
  },
  line10: {
    no: '10',
    baseline: 418,
    items: [
      { text: 'Special rates and conditions', bold: true },
      { text: ' (if applicable—see instructions): The beneficial owner is claiming the provisions of Article and paragraph' },
      { entry: 'treatyArticle', width: 165 },
      { text: 'of the treaty identified on line 9 above to claim a' },
      { entry: 'treatyRate', width: 36 },
      { text: '% rate of withholding on (specify type of income):' },
      { entry: 'treatyIncomeType', width: 200, fill: true },
    ] as TFlowItem[],
  },
  explain: 'Explain the additional conditions in the Article and paragraph the beneficial owner meets to be eligible for the rate of withholding:',
  /** The explanation's ruled lines, after the sentence above. */
  explainLines: 2,
  bottom: 481,
} as const;

export const PART_III: TPart = { top: TREATY.bottom, bottom: 493, tab: 'Part III', title: 'Certification', rest: '' };

export const CERTIFICATION = {
  top: 495,
  intro: 'Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I further certify under penalties of perjury that:',
  bullets: [
    'I am the individual that is the beneficial owner (or am authorized to sign for the individual that is the beneficial owner) of all the income or proceeds to which this form relates or am using this form to document myself for chapter 4 purposes;',
    'The person named on line 1 of this form is not a U.S. person;',
    'This form relates to:',
    'The person named on line 1 of this form is a resident of the treaty country listed on line 9 of the form (if any) within the meaning of the income tax treaty between the United States and that country; and',
    'For broker transactions or barter exchanges, the beneficial owner is an exempt foreign person as defined in the instructions.',
  ],
  /** The items under "This form relates to:" (the third bullet). */
  relatesToBullet: 2,
  relatesTo: [
    '(a) income not effectively connected with the conduct of a trade or business in the United States;',
    '(b) income effectively connected with the conduct of a trade or business in the United States but is not subject to tax under an applicable income tax treaty;',
    '(c) the partner’s share of a partnership’s effectively connected taxable income; or',
    '(d) the partner’s amount realized from the transfer of a partnership interest subject to withholding under section 1446(f);',
  ],
  furthermore: [
    {
      text: 'Furthermore, I authorize this form to be provided to any withholding agent that has control, receipt, or custody of the income of which I am the beneficial owner or any withholding agent that can disburse or make payments of the income of which I am the beneficial owner.',
    },
    { text: ' I agree that I will submit a new form within 30 days if any certification made on this form becomes incorrect.', bold: true },
  ] as TRun[],
} as const;

/**
 * The Sign Here row: the capacity box, the signature line with the date beside it, and the printed
 * name. The signature box stands on the signature line, three times as wide as high (the engine's
 * LABEL_ASPECT), clear of the date.
 */
export const SIGN = {
  top: 648,
  bottom: 742,
  here: ['Sign', 'Here'],
  contentLeft: 96,
  capacity: { baseline: 658, text: 'I certify that I have the capacity to sign for the person identified on line 1 of this form.' },
  signature: { rule: 706, right: 440, label: 'Signature of beneficial owner (or individual authorized to sign for beneficial owner)' },
  box: { left: 100, top: 665, height: 40 },
  date: { left: 452, right: EDGE.right, label: 'Date (MM-DD-YYYY)' },
  printName: { rule: 730, right: EDGE.right, label: 'Print name of signer' },
} as const;

export const FOOTER = {
  baseline: 751,
  notice: 'For Paperwork Reduction Act Notice, see separate instructions.',
  catalogue: 'Cat. No. 25047Z',
  catalogueLeft: 340,
  form: 'Form W-8BEN (Rev. 10-2021)',
} as const;
