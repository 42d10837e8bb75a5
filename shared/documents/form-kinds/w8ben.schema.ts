/**
 * Form W-8BEN (Rev. October 2021), Certificate of Foreign Status of Beneficial Owner for United
 * States Tax Withholding and Reporting (Individuals): the answers, line by line, as the renderer
 * (functions/documents/services/forms/w8ben-pdf.ts) prints them. Part I is lines 1–8, Part II the
 * treaty claim of lines 9–10, Part III the certification the filler signs.
 *
 * This module imports nothing from ../forms.schema.ts: that module lists the form kinds and
 * re-exports this one, so the SSN/ITIN format and its message are repeated here rather than imported
 * in a cycle (test/unit/w8ben-pdf.test.ts checks they stay equal to SSN_FORMAT and INVALID_SSN).
 */
import * as z from 'zod/mini';
import { ZBoundedDateSchema } from '../../core/bounds.js';

/** Line 5's SSN or ITIN: 3-2-4 digits (spec 000 §5); the same as SSN_FORMAT in ../forms.schema.ts. */
export const US_TIN_FORMAT = /^\d{3}-\d{2}-\d{4}$/u;

/**
 * The treaty rate of line 10, in percent: 0 up to, not including, 30. Chapter 3 withholding on a
 * foreign person's U.S.-source income is 30% (Instructions for Form W-8BEN, Purpose of Form), and
 * line 10 claims a rate a treaty reduces it to; 30 or more claims nothing. At most two decimals.
 */
export const W8BEN_MAX_TREATY_RATE = 30;
const RATE_FORMAT = /^\d{1,2}(\.\d{1,2})?$/u;

/** The English messages of the rules below; the web maps them to translated keys. */
export const W8BEN_MESSAGES = {
  required: 'Required',
  /** Same text as INVALID_SSN in ../forms.schema.ts. */
  invalidSsn: 'SSN or ITIN must be 000-00-0000',
  usPerson: 'A U.S. citizen or resident gives Form W-9, not Form W-8BEN',
  usTreatyCountry: 'Line 9 names the foreign country whose treaty you claim, not the United States',
  poBox: 'Enter a street address: do not use a P.O. box or in-care-of address',
  mailingIncomplete: 'Enter the whole mailing address, or leave line 4 empty',
  tinMissing: 'Enter your foreign TIN (line 6a), check line 6b, or enter a U.S. TIN (line 5)',
  tinContradiction: 'Leave line 6b unchecked when you enter a foreign TIN on line 6a',
  treatyTin: 'To claim treaty benefits, enter a U.S. TIN (line 5) or a foreign TIN (line 6a)',
  dateOfBirthFuture: 'The date of birth must be in the past',
  treatyCountryMissing: 'Line 10 claims the treaty of the country on line 9: enter it',
  treatyIncomplete: 'Line 10 needs the article and paragraph, the rate and the type of income',
  treatyRate: 'The rate is a percent from 0 to less than 30, with at most two decimals',
  capacity: 'Certify that you have the capacity to sign for the person on line 1',
} as const;

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, W8BEN_MESSAGES.required), z.maxLength(max));
const optional = (max: number) => z._default(line(max), '');

/** The country entries: free text as the filler writes it ("Germany", "Brasil"), bounded. */
const COUNTRY_MAX = 60;

/** "United States", "U.S.A.", "the United States of America", "US" and the like. */
export function isUnitedStates(country: string): boolean {
  const letters = country.toLowerCase().replace(/[^a-z]/gu, '').replace(/^the/u, '');
  return ['us', 'usa', 'unitedstates', 'unitedstatesofamerica'].includes(letters);
}

/**
 * A P.O. box or in-care-of address, which line 3 refuses ("Do not use a P.O. box or in-care-of
 * address."). A best-effort check on the usual English spellings and the common foreign ones a
 * W-8BEN filler may write (Postfach, Postbus, Apartado postal, Caixa postal, Boîte postale…); a
 * plain "Box 12" of a rural route is allowed, as the line asks for rural routes.
 */
const PO_BOX =
  /(^|[^\p{L}])(p\.?\s*o\.?\s*box|post\s*office\s*box|postbox|post\s*box|c\/o|in[\s-]care[\s-]of|care\s+of|postfach|postbus|apartado\s+(postal|de\s+correos)|caixa\s+postal|casilla\s+postal|casilla\s+de\s+correo|casella\s+postale|bo[iî]te\s+postale|skrytka\s+pocztowa)($|[^\p{L}])/iu;
export function isPoBoxOrInCareOf(address: string): boolean {
  return PO_BOX.test(address);
}

