/**
 * Page 1 of Form W-9 (Rev. March 2024) as data: the official texts and where each block sits. The
 * renderer (w9-pdf.ts) only draws what is declared here, so a wording or position check reads one file.
 *
 * Coordinates are in points measured from the top-left corner of a US Letter page (the way the form
 * is read and the way the signing engine places boxes); the renderer flips them for pdf-lib.
 *
 * Wording sources (third-party copies of the IRS form; no irs.gov page was in the search index), each
 * passage matched in at least two of them:
 * - http://docucentre.sibfl.net/WebLink/0/doc/2652659/Page1.aspx (a filed Rev. March 2024 W-9, page 1:
 *   header, "Before you begin", "Print or type. See Specific Instructions on page 3.", lines 1–4, the 3a note)
 * - https://ses.stf.com/bookmarks/Donna%20Gouse/fed_wsw/0013/2023080811381631732674.htm (text of the
 *   IRS PDF, Rev. March 2024: header, lines 1–5)
 * - https://driveronboarding.blueribbontaxi.com/NewDriverRegistration/W9Form (lines 1–7, line 4's
 *   FATCA caption, "(Applies to accounts maintained outside the United States.)", the requester box)
 * - Part I, Part II items 1–4, "Certification instructions." and the Sign Here row: a verbatim text
 *   extract of the Rev. March 2024 page 1 quoted in a public repository (the code search gives no
 *   address for it), agreeing word for word with several public W-9 implementations.
 * - http://docucentre.sibfl.net/WebLink/0/doc/2652659/Page5.aspx (Part II instructions: a payee subject
 *   to backup withholding crosses out item 2 before signing).
 * Not verified: the footer's "Cat. No. 10231X" (found only in one public app; it is the catalogue number
 * of earlier revisions too), and the layout itself, which follows the official page by eye, not by
 * measurement. The General Instructions that start at the foot of the official page 1 are left out:
 * the header points to www.irs.gov/FormW9 for them.
 */
import type { TW9Classification } from '../../../../shared/documents/forms.schema.js';

export const PAGE = { width: 612, height: 792 } as const;
/** The form's outer edges: half-inch margins, as on the official form. */
export const EDGE = { left: 36, right: 576 } as const;

export const SIZE = { caption: 6.6, small: 6, value: 10, partTitle: 9 } as const;
/** Line spacing of captions and paragraphs, as a multiple of the font size. */
export const LEADING = 1.25;

/** A run of text inside a paragraph; `bold` runs are the form's lead-ins ("Note:", "Before you begin."). */
export type TRun = { text: string; bold?: boolean };

export const HEADER = {
  top: 36,
  bottom: 92,
  /** The three columns: form number, title, "Give form to the requester". */
  leftColumnRight: 140,
  rightColumnLeft: 482,
  form: 'Form',
  formNumber: 'W-9',
  revision: '(Rev. March 2024)',
  agency: ['Department of the Treasury', 'Internal Revenue Service'],
  title: ['Request for Taxpayer', 'Identification Number and Certification'],
  goTo: 'Go to www.irs.gov/FormW9 for instructions and the latest information.',
  give: ['Give form to the', 'requester. Do not', 'send to the IRS.'],
} as const;

export const BEFORE_YOU_BEGIN = {
  baseline: 101,
  bottom: 105,
  runs: [{ text: 'Before you begin.', bold: true }, { text: ' For guidance related to the purpose of Form W-9, see Purpose of Form, below.' }] as TRun[],
} as const;

/** The rotated note in the narrow strip left of lines 1–7. */
export const STRIP = {
  left: EDGE.left,
  right: 52,
  top: BEFORE_YOU_BEGIN.bottom,
  bottom: 347,
  runs: [{ text: 'Print or type.', bold: true }, { text: '     See Specific Instructions on page 3.' }] as TRun[],
} as const;

/** A captioned entry box of lines 1–7: its number, caption, and box (the value prints at the bottom). */
export type TField = { no: string; caption: TRun[]; left: number; right: number; top: number; bottom: number };

const FIELD_LEFT = STRIP.right;
/** Line 4 is a column at the right of lines 3a and 3b; the requester's box sits right of lines 5 and 6. */
export const LINE4_LEFT = 438;
export const REQUESTER_LEFT = 380;

