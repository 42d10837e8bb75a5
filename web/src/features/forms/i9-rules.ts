import type { US_STATES } from '../../../../shared/core/address.schema.js';
import { type TI9Attestation, type TI9Section1, ZI9Section1Schema } from '../../../../shared/documents/forms.schema.js';
import { answerKey } from './form-kinds';
import { parseWithStandIns, type TParsedAnswers } from './parse-with-stand-ins';
import type { TFormPrefill } from './prefill-answers';
import { splitName } from './w4-rules';

/**
 * Form I-9's Section 1 (Edition 01/20/25), the employee's, as a guided form: its values and steps,
 * what each attestation box asks, the answers as sent, and the client-side check, which is the
 * shared schema itself (ZI9Section1Schema) run on what the filler typed. Section 2 (the employer's)
 * is i9-section2-rules.ts. Free of React; unit-tested in test/unit/web-forms-i9.test.ts.
 */

/** The form's values: dates as the date input gives them ('' until chosen), the box unchosen until checked. */
export interface TI9Form {
  lastName: string;
  firstName: string;
  middleInitial: string;
  otherLastNames: string;
  address: string;
  apartment: string;
  city: string;
  state?: (typeof US_STATES)[number];
  zipCode: string;
  dateOfBirth: string;
  ssn: string;
  email: string;
  phone: string;
  attestation?: TI9Attestation;
  /** Box 3's USCIS or A-Number, or the first of box 4's three. */
  aNumber: string;
  /** Box 4: the date the authorization expires, or `authorizedNoExpiry` (written N/A). */
  authorizedUntil: string;
  authorizedNoExpiry: boolean;
  i94Number: string;
  passportNumber: string;
  passportCountry: string;
}
export type TI9Field = keyof TI9Form;

/** The guided form's steps: the rows of Section 1 in the form's order, the attestation, then a review before the signature. */
export const I9_STEPS = ['personal', 'address', 'attestation', 'review'] as const;
export type TI9Step = (typeof I9_STEPS)[number];
export const I9_STEP_FIELDS: Record<TI9Step, readonly TI9Field[]> = {
  personal: ['lastName', 'firstName', 'middleInitial', 'otherLastNames', 'dateOfBirth', 'ssn', 'email', 'phone'],
  address: ['address', 'apartment', 'city', 'state', 'zipCode'],
  attestation: ['attestation', 'aNumber', 'authorizedUntil', 'authorizedNoExpiry', 'i94Number', 'passportNumber', 'passportCountry'],
  review: [],
};
const FIELDS = new Set<string>(Object.values(I9_STEP_FIELDS).flat());
export const isI9Field = (name: string): name is TI9Field => FIELDS.has(name);

/** The step that holds a field. */
export function i9StepOf(field: TI9Field): number {
  const index = I9_STEPS.findIndex((step) => I9_STEP_FIELDS[step].includes(field));
  return index < 0 ? 0 : index;
}

/** The first step with a problem, where the filler is taken. */
export function firstI9StepWithIssue(fields: readonly string[]): number | undefined {
  const steps = fields.filter(isI9Field).map(i9StepOf);
  return steps.length ? Math.min(...steps) : undefined;
}

/**
 * Where the form starts: the name from the request, or, for a signed-in filler, their profile's
 * name, date of birth, SSN, email, phone and US home address; no box checked.
 */
export function defaultI9(name: string, prefill?: TFormPrefill | null): TI9Form {
  const split = splitName(name);
  const home = prefill?.home;
  return {
    lastName: prefill?.lastName || split.lastName,
    firstName: prefill?.firstName || split.firstName,
    middleInitial: prefill?.firstName ? '' : split.middleInitial,
    otherLastNames: '',
    address: home?.street ?? '',
    apartment: home?.suite ?? '',
    city: home?.city ?? '',
    ...(home ? { state: home.state } : {}),
    zipCode: home?.zipCode ?? '',
    dateOfBirth: prefill?.birthDate ?? '',
    // An ITIN (it starts with 9) is no Social Security number: the line stays empty.
    ssn: prefill?.ssn && !prefill.ssn.startsWith('9') ? prefill.ssn : '',
    email: prefill?.email ?? '',
    phone: prefill?.phone ?? '',
    aNumber: '',
    authorizedUntil: '',
    authorizedNoExpiry: false,
    i94Number: '',
    passportNumber: '',
    passportCountry: '',
  };
}

