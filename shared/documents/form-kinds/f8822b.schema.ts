/**
 * Form 8822-B, Change of Address or Responsible Party — Business (Rev. December 2019, the current
 * revision), as answers: the boxes of lines 1–3 and the tax-exempt box above them, line 4a–4b's
 * business name and EIN, the old and new mailing address (lines 5 and 6), the new business location
 * (line 7), the new responsible party (lines 8 and 9) and line 10's signature block (daytime
 * telephone, the signer's name and title). The revision has no plan-number line and no capacity
 * boxes: the signer writes a title. Wording sources: functions/documents/services/forms/f8822b-layout.ts.
 *
 * Addresses are US addresses only. The form also takes a foreign address (a foreign country name,
 * province/county and postal code under each of lines 5–7); this schema refuses one with a clear
 * message, and the foreign spaces print blank.
 *
 * forms.schema.ts imports this file, so nothing here imports forms.schema.ts.
 */
import * as z from 'zod/mini';
import { US_STATES } from '../../core/address.schema.js';

export { F8822B_REVISION } from './revisions.js';

/** SSN and ITIN: 3-2-4 digits; EIN: 2-7 digits (spec 000 §5). */
const SSN_FORMAT = /^\d{3}-\d{2}-\d{4}$/u;
const EIN_FORMAT = /^\d{2}-\d{7}$/u;
const ZIP_FORMAT = /^\d{5}(-\d{4})?$/u;
export const F8822B_MESSAGES = {
  ein: 'Invalid EIN format',
  tin: 'Enter an SSN or ITIN as 000-00-0000, or an EIN as 00-0000000',
  zip: 'ZIP code must be 00000 or 00000-0000',
  state: 'Choose a US state: a foreign address is filed on the paper form',
  phone: 'Enter a telephone number, such as (555) 555-0100',
  noBox: 'Check at least one box on lines 1–3',
  nothing: 'Enter a new mailing address, a new business location or a new responsible party',
  oldMailing: 'Enter the old mailing address (line 5)',
  newMailing: 'Enter the new mailing address (line 6)',
  sameMailing: 'The new mailing address is the same as the old one',
  location: 'Enter the new business location (line 7)',
  locationBox: 'Check line 3 to report a new business location',
  partyName: 'Enter the new responsible party’s name (line 8)',
  partyTin: 'Enter the new responsible party’s SSN, ITIN, or EIN (line 9)',
  partyIsBusiness: 'The responsible party is a person, not the business itself',
} as const;

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/** A US address as lines 5–7 ask for it: number and street, room or suite, city or town, state, ZIP code. */
export const ZF8822bAddressSchema = z.lazy(() =>
  z.object({
    street: required(100),
    suite: z._default(line(20), ''),
    city: required(60),
    state: z.enum(US_STATES, { error: F8822B_MESSAGES.state }),
    zipCode: z.string().check(z.trim(), z.regex(ZIP_FORMAT, F8822B_MESSAGES.zip)),
  }),
);
export type TF8822bAddress = z.output<typeof ZF8822bAddressSchema>;

/** An address as one comparable string: case, punctuation, spacing and the ZIP+4 extension ignored. */
function addressKey(a: TF8822bAddress): string {
  const norm = (s: string) => s.toLowerCase().replace(/[.,#]/gu, ' ').replace(/\s+/gu, ' ').trim();
  return [norm(a.street), norm(a.suite), norm(a.city), a.state, a.zipCode.slice(0, 5)].join('|');
}

/** The answers of a Form 8822-B, line by line. */
export const ZF8822bAnswersSchema = z.lazy(() =>
  z
    .object({
      /** The box above line 1: the business is a tax-exempt organization. */
      taxExempt: z._default(z.boolean(), false),
      /** Lines 1–3: the boxes this change affects. */
      businessReturns: z._default(z.boolean(), false),
      employeePlanReturns: z._default(z.boolean(), false),
      businessLocation: z._default(z.boolean(), false),
      /** Line 4a and 4b. */
      businessName: required(120),
      ein: z.string().check(z.trim(), z.regex(EIN_FORMAT, F8822B_MESSAGES.ein)),
      /** Lines 5 and 6: a change of mailing address gives both. */
      oldMailingAddress: z.optional(ZF8822bAddressSchema),
      newMailingAddress: z.optional(ZF8822bAddressSchema),
      /** Line 7: with line 3's box. */
      newBusinessLocation: z.optional(ZF8822bAddressSchema),
      /** Lines 8 and 9: a change of responsible party gives both, or neither. */
      newResponsiblePartyName: z._default(line(120), ''),
      newResponsiblePartyTin: z._default(line(11), ''),
      /** Line 10: the daytime telephone number of the person to contact (optional), and who signs. */
      daytimePhone: z._default(line(30), ''),
      signerName: required(120),
      signerTitle: required(60),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        const m = F8822B_MESSAGES;
        if (!a.businessReturns && !a.employeePlanReturns && !a.businessLocation) issue('businessReturns', m.noBox);
        const mailing = a.oldMailingAddress !== undefined || a.newMailingAddress !== undefined;
        if (mailing && !a.oldMailingAddress) issue('oldMailingAddress', m.oldMailing);
        if (mailing && !a.newMailingAddress) issue('newMailingAddress', m.newMailing);
        if (a.oldMailingAddress && a.newMailingAddress && addressKey(a.oldMailingAddress) === addressKey(a.newMailingAddress)) {
          issue('newMailingAddress', m.sameMailing);
        }
        if (a.businessLocation && !a.newBusinessLocation) issue('newBusinessLocation', m.location);
        if (!a.businessLocation && a.newBusinessLocation) issue('businessLocation', m.locationBox);
        const party = a.newResponsiblePartyName !== '' || a.newResponsiblePartyTin !== '';
        if (party && !a.newResponsiblePartyName) issue('newResponsiblePartyName', m.partyName);
        if (party && !a.newResponsiblePartyTin) issue('newResponsiblePartyTin', m.partyTin);
        const tin = a.newResponsiblePartyTin;
        if (tin && !SSN_FORMAT.test(tin) && !EIN_FORMAT.test(tin)) issue('newResponsiblePartyTin', m.tin);
        else if (tin && tin === a.ein) issue('newResponsiblePartyTin', m.partyIsBusiness);
        if (!mailing && !a.newBusinessLocation && !a.businessLocation && !party) issue('newMailingAddress', m.nothing);
        const digits = a.daytimePhone.replace(/\D/gu, '').length;
        if (a.daytimePhone && (!/^[\d\s()+.-]+$/u.test(a.daytimePhone) || digits < 10 || digits > 15)) issue('daytimePhone', m.phone);
      }),
    ),
);
export type TF8822bAnswers = z.output<typeof ZF8822bAnswersSchema>;
export type TF8822bAnswersInput = z.input<typeof ZF8822bAnswersSchema>;

export const ZSubmitF8822bRequestSchema = z.object({ answers: ZF8822bAnswersSchema });