export const FIELDS = {
  name: {
    no: '1',
    caption: [
      {
        text: 'Name of entity/individual. An entry is required. (For a sole proprietor or disregarded entity, enter the owner’s name on line 1, and enter the business/disregarded entity’s name on line 2.)',
      },
    ],
    left: FIELD_LEFT,
    right: EDGE.right,
    top: 105,
    bottom: 137,
  },
  businessName: { no: '2', caption: [{ text: 'Business name/disregarded entity name, if different from above.' }], left: FIELD_LEFT, right: EDGE.right, top: 137, bottom: 159 },
  address: { no: '5', caption: [{ text: 'Address (number, street, and apt. or suite no.). See instructions.' }], left: FIELD_LEFT, right: REQUESTER_LEFT, top: 281, bottom: 303 },
  city: { no: '6', caption: [{ text: 'City, state, and ZIP code' }], left: FIELD_LEFT, right: REQUESTER_LEFT, top: 303, bottom: 325 },
  accounts: { no: '7', caption: [{ text: 'List account number(s) here (optional)' }], left: FIELD_LEFT, right: EDGE.right, top: 325, bottom: 347 },
  requester: { no: '', caption: [{ text: 'Requester’s name and address (optional)' }], left: REQUESTER_LEFT, right: EDGE.right, top: 281, bottom: 325 },
} satisfies Record<string, TField>;

/** Line 3a: the caption, the seven boxes and the LLC note, between lines 2 and 3b. */
export const LINE3A = {
  no: '3a',
  left: FIELD_LEFT,
  right: LINE4_LEFT,
  top: 159,
  bottom: 245,
  caption: [
    { text: 'Check the appropriate box for federal tax classification of the entity/individual whose name is entered on line 1. Check only one of the following seven boxes.' },
  ] as TRun[],
  /** The first row of boxes: each class and where its box starts. */
  row1: { baseline: 188, boxes: [
    { value: 'INDIVIDUAL', label: 'Individual/sole proprietor', x: 64 },
    { value: 'C_CORPORATION', label: 'C corporation', x: 180 },
    { value: 'S_CORPORATION', label: 'S corporation', x: 246 },
    { value: 'PARTNERSHIP', label: 'Partnership', x: 312 },
    { value: 'TRUST_ESTATE', label: 'Trust/estate', x: 370 },
  ] satisfies { value: TW9Classification; label: string; x: number }[] },
  llc: { baseline: 200, x: 64, label: 'LLC. Enter the tax classification (C = C corporation, S = S corporation, P = Partnership)', entryLeft: 412 },
  note: {
    top: 204,
    left: 74,
    runs: [
      { text: 'Note:', bold: true },
      {
        text: ' Check the “LLC” box above and, in the entry space, enter the appropriate code (C, S, or P) for the tax classification of the LLC, unless it is a disregarded entity. A disregarded entity should instead check the appropriate box for the tax classification of its owner.',
      },
    ] as TRun[],
  },
  other: { baseline: 239, x: 64, label: 'Other (see instructions)', entryLeft: 160 },
} as const;

/** Line 3b: a flow-through entity's foreign partners, owners or beneficiaries; its box ends the last line. */
export const LINE3B = {
  no: '3b',
  left: FIELD_LEFT,
  right: LINE4_LEFT,
  top: 245,
  bottom: 281,
  text: 'If on line 3a you checked “Partnership” or “Trust/estate,” or checked “LLC” and entered “P” as its tax classification, and you are providing this form to a partnership, trust, or estate in which you have an ownership interest, check this box if you have any foreign partners, owners, or beneficiaries. See instructions',
} as const;

export const LINE4 = {
  no: '4',
  left: LINE4_LEFT,
  right: EDGE.right,
  top: 159,
  bottom: 281,
  caption: [{ text: 'Exemptions (codes apply only to certain entities, not individuals; see instructions on page 3):' }] as TRun[],
  exemptPayee: { top: 190, label: 'Exempt payee code (if any)' },
  fatca: { top: 206, label: 'Exemption from Foreign Account Tax Compliance Act (FATCA) reporting code (if any)' },
  applies: { top: 260, text: '(Applies to accounts maintained outside the United States.)' },
  /** Where the codes print: a short entry line at the column's right. */
  entryLeft: 550,
} as const;

