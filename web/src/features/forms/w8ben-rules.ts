import { type TW8benAnswers, W8BEN_MESSAGES, ZW8benAnswersSchema } from '../../../../shared/documents/forms.schema.js';
import { answerKey } from './form-kinds';
import { parseWithStandIns, type TParsedAnswers } from './parse-with-stand-ins';

/**
 * Form W-8BEN's pure rules (Rev. October 2021, individuals): the guided form's values and steps
 * (Part I lines 1–8, Part II the optional treaty claim of lines 9–10, Part III the certification,
 * then a review), the first values from a signed-in filler's profile, and the client-side check,
 * which is the shared schema itself (ZW8benAnswersSchema) run on what the filler typed. Free of
 * React; unit-tested in test/unit/web-forms-w8ben.test.ts (hence the relative imports).
 */

/** The form's values: the answers' own lines, and whether Part II is claimed at all (lines 9–10 are sent empty when not). */
export interface TW8benForm {
  name: string;
  citizenshipCountry: string;
  residenceAddress: string;
  residenceCity: string;
  residenceCountry: string;
  mailingAddress: string;
  mailingCity: string;
  mailingCountry: string;
  usTin: string;
  foreignTin: string;
  foreignTinNotRequired: boolean;
  referenceNumbers: string;
  /** YYYY-MM-DD, as a date input gives it; '' until entered. */
  dateOfBirth: string;
  claimTreaty: boolean;
  treatyCountry: string;
  treatyArticle: string;
  treatyRate: string;
  treatyIncomeType: string;
  treatyConditions: string;
  capacityToSign: boolean;
}
export type TW8benField = keyof TW8benForm;

/** The guided form's steps: the form's three parts in its order, then a review before the signature. */
export const W8BEN_STEPS = ['identification', 'treaty', 'certification', 'review'] as const;
export type TW8benStep = (typeof W8BEN_STEPS)[number];
export const W8BEN_STEP_FIELDS: Record<TW8benStep, readonly TW8benField[]> = {
  identification: [
    'name', 'citizenshipCountry', 'residenceAddress', 'residenceCity', 'residenceCountry', 'mailingAddress', 'mailingCity', 'mailingCountry',
    'usTin', 'foreignTin', 'foreignTinNotRequired', 'referenceNumbers', 'dateOfBirth',
  ],
  treaty: ['claimTreaty', 'treatyCountry', 'treatyArticle', 'treatyRate', 'treatyIncomeType', 'treatyConditions'],
  certification: ['capacityToSign'],
  review: [],
};
const FIELDS = new Set<string>(Object.values(W8BEN_STEP_FIELDS).flat());
export const isW8benField = (name: string): name is TW8benField => FIELDS.has(name);

/** The step that holds a field. */
export function w8benStepOf(field: TW8benField): number {
  const index = W8BEN_STEPS.findIndex((step) => W8BEN_STEP_FIELDS[step].includes(field));
  return index < 0 ? 0 : index;
}

/** The first step with a problem, where the filler is taken. */
export function firstW8benStepWithIssue(fields: readonly string[]): number | undefined {
  const steps = fields.filter(isW8benField).map(w8benStepOf);
  return steps.length ? Math.min(...steps) : undefined;
}

/** The field a server error names ('answers.residenceAddress', 'body.answers.usTin'), if it is one. */
export const w8benField = (param: string | undefined): TW8benField | undefined => {
  const key = answerKey(param);
  return key && key !== 'claimTreaty' && isW8benField(key) ? key : undefined;
};

/** Where the form starts: line 1 from the request, every other line empty, nothing claimed or certified. */
export function defaultW8ben(name: string): TW8benForm {
  return {
    name: name.trim().slice(0, 120),
    citizenshipCountry: '',
    residenceAddress: '',
    residenceCity: '',
    residenceCountry: '',
    mailingAddress: '',
    mailingCity: '',
    mailingCountry: '',
    usTin: '',
    foreignTin: '',
    foreignTinNotRequired: false,
    referenceNumbers: '',
    dateOfBirth: '',
    claimTreaty: false,
    treatyCountry: '',
    treatyArticle: '',
    treatyRate: '',
    treatyIncomeType: '',
    treatyConditions: '',
    capacityToSign: false,
  };
}

/** What a signed-in filler's profile gives the form (prefill.ts's TFormPrefill, the parts a W-8BEN uses). */
export interface TW8benPrefillSource {
  firstName: string;
  lastName: string;
  birthDate: string;
  foreignHome?: { address: string; country: string };
}

