/**
 * Page 1 of New York State Form IT-2104, Employee’s Withholding Allowance Certificate, as data: the
 * official texts and where each block sits. The renderer (it2104-pdf.ts) only draws what is declared
 * here, so a wording or position check reads one file. Coordinates are points from the top-left corner
 * of a US Letter page, as in w4-layout.ts.
 *
 * No tax.ny.gov copy of the 2026 form was in the search index; the newest revision found is the one
 * that asks “Are you a resident of New York City (this includes the Bronx, Brooklyn, Manhattan, Queens,
 * and Staten Island)?”, seen in two copies uploaded in 2024 (their extracts do not show the revision’s
 * year):
 * - https://www.scribd.com/document/729612168/NY-MPV-53382-1712764137983 (a filled page 1, April 2024):
 *   the header, the identity rows (“Your Social Security number”), filing status and its Note, both
 *   residence questions, “Before making any entries, see the Note below, …” and lines 1–5 with
 *   “(from line 19, if using worksheet)” and “(from line 31, if using worksheet)”, “I certify …”.
 * - https://www.scribd.com/document/809726485/it2104-fill-in (the blank fill-in form, late 2024; stored
 *   under a proxy address, https://summer-heart-0930.chufeiyun1688.workers.dev:443/https/www.scribd.com/document/809726485/it2104-fill-in):
 *   the same texts, then the Penalty paragraph, “Employee’s signature”, “Date” and “Employee: Give
 *   this form to your employer and keep a copy fo…”, where the extract stops. The revision before it
 *   (https://info.5y1.org/like-in-other-words_1_a4c7c3.html: line 19 and line 31 too, but no boroughs)
 *   has the same employee’s line; earlier ones read “Employee: detach this page and give it to your
 *   employer; keep a copy for your records.” (https://formsbank.com/template/97141/new-york-employee-s-withholding-allowance-certificate.html).
 * - The Note the lines refer to, quoted with the employer’s heading that follows it, in a search-results
 *   page: https://pl.search.yahoo.com/mobile/s?ei=UTF-8&fr2=p%3As%2Cv%3Aw%2Cm%3Ars-bottom%2Cct%3Agossip&p=it-2104+new+york+form+2022+instructions+printable+free+images+nativity+games
 * - The employer’s section, which no copy of the 2024 form shows: taken from the revisions before it
 *   (2016: https://formsbank.com/template/179683/form-it-2104-employee-s-withholding-allowance-certificate-2016.html;
 *   the 2016 and “(from line 19)” revisions, re-created in two public payroll pages the code search
 *   does not name),
 *   which agree on box A, box B, the first date of services, the dependent health insurance question,
 *   and the employer’s name, address and EIN; https://fill.io/Form-2-IT-2104-Employees-Withholding-Allowance-Certicate-19f3dbbe
 *   (an earlier revision) for the employer’s caption and “Employer identification number”.
 * Not verified: anything the 2026 revision changed against the 2024 one (its worksheet line numbers in
 * particular: lines 1 and 2 say “line 19” and “line 31” as in 2024); the end of the employee’s line
 * (“for your records.”, completed from the earlier wording); whether the Note starts with “Note:” and
 * has more sentences than the one found; the employer’s section as the 2024+ revision words it; the
 * order of the Penalty paragraph and the signature row (the 2024 extracts put the Penalty first); where
 * the year prints (here only in the footer); and the layout, which follows the official page by eye.
 * The QR code the Note points to and the Department’s logo are not drawn.
 */
import { FORM_REVISIONS, type TIt2104FilingStatus } from '../../../../shared/documents/forms.schema.js';
import type { TRun } from './pdf-draw.js';

export const PAGE = { width: 612, height: 792 } as const;
export const EDGE = { left: 36, right: 576 } as const;
export const SIZE = { caption: 6.6, body: 7, small: 6, value: 9.5 } as const;
export const LEADING = 1.25;
export const REVISION = FORM_REVISIONS.IT2104;