/** A "Part" bar: the black tab with white text, then the title. */
export const PART_I = { top: 347, bottom: 359, tab: 'Part I', title: 'Taxpayer Identification Number (TIN)' } as const;
export const PART_II = { top: 441, bottom: 453, tab: 'Part II', title: 'Certification' } as const;

export const TIN = {
  text: {
    left: EDGE.left,
    right: 384,
    top: 361,
    paragraphs: [
      [
        {
          text: 'Enter your TIN in the appropriate box. The TIN provided must match the name given on line 1 to avoid backup withholding. For individuals, this is generally your social security number (SSN). However, for a resident alien, sole proprietor, or disregarded entity, see the instructions for Part I, later. For other entities, it is your employer identification number (EIN). If you do not have a number, see How to get a TIN, later.',
        },
      ],
      [
        { text: 'Note:', bold: true },
        { text: ' If the account is in more than one name, see the instructions for line 1. See also What Name and Number To Give the Requester for guidelines on whose number to enter.' },
      ],
    ] as TRun[][],
  },
  columnLeft: 392,
  or: { baseline: 405, text: 'or' },
  /** Digit cells: a gap (where the dash is drawn) after the listed cell counts. */
  SSN: { label: 'Social security number', labelBaseline: 369, top: 373, groups: [3, 2, 4] },
  EIN: { label: 'Employer identification number', labelBaseline: 417, top: 421, groups: [2, 7] },
  cell: { width: 15, height: 16, gap: 10, left: 400 },
} as const;

/** The cells of a TIN box, left to right: one per digit. */
export function tinCells(kind: 'SSN' | 'EIN'): { x: number; top: number; width: number; height: number }[] {
  const { cell } = TIN;
  const cells: { x: number; top: number; width: number; height: number }[] = [];
  let x = cell.left;
  for (const count of TIN[kind].groups) {
    for (let i = 0; i < count; i += 1) {
      cells.push({ x, top: TIN[kind].top, width: cell.width, height: cell.height });
      x += cell.width;
    }
    x += cell.gap;
  }
  return cells;
}

export const CERTIFICATION = {
  left: EDGE.left,
  right: EDGE.right,
  top: 455,
  intro: 'Under penalties of perjury, I certify that:',
  items: [
    '1. The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be issued to me); and',
    '2. I am not subject to backup withholding because (a) I am exempt from backup withholding, or (b) I have not been notified by the Internal Revenue Service (IRS) that I am subject to backup withholding as a result of a failure to report all interest or dividends, or (c) the IRS has notified me that I am no longer subject to backup withholding; and',
    '3. I am a U.S. citizen or other U.S. person (defined below); and',
    '4. The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
  ],
  /** Index of the item a payee notified of backup withholding crosses out. */
  backupWithholdingItem: 1,
  instructions: [
    { text: 'Certification instructions.', bold: true },
    {
      text: ' You must cross out item 2 above if you have been notified by the IRS that you are currently subject to backup withholding because you have failed to report all interest and dividends on your tax return. For real estate transactions, item 2 does not apply. For mortgage interest paid, acquisition or abandonment of secured property, cancellation of debt, contributions to an individual retirement arrangement (IRA), and, generally, payments other than interest and dividends, you are not required to sign the certification, but you must provide your correct TIN. See the instructions for Part II, later.',
    },
  ] as TRun[],
} as const;

/**
 * The Sign Here row. The signature box sits at the bottom of the row, right of "Signature of U.S.
 * person ▶", three times as wide as high (the engine's LABEL_ASPECT).
 */
export const SIGN = {
  top: 578,
  bottom: 620,
  here: ['Sign', 'Here'],
  tabRight: 80,
  label: ['Signature of', 'U.S. person'],
  labelLeft: 84,
  box: { left: 140, top: 585, height: 34 },
  date: { label: 'Date', left: 400, valueLeft: 432 },
} as const;

export const FOOTER = { baseline: 756, catalogueLeft: 300, catalogue: 'Cat. No. 10231X', form: 'Form W-9 (Rev. 3-2024)' } as const;

export const ARROW = '▶';