/** Today's date where it is latest (UTC+14): a birth date before it is in the past everywhere the filler may be. */
function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The answers of a W-8BEN, line by line. Text is trimmed; optional lines default to ''. */
export const ZW8benAnswersSchema = z.lazy(() =>
  z
    .object({
      /** Line 1: name of individual who is the beneficial owner. */
      name: required(120),
      /** Line 2: country of citizenship. */
      citizenshipCountry: required(COUNTRY_MAX),
      /** Line 3: permanent residence address: street with apt. or suite no. (or rural route), then city or town, state or province and postal code as one line, then country. */
      residenceAddress: required(100),
      residenceCity: required(100),
      residenceCountry: required(COUNTRY_MAX),
      /** Line 4: mailing address, if different from line 3 (all three parts, or none). */
      mailingAddress: optional(100),
      mailingCity: optional(100),
      mailingCountry: optional(COUNTRY_MAX),
      /** Line 5: U.S. taxpayer identification number (SSN or ITIN), if any. */
      usTin: optional(11),
      /** Line 6a: foreign tax identifying number, issued by the jurisdiction of tax residence. */
      foreignTin: optional(40),
      /** Line 6b: FTIN not legally required. */
      foreignTinNotRequired: z._default(z.boolean(), false),
      /** Line 7: reference number(s). */
      referenceNumbers: optional(60),
      /** Line 8: date of birth, YYYY-MM-DD (printed MM-DD-YYYY). */
      dateOfBirth: ZBoundedDateSchema,
      /** Line 9: the treaty country the beneficial owner is a resident of; empty when no treaty is claimed. */
      treatyCountry: optional(COUNTRY_MAX),
      /** Line 10: article and paragraph, rate in percent ("15", "12.5"), type of income, and the additional conditions. */
      treatyArticle: optional(40),
      treatyRate: optional(8),
      treatyIncomeType: optional(60),
      treatyConditions: optional(240),
      /** Part III: "I certify that I have the capacity to sign for the person identified on line 1 of this form." */
      capacityToSign: z.boolean(),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        const m = W8BEN_MESSAGES;
        if (isUnitedStates(a.citizenshipCountry)) issue('citizenshipCountry', m.usPerson);
        if (isUnitedStates(a.residenceCountry)) issue('residenceCountry', m.usPerson);
        if (isPoBoxOrInCareOf(a.residenceAddress)) issue('residenceAddress', m.poBox);
        if (isPoBoxOrInCareOf(a.residenceCity)) issue('residenceCity', m.poBox);
        const mailing = { mailingAddress: a.mailingAddress, mailingCity: a.mailingCity, mailingCountry: a.mailingCountry };
        if (Object.values(mailing).some(Boolean)) {
          for (const [key, value] of Object.entries(mailing)) if (!value) issue(key, m.mailingIncomplete);
        }
        if (a.usTin && !US_TIN_FORMAT.test(a.usTin)) issue('usTin', m.invalidSsn);
        // The portal asks for line 6a or 6b of everyone without a U.S. TIN: the instructions require an
        // FTIN (or 6b) for a financial account, and an FTIN or a U.S. TIN for a treaty claim.
        if (a.foreignTin && a.foreignTinNotRequired) issue('foreignTinNotRequired', m.tinContradiction);
        else if (!a.usTin && !a.foreignTin && !a.foreignTinNotRequired) issue('foreignTin', m.tinMissing);
        else if (a.treatyCountry && !a.usTin && !a.foreignTin) issue('foreignTin', m.treatyTin);
        if (a.dateOfBirth >= latestToday()) issue('dateOfBirth', m.dateOfBirthFuture);
        if (a.treatyCountry && isUnitedStates(a.treatyCountry)) issue('treatyCountry', m.usTreatyCountry);
        const special = [a.treatyArticle, a.treatyRate, a.treatyIncomeType, a.treatyConditions].some(Boolean);
        if (special && !a.treatyCountry) issue('treatyCountry', m.treatyCountryMissing);
        if (special) {
          const parts = { treatyArticle: a.treatyArticle, treatyRate: a.treatyRate, treatyIncomeType: a.treatyIncomeType };
          for (const [key, value] of Object.entries(parts)) if (!value) issue(key, m.treatyIncomplete);
        }
        if (a.treatyRate && (!RATE_FORMAT.test(a.treatyRate) || Number(a.treatyRate) >= W8BEN_MAX_TREATY_RATE)) issue('treatyRate', m.treatyRate);
        if (!a.capacityToSign) issue('capacityToSign', m.capacity);
      }),
    ),
);
export type TW8benAnswers = z.output<typeof ZW8benAnswersSchema>;
export type TW8benAnswersInput = z.input<typeof ZW8benAnswersSchema>;

export const ZSubmitW8benRequestSchema = z.object({ answers: ZW8benAnswersSchema });