/**
 * A foreign address kept as one line (the profile's) split into line 3's two: the street, then the
 * city or town, state or province and postal code. A second line of its own, else the first comma,
 * makes the split; an address with neither stays whole on the street line.
 */
export function splitForeignAddress(address: string): { street: string; city: string } {
  const lines = address.split(/\r?\n/u).map((l) => l.trim()).filter(Boolean);
  const [street, city] =
    lines.length > 1
      ? [lines[0]!, lines.slice(1).join(', ')]
      : (() => {
          const one = lines[0] ?? '';
          const comma = one.indexOf(',');
          return comma < 0 ? [one, ''] : [one.slice(0, comma).trim(), one.slice(comma + 1).trim()];
        })();
  return { street: street.slice(0, 100), city: city.slice(0, 100) };
}

/**
 * The form's first values with a signed-in filler's profile laid over the request's (as
 * prefill-answers.ts does for the other forms): line 1 (first and last name), line 8 (the date of
 * birth), and line 3 with its country when the profile's home is abroad. Only what the profile
 * holds replaces what the company typed; no profile changes nothing.
 */
export function prefillW8ben(start: TW8benForm, source: TW8benPrefillSource | null | undefined): TW8benForm {
  if (!source) return start;
  const patch: Partial<TW8benForm> = {};
  const name = [source.firstName, source.lastName].map((s) => s.trim()).filter(Boolean).join(' ');
  if (name) patch.name = name.slice(0, 120);
  if (/^\d{4}-\d{2}-\d{2}$/u.test(source.birthDate)) patch.dateOfBirth = source.birthDate;
  if (source.foreignHome?.address) {
    const { street, city } = splitForeignAddress(source.foreignHome.address);
    patch.residenceAddress = street;
    patch.residenceCity = city;
    patch.residenceCountry = source.foreignHome.country.trim().slice(0, 60);
  }
  return { ...start, ...patch };
}

/** The answers as sent: lines 9–10 emptied when no treaty is claimed, whatever was typed there. */
export function cleanW8ben(form: TW8benForm): TW8benForm {
  if (form.claimTreaty) return form;
  return { ...form, treatyCountry: '', treatyArticle: '', treatyRate: '', treatyIncomeType: '', treatyConditions: '' };
}

/** The answers' own names: the form's, less the Part II switch. */
const fieldOf = (answer: string): TW8benField | undefined => (answer !== 'claimTreaty' && isW8benField(answer) ? answer : undefined);

/** Values that pass their own line's check, put in place of a failing one so the cross-line rules are still checked. */
const PLACEHOLDERS: Record<string, unknown> = {
  name: 'W', citizenshipCountry: 'W', residenceAddress: 'W', residenceCity: 'W', residenceCountry: 'W', mailingAddress: '', mailingCity: '',
  mailingCountry: '', usTin: '', foreignTin: '', foreignTinNotRequired: false, referenceNumbers: '', dateOfBirth: '2000-01-01', treatyCountry: '',
  treatyArticle: '', treatyRate: '', treatyIncomeType: '', treatyConditions: '', capacityToSign: true,
};

type TIssues = Partial<Record<TW8benField, string>>;

/**
 * The shared schema's verdict on the form (cleaned first): the answers to send, or one message per
 * field, every part's problems at once, the cross-line rules included. A date of birth not entered
 * is 'Required' (the date input gives '' until the date is whole); a treaty claimed without a
 * taxpayer number is also said on line 9, so Part II does not pass with it.
 */
export function validateW8ben(form: TW8benForm): TParsedAnswers<TW8benAnswers, TW8benField> {
  const cleaned = cleanW8ben(form);
  const issues: TIssues = {};
  if (form.claimTreaty && !cleaned.treatyCountry.trim()) issues.treatyCountry = W8BEN_MESSAGES.required;
  if (!cleaned.dateOfBirth) issues.dateOfBirth = W8BEN_MESSAGES.required;
  const { claimTreaty: _claimed, ...raw } = cleaned;
  const result = parseWithStandIns(ZW8benAnswersSchema, raw, PLACEHOLDERS, fieldOf, issues);
  if (!result.success && result.issues.foreignTin === W8BEN_MESSAGES.treatyTin) result.issues.treatyCountry ??= W8BEN_MESSAGES.treatyTin;
  return result;
}
