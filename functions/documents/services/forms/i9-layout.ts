/**
 * Page 1 of Form I-9, Employment Eligibility Verification (USCIS, Edition 01/20/25, OMB No.
 * 1615-0047, expires 05/31/2027), as data: the official texts and where each block sits; page 2, the
 * Lists of Acceptable Documents, is i9-lists-layout.ts. The renderer (i9-pdf.ts) only draws what is
 * declared here. Coordinates are points from the top-left corner of a US Letter page, as in
 * w9-layout.ts. Supplement A (Preparer and/or Translator Certification for Section 1, page 3) and
 * Supplement B (Reverification and Rehire, page 4) are out of scope and not rendered; page 1 keeps
 * the form's own pointers to them ("on Page 3", "on Page 4", "Page 1 of 4").
 *
 * Wording sources (no uscis.gov copy of the 01/20/25 PDF was in the search index; third-party copies
 * and public implementations of it, each passage matched in at least two of them unless noted):
 * - Edition and expiry: https://tbowleslaw.com/verification-modification-minor-changes-to-form-i-9-language/
 *   (“the 01/20/25 edition … expires May 31, 2027”), https://employer-law.com/form-i-9-updated-2
 *   (“Edition Date of 1/20/25 and an expiration date of 5/31/2027”), and
 *   https://boodlaw.com/blog/ensure-all-irs-forms-are-current-for-ice-compliance, which lists the
 *   changes against the 08/01/23 edition: the fourth box renamed “An alien authorized to work”, two
 *   List B descriptions revised (“gender” became “sex”), the instructions’ privacy notice.
 * - The 08/01/23 page 1 as the USCIS PDF’s own text (header, START HERE, ANTI-DISCRIMINATION NOTICE,
 *   Section 1 heading, the field captions of rows 1–3, the start of the perjury statement):
 *   https://github.com/user-attachments/files/16629026/Registration.2024.pdf (Expires 07/31/2026).
 * - The 01/20/25 page 1 in full (the four boxes with “4. An alien authorized to work until (exp.
 *   date, if any)”, “If you check Item Number 4., enter one of these:”, the Section 2 heading and
 *   text, the document table’s rows, “Additional Information”, the alternative-procedure box, the
 *   certification, the employer’s captions, the Supplement B pointer and the “Form I-9 Edition
 *   01/20/25 / Page 1 of 4” footer): public implementations of that edition read through the code
 *   search, which gives no address for them (one states I9_EDITION = '01/20/25', I9_EXPIRES =
 *   '05/31/2027'), agreeing with https://developer.everee.com/reference/countersign-i-9 on the
 *   employer’s captions.
 * - https://www.uscis.gov/i-9-central/i-9-central-questions-answers/faq/section-1-expiration-date-required-employees-attest-alien-authorized-work
 *   (box 4’s “N/A” when the authorization does not expire) and
 *   https://www.uscis.gov/i-9-central/complete-correct-form-i-9/completing-section-1-employee-information-and-attestation
 *   (one name only: last name, and “Unknown” as the first name).
 * - Formats: https://www.atf.gov/firearms/qa/what-alien-number-or-admission-number (the A-Number
 *   is 7, 8 or 9 digits); the Form I-94 number is 11 characters, with a letter in the tenth place
 *   since 2019 (https://photobooth.online/en-us/blog/alien-registration-i-94-number-on-passport, one source).
 * Not verified: whether the 01/20/25 edition spaces “OMB No. 1615-0047” (the 08/01/23 PDF’s text
 * reads “OMB No.1615-0047”); the bold and italic runs inside the notices; the DHS seal (not drawn);
 * and the layout, which follows the official page by eye, not by measurement.
 */
import type { TRun } from './pdf-draw.js';

export const PAGE = { width: 612, height: 792 } as const;
export const EDGE = { left: 36, right: 576 } as const;
export const SIZE = { caption: 6.4, body: 7, small: 6, value: 9, cell: 7.5 } as const;
export const LEADING = 1.25;
/** The form's pages this rendition has: page 1 and the lists; a signed file's later pages are the engine's. */
export const FORM_PAGES = 2;

export const TITLE = 'Employment Eligibility Verification';

export const HEADER = {
  top: 30,
  bottom: 76,
  title: { text: TITLE, baseline: 48, size: 14 },
  agency: [
    { text: 'Department of Homeland Security', baseline: 60, bold: true },
    { text: 'U.S. Citizenship and Immigration Services', baseline: 70, bold: false },
  ],
  right: [
    { text: 'USCIS', baseline: 42, size: 9, bold: true },
    { text: 'Form I-9', baseline: 52, size: 9, bold: true },
    { text: 'OMB No. 1615-0047', baseline: 62, size: 7, bold: false },
    { text: 'Expires 05/31/2027', baseline: 71, size: 7, bold: false },
  ],
} as const;

