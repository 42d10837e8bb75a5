/** Form W-4 (2026): the answers, step by step (docs/decisions/0025-tax-forms.md). Built on first parse (z.lazy). */
import * as z from 'zod/mini';
import { US_STATES } from '../../core/address.schema.js';
import { ZAmountCentsSchema } from '../../core/bounds.js';
import { W4_2026 } from '../form-years/w4-2026.js';
import { INVALID_SSN, SSN_FORMAT } from './tin.js';

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));

/** Step 1(c) of Form W-4 (2026). */
export const W4_FILING_STATUSES = ['SINGLE', 'MARRIED_JOINTLY', 'HEAD_OF_HOUSEHOLD'] as const;
export type TW4FilingStatus = (typeof W4_FILING_STATUSES)[number];
const ZDependentsSchema = z.number().check(z.int(), z.minimum(0), z.maximum(20));

/**
 * The answers of a W-4 (2026), step by step, as payroll reads them (Publication 15-T's percentage
 * method takes the filing status, Step 2's box, and Steps 3, 4(a), 4(b) and 4(c) in dollars).
 * Amounts are integer cents. Step 3's total may exceed the dependents' credits (other credits,
 * such as education credits, go there too) but never fall short of them.
 */
export const ZW4AnswersSchema = z.lazy(() =>
  z
    .object({
      firstName: required(60),
      middleInitial: z._default(line(1), ''),
      lastName: required(60),
      address: required(100),
      city: required(60),
      state: z.enum(US_STATES),
      zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/u, 'ZIP code must be 00000 or 00000-0000')),
      ssn: z.string().check(z.trim(), z.regex(SSN_FORMAT, INVALID_SSN)),
      filingStatus: z.enum(W4_FILING_STATUSES),
      /** Step 2(c): two jobs in total (or married filing jointly and the spouse works). */
      multipleJobs: z._default(z.boolean(), false),
      /** Step 3: how many qualifying children under 17 and other dependents, and the total claimed. */
      qualifyingChildren: z._default(ZDependentsSchema, 0),
      otherDependents: z._default(ZDependentsSchema, 0),
      creditsCents: z._default(ZAmountCentsSchema, 0),
      /** Step 4(a) other income, 4(b) deductions, 4(c) extra withholding per pay period. */
      otherIncomeCents: z._default(ZAmountCentsSchema, 0),
      deductionsCents: z._default(ZAmountCentsSchema, 0),
      extraWithholdingCents: z._default(ZAmountCentsSchema, 0),
      /** Claims exemption from withholding for the year (the form's conditions met). */
      exempt: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', path: [path], message, input: a });
        const dependents = a.qualifyingChildren * W4_2026.childCreditCents + a.otherDependents * W4_2026.otherDependentCreditCents;
        if (a.creditsCents < dependents) issue('creditsCents', 'Step 3’s total is less than the credits for the dependents');
        if (a.exempt && (a.multipleJobs || a.creditsCents || a.otherIncomeCents || a.deductionsCents || a.extraWithholdingCents)) {
          issue('exempt', 'Claiming exemption, complete only Steps 1 and 5');
        }
      }),
    ),
);
export type TW4Answers = z.output<typeof ZW4AnswersSchema>;
export const ZSubmitW4RequestSchema = z.object({ answers: ZW4AnswersSchema });
