/**
 * Form I-9, Employment Eligibility Verification (USCIS, Edition 01/20/25, expires 05/31/2027): the
 * answers of Section 1 (the employee's, signed by the employee) and of Section 2 (the employer's,
 * signed by the employer or an authorized representative), and page 2's Lists of Acceptable Documents
 * (i9-lists.ts). Supplement A (preparer and/or translator) and Supplement B (reverification and
 * rehire) are not modelled. Sources of the wording and rules: functions/documents/services/forms/i9-layout.ts.
 *
 * Stored answers are parsed again on every read, so no rule here depends on the day it runs except
 * ones that cannot change their verdict later (a birth date in the past stays in the past). Whether
 * the employment authorization or a document has expired when the form is filled is for the handler
 * that accepts the submission to check.
 *
 * Kept apart from forms.schema.ts (which imports this file), so nothing is imported from it.
 */
import * as z from 'zod/mini';
import { US_STATES } from '../../core/address.schema.js';
import { ZBoundedDateSchema } from '../../core/bounds.js';
import { ZEmailSchema } from '../../core/common.schema.js';
import { I9_LIST_A, I9_LIST_A_CODES, I9_LIST_A_COMBINATIONS, I9_LIST_A_PART_CODES, I9_LIST_A_PARTS, I9_LIST_B_CODES, I9_LIST_C_CODES } from './i9-lists.js';

export * from './i9-lists.js';

export { I9_EDITION } from './revisions.js';
/** The expiration of the form's OMB approval, as printed on it. */
export const I9_EXPIRES = '05/31/2027';
export const I9_OMB_NUMBER = '1615-0047';

/**
 * Section 1's four boxes, in the form's order: 1. a citizen of the United States; 2. a noncitizen
 * national of the United States; 3. a lawful permanent resident; 4. (the 01/20/25 wording) an alien
 * authorized to work, which the 08/01/23 edition called "a noncitizen (other than Item Numbers 2.
 * and 3. above) authorized to work". The code names the box, not either edition's words.
 */
export const I9_ATTESTATIONS = ['CITIZEN', 'NONCITIZEN_NATIONAL', 'PERMANENT_RESIDENT', 'AUTHORIZED_TO_WORK'] as const;
export type TI9Attestation = (typeof I9_ATTESTATIONS)[number];

/** 3-2-4 digits; the same format as forms.schema.ts SSN_FORMAT, repeated to keep the imports one-way. */
const SSN_FORMAT = /^\d{3}-\d{2}-\d{4}$/u;
/** The A-Number (or USCIS Number): 7 to 9 digits, written with or without its leading "A". */
const A_NUMBER_FORMAT = /^A?\d{7,9}$/u;
/** The Form I-94 admission number: 11 characters (digits, and since 2019 a letter in the tenth place). */
const I94_FORMAT = /^[A-Z0-9]{11}$/u;
const ZIP_FORMAT = /^\d{5}(-\d{4})?$/u;

export const I9_MESSAGES = {
  ssn: 'Social Security number must be 000-00-0000',
  aNumber: 'A-Number must be 7 to 9 digits (an A before them is optional)',
  i94: 'Form I-94 Admission Number must be 11 letters or digits',
  passport: 'Passport number: letters and digits only',
  phone: 'Telephone number: digits, spaces and + - ( ) only',
  zip: 'ZIP code must be 00000 or 00000-0000',
  birthInPast: 'The date of birth must be in the past',
  permanentResidentNumber: 'Enter your USCIS Number or A-Number',
  authorizedUntil: 'Enter the date your employment authorization expires, or N/A if it does not',
  oneOfThese: 'Enter one of these: USCIS A-Number, Form I-94 Admission Number, or Foreign Passport Number and Country of Issuance',
  onlyOneOfThese: 'Enter only one of these: USCIS A-Number, Form I-94 Admission Number, or Foreign Passport Number and Country of Issuance',
  passportCountry: 'Enter the passport’s country of issuance',
  passportNumber: 'Enter the passport number',
  onlyAuthorized: 'Only for an alien authorized to work (box 4)',
  onlyNoncitizens: 'Only for a lawful permanent resident (box 3) or an alien authorized to work (box 4)',
  ssnForEVerify: 'Your employer uses E-Verify: enter your Social Security number',
  listsBoth: 'Enter List A documents, or List B and List C documents, not both',
  listsNone: 'Enter a List A document, or one List B and one List C document',
  listBMissing: 'Enter the List B document presented with the List C document',
  listCMissing: 'Enter the List C document presented with the List B document',
  listAFirst: 'The first document is a List A document',
  listAAlone: 'This List A document is presented alone',
  listAPart: 'Not a document of this List A combination',
  listAPartMissing: 'Enter the other document of this List A combination',
} as const;

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));
/** An optional entry with a format: empty, or matching. */
const optionalFormat = (max: number, format: RegExp, message: string, normalize: (v: string) => string = (v) => v) =>
  z._default(
    z.string().check(
      z.trim(),
      z.overwrite(normalize),
      z.maxLength(max),
      z.refine((v) => v === '' || format.test(v), message),
    ),
    '',
  );
