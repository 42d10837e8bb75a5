/** New York's IT-2104 (docs/decisions/0025-tax-forms.md). Built on first parse (z.lazy). */
import * as z from 'zod/mini';
import { US_STATES } from '../../core/address.schema.js';
import { ZAmountCentsSchema } from '../../core/bounds.js';
import { INVALID_SSN, SSN_FORMAT } from './tin.js';

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/** IT-2104's filing status boxes. */
export const IT2104_FILING_STATUSES = ['SINGLE_OR_HEAD', 'MARRIED', 'MARRIED_HIGHER_SINGLE'] as const;
export type TIt2104FilingStatus = (typeof IT2104_FILING_STATUSES)[number];
const ZAllowancesSchema = z.number().check(z.int(), z.minimum(0), z.maximum(99));

/**
 * The answers of New York's IT-2104, Employee's Withholding Allowance Certificate (New York State,
 * New York City, Yonkers), as payroll reads them: the filing status, residence, the allowances of
 * lines 1 (New York State and Yonkers) and 2 (New York City), and lines 3–5's additional amounts
 * per pay period in integer cents. New York City's lines apply to its residents only, Yonkers' to
 * Yonkers residents, and nobody lives in both.
 */
export const ZIt2104AnswersSchema = z.lazy(() =>
  z
    .object({
      firstName: required(60),
      middleInitial: z._default(line(1), ''),
      lastName: required(60),
      ssn: z.string().check(z.trim(), z.regex(SSN_FORMAT, INVALID_SSN)),
      address: required(100),
      apartment: z._default(line(20), ''),
      city: required(60),
      state: z.enum(US_STATES),
      zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/u, 'ZIP code must be 00000 or 00000-0000')),
      filingStatus: z.enum(IT2104_FILING_STATUSES),
      nycResident: z.boolean(),
      yonkersResident: z.boolean(),
      nysAllowances: z._default(ZAllowancesSchema, 0),
      nycAllowances: z._default(ZAllowancesSchema, 0),
      nysAdditionalCents: z._default(ZAmountCentsSchema, 0),
      nycAdditionalCents: z._default(ZAmountCentsSchema, 0),
      yonkersAdditionalCents: z._default(ZAmountCentsSchema, 0),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        if (a.nycResident && a.yonkersResident) issue('yonkersResident', 'A resident of New York City is not a resident of Yonkers');
        if (!a.nycResident && a.nycAllowances) issue('nycAllowances', 'Line 2 is for New York City residents');
        if (!a.nycResident && a.nycAdditionalCents) issue('nycAdditionalCents', 'Line 4 is for New York City residents');
        if (!a.yonkersResident && a.yonkersAdditionalCents) issue('yonkersAdditionalCents', 'Line 5 is for Yonkers residents');
      }),
    ),
);
export type TIt2104Answers = z.output<typeof ZIt2104AnswersSchema>;
export const ZSubmitIt2104RequestSchema = z.object({ answers: ZIt2104AnswersSchema });
