/**
 * Page 2 of Form I-9 (Edition 01/20/25), the Lists of Acceptable Documents, as layout; the lists
 * themselves (codes and official titles) are data in shared/documents/form-kinds/i9-lists.ts. Also
 * the short titles Section 2 prints for each code. Coordinates as in i9-layout.ts.
 *
 * Wording sources, besides those of i9-layout.ts: the lists page as given by public implementations
 * of the 08/01/23 and 01/20/25 editions (the code search gives no address for them), agreeing with
 * https://www.uscis.gov/i-9-central/acceptable-documents/list-documents/form-i-9-acceptable-documents,
 * https://www.uscis.gov/i-9-central/form-i-9-resources/handbook-for-employers-m-274/120-acceptable-documents-for-verifying-employment-authorization-and-identity
 * and https://jjkellercompliancenetwork.com/institute/list-a-list-b-and-list-c-documents on the
 * documents; List B’s items 1 and 2 with “sex” (the 01/20/25 change) in three of the implementations.
 * The Section 2 abbreviations marked (i) are the instructions’ own (“Full name of List A Document /
 * Abbreviations”, https://www.formsbank.com/template/313732/instructions-for-form-i-9-employment-eligibility-verification-department-of-homeland-security.html?page=9);
 * the rest are this portal’s (the instructions accept “any other common abbreviation”).
 * Not verified: the note under List C item 7 and the footnote on extensions (one implementation
 * each; a second words the note “… is a List A, not List C document.”); the numbering of List B’s
 * items for persons under 18 as 10–12; the column proportions.
 */
import type { TI9ListACode, TI9ListAPartCode, TI9ListBCode, TI9ListCCode } from '../../../../shared/documents/form-kinds/i9.schema.js';
import { EDGE } from './i9-layout.js';

export const LISTS = {
  heading: { text: 'LISTS OF ACCEPTABLE DOCUMENTS', baseline: 50, size: 12 },
  intro: [
    { text: 'All documents containing an expiration date must be unexpired.', bold: false },
    { text: '* Documents extended by the issuing authority are considered unexpired.', bold: false },
    { text: 'Employees may present one selection from List A or a combination of one selection from List B and one selection from List C.', bold: false },
    { text: 'Examples of many of these documents appear in the Handbook for Employers (M-274).', bold: true },
  ],
  introTop: 56,
  columnsTop: 104,
  columns: {
    A: { left: EDGE.left, right: 206, title: 'LIST A', subtitle: 'Documents that Establish Both Identity and Employment Authorization' },
    B: { left: 222, right: 394, title: 'LIST B', subtitle: 'Documents that Establish Identity' },
    C: { left: 410, right: EDGE.right, title: 'LIST C', subtitle: 'Documents that Establish Employment Authorization' },
  },
  or: 'OR',
  and: 'AND',
  /** Where the item texts start, below the column headings. */
  itemsTop: 140,
  itemSize: 7.2,
  numberWidth: 16,
  under18: 'For persons under age 18 who are unable to present a document listed above:',
  listCNote: 'The Form I-766, Employment Authorization Document, is a List A, Item Number 4. document, not a List C document.',
  receipts: {
    heading: 'Acceptable Receipts',
    lines: ['May be presented in lieu of a document listed above for a temporary period.', 'For receipt validity dates, see the M-274.'],
  },
  extensions: '* Refer to the Employment Authorization Extensions page on I-9 Central for more information.',
} as const;

/** What Section 2's "Document Title" rows print for each code: (i) the instructions' abbreviation. */
export const SECTION2_TITLES: {
  A: Record<TI9ListACode | TI9ListAPartCode, string>;
  B: Record<TI9ListBCode, string>;
  C: Record<TI9ListCCode, string>;
} = {
  A: {
    US_PASSPORT: 'U.S. Passport or U.S. Passport Card',
    PERMANENT_RESIDENT_CARD: 'Form I-551',
    FOREIGN_PASSPORT_TEMPORARY_I551: 'Foreign Passport', // (i)
    EMPLOYMENT_AUTHORIZATION_DOCUMENT: 'Employment Auth. Document (Form I-766)', // (i)
    FOREIGN_PASSPORT_WITH_I94: 'Foreign Passport',
    FSM_RMI_PASSPORT_WITH_I94: 'FSM or RMI Passport',
    RECEIPT_REPLACEMENT_A: 'Receipt: replacement of a List A document',
    RECEIPT_I94_I551_STAMP: 'Receipt: Form I-94 with I-551 stamp and photo',
    RECEIPT_I94_REFUGEE: 'Receipt: Form I-94 with RE notation or refugee stamp',
    TEMPORARY_I551_STAMP: 'Temporary I-551 Stamp', // (i)
    MRIV: 'Machine-readable immigrant visa (MRIV)', // (i)
    FORM_I94: 'Form I-94/I-94A',
    FORM_I20: 'Form I-20',
    FORM_DS2019: 'Form DS-2019',
  },
  B: {
    DRIVERS_LICENSE_OR_STATE_ID: 'Driver’s license or State ID card',
    GOVERNMENT_ID: 'Government ID card',
    SCHOOL_ID: 'School ID card',
    VOTER_REGISTRATION_CARD: 'Voter’s registration card',
    US_MILITARY_CARD: 'U.S. Military card or draft record',
    MILITARY_DEPENDENT_ID: 'Military dependent’s ID card',
    MERCHANT_MARINER_CARD: 'USCG Merchant Mariner Card',
    NATIVE_AMERICAN_TRIBAL_DOCUMENT: 'Native American tribal document',
    CANADIAN_DRIVERS_LICENSE: 'Canadian driver’s license',
    SCHOOL_RECORD: 'School record or report card',
    MEDICAL_RECORD: 'Clinic, doctor, or hospital record',
    DAYCARE_RECORD: 'Day-care or nursery school record',
    RECEIPT_REPLACEMENT_B: 'Receipt: replacement of a List B document',
  },
  C: {
    SOCIAL_SECURITY_CARD: 'Social Security card',
    BIRTH_ABROAD_CERTIFICATION: 'Certification of report of birth',
    BIRTH_CERTIFICATE: 'Birth certificate',
    NATIVE_AMERICAN_TRIBAL_DOCUMENT: 'Native American tribal document',
    US_CITIZEN_ID_CARD: 'U.S. Citizen ID Card (Form I-197)',
    RESIDENT_CITIZEN_ID_CARD: 'Resident Citizen ID Card (Form I-179)',
    DHS_EMPLOYMENT_AUTHORIZATION: 'Employment auth. document (DHS)',
    RECEIPT_REPLACEMENT_C: 'Receipt: replacement of a List C document',
  },
};