export const NOTICES = {
  top: 79,
  startHere: [
    { text: 'START HERE:', bold: true },
    {
      text: ' Employers must ensure the form instructions are available to employees when completing this form. Employers are liable for failing to comply with the requirements for completing this form. See below and the Instructions.',
    },
  ] as TRun[],
  antiDiscrimination: [
    { text: 'ANTI-DISCRIMINATION NOTICE:', bold: true },
    {
      text: ' All employees can choose which acceptable documentation to present for Form I-9. Employers cannot ask employees for documentation to verify information in Section 1, or specify which acceptable documentation employees must present for Section 2 or Supplement B, Reverification and Rehire. Treating employees differently based on their citizenship, immigration status, or national origin may be illegal.',
    },
  ] as TRun[],
} as const;

/** A shaded section heading: its lead in bold, then its instructions. */
export const SECTION1_BAR = {
  top: 130,
  bottom: 152,
  runs: [
    { text: 'Section 1. Employee Information and Attestation:', bold: true },
    { text: ' Employees must complete and sign Section 1 of Form I-9 no later than the' },
    { text: ' first day of employment', bold: true },
    { text: ', but not before accepting a job offer.' },
  ] as TRun[],
} as const;

/** A captioned entry: the caption at the top, the value on the bottom. */
export type TCell = { caption: string; left: number; right: number; top: number; bottom: number };

const row = (top: number, bottom: number, cells: [caption: string, left: number, right: number][]) =>
  cells.map(([caption, left, right]) => ({ caption, left, right, top, bottom }));
const [lastName, firstName, middleInitial, otherLastNames] = row(152, 178, [
  ['Last Name (Family Name)', EDGE.left, 186],
  ['First Name (Given Name)', 186, 336],
  ['Middle Initial (if any)', 336, 416],
  ['Other Last Names Used (if any)', 416, EDGE.right],
]);
const [address, apartment, city, state, zipCode] = row(178, 204, [
  ['Address (Street Number and Name)', EDGE.left, 236],
  ['Apt. Number (if any)', 236, 306],
  ['City or Town', 306, 446],
  ['State', 446, 496],
  ['ZIP Code', 496, EDGE.right],
]);
const [dateOfBirth, ssn, email, phone] = row(204, 230, [
  ['Date of Birth (mm/dd/yyyy)', EDGE.left, 146],
  ['U.S. Social Security Number', 146, 266],
  ['Employee’s Email Address', 266, 436],
  ['Employee’s Telephone Number', 436, EDGE.right],
]);
export const IDENTITY = { lastName, firstName, middleInitial, otherLastNames, address, apartment, city, state, zipCode, dateOfBirth, ssn, email, phone } as Record<
  'lastName' | 'firstName' | 'middleInitial' | 'otherLastNames' | 'address' | 'apartment' | 'city' | 'state' | 'zipCode' | 'dateOfBirth' | 'ssn' | 'email' | 'phone',
  TCell
>;

/** The perjury statement at the left, the four boxes and box 4's numbers at the right. */
export const ATTESTATION = {
  top: 230,
  bottom: 352,
  divider: 176,
  statement:
    'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form. I attest, under penalty of perjury, that this information, including my selection of the box attesting to my citizenship or immigration status, is true and correct.',
  prompt: 'Check one of the following boxes to attest to your citizenship or immigration status (See page 2 and 3 of the instructions.):',
  boxX: 184,
  /** Where the entry lines after boxes 3 and 4 end. */
  entryRight: 572,
  /** The boxes in the form's order; 3 and 4 are followed by their entry line. */
  boxes: [
    { value: 'CITIZEN', baseline: 262, label: '1. A citizen of the United States' },
    { value: 'NONCITIZEN_NATIONAL', baseline: 275, label: '2. A noncitizen national of the United States (See Instructions.)' },
    { value: 'PERMANENT_RESIDENT', baseline: 288, label: '3. A lawful permanent resident (Enter USCIS or A-Number.)' },
    { value: 'AUTHORIZED_TO_WORK', baseline: 301, label: '4. An alien authorized to work until (exp. date, if any)' },
  ],
  oneOfThese: { baseline: 314, text: 'If you check Item Number 4., enter one of these:' },
  /** Box 4's three numbers, side by side with "OR" between them. */
  numbers: {
    top: 318,
    bottom: 348,
    or: 'OR',
    cells: [
      { key: 'aNumber', caption: 'USCIS A-Number', left: 184, right: 300 },
      { key: 'i94Number', caption: 'Form I-94 Admission Number', left: 318, right: 434 },
      { key: 'passport', caption: 'Foreign Passport Number and Country of Issuance', left: 452, right: 572 },
    ],
  },
} as const;

/** A row holding a signature: its caption, the box the engine draws the signature into, and the date beside it. */
export type TSignRow = { top: number; bottom: number; signature: TCell; box: { left: number; top: number; height: number }; date: TCell };

