import type { US_STATES } from '../../../../shared/core/address.schema.js';
import { F8822B_MESSAGES, type TF8822bAnswers, ZF8822bAnswersSchema } from '../../../../shared/documents/form-kinds/f8822b.schema.js';
import { answerKey } from './form-kinds';
import { parseWithStandIns, type TParsedAnswers } from './parse-with-stand-ins';
import { retypeTin } from './w9-rules';

/**
 * Form 8822-B's pure rules (Change of Address or Responsible Party — Business, Rev. December 2019):
 * the guided form's values and steps in the official form's order (the tax-exempt box, lines 1–4,
 * lines 5–7's addresses, lines 8–9's responsible party, line 10's signature block, then a review),
 * the first values from a signed-in filler's own company profile, and the client-side check, which
 * is the shared schema itself (ZF8822bAnswersSchema) run on what the filler typed. Free of React;
 * unit-tested in test/unit/web-forms-f8822b.test.ts (hence the relative imports).
 */

type TUsState = (typeof US_STATES)[number];

/** A US address as the form's boxes hold it: `address` is the number and street (the schema's `street`). */
export interface TF8822bAddressForm {
  address: string;
  suite: string;
  city: string;
  state?: TUsState;
  zipCode: string;
}
/** Lines 5, 6 and 7. */
export const F8822B_ADDRESS_LINES = ['oldMailingAddress', 'newMailingAddress', 'newBusinessLocation'] as const;
export type TF8822bAddressLine = (typeof F8822B_ADDRESS_LINES)[number];
/** Lines 1–3: the boxes this change affects. */
export const F8822B_BOXES = ['businessReturns', 'employeePlanReturns', 'businessLocation'] as const;

/**
 * The form's values: the answers' own lines, with the filler's two choices the paper form leaves to
 * blank spaces: whether the mailing address changes (lines 5 and 6 are sent only then) and whether
 * the responsible party does (lines 8 and 9 likewise), and which kind of number line 9 holds.
 */
export interface TF8822bForm {
  taxExempt: boolean;
  businessReturns: boolean;
  employeePlanReturns: boolean;
  businessLocation: boolean;
  businessName: string;
  ein: string;
  changesMailing: boolean;
  oldMailingAddress: TF8822bAddressForm;
  newMailingAddress: TF8822bAddressForm;
  newBusinessLocation: TF8822bAddressForm;
  changesParty: boolean;
  /** SSN or ITIN (000-00-0000), or EIN (00-0000000): the mask of line 9. */
  partyTinType: 'SSN' | 'EIN';
  newResponsiblePartyName: string;
  newResponsiblePartyTin: string;
  daytimePhone: string;
  signerName: string;
  signerTitle: string;
}

const addressFields = <L extends TF8822bAddressLine>(line: L) =>
  [`${line}.address`, `${line}.suite`, `${line}.city`, `${line}.state`, `${line}.zipCode`] as const;

/** The guided form's steps: the form's blocks in its order, then a review before the signature. */
export const F8822B_STEPS = ['business', 'addresses', 'party', 'signature', 'review'] as const;
export type TF8822bStep = (typeof F8822B_STEPS)[number];
export const F8822B_STEP_FIELDS = {
  business: ['taxExempt', ...F8822B_BOXES, 'businessName', 'ein'],
  addresses: ['changesMailing', ...addressFields('oldMailingAddress'), ...addressFields('newMailingAddress'), ...addressFields('newBusinessLocation')],
  party: ['changesParty', 'partyTinType', 'newResponsiblePartyName', 'newResponsiblePartyTin'],
  signature: ['daytimePhone', 'signerName', 'signerTitle'],
  review: [],
} as const satisfies Record<TF8822bStep, readonly string[]>;
/** A field of the form, nested address boxes as paths ('newMailingAddress.zipCode'). */
export type TF8822bField = (typeof F8822B_STEP_FIELDS)[TF8822bStep][number];
const FIELDS = new Set<string>(Object.values(F8822B_STEP_FIELDS).flat());
export const isF8822bField = (name: string): name is TF8822bField => FIELDS.has(name);

