import type { US_STATES } from '../../../../shared/core/address.schema.js';
import { type TIt2104Answers, type TIt2104FilingStatus, ZIt2104AnswersSchema } from '../../../../shared/documents/forms.schema.js';
import { answerKey } from './form-kinds';
import { INVALID_DOLLARS } from './w4-messages';
import { parseDollars, splitName } from './w4-rules';
import { parseWithStandIns, type TParsedAnswers } from './parse-with-stand-ins';

/**
 * The IT-2104's pure rules (New York State, New York City, Yonkers withholding allowances): the
 * guided form's values and steps, the lines each residence asks, and the client-side check, which
 * is the shared schema itself (ZIt2104AnswersSchema) run on what the filler typed; dollars become
 * integer cents through the W-4's parseDollars. Free of React; unit-tested in test/unit/web-forms.test.ts.
 */

/** The form's values: residence unanswered until chosen, counts '' when emptied, amounts as the dollars typed. */
export interface TIt2104Form {
  firstName: string;
  middleInitial: string;
  lastName: string;
  ssn: string;
  address: string;
  apartment: string;
  city: string;
  state?: (typeof US_STATES)[number];
  zipCode: string;
  filingStatus?: TIt2104FilingStatus;
  nycResident?: boolean;
  yonkersResident?: boolean;
  nysAllowances: number | '';
  nycAllowances: number | '';
  nysAdditional: string;
  nycAdditional: string;
  yonkersAdditional: string;
}
export type TIt2104Field = keyof TIt2104Form;

/** The guided form's steps: the certificate's blocks in its order, then a review before the signature. */
export const IT2104_STEPS = ['personal', 'residence', 'allowances', 'additional', 'review'] as const;
export type TIt2104Step = (typeof IT2104_STEPS)[number];
export const IT2104_STEP_FIELDS: Record<TIt2104Step, readonly TIt2104Field[]> = {
  personal: ['firstName', 'middleInitial', 'lastName', 'ssn', 'address', 'apartment', 'city', 'state', 'zipCode', 'filingStatus'],
  residence: ['nycResident', 'yonkersResident'],
  allowances: ['nysAllowances', 'nycAllowances'],
  additional: ['nysAdditional', 'nycAdditional', 'yonkersAdditional'],
  review: [],
};
const FIELDS = new Set<string>(Object.values(IT2104_STEP_FIELDS).flat());
export const isIt2104Field = (name: string): name is TIt2104Field => FIELDS.has(name);

/** Line 1 above this makes the employer send a copy of the certificate to the Tax Department (box A). */
export const MAX_ALLOWANCES_KEPT = 14;
export const sentToDepartment = (nysAllowances: number | '') => nysAllowances !== '' && nysAllowances > MAX_ALLOWANCES_KEPT;

/** The step that holds a field. */
export function it2104StepOf(field: TIt2104Field): number {
  const index = IT2104_STEPS.findIndex((step) => IT2104_STEP_FIELDS[step].includes(field));
  return index < 0 ? 0 : index;
}

/** The first step with a problem, where the filler is taken. */
export function firstIt2104StepWithIssue(fields: readonly string[]): number | undefined {
  const steps = fields.filter(isIt2104Field).map(it2104StepOf);
  return steps.length ? Math.min(...steps) : undefined;
}

/** Where the form starts: the name from the request, no status or residence chosen, every line empty. */
export function defaultIt2104(name: string): TIt2104Form {
  return {
    ...splitName(name),
    ssn: '',
    address: '',
    apartment: '',
    city: '',
    zipCode: '',
    nysAllowances: 0,
    nycAllowances: 0,
    nysAdditional: '',
    nycAdditional: '',
    yonkersAdditional: '',
  };
}

/** Which of the lines a residence asks: lines 2 and 4 of New York City residents, line 5 of Yonkers residents. */
export function residentLines(form: Pick<TIt2104Form, 'nycResident' | 'yonkersResident'>) {
  return { nyc: form.nycResident === true, yonkers: form.yonkersResident === true };
}

/** The answers as sent: the lines the residence does not ask are emptied, whatever was typed there. */
export function cleanIt2104(form: TIt2104Form): TIt2104Form {
  const lines = residentLines(form);
  return {
    ...form,
    nycAllowances: lines.nyc ? form.nycAllowances : 0,
    nycAdditional: lines.nyc ? form.nycAdditional : '',
    yonkersAdditional: lines.yonkers ? form.yonkersAdditional : '',
  };
}

/** The dollar boxes and the answers they become. */
const AMOUNTS = { nysAdditional: 'nysAdditionalCents', nycAdditional: 'nycAdditionalCents', yonkersAdditional: 'yonkersAdditionalCents' } as const;
type TAmountField = keyof typeof AMOUNTS;
const FROM_ANSWER: Record<string, TIt2104Field> = Object.fromEntries(Object.entries(AMOUNTS).map(([field, answer]) => [answer, field as TIt2104Field]));

function fieldOf(answer: string | undefined): TIt2104Field | undefined {
  if (!answer) return undefined;
  const field = FROM_ANSWER[answer] ?? answer;
  return isIt2104Field(field) ? field : undefined;
}

/** The field a server error names ('answers.nycAdditionalCents', 'body.answers.ssn'), if it is one. */
export const it2104Field = (param: string | undefined) => fieldOf(answerKey(param));

/** Values that pass their own line's check, put in place of a failing one so the cross-line rules are still checked. */
const PLACEHOLDERS: Record<string, unknown> = {
  firstName: 'W', lastName: 'W', middleInitial: '', ssn: '000-00-0000', address: 'W', apartment: '', city: 'W', state: 'NY', zipCode: '00000',
  filingStatus: 'SINGLE_OR_HEAD', nycResident: false, yonkersResident: false, nysAllowances: 0, nycAllowances: 0,
  nysAdditionalCents: 0, nycAdditionalCents: 0, yonkersAdditionalCents: 0,
};

type TIssues = Partial<Record<TIt2104Field, string>>;
type TParsed = TParsedAnswers<TIt2104Answers, TIt2104Field>;

const count = (value: number | '') => (value === '' ? 0 : value);

/**
 * The shared schema's verdict on the form (cleaned first, dollars read as cents): the answers to
 * send, or one message per field, every step's problems at once, the cross-line rules included.
 */
export function validateIt2104(form: TIt2104Form): TParsed {
  const cleaned = cleanIt2104(form);
  const issues: TIssues = {};
  const raw: Record<string, unknown> = {
    firstName: cleaned.firstName,
    middleInitial: cleaned.middleInitial,
    lastName: cleaned.lastName,
    ssn: cleaned.ssn,
    address: cleaned.address,
    apartment: cleaned.apartment,
    city: cleaned.city,
    state: cleaned.state,
    zipCode: cleaned.zipCode,
    filingStatus: cleaned.filingStatus,
    nycResident: cleaned.nycResident,
    yonkersResident: cleaned.yonkersResident,
    nysAllowances: count(cleaned.nysAllowances),
    nycAllowances: count(cleaned.nycAllowances),
  };
  for (const [field, answer] of Object.entries(AMOUNTS) as [TAmountField, string][]) {
    const cents = parseDollars(cleaned[field]);
    if (cents === null) issues[field] = INVALID_DOLLARS;
    raw[answer] = cents ?? 0;
  }
  return parseWithStandIns(ZIt2104AnswersSchema, raw, PLACEHOLDERS, fieldOf, issues);
}