export const HEADER = {
  top: 36,
  bottom: 84,
  agency: 'Department of Taxation and Finance',
  title: 'Employee’s Withholding Allowance Certificate',
  subtitle: 'New York State • New York City • Yonkers',
  formNumber: 'IT-2104',
} as const;

/** A captioned entry: the caption at the top, the value on the bottom. */
export type TCell = { caption: string; left: number; right: number; top: number; bottom: number };

/** The identity rows; the filing status boxes stand right of the address and the city. */
export const IDENTITY = {
  firstName: { caption: 'First name and middle initial', left: EDGE.left, right: 230, top: 84, bottom: 108 },
  lastName: { caption: 'Last name', left: 230, right: 420, top: 84, bottom: 108 },
  ssn: { caption: 'Your Social Security number', left: 420, right: EDGE.right, top: 84, bottom: 108 },
  address: { caption: 'Permanent home address (number and street or rural route)', left: EDGE.left, right: 320, top: 108, bottom: 132 },
  apartment: { caption: 'Apartment number', left: 320, right: 392, top: 108, bottom: 132 },
  city: { caption: 'City, village, or post office', left: EDGE.left, right: 250, top: 132, bottom: 156 },
  state: { caption: 'State', left: 250, right: 300, top: 132, bottom: 156 },
  zipCode: { caption: 'ZIP code', left: 300, right: 392, top: 132, bottom: 156 },
} satisfies Record<string, TCell>;

export const FILING = {
  left: 392,
  top: 108,
  bottom: 156,
  /** Each box where it is drawn; its label follows it. */
  options: [
    { value: 'SINGLE_OR_HEAD', x: 398, baseline: 119, label: 'Single or Head of household' },
    { value: 'MARRIED', x: 520, baseline: 119, label: 'Married' },
    { value: 'MARRIED_HIGHER_SINGLE', x: 398, baseline: 131, label: 'Married, but withhold at higher single rate' },
  ] satisfies { value: TIt2104FilingStatus; x: number; baseline: number; label: string }[],
  note: {
    top: 135,
    runs: [
      { text: 'Note:', bold: true },
      { text: ' If married but legally separated, mark an ' },
      { text: 'X', bold: true },
      { text: ' in the Single or Head of household box.' },
    ] as TRun[],
  },
} as const;

/** Where a Yes or No answer prints: its label, then its box (the residence and health questions). */
export const ANSWER = { yes: { labelX: 496, boxX: 512 }, no: { labelX: 530, boxX: 544 } } as const;

export const RESIDENCY = {
  top: 156,
  bottom: 184,
  nyc: { baseline: 167, text: 'Are you a resident of New York City (this includes the Bronx, Brooklyn, Manhattan, Queens, and Staten Island)?' },
  yonkers: { baseline: 179, text: 'Are you a resident of Yonkers?' },
} as const;

/**
 * A numbered line: its row (rules from `top` to `bottom`), its number, and its caption set against
 * the bottom, so the caption's last line, its leaders and the entry share one baseline.
 */
export type TLine = { no: string; top: number; bottom: number; runs: readonly TRun[] };

/** The entry column of lines 1–5: the number's box, then the entry. */
export const COLUMN = { noLeft: 470, boxLeft: 486, right: EDGE.right } as const;