/** The step that holds a field. */
export function f8822bStepOf(field: string): number {
  const index = F8822B_STEPS.findIndex((step) => (F8822B_STEP_FIELDS[step] as readonly string[]).includes(field));
  return index < 0 ? 0 : index;
}

/** The first step with a problem, where the filler is taken. */
export function firstF8822bStepWithIssue(fields: readonly string[]): number | undefined {
  const steps = fields.filter(isF8822bField).map(f8822bStepOf);
  return steps.length ? Math.min(...steps) : undefined;
}

const emptyAddress = (): TF8822bAddressForm => ({ address: '', suite: '', city: '', zipCode: '' });

/**
 * Where the form starts: nothing checked but "the mailing address changes" (the form's most common
 * use), every line empty. Line 10's signer is the person the request named, unless the request was
 * the business's own (its name is the requester's: "Fill in now").
 */
export function defaultF8822b(name: string, requesterName: string): TF8822bForm {
  return {
    taxExempt: false,
    businessReturns: false,
    employeePlanReturns: false,
    businessLocation: false,
    businessName: '',
    ein: '',
    changesMailing: true,
    oldMailingAddress: emptyAddress(),
    newMailingAddress: emptyAddress(),
    newBusinessLocation: emptyAddress(),
    changesParty: false,
    partyTinType: 'SSN',
    newResponsiblePartyName: '',
    newResponsiblePartyTin: '',
    daytimePhone: '',
    signerName: name.trim() === requesterName.trim() ? '' : name,
    signerTitle: '',
  };
}

/** What a company's profile gives the form (web/src/features/forms/prefill.ts's TFormPrefill). */
export type TF8822bPrefill = {
  companyName: string;
  ein: string;
  companyAddress?: { street: string; suite: string; city: string; state: TUsState; zipCode: string };
};

/** The first values with the business's own profile laid over them: 4a, 4b and line 5, only what the profile holds. */
export function prefillF8822b(start: TF8822bForm, p: TF8822bPrefill | null): TF8822bForm {
  if (!p) return start;
  const a = p.companyAddress;
  return {
    ...start,
    ...(p.companyName ? { businessName: p.companyName } : {}),
    ...(p.ein ? { ein: p.ein } : {}),
    ...(a ? { oldMailingAddress: { address: a.street, suite: a.suite, city: a.city, state: a.state, zipCode: a.zipCode } } : {}),
  };
}

/** Line 9's number moved to the other kind of box: the same digits, in that box's format. */
export const retypePartyTin = (tin: string, type: TF8822bForm['partyTinType']) => retypeTin(tin, type);

const answerAddress = (a: TF8822bAddressForm) => ({ street: a.address, suite: a.suite, city: a.city, state: a.state, zipCode: a.zipCode });

/**
 * The answers as sent: lines 5–6 only when the mailing address changes, line 7 only with line 3's
 * box, lines 8–9 only when the responsible party changes, whatever was typed in the others.
 */
export function answersOf(form: TF8822bForm): Record<string, unknown> {
  const party = form.changesParty;
  return {
    taxExempt: form.taxExempt,
    businessReturns: form.businessReturns,
    employeePlanReturns: form.employeePlanReturns,
    businessLocation: form.businessLocation,
    businessName: form.businessName,
    ein: form.ein,
    ...(form.changesMailing ? { oldMailingAddress: answerAddress(form.oldMailingAddress), newMailingAddress: answerAddress(form.newMailingAddress) } : {}),
    ...(form.businessLocation ? { newBusinessLocation: answerAddress(form.newBusinessLocation) } : {}),
    newResponsiblePartyName: party ? form.newResponsiblePartyName : '',
    newResponsiblePartyTin: party ? form.newResponsiblePartyTin : '',
    daytimePhone: form.daytimePhone,
    signerName: form.signerName,
    signerTitle: form.signerTitle,
  };
}

