/**
 * Page 1 of Form 8822-B, Change of Address or Responsible Party — Business (Rev. December 2019), as
 * data: the official texts and where each block sits. The renderer (f8822b-pdf.ts) only draws what is
 * declared here. Coordinates are points from the top-left corner of a US Letter page, as in w9-layout.ts.
 * Page 2 (the instructions and the "Where To File" table) is left out: the header points to it.
 *
 * Wording sources (no irs.gov copy of the form's text was in the search index; third-party copies):
 * - The revision and OMB number: a field map of the IRS's fillable f8822b.pdf, "Rev. December 2019,
 *   OMB No. 1545-1163" (a public repository the code search does not name); a PDF generator's header
 *   comment, "Source: https://www.irs.gov/pub/irs-pdf/f8822b.pdf (Rev. December 2019)" (likewise);
 *   https://navajotax.org/?p=5877 ("The current revision is December 2019 … the IRS has not released a
 *   newer version", mid-2026); http://https.omb.report/icr/202505-1545-012/doc/162946300 (Forms 8822
 *   and 8822-B share OMB control number 1545-1163).
 * - The line structure, line numbers and their short captions (tax-exempt box above line 1; lines 1–3;
 *   4a "Business name"; 4b "Employer identification number"; 5 "Old mailing address"; 6 "New mailing
 *   address"; 7 "New business location", each with foreign country/province/postal spaces; 8 "New
 *   responsible party's name"; 9 "New responsible party's SSN, ITIN, or EIN"; line 10 the daytime
 *   telephone (optional), "Signature of owner, officer, or representative", "Date" and "Title"): the
 *   field map and the generator above, which agree field for field, and the generator's form UI.
 * - Lines 1 and 2 verbatim ("(Forms 720, 940, 941, 990, 1041, 1065, 1120, etc.)", "(Forms 5500,
 *   5500-EZ, etc.)") and "Check all boxes this change affects": that form UI; the same form lists in
 *   https://www.teachmepersonalfinance.com/irs-form-8822-b-instructions and
 *   https://instafill.ai/forms/form-8822-b-change-of-address-or-responsible-party-business/instructions.
 * - "Before you begin: If you are also changing your home address, use Form 8822 to report that
 *   change.": https://gist.github.com/b0722cb897dc86cae86fec3524204255 (a verbatim fragment), and
 *   teachmepersonalfinance above (paraphrased, with the tax-exempt box "just above Line 1").
 * - "Foreign country name", "Foreign province/county", "Foreign postal code": the form UI above and
 *   instafill; the same captions on Form 8822 (Rev. February 2021),
 *   https://ses.stf.com/bookmarks/Donna%20Gouse/fed_wsw/0004/2023080811301591630872.htm.
 * Not verified (no copy of these passages was found; written after the sister Form 8822, whose header
 * and address captions the ses.stf.com copy shows, and after the sources' paraphrases):
 * - the full captions of lines 5–7 after their short names ("(no., street, room or suite no., city or
 *   town, state, and ZIP code). If a P.O. box, see instructions. If foreign address, also complete
 *   spaces below, see instructions."; instafill's "room or suite number" supports "room or suite no.");
 * - the tax-exempt line's exact words ("(see instructions), check here"; the generator quotes it as
 *   "If you are a tax-exempt organization... check here");
 * - the header's instruction lines ("Please type or print.", "See instructions on back.", "Do not
 *   attach this form to your return.", and "Go to www.irs.gov/Form8822B for the latest information."
 *   — the IRS's wording for forms carrying their own instructions; it may read "for instructions and
 *   the latest information");
 * - "Daytime telephone number of person to contact (optional)", "Sign Here", and "Signature" as line
 *   10's heading (the field map only numbers the row 10);
 * - the footer: "For Privacy Act and Paperwork Reduction Act Notice, see back of form." (Form 8822's),
 *   "Cat. No. 57465B" (recalled, no source found) and "Form 8822-B (Rev. 12-2019)";
 * - the layout itself, drawn from the sources' order of fields, not measured from the official page.
 */
import { F8822B_REVISION, type TF8822bAnswers } from '../../../../shared/documents/form-kinds/f8822b.schema.js';
import type { TRun } from './pdf-draw.js';

export const PAGE = { width: 612, height: 792 } as const;
export const EDGE = { left: 36, right: 576 } as const;
/** `minValue`: the smallest size a long value is set at before it is cut with an ellipsis. */
export const SIZE = { caption: 6.6, body: 7.5, value: 10, minValue: 6 } as const;
export const LEADING = 1.25;
export const REVISION = F8822B_REVISION;
export const ARROW = '▶';

export const HEADER = {
  top: 36,
  bottom: 90,
  /** The three columns: form number, title, OMB number. */
  leftColumnRight: 150,
  rightColumnLeft: 480,
  form: 'Form',
  formNumber: '8822-B',
  revision: `(${F8822B_REVISION})`,
  agency: ['Department of the Treasury', 'Internal Revenue Service'],
  title: 'Change of Address or Responsible Party — Business',
  /** The instruction lines under the title, each after an arrow. */
  instructions: [['Please type or print.', 'See instructions on back.', 'Do not attach this form to your return.'], ['Go to www.irs.gov/Form8822B for the latest information.']],
  omb: 'OMB No. 1545-1163',
} as const;