export const LINES = {
  before: { baseline: 194, text: 'Before making any entries, see the Note below, and if applicable, complete the worksheet in the instructions.' },
  additional: { baseline: 248, text: 'Use lines 3, 4, and 5 below to have additional withholding per pay period under special agreement with your employer.' },
  bottom: 300,
  rows: {
    '1': {
      no: '1',
      top: 198,
      bottom: 222,
      runs: [{ text: 'Total number of allowances you are claiming for New York State and Yonkers, if applicable (from line 19, if using worksheet)' }],
    },
    '2': { no: '2', top: 222, bottom: 238, runs: [{ text: 'Total number of allowances for New York City (from line 31, if using worksheet)' }] },
    '3': { no: '3', top: 252, bottom: 268, runs: [{ text: 'New York State amount' }] },
    '4': { no: '4', top: 268, bottom: 284, runs: [{ text: 'New York City amount' }] },
    '5': { no: '5', top: 284, bottom: 300, runs: [{ text: 'Yonkers amount' }] },
  } satisfies Record<'1' | '2' | '3' | '4' | '5', TLine>,
} as const;

/**
 * The employee's certification, the Penalty and the signature row. The signature box sits under its
 * caption, three times as wide as high (the engine's LABEL_ASPECT), clear of the Date cell.
 */
export const SIGN = {
  certify: { baseline: 310, text: 'I certify that I am entitled to the number of withholding allowances claimed on this certificate.' },
  penalty: {
    top: 314,
    runs: [
      { text: 'Penalty', bold: true },
      { text: ' – A penalty of $500 may be imposed for any false statement you make that decreases the amount of money you have withheld from your wages. You may also be subject to criminal penalties.' },
    ] as TRun[],
  },
  top: 336,
  bottom: 376,
  signature: { caption: 'Employee’s signature', left: EDGE.left, right: 430, top: 336, bottom: 376 },
  date: { caption: 'Date', left: 430, right: EDGE.right, top: 336, bottom: 376 },
  box: { left: 44, top: 346, height: 28 },
} as const;

export const EMPLOYEE_NOTE = {
  give: { baseline: 388, text: 'Employee: Give this form to your employer and keep a copy for your records.' },
  note: {
    top: 393,
    runs: [
      { text: 'Note:', bold: true },
      {
        text: ' Married taxpayers with or without dependents, heads of household or taxpayers that expect to itemize deductions or claim tax credits, or both, complete the worksheet in the instructions. Visit www.tax.ny.gov (search: IT-2104-I) or scan the QR code below.',
      },
    ] as TRun[],
  },
} as const;

/** The employer's section: why a copy goes to the Tax Department, and who sends it. */
export const EMPLOYER = {
  top: 422,
  keep: { baseline: 434, text: 'Employer: Keep this certificate with your records.' },
  mark: {
    baseline: 446,
    runs: [
      { text: 'Mark an ' },
      { text: 'X', bold: true },
      { text: ' in box A and/or box B to indicate why you are sending a copy of this form to New York State (see instructions):' },
    ] as TRun[],
  },
  letterX: 38,
  boxX: 48,
  captionX: 60,
  boxA: { letter: 'A', baseline: 460, text: 'Employee claimed more than 14 exemption allowances for NYS' },
  boxB: { letter: 'B', baseline: 473, text: 'Employee is a new hire or a rehire' },
  firstDate: { baseline: 473, left: 196, text: 'First date employee performed services for pay (mm-dd-yyyy) (see instr.):' },
  health: { baseline: 486, text: 'Are dependent health insurance benefits available for this employee?' },
  qualifies: { baseline: 499, left: 72, text: 'If Yes, enter the date the employee qualifies (mm-dd-yyyy):' },
  /** Where the two dates print: a short entry line at the right. */
  entry: { left: 468, right: EDGE.right },
  name: {
    caption: 'Employer’s name and address (Employer: complete this section only if you are sending a copy of this form to the NYS Tax Department.)',
    left: EDGE.left,
    right: 420,
    top: 506,
    bottom: 560,
  },
  ein: { caption: 'Employer identification number', left: 420, right: EDGE.right, top: 506, bottom: 560 },
} as const;

/** Box A: the form asks the employer to send a copy when line 1 claims more than this. */
export const MAX_ALLOWANCES_KEPT = 14;

export const FOOTER = { baseline: 572, form: `IT-2104 (${REVISION})` } as const;