export const SIGN1: TSignRow = {
  top: 352,
  bottom: 388,
  signature: { caption: 'Signature of Employee', left: EDGE.left, right: 436, top: 352, bottom: 388 },
  box: { left: 44, top: 361, height: 26 },
  date: { caption: 'Today’s Date (mm/dd/yyyy)', left: 436, right: EDGE.right, top: 352, bottom: 388 },
};

export const PREPARER_NOTE = {
  baseline: 397,
  text: 'If a preparer and/or translator assisted you in completing Section 1, that person MUST complete the Preparer and/or Translator Certification on Page 3.',
} as const;

export const SECTION2_BAR = {
  top: 404,
  bottom: 444,
  runs: [
    { text: 'Section 2. Employer Review and Verification:', bold: true },
    {
      text: ' Employers or their authorized representative must complete and sign Section 2 within three business days after the employee’s first day of employment, and must physically examine, or examine consistent with an alternative procedure authorized by the Secretary of DHS, documentation from List A OR a combination of documentation from List B and List C. Enter any additional documentation in the Additional Information box; see Instructions.',
    },
  ] as TRun[],
} as const;

/**
 * The document table: a header row, then twelve rows of the List A column (three documents of four
 * rows each); Lists B and C use the first four rows, and the Additional Information box with the
 * alternative-procedure box fills the rest of their width.
 */
export const DOCUMENTS = {
  top: 444,
  headerBottom: 456,
  rowHeight: 12,
  labels: { left: EDGE.left, right: 128 },
  columns: { A: { left: 128, right: 292 }, B: { left: 308, right: 442 }, C: { left: 442, right: EDGE.right } },
  heads: { A: 'List A', or: 'OR', B: 'List B', and: 'AND', C: 'List C' },
  rows: [
    'Document Title 1',
    'Issuing Authority',
    'Document Number (if any)',
    'Expiration Date (if any)',
    'Document Title 2 (if any)',
    'Issuing Authority',
    'Document Number (if any)',
    'Expiration Date (if any)',
    'Document Title 3 (if any)',
    'Issuing Authority',
    'Document Number (if any)',
    'Expiration Date (if any)',
  ],
  additional: { caption: 'Additional Information', firstRow: 4 },
  alternative: 'Check here if you used an alternative procedure authorized by DHS to examine documents.',
} as const;
/** The bottom of the document table. */
export const DOCUMENTS_BOTTOM = DOCUMENTS.headerBottom + DOCUMENTS.rows.length * DOCUMENTS.rowHeight;

export const CERTIFICATION = {
  top: DOCUMENTS_BOTTOM,
  bottom: DOCUMENTS_BOTTOM + 38,
  runs: [
    { text: 'Certification:', bold: true },
    {
      text: ' I attest, under penalty of perjury, that (1) I have examined the documentation presented by the above-named employee, (2) the above-listed documentation appears to be genuine and to relate to the employee named, and (3) to the best of my knowledge, the employee is authorized to work in the United States.',
      bold: true,
    },
  ] as TRun[],
  firstDay: { caption: 'First Day of Employment (mm/dd/yyyy):', left: 436, right: EDGE.right, top: DOCUMENTS_BOTTOM, bottom: DOCUMENTS_BOTTOM + 38 },
} as const;

const S2_TOP = CERTIFICATION.bottom;
export const EMPLOYER = {
  name: { caption: 'Last Name, First Name and Title of Employer or Authorized Representative', left: EDGE.left, right: 246, top: S2_TOP, bottom: S2_TOP + 38 },
  sign: {
    top: S2_TOP,
    bottom: S2_TOP + 38,
    signature: { caption: 'Signature of Employer or Authorized Representative', left: 246, right: 456, top: S2_TOP, bottom: S2_TOP + 38 },
    box: { left: 252, top: S2_TOP + 10, height: 26 },
    date: { caption: 'Today’s Date (mm/dd/yyyy)', left: 456, right: EDGE.right, top: S2_TOP, bottom: S2_TOP + 38 },
  } satisfies TSignRow,
  business: { caption: 'Employer’s Business or Organization Name', left: EDGE.left, right: 246, top: S2_TOP + 38, bottom: S2_TOP + 64 },
  businessAddress: {
    caption: 'Employer’s Business or Organization Address, City or Town, State, ZIP Code',
    left: 246,
    right: EDGE.right,
    top: S2_TOP + 38,
    bottom: S2_TOP + 64,
  },
} as const;

export const SUPPLEMENT_B_NOTE = { baseline: S2_TOP + 76, text: 'For reverification or rehire, complete Supplement B, Reverification and Rehire on Page 4.' } as const;

export const FOOTER = { baseline: 760, edition: 'Form I-9 Edition 01/20/25', page: (n: number) => `Page ${n} of 4` } as const;
