import type { US_STATES } from '../../../../shared/core/address.schema.js';
import {
  type TFormVariant,
  type TW9Answers,
  type TW9Classification,
  W9_CLASSIFICATIONS,
  W9_EXEMPT_PAYEE_CODES,
  W9_FATCA_CODES,
  W9_LLC_CLASSIFICATIONS,
  ZW9AnswersSchema,
} from '../../../../shared/documents/forms.schema.js';
import { normalise } from '../profile/masks';
import { answerKey } from './form-kinds';
import { parseWithStandIns, type TParsedAnswers } from './parse-with-stand-ins';

/**
 * The W-9 form's pure rules (Form W-9, Rev. March 2024): what each variant starts from, which lines
 * a classification asks, how the TIN is masked, and the client-side check, which is the shared
 * schema itself (ZW9AnswersSchema) run on what the filler can see.
 * Free of React; unit-tested in test/unit/web-forms.test.ts (hence the relative imports: the unit
 * tests have no `@shared` alias).
 */

/** The form's values: every line present, the state unset until chosen. */
export interface TW9Form {
  name: string;
  businessName: string;
  classification: TW9Classification;
  llcClassification?: (typeof W9_LLC_CLASSIFICATIONS)[number];
  otherClassification: string;
  foreignPartners: boolean;
  exemptPayeeCode?: (typeof W9_EXEMPT_PAYEE_CODES)[number];
  fatcaCode?: (typeof W9_FATCA_CODES)[number];
  address: string;
  city: string;
  state?: (typeof US_STATES)[number];
  zipCode: string;
  accountNumbers: string;
  tinType: 'SSN' | 'EIN';
  tin: string;
  subjectToBackupWithholding: boolean;
}
export type TW9Field = keyof TW9Form;

const FIELDS: Record<TW9Field, true> = {
  name: true, businessName: true, classification: true, llcClassification: true, otherClassification: true, foreignPartners: true,
  exemptPayeeCode: true, fatcaCode: true, address: true, city: true, state: true, zipCode: true, accountNumbers: true, tinType: true,
  tin: true, subjectToBackupWithholding: true,
};
export const isW9Field = (name: string): name is TW9Field => Object.hasOwn(FIELDS, name);

/**
 * Where each variant starts: a person as an individual or sole proprietor with an SSN; a company
 * as an LLC with an EIN (the most common entity among contractors), which still has to name how it
 * is taxed (C, S or P) before the form is accepted. Line 1 starts from the name the company typed.
 */
export function defaultW9(variant: TFormVariant, name: string): TW9Form {
  const person = variant === 'PERSON';
  return {
    name,
    businessName: '',
    classification: person ? 'INDIVIDUAL' : 'LLC',
    otherClassification: '',
    foreignPartners: false,
    address: '',
    city: '',
    zipCode: '',
    accountNumbers: '',
    tinType: person ? 'SSN' : 'EIN',
    tin: '',
    subjectToBackupWithholding: false,
  };
}

/**
 * The line 3a boxes a link offers (docs/decisions/0025-tax-forms.md): a person's link takes an
 * individual or a single-member LLC, a company's link any entity.
 */
export const classificationsFor = (variant: TFormVariant): readonly TW9Classification[] =>
  variant === 'PERSON' ? ['INDIVIDUAL', 'LLC'] : W9_CLASSIFICATIONS.filter((c) => c !== 'INDIVIDUAL');

/** Only individuals and sole proprietors, and LLCs (a single-member one gives its owner's), enter an SSN. */
export const allowsSsn = (c: TW9Classification) => c === 'INDIVIDUAL' || c === 'LLC';

/**
 * Line 3b is asked of a partnership, a trust or estate, and an LLC taxed as a partnership (P),
 * as the official line reads.
 */
export const asksForeignPartners = (c: TW9Classification, llc: TW9Form['llcClassification']) =>
  c === 'PARTNERSHIP' || c === 'TRUST_ESTATE' || (c === 'LLC' && llc === 'P');

/** Line 4's codes apply only to certain entities, never to individuals. */
export const asksExemptions = (c: TW9Classification) => c !== 'INDIVIDUAL';

/** The input mask of a TIN box: SSN or ITIN 000-00-0000, EIN 00-0000000. */
export const tinMask = (tinType: TW9Form['tinType']) => (tinType === 'SSN' ? 'tin' : 'ein');

/** A TIN typed in one box, moved to the other: the same digits, in that box's format. */
export const retypeTin = (tin: string, tinType: TW9Form['tinType']) => normalise(tinMask(tinType), tin.replace(/\D/g, ''));

/** A new line 3a answer, and what it changes: an entity that cannot use an SSN moves to the EIN box. */
export function classificationPatch(form: Pick<TW9Form, 'tinType' | 'tin'>, next: TW9Classification): Partial<TW9Form> {
  if (allowsSsn(next) || form.tinType === 'EIN') return { classification: next };
  return { classification: next, tinType: 'EIN', tin: retypeTin(form.tin, 'EIN') };
}

/** The answers as sent: lines the classification does not ask are left out, whatever was typed there. */
export function cleanW9(form: TW9Form): TW9Form {
  const c = form.classification;
  const llc = c === 'LLC' ? form.llcClassification : undefined;
  return {
    ...form,
    llcClassification: llc,
    otherClassification: c === 'OTHER' ? form.otherClassification : '',
    foreignPartners: asksForeignPartners(c, llc) ? form.foreignPartners : false,
    exemptPayeeCode: asksExemptions(c) ? form.exemptPayeeCode : undefined,
    fatcaCode: asksExemptions(c) ? form.fatcaCode : undefined,
  };
}

/**
 * Values that pass their own line's check, put in place of a line that fails it so the schema's
 * cross-line rules (the TIN's format, the LLC's classification…) are still checked: zod skips an
 * object's refinements once a line has the wrong type, e.g. a state not yet chosen.
 */
const PLACEHOLDERS: Partial<TW9Form> = {
  name: 'W', businessName: '', address: 'W', city: 'W', state: 'NY', zipCode: '00000', accountNumbers: '', subjectToBackupWithholding: false,
};

type TParsed = TParsedAnswers<TW9Answers, TW9Field>;

/**
 * The shared schema's verdict on the form (cleaned first): the answers to send, or one message per
 * line, every line's problems at once.
 */
export function validateW9(form: TW9Form): TParsed {
  const cleaned = cleanW9(form);
  return parseWithStandIns(ZW9AnswersSchema, { ...cleaned }, PLACEHOLDERS, (answer) => (isW9Field(answer) ? answer : undefined));
}

/** The line a server error names ('answers.tin', 'body.answers.tin'), if it is one. */
export function answerField(param: string | undefined): TW9Field | undefined {
  const field = answerKey(param);
  return field && isW9Field(field) ? field : undefined;
}