/** "N/A" where a date does not apply (no expiration), as the form asks it written. */
const ZDateOrNone = z.lazy(() => z.union([ZBoundedDateSchema, z.literal('N/A')]));
const compact = (v: string) => v.replace(/[\s-]/gu, '').toUpperCase();

/** Today as YYYY-MM-DD in UTC; a birth date before it is in the past wherever the filler is, give or take a day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Section 1, field by field as the form lays it out. */
export const ZI9Section1Schema = z.lazy(() =>
  z
    .object({
      lastName: required(60),
      /** One name only: it goes in the last name and "Unknown" in the first (USCIS, Completing Section 1). */
      firstName: required(60),
      middleInitial: z._default(line(1), ''),
      otherLastNames: z._default(line(120), ''),
      address: required(100),
      apartment: z._default(line(20), ''),
      city: required(60),
      state: z.enum(US_STATES),
      zipCode: z.string().check(z.regex(ZIP_FORMAT, I9_MESSAGES.zip)),
      dateOfBirth: ZBoundedDateSchema,
      /** Voluntary, unless the employer participates in E-Verify (ZI9Section1EVerifySchema). */
      ssn: optionalFormat(11, SSN_FORMAT, I9_MESSAGES.ssn),
      email: z._default(z.union([z.literal(''), ZEmailSchema]), ''),
      phone: optionalFormat(20, /^\+?[\d\s().-]{7,20}$/u, I9_MESSAGES.phone),
      attestation: z.enum(I9_ATTESTATIONS),
      /** Box 3's "USCIS or A-Number", or box 4's "USCIS A-Number". */
      aNumber: optionalFormat(10, A_NUMBER_FORMAT, I9_MESSAGES.aNumber, compact),
      /** Box 4: "until (exp. date, if any)"; N/A when the authorization does not expire (refugees, asylees…). */
      authorizedUntil: z.optional(ZDateOrNone),
      i94Number: optionalFormat(11, I94_FORMAT, I9_MESSAGES.i94, compact),
      passportNumber: optionalFormat(20, /^[A-Z0-9]+$/u, I9_MESSAGES.passport, compact),
      passportCountry: z._default(line(60), ''),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        if (a.dateOfBirth >= todayUtc()) issue('dateOfBirth', I9_MESSAGES.birthInPast);
        const passport = a.passportNumber !== '' || a.passportCountry !== '';
        if (a.attestation === 'AUTHORIZED_TO_WORK') {
          if (a.authorizedUntil === undefined) issue('authorizedUntil', I9_MESSAGES.authorizedUntil);
          // "If you check Item Number 4., enter one of these": exactly one of the three.
          const given = (['aNumber', 'i94Number', 'passportNumber'] as const).filter((k) => (k === 'passportNumber' ? passport : a[k] !== ''));
          if (given.length === 0) issue('aNumber', I9_MESSAGES.oneOfThese);
          for (const extra of given.slice(1)) issue(extra, I9_MESSAGES.onlyOneOfThese);
          if (passport && a.passportNumber === '') issue('passportNumber', I9_MESSAGES.passportNumber);
          if (passport && a.passportCountry === '') issue('passportCountry', I9_MESSAGES.passportCountry);
          return;
        }
        if (a.authorizedUntil !== undefined) issue('authorizedUntil', I9_MESSAGES.onlyAuthorized);
        if (a.i94Number) issue('i94Number', I9_MESSAGES.onlyAuthorized);
        if (passport) issue(a.passportNumber ? 'passportNumber' : 'passportCountry', I9_MESSAGES.onlyAuthorized);
        if (a.attestation === 'PERMANENT_RESIDENT' && !a.aNumber) issue('aNumber', I9_MESSAGES.permanentResidentNumber);
        if (a.attestation !== 'PERMANENT_RESIDENT' && a.aNumber) issue('aNumber', I9_MESSAGES.onlyNoncitizens);
      }),
    ),
);
export type TI9Section1 = z.output<typeof ZI9Section1Schema>;
export type TI9Section1Input = z.input<typeof ZI9Section1Schema>;
export const ZSubmitI9Section1RequestSchema = z.object({ answers: ZI9Section1Schema });

