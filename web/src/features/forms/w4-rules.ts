import type { US_STATES } from '../../../../shared/core/address.schema.js';
import { MAX_AMOUNT_CENTS } from '../../../../shared/core/bounds.js';
import { W4_2026 } from '../../../../shared/documents/form-years/w4-2026.js';
import { type TW4Answers, type TW4FilingStatus, ZW4AnswersSchema } from '../../../../shared/documents/forms.schema.js';
import { answerKey } from './form-kinds';
import { INVALID_DOLLARS } from './w4-messages';
import { parseWithStandIns, type TParsedAnswers } from './parse-with-stand-ins';

/**
 * The W-4's pure rules (Form W-4 (2026)): the guided form's values and steps, dollars typed to the
 * wire's integer cents and back, Step 3's dependents' credits, and the client-side check, which is
 * the shared schema itself (ZW4AnswersSchema) run on what the filler typed.
 * Free of React; unit-tested in test/unit/web-forms.test.ts (hence the relative imports).
 */

/** The form's values: amounts as the dollars typed, counts '' when emptied, the filing status unset until chosen. */
export interface TW4Form {
  firstName: string;
  middleInitial: string;
  lastName: string;
  address: string;
  city: string;
  state?: (typeof US_STATES)[number];
  zipCode: string;
  ssn: string;
  filingStatus?: TW4FilingStatus;
  exempt: boolean;
  multipleJobs: boolean;
  qualifyingChildren: number | '';
  otherDependents: number | '';
  /** Step 3's total, in dollars; it follows the dependents' sum until the filler types their own. */
  credits: string;
  creditsEdited: boolean;
  otherIncome: string;
  deductions: string;
  extraWithholding: string;
}
export type TW4Field = keyof TW4Form;

/** The guided form's steps: the form's Steps 1 to 4, then a review before the signature (Step 5). */
export const W4_STEPS = ['personal', 'jobs', 'dependents', 'adjustments', 'review'] as const;
export type TW4Step = (typeof W4_STEPS)[number];
export const W4_STEP_FIELDS: Record<TW4Step, readonly TW4Field[]> = {
  personal: ['firstName', 'middleInitial', 'lastName', 'address', 'city', 'state', 'zipCode', 'ssn', 'filingStatus', 'exempt'],
  jobs: ['multipleJobs'],
  dependents: ['qualifyingChildren', 'otherDependents', 'credits'],
  adjustments: ['otherIncome', 'deductions', 'extraWithholding'],
  review: [],
};
const FIELDS = new Set<string>(Object.values(W4_STEP_FIELDS).flat());
export const isW4Field = (name: string): name is TW4Field => FIELDS.has(name);

/** Steps 2–4, which a filler claiming exemption skips (the form: "complete only Steps 1(a), 1(b), and 5"). */
export const skippedWhenExempt = (step: number) => step >= 1 && step <= 3;
const LAST = W4_STEPS.length - 1;

/** Next, from a step: the one after, past Steps 2–4 when exemption is claimed. */
export function nextStep(step: number, exempt: boolean): number {
  let next = step + 1;
  while (exempt && skippedWhenExempt(next)) next += 1;
  return Math.min(next, LAST);
}

/** Back, from a step: the one before, past Steps 2–4 when exemption is claimed. */
export function previousStep(step: number, exempt: boolean): number {
  let previous = step - 1;
  while (exempt && skippedWhenExempt(previous)) previous -= 1;
  return Math.max(previous, 0);
}

/** The step that holds a field (the first of several with problems is where the filler is taken). */
export function stepOf(field: TW4Field): number {
  const index = W4_STEPS.findIndex((step) => W4_STEP_FIELDS[step].includes(field));
  return index < 0 ? 0 : index;
}

/** The request's name split for Step 1(a): the last word is the last name; a lone letter between is the middle initial. */
export function splitName(name: string): Pick<TW4Form, 'firstName' | 'middleInitial' | 'lastName'> {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  if (parts.length < 2) return { firstName: (parts[0] ?? '').slice(0, 60), middleInitial: '', lastName: '' };
  const lastName = parts.pop()!.slice(0, 60);
  const initial = parts.length >= 2 && /^\p{L}\.?$/u.test(parts.at(-1)!) ? parts.pop()!.charAt(0).toUpperCase() : '';
  return { firstName: parts.join(' ').slice(0, 60), middleInitial: initial, lastName };
}

/** Where the form starts: Step 1(a) from the name the company typed, every step empty, no status chosen. */
export function defaultW4(name: string): TW4Form {
  return {
    ...splitName(name),
    address: '',
    city: '',
    zipCode: '',
    ssn: '',
    exempt: false,
    multipleJobs: false,
    qualifyingChildren: 0,
    otherDependents: 0,
    credits: '',
    creditsEdited: false,
    otherIncome: '',
    deductions: '',
    extraWithholding: '',
  };
}

/** What a dollar box takes: '1234', '1,234.5', '$1,234.56', '.75'; no sign, at most two decimals. */
const DOLLARS = /^\$?\s*(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?|\.(\d{1,2}))$/u;

