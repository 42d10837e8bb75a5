/**
 * Form I-9 (Edition 01/20/25), page 2: the Lists of Acceptable Documents as data, in the form's order
 * and wording (sources and what is unverified: functions/documents/services/forms/i9-layout.ts). The
 * codes are this portal's stable ids; the titles are the page's. Section 2 records the documents by
 * these codes (i9.schema.ts), the renderer prints page 2 from these titles.
 *
 * A receipt (`receipt: true`) may be presented in lieu of a document of its list for a temporary
 * period; a List B entry marked `under18` is only for persons under age 18 who are unable to present
 * a document listed above it.
 */

export type TI9Document<C extends string = string> = {
  code: C;
  /** The item's number on page 2 ("1"–"9"; receipts are numbered in their own block). */
  item: string;
  title: string;
  receipt?: boolean;
  under18?: boolean;
};

/** A list typed by its codes, each item a TI9Document (so `receipt` and `under18` read on any of them). */
const list = <const T extends readonly TI9Document[]>(items: T): readonly TI9Document<T[number]['code']>[] => items;

export const I9_LIST_A = list([
  { code: 'US_PASSPORT', item: '1', title: 'U.S. Passport or U.S. Passport Card' },
  { code: 'PERMANENT_RESIDENT_CARD', item: '2', title: 'Permanent Resident Card or Alien Registration Receipt Card (Form I-551)' },
  {
    code: 'FOREIGN_PASSPORT_TEMPORARY_I551',
    item: '3',
    title: 'Foreign passport that contains a temporary I-551 stamp or temporary I-551 printed notation on a machine-readable immigrant visa',
  },
  { code: 'EMPLOYMENT_AUTHORIZATION_DOCUMENT', item: '4', title: 'Employment Authorization Document that contains a photograph (Form I-766)' },
  {
    code: 'FOREIGN_PASSPORT_WITH_I94',
    item: '5',
    title:
      'For an individual temporarily authorized to work for a specific employer because of his or her status or parole: a. Foreign passport; and b. Form I-94 or Form I-94A that has the following: (1) The same name as the passport; and (2) An endorsement of the individual’s status or parole as long as that period of endorsement has not yet expired and the proposed employment is not in conflict with any restrictions or limitations identified on the form.',
  },
  {
    code: 'FSM_RMI_PASSPORT_WITH_I94',
    item: '6',
    title:
      'Passport from the Federated States of Micronesia (FSM) or the Republic of the Marshall Islands (RMI) with Form I-94 or Form I-94A indicating nonimmigrant admission under the Compact of Free Association Between the United States and the FSM or RMI',
  },
  { code: 'RECEIPT_REPLACEMENT_A', item: '1', receipt: true, title: 'Receipt for a replacement of a lost, stolen, or damaged List A document.' },
  {
    code: 'RECEIPT_I94_I551_STAMP',
    item: '2',
    receipt: true,
    title: 'Form I-94 issued to a lawful permanent resident that contains an I-551 stamp and a photograph of the individual.',
  },
  { code: 'RECEIPT_I94_REFUGEE', item: '3', receipt: true, title: 'Form I-94 with “RE” notation or refugee stamp issued to a refugee.' },
]);

export const I9_LIST_B = list([
  {
    code: 'DRIVERS_LICENSE_OR_STATE_ID',
    item: '1',
    title:
      'Driver’s license or ID card issued by a State or outlying possession of the United States provided it contains a photograph or information such as name, date of birth, sex, height, eye color, and address',
  },
  {
    code: 'GOVERNMENT_ID',
    item: '2',
    title:
      'ID card issued by federal, state or local government agencies or entities, provided it contains a photograph or information such as name, date of birth, sex, height, eye color, and address',
  },
  { code: 'SCHOOL_ID', item: '3', title: 'School ID card with a photograph' },
  { code: 'VOTER_REGISTRATION_CARD', item: '4', title: 'Voter’s registration card' },
  { code: 'US_MILITARY_CARD', item: '5', title: 'U.S. Military card or draft record' },
  { code: 'MILITARY_DEPENDENT_ID', item: '6', title: 'Military dependent’s ID card' },
  { code: 'MERCHANT_MARINER_CARD', item: '7', title: 'U.S. Coast Guard Merchant Mariner Card' },
  { code: 'NATIVE_AMERICAN_TRIBAL_DOCUMENT', item: '8', title: 'Native American tribal document' },
  { code: 'CANADIAN_DRIVERS_LICENSE', item: '9', title: 'Driver’s license issued by a Canadian government authority' },
  { code: 'SCHOOL_RECORD', item: '10', under18: true, title: 'School record or report card' },
  { code: 'MEDICAL_RECORD', item: '11', under18: true, title: 'Clinic, doctor, or hospital record' },
  { code: 'DAYCARE_RECORD', item: '12', under18: true, title: 'Day-care or nursery school record' },
  { code: 'RECEIPT_REPLACEMENT_B', item: '1', receipt: true, title: 'Receipt for a replacement of a lost, stolen, or damaged List B document.' },
]);