/** Section 1 for an employer that participates in E-Verify: the Social Security number is then required. */
export const ZI9Section1EVerifySchema = ZI9Section1Schema.check(
  z.superRefine((a, ctx) => {
    if (!a.ssn) ctx.issues.push({ code: 'custom', path: ['ssn'], message: I9_MESSAGES.ssnForEVerify, input: a });
  }),
);

/** One document row of Section 2: its title (by code), issuing authority, number and expiration. */
const entry = <const C extends readonly [string, ...string[]]>(codes: C, message: string) =>
  z.object({
    code: z.enum(codes, message),
    issuingAuthority: required(60),
    /** "Document Number (if any)". */
    documentNumber: z._default(line(40), ''),
    /** "Expiration Date (if any)": N/A when the document has none. */
    expirationDate: z._default(ZDateOrNone, 'N/A'),
  });
const ZListAEntrySchema = z.lazy(() => entry([...I9_LIST_A_CODES, ...I9_LIST_A_PART_CODES], 'Not a List A document'));
const ZListBEntrySchema = z.lazy(() => entry(I9_LIST_B_CODES, 'Not a List B document'));
const ZListCEntrySchema = z.lazy(() => entry(I9_LIST_C_CODES, 'Not a List C document'));
export type TI9DocumentEntry = z.output<typeof ZListAEntrySchema> | z.output<typeof ZListBEntrySchema> | z.output<typeof ZListCEntrySchema>;

const LIST_A = new Set<string>(I9_LIST_A.map((d) => d.code));
const partTitle = (code: string) => I9_LIST_A_PARTS.find((p) => p.code === code)?.title ?? code;

/**
 * Section 2: the documents examined (List A, one document or one combination in up to three rows;
 * or one List B and one List C document), the first day of employment, the employer's certification
 * and its business. The documents' own rules that need Section 1 (a List B record for persons under
 * 18 only; a List A receipt's validity) are not checked here.
 */
export const ZI9Section2Schema = z.lazy(() =>
  z
    .object({
      listA: z._default(z.array(ZListAEntrySchema).check(z.maxLength(3, 'At most three List A documents')), []),
      listB: z.optional(ZListBEntrySchema),
      listC: z.optional(ZListCEntrySchema),
      firstDayOfEmployment: ZBoundedDateSchema,
      employerLastName: required(60),
      employerFirstName: required(60),
      employerTitle: required(60),
      businessName: required(120),
      businessAddress: required(100),
      businessCity: required(60),
      businessState: z.enum(US_STATES),
      businessZipCode: z.string().check(z.regex(ZIP_FORMAT, I9_MESSAGES.zip)),
      additionalInformation: z._default(line(400), ''),
      /** "Check here if you used an alternative procedure authorized by DHS to examine documents." */
      alternativeProcedure: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: (string | number)[], message: string) => {
          ctx.issues.push({ code: 'custom', path, message, input: a });
        };
        const bc = a.listB !== undefined || a.listC !== undefined;
        if (a.listA.length > 0 && bc) issue([a.listB ? 'listB' : 'listC'], I9_MESSAGES.listsBoth);
        else if (a.listA.length === 0 && !bc) issue(['listA'], I9_MESSAGES.listsNone);
        else if (bc && !a.listB) issue(['listB'], I9_MESSAGES.listBMissing);
        else if (bc && !a.listC) issue(['listC'], I9_MESSAGES.listCMissing);
        const [first, ...rest] = a.listA;
        if (!first) return;
        if (!LIST_A.has(first.code)) {
          issue(['listA', 0, 'code'], I9_MESSAGES.listAFirst);
          return;
        }
        const combination = I9_LIST_A_COMBINATIONS[first.code as keyof typeof I9_LIST_A_COMBINATIONS];
        if (!combination) {
          if (rest.length > 0) issue(['listA', 1], I9_MESSAGES.listAAlone);
          return;
        }
        rest.forEach((row, i) => {
          const slot = combination.slots[i];
          if (!slot || !(slot as readonly string[]).includes(row.code)) issue(['listA', i + 1, 'code'], I9_MESSAGES.listAPart);
        });
        if (a.listA.length < combination.minRows) {
          const wanted = combination.slots[a.listA.length - 1]!.map(partTitle).join(' or ');
          issue(['listA', a.listA.length], `${I9_MESSAGES.listAPartMissing}: ${wanted}`);
        }
      }),
    ),
);
export type TI9Section2 = z.output<typeof ZI9Section2Schema>;
export type TI9Section2Input = z.input<typeof ZI9Section2Schema>;
export const ZSubmitI9Section2RequestSchema = z.object({ answers: ZI9Section2Schema });
