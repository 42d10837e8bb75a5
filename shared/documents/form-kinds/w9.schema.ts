/**
 * Form W-9 (Rev. March 2024): the answers, line by line (docs/decisions/0025-tax-forms.md). Built
 * on first parse (z.lazy); the route table loads this module on the submission's first call
 * (shared/api/deferred.ts).
 */
import * as z from 'zod/mini';
import { US_STATES } from '../../core/address.schema.js';
import { W9_CLASSIFICATIONS } from '../forms-core.schema.js';
import { EIN_FORMAT, INVALID_EIN, INVALID_SSN, SSN_FORMAT } from './tin.js';

export const W9_LLC_CLASSIFICATIONS = ['C', 'S', 'P'] as const;
/** Line 4: exempt payee codes 1–13 and FATCA exemption codes A–M (Instructions for the Requester of Form W-9). */
export const W9_EXEMPT_PAYEE_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] as const;
export const W9_FATCA_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const;

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/** The answers of a W-9, line by line. */
export const ZW9AnswersSchema = z.lazy(() =>
  z
    .object({
      /** Line 1: the name on the owner's income tax return. */
      name: required(120),
      /** Line 2: business name or disregarded entity name, if different. */
      businessName: z._default(line(120), ''),
      /** Line 3a. */
      classification: z.enum(W9_CLASSIFICATIONS),
      llcClassification: z.optional(z.enum(W9_LLC_CLASSIFICATIONS)),
      otherClassification: z._default(line(60), ''),
      /** Line 3b: a partnership or trust with foreign partners, owners or beneficiaries. */
      foreignPartners: z._default(z.boolean(), false),
      /** Line 4: exemptions (codes apply only to certain entities, not individuals). */
      exemptPayeeCode: z.optional(z.enum(W9_EXEMPT_PAYEE_CODES)),
      fatcaCode: z.optional(z.enum(W9_FATCA_CODES)),
      /** Lines 5 and 6: address (number, street, apt. or suite) and city, state, ZIP. */
      address: required(100),
      city: required(60),
      state: z.enum(US_STATES),
      zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/u, 'ZIP code must be 00000 or 00000-0000')),
      /** Line 7: account number(s), optional. */
      accountNumbers: z._default(line(60), ''),
      /** Part I: which box the TIN goes in; an ITIN goes in the SSN box. */
      tinType: z.enum(['SSN', 'EIN']),
      tin: z.string().check(z.trim(), z.maxLength(11)),
      /** Part II, item 2: cross out when notified of backup withholding for underreporting. */
      subjectToBackupWithholding: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        if (a.tinType === 'SSN' && !SSN_FORMAT.test(a.tin)) issue('tin', INVALID_SSN);
        if (a.tinType === 'EIN' && !EIN_FORMAT.test(a.tin)) issue('tin', INVALID_EIN);
        // Only individuals and sole proprietors (and single-member LLCs, which fill in the owner's) use an SSN.
        if (a.tinType === 'SSN' && !['INDIVIDUAL', 'LLC'].includes(a.classification)) issue('tinType', 'An entity enters its EIN');
        if (a.classification === 'LLC' && !a.llcClassification) issue('llcClassification', 'Enter the LLC’s tax classification');
        if (a.classification === 'OTHER' && !a.otherClassification) issue('otherClassification', 'Required');
        if (a.classification === 'INDIVIDUAL' && (a.exemptPayeeCode || a.fatcaCode)) issue('exemptPayeeCode', 'Individuals are not exempt');
        if (a.foreignPartners && !['PARTNERSHIP', 'TRUST_ESTATE', 'LLC'].includes(a.classification)) issue('foreignPartners', 'Only partnerships and trusts answer line 3b');
      }),
    ),
);
export type TW9Answers = z.output<typeof ZW9AnswersSchema>;
export type TW9AnswersInput = z.input<typeof ZW9AnswersSchema>;

export const ZSubmitW9RequestSchema = z.object({ answers: ZW9AnswersSchema });