/**
 * List C. Item 1 is an unrestricted Social Security card only: a card with one of the three
 * restrictions its title names is not a List C document for anybody, so an employee who attested to
 * being an alien authorized to work (whose card usually carries one) presents another document.
 */
export const I9_LIST_C = list([
  {
    code: 'SOCIAL_SECURITY_CARD',
    item: '1',
    title:
      'A Social Security Account Number card, unless the card includes one of the following restrictions: (1) NOT VALID FOR EMPLOYMENT (2) VALID FOR WORK ONLY WITH INS AUTHORIZATION (3) VALID FOR WORK ONLY WITH DHS AUTHORIZATION',
  },
  { code: 'BIRTH_ABROAD_CERTIFICATION', item: '2', title: 'Certification of report of birth issued by the Department of State (Forms DS-1350, FS-545, FS-240)' },
  {
    code: 'BIRTH_CERTIFICATE',
    item: '3',
    title: 'Original or certified copy of birth certificate issued by a State, county, municipal authority, or territory of the United States bearing an official seal',
  },
  { code: 'NATIVE_AMERICAN_TRIBAL_DOCUMENT', item: '4', title: 'Native American tribal document' },
  { code: 'US_CITIZEN_ID_CARD', item: '5', title: 'U.S. Citizen ID Card (Form I-197)' },
  { code: 'RESIDENT_CITIZEN_ID_CARD', item: '6', title: 'Identification Card for Use of Resident Citizen in the United States (Form I-179)' },
  { code: 'DHS_EMPLOYMENT_AUTHORIZATION', item: '7', title: 'Employment authorization document issued by the Department of Homeland Security' },
  { code: 'RECEIPT_REPLACEMENT_C', item: '1', receipt: true, title: 'Receipt for a replacement of a lost, stolen, or damaged List C document.' },
]);

/**
 * The further documents of a List A combination, recorded in Section 2's "Document Title 2" and "3"
 * rows (the instructions' "enter information from each document in that combination in a separate
 * area under List A"). Their titles are the instructions' names for them, not page 2's.
 */
export const I9_LIST_A_PARTS = list([
  { code: 'TEMPORARY_I551_STAMP', item: '', title: 'Temporary I-551 Stamp' },
  { code: 'MRIV', item: '', title: 'Machine-readable immigrant visa (MRIV)' },
  { code: 'FORM_I94', item: '', title: 'Form I-94 or Form I-94A' },
  { code: 'FORM_I20', item: '', title: 'Form I-20' },
  { code: 'FORM_DS2019', item: '', title: 'Form DS-2019' },
]);

export type TI9ListACode = (typeof I9_LIST_A)[number]['code'];
export type TI9ListAPartCode = (typeof I9_LIST_A_PARTS)[number]['code'];
export type TI9ListBCode = (typeof I9_LIST_B)[number]['code'];
export type TI9ListCCode = (typeof I9_LIST_C)[number]['code'];

/**
 * What each List A combination takes after its first document (the passport): one slot per row, each
 * with the documents allowed in it, and how many rows at least. Every other List A document is
 * presented alone. A student or exchange visitor's Form I-20 or DS-2019 is the optional third row of
 * item 5 (Handbook for Employers M-274, "Form I-94 or Form I-94A").
 */
export const I9_LIST_A_COMBINATIONS: Partial<Record<TI9ListACode, { slots: readonly (readonly TI9ListAPartCode[])[]; minRows: number }>> = {
  FOREIGN_PASSPORT_TEMPORARY_I551: { slots: [['TEMPORARY_I551_STAMP', 'MRIV']], minRows: 2 },
  FOREIGN_PASSPORT_WITH_I94: { slots: [['FORM_I94'], ['FORM_I20', 'FORM_DS2019']], minRows: 2 },
  FSM_RMI_PASSPORT_WITH_I94: { slots: [['FORM_I94']], minRows: 2 },
};

const codes = <C extends string>(items: readonly TI9Document<C>[]) => items.map((d) => d.code) as unknown as readonly [C, ...C[]];
export const I9_LIST_A_CODES = codes(I9_LIST_A);
export const I9_LIST_A_PART_CODES = codes(I9_LIST_A_PARTS);
export const I9_LIST_B_CODES = codes(I9_LIST_B);
export const I9_LIST_C_CODES = codes(I9_LIST_C);