export const BEFORE_YOU_BEGIN = {
  baseline: 102,
  runs: [{ text: 'Before you begin:', bold: true }, { text: ' If you are also changing your home address, use Form 8822 to report that change.' }] as TRun[],
  /** The tax-exempt box: its line, and the leaders that run to the box at the right edge. */
  taxExempt: { baseline: 114, text: 'If you are a tax-exempt organization (see instructions), check here' },
  bottom: 120,
} as const;

/** Lines 1–3: a number, a box and its label on each row. */
export const CHECK = {
  heading: { baseline: 132, text: 'Check all boxes this change affects:' },
  noX: EDGE.left + 2,
  boxX: 52,
  rows: [
    { no: '1', key: 'businessReturns', baseline: 146, label: 'Employment, excise, income, and other business returns (Forms 720, 940, 941, 990, 1041, 1065, 1120, etc.)' },
    { no: '2', key: 'employeePlanReturns', baseline: 159, label: 'Employee plan returns (Forms 5500, 5500-EZ, etc.)' },
    { no: '3', key: 'businessLocation', baseline: 172, label: 'Business location' },
  ] satisfies { no: string; key: keyof TF8822bAnswers; baseline: number; label: string }[],
  bottom: 180,
} as const;

/** A captioned entry box: its number, caption, and box (single-line values print at the bottom). */
export type TField = { no: string; caption: TRun[]; left: number; right: number; top: number; bottom: number };

export const FIELDS = {
  businessName: { no: '4a', caption: [{ text: 'Business name' }], left: EDGE.left, right: 420, top: 180, bottom: 208 },
  ein: { no: '4b', caption: [{ text: 'Employer identification number' }], left: 420, right: EDGE.right, top: 180, bottom: 208 },
  partyName: { no: '8', caption: [{ text: 'New responsible party’s name' }], left: EDGE.left, right: EDGE.right, top: 424, bottom: 452 },
  partyTin: { no: '9', caption: [{ text: 'New responsible party’s SSN, ITIN, or EIN' }], left: EDGE.left, right: EDGE.right, top: 452, bottom: 480 },
} satisfies Record<string, TField>;

const MAILING_TAIL = ' (no., street, room or suite no., city or town, state, and ZIP code). If a P.O. box, see instructions. If foreign address, also complete spaces below, see instructions.';

/**
 * Lines 5–7: the address box (two value lines: street and suite; city, state and ZIP code) and, under
 * it, the foreign address row. `lines` are the value lines' baselines.
 */
export type TAddressField = TField & { lines: [number, number]; foreignBottom: number };
export const ADDRESSES = {
  oldMailingAddress: { no: '5', caption: [{ text: `Old mailing address${MAILING_TAIL}` }], left: EDGE.left, right: EDGE.right, top: 208, bottom: 256, lines: [239, 252], foreignBottom: 280 },
  newMailingAddress: { no: '6', caption: [{ text: `New mailing address${MAILING_TAIL}` }], left: EDGE.left, right: EDGE.right, top: 280, bottom: 328, lines: [311, 324], foreignBottom: 352 },
  newBusinessLocation: {
    no: '7',
    caption: [{ text: 'New business location (no., street, room or suite no., city or town, state, and ZIP code). If a foreign address, also complete spaces below, see instructions.' }],
    left: EDGE.left,
    right: EDGE.right,
    top: 352,
    bottom: 400,
    lines: [383, 396],
    foreignBottom: 424,
  },
} satisfies Record<'oldMailingAddress' | 'newMailingAddress' | 'newBusinessLocation', TAddressField>;

/** The foreign address row under each of lines 5–7: left blank (the portal takes US addresses only). */
export const FOREIGN = [
  { caption: 'Foreign country name', left: EDGE.left + 14, right: 300 },
  { caption: 'Foreign province/county', left: 300, right: 460 },
  { caption: 'Foreign postal code', left: 460, right: EDGE.right },
] as const;

/** Line 10: its heading, the telephone row, and the Sign Here row with the Title under the signature. */
export const LINE10 = { no: '10', caption: 'Signature', top: 480, baseline: 491 } as const;
export const PHONE = { top: 494, bottom: 516, label: 'Daytime telephone number of person to contact (optional)' } as const;

/**
 * The Sign Here row. The signature box sits in the lower part of its sub-row, right of "Signature of
 * owner, officer, or representative ▶", three times as wide as high (the engine's LABEL_ASPECT).
 */
export const SIGN = {
  top: 516,
  bottom: 584,
  here: ['Sign', 'Here'],
  tabRight: 80,
  label: ['Signature of owner, officer,', 'or representative'],
  labelLeft: 84,
  /** The sub-row of the signature and date; the Title line runs under it. */
  signatureBottom: 558,
  box: { left: 234, top: 524, height: 32 },
  date: { label: 'Date', left: 400, valueLeft: 432 },
  title: { label: 'Title', baseline: 578, left: 84 },
} as const;

export const FOOTER = {
  baseline: 596,
  privacy: 'For Privacy Act and Paperwork Reduction Act Notice, see back of form.',
  catalogueLeft: 372,
  catalogue: 'Cat. No. 57465B',
  form: 'Form 8822-B (Rev. 12-2019)',
} as const;