/**
 * The field an answer's problem belongs to: an address box by its path ('street' is the form's
 * `address`), a whole address (missing, the same as the old one) at its first box.
 */
function fieldOf(answer: string, path: readonly PropertyKey[] = []): TF8822bField | undefined {
  if ((F8822B_ADDRESS_LINES as readonly string[]).includes(answer)) {
    const part = path[1] === undefined || path[1] === 'street' ? 'address' : String(path[1]);
    const field = `${answer}.${part}`;
    return isF8822bField(field) ? field : undefined;
  }
  return isF8822bField(answer) ? answer : undefined;
}

/** The field a server error names ('answers.newMailingAddress.zipCode', 'body.answers.ein'), if it is one. */
export function f8822bField(param: string | undefined): TF8822bField | undefined {
  const key = answerKey(param);
  if (!key) return undefined;
  const path = key.split('.');
  return fieldOf(path[0]!, path);
}

/** Valid lines put in place of failing ones, so the cross-line rules are still checked (three different addresses). */
const standInAddress = (street: string) => ({ street, suite: '', city: 'W', state: 'NY', zipCode: '00000' });
const PLACEHOLDERS: Record<string, unknown> = {
  taxExempt: false, businessReturns: true, employeePlanReturns: false, businessLocation: false, businessName: 'W', ein: '00-0000000',
  oldMailingAddress: standInAddress('1 W'), newMailingAddress: standInAddress('2 W'), newBusinessLocation: standInAddress('3 W'),
  newResponsiblePartyName: 'W', newResponsiblePartyTin: '000-00-0000', daytimePhone: '', signerName: 'W', signerTitle: 'W',
};

type TIssues = Partial<Record<TF8822bField, string>>;
type TParsed = TParsedAnswers<TF8822bAnswers, TF8822bField>;

/**
 * The shared schema's verdict on the form (the lines it does not send left out): the answers to
 * send, or one message per field, every step's problems at once, the cross-line rules included. A
 * responsible party said to change needs both lines 8 and 9; "nothing changes" is said where the
 * filler can answer it (line 6, or the choice to change the mailing address when that is off).
 */
export function validateF8822b(form: TF8822bForm): TParsed {
  const issues: TIssues = {};
  if (form.changesParty && !form.newResponsiblePartyName.trim()) issues.newResponsiblePartyName = F8822B_MESSAGES.partyName;
  if (form.changesParty && !form.newResponsiblePartyTin.trim()) issues.newResponsiblePartyTin = F8822B_MESSAGES.partyTin;
  const raw = answersOf(form);
  // Only the lines sent get stand-ins: an address put where none was sent would raise refusals of its own.
  const standIns = Object.fromEntries(Object.entries(PLACEHOLDERS).filter(([answer]) => answer in raw));
  const result = parseWithStandIns(ZF8822bAnswersSchema, raw, standIns, fieldOf, issues);
  if (result.success || form.changesMailing) return result;
  const moved: TIssues = { ...result.issues };
  if (moved['newMailingAddress.address'] === F8822B_MESSAGES.nothing) {
    delete moved['newMailingAddress.address'];
    moved.changesMailing = F8822B_MESSAGES.nothing;
  }
  return { success: false, issues: moved };
}

/** One message per field as react-hook-form's nested errors ({ newMailingAddress: { zipCode: … } }). */
export function nestedErrors(issues: TIssues): Record<string, unknown> {
  const errors: Record<string, Record<string, unknown>> = {};
  for (const [field, message] of Object.entries(issues) as [string, string][]) {
    const [head, leaf] = field.split('.') as [string, string | undefined];
    const error = { type: 'validate', message };
    if (leaf) errors[head] = { ...errors[head], [leaf]: error };
    else errors[head] = error;
  }
  return errors;
}