/**
 * Dollars as typed to integer cents, read from the text (whole dollars and the two decimals apart),
 * so no binary fraction ever rounds: '0.29' is 29 cents, '1,234.56' is 123456. An empty box is 0;
 * text that is no amount is null. Past 13 digits an amount would lose cents in a number; it is
 * far past the form's maximum anyway, and reads as just above it.
 */
export function parseDollars(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return 0;
  const match = DOLLARS.exec(typed);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/gu, '').replace(/^0+(?=\d)/u, '');
  const cents = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  if (whole.length > 13) return MAX_AMOUNT_CENTS + 1;
  return Number(whole || '0') * 100 + Number(cents);
}

/** Integer cents as a dollar box shows them: 440000 → '4,400.00' (the box has its own $). */
export function dollarsText(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A box's text tidied on leaving it: a valid amount in the form's format, anything else as typed. */
export function tidyDollars(text: string): string {
  const cents = parseDollars(text);
  return cents === null || text.trim() === '' ? text : dollarsText(cents);
}

const count = (value: number | '') => (value === '' ? 0 : value);

/** Step 3(a) and 3(b) from the counts, at the form year's credits (shared/documents/form-years), and their sum. */
export function step3Totals(children: number | '', others: number | '') {
  const childrenCents = count(children) * W4_2026.childCreditCents;
  const othersCents = count(others) * W4_2026.otherDependentCreditCents;
  return { childrenCents, othersCents, dependentsCents: childrenCents + othersCents };
}

/** The total box's text: the dependents' sum (empty for none) until the filler typed a total of their own. */
export function followedCredits(form: Pick<TW4Form, 'qualifyingChildren' | 'otherDependents' | 'credits' | 'creditsEdited'>): string {
  if (form.creditsEdited) return form.credits;
  const { dependentsCents } = step3Totals(form.qualifyingChildren, form.otherDependents);
  return dependentsCents ? dollarsText(dependentsCents) : '';
}

/** The answers as sent: claiming exemption empties Steps 2–4, whatever was typed there. */
export function cleanW4(form: TW4Form): TW4Form {
  if (!form.exempt) return form;
  return { ...form, multipleJobs: false, qualifyingChildren: 0, otherDependents: 0, credits: '', creditsEdited: false, otherIncome: '', deductions: '', extraWithholding: '' };
}

/** The dollar boxes and the answers they become. */
const AMOUNTS = { credits: 'creditsCents', otherIncome: 'otherIncomeCents', deductions: 'deductionsCents', extraWithholding: 'extraWithholdingCents' } as const;
type TAmountField = keyof typeof AMOUNTS;
const FROM_ANSWER: Record<string, TW4Field> = Object.fromEntries(Object.entries(AMOUNTS).map(([field, answer]) => [answer, field as TW4Field]));

/** The form field an answer's name stands for ('creditsCents' → 'credits'), if it is one. */
function fieldOf(answer: string | undefined): TW4Field | undefined {
  if (!answer) return undefined;
  const field = FROM_ANSWER[answer] ?? answer;
  return isW4Field(field) ? field : undefined;
}

/** The field a server error names ('answers.creditsCents', 'body.answers.ssn'), if it is one. */
export const w4Field = (param: string | undefined) => fieldOf(answerKey(param));

/** Values that pass their own line's check, put in place of a failing one so the cross-step rules are still checked. */
const PLACEHOLDERS: Record<string, unknown> = {
  firstName: 'W', lastName: 'W', middleInitial: '', address: 'W', city: 'W', state: 'NY', zipCode: '00000', ssn: '000-00-0000', filingStatus: 'SINGLE',
  creditsCents: 0, otherIncomeCents: 0, deductionsCents: 0, extraWithholdingCents: 0,
};

type TIssues = Partial<Record<TW4Field, string>>;
type TParsed = TParsedAnswers<TW4Answers, TW4Field>;

/**
 * The shared schema's verdict on the form (cleaned first, dollars read as cents): the answers to
 * send, or one message per field, every step's problems at once.
 */
export function validateW4(form: TW4Form): TParsed {
  const cleaned = cleanW4(form);
  const issues: TIssues = {};
  const raw: Record<string, unknown> = {
    firstName: cleaned.firstName,
    middleInitial: cleaned.middleInitial,
    lastName: cleaned.lastName,
    address: cleaned.address,
    city: cleaned.city,
    state: cleaned.state,
    zipCode: cleaned.zipCode,
    ssn: cleaned.ssn,
    filingStatus: cleaned.filingStatus,
    multipleJobs: cleaned.multipleJobs,
    qualifyingChildren: count(cleaned.qualifyingChildren),
    otherDependents: count(cleaned.otherDependents),
    exempt: cleaned.exempt,
  };
  for (const [field, answer] of Object.entries(AMOUNTS) as [TAmountField, string][]) {
    const cents = parseDollars(cleaned[field]);
    if (cents === null) issues[field] = INVALID_DOLLARS;
    raw[answer] = cents ?? 0;
  }
  return parseWithStandIns(ZW4AnswersSchema, raw, PLACEHOLDERS, fieldOf, issues);
}

/** The first step with a problem, where the filler is taken. */
export function firstStepWithIssue(fields: readonly string[]): number | undefined {
  const steps = fields.filter(isW4Field).map(stepOf);
  return steps.length ? Math.min(...steps) : undefined;
}