/** Which of the attestation's entries a box asks: box 3 its number; box 4 an expiration (or N/A) and one of three numbers. */
export function boxLines(attestation: TI9Attestation | undefined) {
  return {
    aNumber: attestation === 'PERMANENT_RESIDENT' || attestation === 'AUTHORIZED_TO_WORK',
    authorized: attestation === 'AUTHORIZED_TO_WORK',
  };
}

/** The answers as sent: the entries the box does not ask are emptied, whatever was typed there. */
export function cleanI9(form: TI9Form): TI9Form {
  const lines = boxLines(form.attestation);
  return {
    ...form,
    aNumber: lines.aNumber ? form.aNumber : '',
    authorizedUntil: lines.authorized && !form.authorizedNoExpiry ? form.authorizedUntil : '',
    authorizedNoExpiry: lines.authorized && form.authorizedNoExpiry,
    i94Number: lines.authorized ? form.i94Number : '',
    passportNumber: lines.authorized ? form.passportNumber : '',
    passportCountry: lines.authorized ? form.passportCountry : '',
  };
}

/** The date box 4 sends: N/A when the authorization does not expire, the date, or nothing yet (refused). */
function authorizedUntil(form: TI9Form): string | undefined {
  if (form.attestation !== 'AUTHORIZED_TO_WORK') return undefined;
  if (form.authorizedNoExpiry) return 'N/A';
  return form.authorizedUntil || undefined;
}

function fieldOf(answer: string | undefined): TI9Field | undefined {
  return answer && isI9Field(answer) ? answer : undefined;
}

/** The field a server error names ('answers.aNumber', 'body.answers.ssn'), if it is one. */
export const i9Field = (param: string | undefined) => fieldOf(answerKey(param));

/** Values that pass their own line's check, put in place of a failing one so the box's rules are still checked. */
const PLACEHOLDERS: Record<string, unknown> = {
  lastName: 'W', firstName: 'W', middleInitial: '', otherLastNames: '', address: 'W', apartment: '', city: 'W', state: 'NY', zipCode: '00000',
  dateOfBirth: '2000-01-01', ssn: '', email: '', phone: '', attestation: 'CITIZEN', authorizedUntil: 'N/A', i94Number: '', passportNumber: '', passportCountry: '',
};

/**
 * The shared schema's verdict on Section 1 (cleaned first): the answers to send, or one message per
 * field, every step's problems at once, the box's own rules included.
 */
export function validateI9(form: TI9Form): TParsedAnswers<TI9Section1, TI9Field> {
  const cleaned = cleanI9(form);
  const raw: Record<string, unknown> = {
    lastName: cleaned.lastName,
    firstName: cleaned.firstName,
    middleInitial: cleaned.middleInitial,
    otherLastNames: cleaned.otherLastNames,
    address: cleaned.address,
    apartment: cleaned.apartment,
    city: cleaned.city,
    state: cleaned.state,
    zipCode: cleaned.zipCode,
    dateOfBirth: cleaned.dateOfBirth || undefined,
    ssn: cleaned.ssn,
    email: cleaned.email,
    phone: cleaned.phone,
    attestation: cleaned.attestation,
    aNumber: cleaned.aNumber,
    authorizedUntil: authorizedUntil(cleaned),
    i94Number: cleaned.i94Number,
    passportNumber: cleaned.passportNumber,
    passportCountry: cleaned.passportCountry,
  };
  return parseWithStandIns(ZI9Section1Schema, raw, PLACEHOLDERS, fieldOf);
}
