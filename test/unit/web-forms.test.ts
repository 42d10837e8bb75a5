import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_CENTS } from '../../shared/core/bounds.js';
import { W4_2026 } from '../../shared/documents/form-years/w4-2026.js';
import { ZIt2104AnswersSchema, ZW4AnswersSchema, ZW9AnswersSchema } from '../../shared/documents/forms.schema.js';
import { formLabel, isEmployeeForm, kindTestId } from '../../web/src/features/forms/form-kinds.js';
import { IT2104_MESSAGE_KEYS } from '../../web/src/features/forms/it2104-messages.js';
import {
  cleanIt2104,
  defaultIt2104,
  firstIt2104StepWithIssue,
  it2104Field,
  it2104StepOf,
  residentLines,
  sentToDepartment,
  type TIt2104Form,
  validateIt2104,
} from '../../web/src/features/forms/it2104-rules.js';
import { INVALID_DOLLARS, W4_MESSAGE_KEYS } from '../../web/src/features/forms/w4-messages.js';
import {
  cleanW4,
  defaultW4,
  dollarsText,
  firstStepWithIssue,
  followedCredits,
  nextStep,
  parseDollars,
  previousStep,
  splitName,
  step3Totals,
  stepOf,
  tidyDollars,
  type TW4Form,
  validateW4,
  w4Field,
} from '../../web/src/features/forms/w4-rules.js';
import { W9_MESSAGE_KEYS } from '../../web/src/features/forms/w9-messages.js';
import {
  allowsSsn,
  answerField,
  asksExemptions,
  asksForeignPartners,
  classificationPatch,
  classificationsFor,
  cleanW9,
  defaultW9,
  retypeTin,
  tinMask,
  type TW9Form,
  validateW9,
} from '../../web/src/features/forms/w9-rules.js';

/** A person's complete, valid answers. */
const person = (patch: Partial<TW9Form> = {}): TW9Form => ({
  ...defaultW9('PERSON', 'Ivan Petrov'),
  address: '12 Main St, Apt 4',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  tin: '123-45-6789',
  ...patch,
});

describe('W-9 form: where each variant starts', () => {
  it('a person is an individual with an SSN; a company an LLC with an EIN, its C/S/P still to choose', () => {
    expect(defaultW9('PERSON', 'Ivan')).toMatchObject({ name: 'Ivan', classification: 'INDIVIDUAL', tinType: 'SSN', tin: '', foreignPartners: false });
    const company = defaultW9('COMPANY', 'Globex LLC');
    expect(company).toMatchObject({ name: 'Globex LLC', classification: 'LLC', tinType: 'EIN' });
    expect(company.llcClassification).toBeUndefined();
    expect(company.state).toBeUndefined();
  });
});

describe('W-9 form: which lines a classification asks', () => {
  it('asks line 3b of partnerships, trusts and LLCs taxed as partnerships only', () => {
    expect(asksForeignPartners('PARTNERSHIP', undefined)).toBe(true);
    expect(asksForeignPartners('TRUST_ESTATE', undefined)).toBe(true);
    expect(asksForeignPartners('LLC', 'P')).toBe(true);
    expect(asksForeignPartners('LLC', 'C')).toBe(false);
    expect(asksForeignPartners('LLC', undefined)).toBe(false);
    for (const c of ['INDIVIDUAL', 'C_CORPORATION', 'S_CORPORATION', 'OTHER'] as const) expect(asksForeignPartners(c, undefined)).toBe(false);
  });

  it("offers a person's link an individual or an LLC, a company's link any entity", () => {
    expect(classificationsFor('PERSON')).toEqual(['INDIVIDUAL', 'LLC']);
    expect(classificationsFor('COMPANY')).toEqual(['C_CORPORATION', 'S_CORPORATION', 'PARTNERSHIP', 'TRUST_ESTATE', 'LLC', 'OTHER']);
  });

  it('asks line 4 of entities, never of individuals; the SSN box is for individuals and LLCs', () => {
    expect(asksExemptions('INDIVIDUAL')).toBe(false);
    expect(asksExemptions('C_CORPORATION')).toBe(true);
    expect(allowsSsn('INDIVIDUAL')).toBe(true);
    expect(allowsSsn('LLC')).toBe(true);
    expect(allowsSsn('S_CORPORATION')).toBe(false);
  });

  it('moves an entity that cannot use an SSN to the EIN box, keeping the digits', () => {
    const form = { tinType: 'SSN' as const, tin: '123-45-6789' };
    expect(classificationPatch(form, 'C_CORPORATION')).toEqual({ classification: 'C_CORPORATION', tinType: 'EIN', tin: '12-3456789' });
    expect(classificationPatch(form, 'LLC')).toEqual({ classification: 'LLC' });
    expect(classificationPatch({ tinType: 'EIN', tin: '12-3456789' }, 'INDIVIDUAL')).toEqual({ classification: 'INDIVIDUAL' });
  });

  it('leaves out, when sending, the lines the classification does not ask', () => {
    const stale = person({ llcClassification: 'P', otherClassification: 'Coop', foreignPartners: true, exemptPayeeCode: '5', fatcaCode: 'A' });
    expect(cleanW9(stale)).toMatchObject({ llcClassification: undefined, otherClassification: '', foreignPartners: false, exemptPayeeCode: undefined, fatcaCode: undefined });
    const llc = cleanW9({ ...stale, classification: 'LLC', tinType: 'EIN', tin: '12-3456789' });
    expect(llc).toMatchObject({ llcClassification: 'P', otherClassification: '', foreignPartners: true, exemptPayeeCode: '5', fatcaCode: 'A' });
    expect(cleanW9({ ...llc, llcClassification: 'S' }).foreignPartners).toBe(false);
    expect(cleanW9({ ...stale, classification: 'OTHER' }).otherClassification).toBe('Coop');
  });
});

describe('W-9 form: TIN masks', () => {
  it('formats SSN/ITIN as 000-00-0000 and EIN as 00-0000000, digits only', () => {
    expect(tinMask('SSN')).toBe('tin');
    expect(tinMask('EIN')).toBe('ein');
    expect(retypeTin('123456789', 'SSN')).toBe('123-45-6789');
    expect(retypeTin('123456789', 'EIN')).toBe('12-3456789');
    expect(retypeTin('12-3456789', 'SSN')).toBe('123-45-6789');
    expect(retypeTin('12a3', 'SSN')).toBe('123');
    expect(retypeTin('1234567890123', 'EIN')).toBe('12-3456789');
    expect(retypeTin('', 'EIN')).toBe('');
  });
});

describe('W-9 form: the shared schema as the form check', () => {
  it('accepts a complete person, with the hidden lines left out', () => {
    const result = validateW9(person({ exemptPayeeCode: '5' }));
    expect(result.success).toBe(true);
    if (result.success) expect(result.answers).toMatchObject({ name: 'Ivan Petrov', classification: 'INDIVIDUAL', tin: '123-45-6789', exemptPayeeCode: undefined });
  });

  it('names every line at once, the cross-line rules too, while the state is not chosen yet', () => {
    const result = validateW9({ ...defaultW9('COMPANY', ''), tin: '12-34' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.issues).sort()).toEqual(['address', 'city', 'llcClassification', 'name', 'state', 'tin', 'zipCode']);
    expect(result.issues.tin).toBe('Invalid EIN format');
    expect(result.issues.llcClassification).toBe('Enter the LLC’s tax classification');
  });

  it('refuses an SSN for a corporation and a wrong SSN for a person', () => {
    const corp = validateW9(person({ classification: 'C_CORPORATION' }));
    expect(corp.success === false && corp.issues.tinType).toBe('An entity enters its EIN');
    const ssn = validateW9(person({ tin: '123-45-678' }));
    expect(ssn.success === false && ssn.issues).toEqual({ tin: 'SSN or ITIN must be 000-00-0000' });
    const other = validateW9(person({ classification: 'OTHER', tinType: 'EIN', tin: '12-3456789' }));
    expect(other.success === false && other.issues).toEqual({ otherClassification: 'Required' });
  });

  it('reads the line a server error names', () => {
    expect(answerField('answers.tin')).toBe('tin');
    expect(answerField('body.answers.zipCode')).toBe('zipCode');
    expect(answerField('publicId')).toBeUndefined();
    expect(answerField(undefined)).toBeUndefined();
  });
});

describe('W-9 form: every message of the schema is translated', () => {
  const locale = (lng: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${lng}/forms.json`), 'utf8')) as Record<string, Record<string, string>>;
  const raw = { name: 'A', classification: 'INDIVIDUAL', address: 'A', city: 'A', state: 'NY', zipCode: '11201', tinType: 'SSN', tin: '123-45-6789' };
  const cases = [
    { name: ' ' },
    { zipCode: '1' },
    { tin: '1' },
    { tinType: 'EIN', tin: '1' },
    { classification: 'C_CORPORATION', tinType: 'SSN' },
    { classification: 'LLC' },
    { classification: 'OTHER' },
    { exemptPayeeCode: '1' },
    { foreignPartners: true },
  ];

  it('maps each to a key that both languages have', () => {
    const [en, ru] = [locale('en'), locale('ru')];
    for (const patch of cases) {
      const parsed = z.safeParse(ZW9AnswersSchema, { ...raw, ...patch });
      expect(parsed.success, JSON.stringify(patch)).toBe(false);
      for (const issue of parsed.error?.issues ?? []) {
        const key = W9_MESSAGE_KEYS[issue.message];
        expect(key, issue.message).toBeDefined();
        const [ns, path] = key!.split(':') as [string, string];
        if (ns !== 'forms') continue;
        const [group, leaf] = path.split('.') as [string, string];
        expect(en[group]?.[leaf], key).toBe(issue.message);
        expect(ru[group]?.[leaf], key).toBeTruthy();
      }
    }
  });
});

describe('forms: what each kind is called', () => {
  it('names a kind as its agency prints it, and tells an employee’s form from a contractor’s', () => {
    expect(formLabel('W9')).toBe('W-9');
    expect(formLabel('W4')).toBe('W-4');
    expect(kindTestId('W4', 'row')).toBe('w4-row');
    expect(isEmployeeForm('W4')).toBe(true);
    expect(isEmployeeForm('W9')).toBe(false);
  });
});

/** An employee's complete, valid W-4 answers: married filing jointly, two children. */
const employee = (patch: Partial<TW4Form> = {}): TW4Form => ({
  ...defaultW4('John Doe'),
  address: '120 Court Street, Apt 4B',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  ssn: '078-05-1120',
  filingStatus: 'MARRIED_JOINTLY',
  qualifyingChildren: 2,
  credits: dollarsText(2 * W4_2026.childCreditCents),
  ...patch,
});

describe('W-4 form: dollars typed, integer cents sent', () => {
  it('reads the typed text, whole dollars and cents apart, so no binary fraction rounds', () => {
    expect(parseDollars('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(parseDollars('0.57')).toBe(57); // 0.57 * 100 is 56.99999999999999
    expect(parseDollars('1.13')).toBe(113);
    expect(parseDollars('4.35')).toBe(435);
    expect(parseDollars('1,234.56')).toBe(123456);
    expect(parseDollars('$1,234.5')).toBe(123450);
    expect(parseDollars('$ 25')).toBe(2500);
    expect(parseDollars('  12 ')).toBe(1200);
    expect(parseDollars('.75')).toBe(75);
    expect(parseDollars('7.')).toBe(700);
    expect(parseDollars('007.10')).toBe(710);
    expect(parseDollars('1000000')).toBe(MAX_AMOUNT_CENTS);
  });

  it('takes an empty box as 0 and refuses what is no amount', () => {
    expect(parseDollars('')).toBe(0);
    expect(parseDollars('   ')).toBe(0);
    for (const text of ['1.234', '1,23', '12,3456', '-5', '+5', 'abc', '$', '.', '1 000', '1e3', '0x10', '1.2.3', ',100']) {
      expect(parseDollars(text), text).toBeNull();
    }
  });

  it('keeps every cent exact, round trip through the box’s text, and reads a huge amount as just too large', () => {
    for (let cents = 0; cents <= 250_000; cents += 7) {
      const parsed = parseDollars(dollarsText(cents));
      expect(parsed).toBe(cents);
    }
    for (const cents of [MAX_AMOUNT_CENTS, 99_999_999, 123_456_789]) expect(parseDollars(dollarsText(cents))).toBe(cents);
    expect(Number.isInteger(parseDollars('9999999999999.99'))).toBe(true);
    expect(parseDollars('99999999999999')).toBe(MAX_AMOUNT_CENTS + 1);
  });

  it('shows cents as the box does, and tidies a valid amount on leaving, leaving anything else as typed', () => {
    expect(dollarsText(440_000)).toBe('4,400.00');
    expect(dollarsText(5)).toBe('0.05');
    expect(dollarsText(0)).toBe('0.00');
    expect(dollarsText(123_456_789)).toBe('1,234,567.89');
    expect(tidyDollars('1234.5')).toBe('1,234.50');
    expect(tidyDollars('')).toBe('');
    expect(tidyDollars('12,34')).toBe('12,34');
  });
});

describe('W-4 form: Step 3', () => {
  it('multiplies the counts by the form year’s credits', () => {
    expect(step3Totals(2, 0)).toEqual({ childrenCents: 2 * W4_2026.childCreditCents, othersCents: 0, dependentsCents: 2 * W4_2026.childCreditCents });
    expect(step3Totals(1, 3).dependentsCents).toBe(W4_2026.childCreditCents + 3 * W4_2026.otherDependentCreditCents);
    expect(step3Totals('', '')).toEqual({ childrenCents: 0, othersCents: 0, dependentsCents: 0 });
    // The 2026 form's figures, as the e2e test reads them off the page: two children are $4,400.
    expect(step3Totals(2, 0).dependentsCents).toBe(440_000);
  });

  it('has the total follow the sum until the filler types a total of their own', () => {
    const base = { qualifyingChildren: 2 as const, otherDependents: 1 as const, credits: '', creditsEdited: false };
    expect(followedCredits(base)).toBe(dollarsText(2 * W4_2026.childCreditCents + W4_2026.otherDependentCreditCents));
    expect(followedCredits({ ...base, qualifyingChildren: 0, otherDependents: 0 })).toBe('');
    expect(followedCredits({ ...base, credits: '9,000.00', creditsEdited: true })).toBe('9,000.00');
  });
});

describe('W-4 form: where it starts and how the steps go', () => {
  it('starts Step 1(a) from the request’s name, nothing else chosen', () => {
    expect(splitName('John Doe')).toEqual({ firstName: 'John', middleInitial: '', lastName: 'Doe' });
    expect(splitName('  Mary  K.  Smith ')).toEqual({ firstName: 'Mary', middleInitial: 'K', lastName: 'Smith' });
    expect(splitName('Jean Claude Van Damme')).toEqual({ firstName: 'Jean Claude Van', middleInitial: '', lastName: 'Damme' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', middleInitial: '', lastName: '' });
    const start = defaultW4('John Doe');
    expect(start).toMatchObject({ firstName: 'John', lastName: 'Doe', exempt: false, multipleJobs: false, qualifyingChildren: 0, credits: '', creditsEdited: false });
    expect(start.filingStatus).toBeUndefined();
    expect(start.state).toBeUndefined();
  });

  it('skips Steps 2–4 both ways when exemption is claimed', () => {
    expect([0, 1, 2, 3].map((s) => nextStep(s, false))).toEqual([1, 2, 3, 4]);
    expect(nextStep(4, false)).toBe(4);
    expect(nextStep(0, true)).toBe(4);
    expect(previousStep(4, true)).toBe(0);
    expect(previousStep(4, false)).toBe(3);
    expect(previousStep(0, false)).toBe(0);
  });

  it('knows each field’s step, and the first step a set of problems names', () => {
    expect(stepOf('ssn')).toBe(0);
    expect(stepOf('multipleJobs')).toBe(1);
    expect(stepOf('credits')).toBe(2);
    expect(stepOf('extraWithholding')).toBe(3);
    expect(firstStepWithIssue(['deductions', 'credits'])).toBe(2);
    expect(firstStepWithIssue(['extraWithholding', 'zipCode'])).toBe(0);
    expect(firstStepWithIssue([])).toBeUndefined();
  });

  it('reads the field a server error names, amounts included', () => {
    expect(w4Field('answers.creditsCents')).toBe('credits');
    expect(w4Field('body.answers.extraWithholdingCents')).toBe('extraWithholding');
    expect(w4Field('answers.ssn')).toBe('ssn');
    expect(w4Field('publicId')).toBeUndefined();
    expect(w4Field(undefined)).toBeUndefined();
  });
});

describe('W-4 form: the shared schema as the form check', () => {
  it('sends a complete form with the amounts in integer cents', () => {
    const result = validateW4(employee({ multipleJobs: true, otherIncome: '1,234.56', deductions: '0.29', extraWithholding: '25.5' }));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.answers).toEqual({
      firstName: 'John', middleInitial: '', lastName: 'Doe', address: '120 Court Street, Apt 4B', city: 'Brooklyn', state: 'NY', zipCode: '11201',
      ssn: '078-05-1120', filingStatus: 'MARRIED_JOINTLY', multipleJobs: true, qualifyingChildren: 2, otherDependents: 0,
      creditsCents: 2 * W4_2026.childCreditCents, otherIncomeCents: 123456, deductionsCents: 29, extraWithholdingCents: 2550, exempt: false,
    });
  });

  it('names every step’s problems at once, while the state and status are not chosen yet', () => {
    const result = validateW4({ ...defaultW4(''), qualifyingChildren: 1, credits: '100', otherIncome: '12,34' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.issues).sort()).toEqual(['address', 'city', 'credits', 'filingStatus', 'firstName', 'lastName', 'otherIncome', 'ssn', 'state', 'zipCode']);
    expect(result.issues.credits).toBe('Step 3’s total is less than the credits for the dependents');
    expect(result.issues.otherIncome).toBe(INVALID_DOLLARS);
    expect(result.issues.ssn).toBe('SSN or ITIN must be 000-00-0000');
  });

  it('takes a total above the dependents’ sum (other credits) and refuses one below it or too large', () => {
    expect(validateW4(employee({ credits: '5,000.00', creditsEdited: true })).success).toBe(true);
    const short = validateW4(employee({ credits: '4,399.99', creditsEdited: true }));
    expect(short.success === false && short.issues).toEqual({ credits: 'Step 3’s total is less than the credits for the dependents' });
    const large = validateW4(employee({ extraWithholding: '1,000,000.01' }));
    expect(large.success === false && large.issues).toEqual({ extraWithholding: AMOUNT_TOO_LARGE });
  });

  it('sends Steps 2–4 empty when exemption is claimed, whatever was typed there', () => {
    const typed = employee({ exempt: true, multipleJobs: true, otherDependents: 2, otherIncome: 'abc', deductions: '10', extraWithholding: '5' });
    expect(cleanW4(typed)).toMatchObject({ multipleJobs: false, qualifyingChildren: 0, otherDependents: 0, credits: '', otherIncome: '', deductions: '', extraWithholding: '' });
    const result = validateW4(typed);
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.answers).toMatchObject({ exempt: true, multipleJobs: false, qualifyingChildren: 0, creditsCents: 0, otherIncomeCents: 0, deductionsCents: 0, extraWithholdingCents: 0 });
    }
  });
});

describe('W-4 form: every message of the schema is translated', () => {
  const locale = (lng: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${lng}/forms.json`), 'utf8')) as Record<string, Record<string, string>>;
  const raw = {
    firstName: 'A', lastName: 'B', address: 'A', city: 'A', state: 'NY', zipCode: '11201', ssn: '078-05-1120', filingStatus: 'SINGLE',
  };
  const cases = [{ firstName: ' ' }, { zipCode: '1' }, { ssn: '1' }, { qualifyingChildren: 1 }, { exempt: true, multipleJobs: true }, { deductionsCents: MAX_AMOUNT_CENTS + 1 }];

  it('maps each, and the dollar boxes’ own, to a key that both languages have', () => {
    const [en, ru] = [locale('en'), locale('ru')];
    const messages = new Set([INVALID_DOLLARS]);
    for (const patch of cases) {
      const parsed = z.safeParse(ZW4AnswersSchema, { ...raw, ...patch });
      expect(parsed.success, JSON.stringify(patch)).toBe(false);
      for (const issue of parsed.error?.issues ?? []) messages.add(issue.message);
    }
    for (const message of messages) {
      const key = W4_MESSAGE_KEYS[message];
      expect(key, message).toBeDefined();
      const [ns, path] = key!.split(':') as [string, string];
      if (ns !== 'forms') continue;
      const [group, leaf] = path.split('.') as [string, string];
      expect(en[group]?.[leaf], key).toBe(message);
      expect(ru[group]?.[leaf], key).toBeTruthy();
    }
  });
});

describe('IT-2104 form: where it starts and which lines a residence asks', () => {
  it('starts from the request’s name, no status or residence chosen, no allowances', () => {
    const form = defaultIt2104('John Q Doe');
    expect(form).toMatchObject({ firstName: 'John', middleInitial: 'Q', lastName: 'Doe', nysAllowances: 0, nycAllowances: 0, nysAdditional: '' });
    expect(form.filingStatus).toBeUndefined();
    expect(form.nycResident).toBeUndefined();
    expect(form.yonkersResident).toBeUndefined();
  });

  it('asks lines 2 and 4 of New York City residents and line 5 of Yonkers residents only, and sends the others empty', () => {
    expect(residentLines({ nycResident: true, yonkersResident: false })).toEqual({ nyc: true, yonkers: false });
    expect(residentLines({ nycResident: undefined, yonkersResident: true })).toEqual({ nyc: false, yonkers: true });
    const typed: TIt2104Form = { ...defaultIt2104('A B'), nycResident: false, yonkersResident: false, nycAllowances: 3, nycAdditional: '10', yonkersAdditional: '5' };
    expect(cleanIt2104(typed)).toMatchObject({ nycAllowances: 0, nycAdditional: '', yonkersAdditional: '' });
    expect(cleanIt2104({ ...typed, nycResident: true })).toMatchObject({ nycAllowances: 3, nycAdditional: '10', yonkersAdditional: '' });
  });

  it('tells when line 1 makes the employer send a copy to the Department (more than 14)', () => {
    expect(sentToDepartment(14)).toBe(false);
    expect(sentToDepartment(15)).toBe(true);
    expect(sentToDepartment('')).toBe(false);
  });

  it('knows each field’s step, the first step a set of problems names, and the field a server error names', () => {
    expect(it2104StepOf('filingStatus')).toBe(0);
    expect(it2104StepOf('yonkersResident')).toBe(1);
    expect(it2104StepOf('nycAllowances')).toBe(2);
    expect(it2104StepOf('nycAdditional')).toBe(3);
    expect(firstIt2104StepWithIssue(['nycAdditional', 'yonkersResident', 'nope'])).toBe(1);
    expect(firstIt2104StepWithIssue([])).toBeUndefined();
    expect(it2104Field('body.answers.nycAdditionalCents')).toBe('nycAdditional');
    expect(it2104Field('answers.ssn')).toBe('ssn');
    expect(it2104Field('answers.unknown')).toBeUndefined();
  });
});

describe('IT-2104 form: the shared schema as the form check', () => {
  const complete: TIt2104Form = {
    ...defaultIt2104('John Doe'),
    ssn: '078-05-1120', address: '120 Court Street', apartment: '4B', city: 'Brooklyn', state: 'NY', zipCode: '11201',
    filingStatus: 'MARRIED', nycResident: true, yonkersResident: false, nysAllowances: 2, nycAllowances: 2, nycAdditional: '15.00',
  };

  it('sends a complete form with the amounts in exact integer cents', () => {
    const result = validateIt2104({ ...complete, nysAdditional: '0.29' });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.answers).toEqual({
        firstName: 'John', middleInitial: '', lastName: 'Doe', ssn: '078-05-1120', address: '120 Court Street', apartment: '4B', city: 'Brooklyn', state: 'NY',
        zipCode: '11201', filingStatus: 'MARRIED', nycResident: true, yonkersResident: false, nysAllowances: 2, nycAllowances: 2,
        nysAdditionalCents: 29, nycAdditionalCents: 1500, yonkersAdditionalCents: 0,
      });
    }
  });

  it('names every step’s problems at once, the residences unanswered included', () => {
    const result = validateIt2104({ ...defaultIt2104(''), nysAdditional: 'abc' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(result.issues).sort()).toEqual(['address', 'city', 'filingStatus', 'firstName', 'lastName', 'nycResident', 'nysAdditional', 'ssn', 'state', 'yonkersResident', 'zipCode']);
      expect(result.issues.nysAdditional).toBe(INVALID_DOLLARS);
    }
  });

  it('refuses living in both New York City and Yonkers, even while other lines are wrong', () => {
    const both = validateIt2104({ ...complete, yonkersResident: true });
    expect(both).toEqual({ success: false, issues: { yonkersResident: 'A resident of New York City is not a resident of Yonkers' } });
    const alsoWrong = validateIt2104({ ...complete, yonkersResident: true, ssn: '1' });
    expect(alsoWrong.success).toBe(false);
    if (!alsoWrong.success) expect(Object.keys(alsoWrong.issues).sort()).toEqual(['ssn', 'yonkersResident']);
  });

  it('refuses an amount past the maximum', () => {
    const result = validateIt2104({ ...complete, nycAdditional: '99,999,999,999,999' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues.nycAdditional).toBe(AMOUNT_TOO_LARGE);
  });
});

describe('IT-2104 form: every message of the schema is translated', () => {
  const locale = (lng: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${lng}/forms.json`), 'utf8')) as Record<string, Record<string, string>>;
  const raw = {
    firstName: 'A', lastName: 'B', ssn: '078-05-1120', address: 'A', city: 'A', state: 'NY', zipCode: '11201', filingStatus: 'SINGLE_OR_HEAD', nycResident: false, yonkersResident: false,
  };
  const cases = [
    { firstName: ' ' }, { zipCode: '1' }, { ssn: '1' }, { nycResident: true, yonkersResident: true }, { nycAllowances: 1 }, { nycAdditionalCents: 1 },
    { yonkersAdditionalCents: 1 }, { nysAdditionalCents: MAX_AMOUNT_CENTS + 1 },
  ];

  it('maps each, and the dollar boxes’ own, to a key that both languages have', () => {
    const [en, ru] = [locale('en'), locale('ru')];
    const messages = new Set([INVALID_DOLLARS]);
    for (const patch of cases) {
      const parsed = z.safeParse(ZIt2104AnswersSchema, { ...raw, ...patch });
      expect(parsed.success, JSON.stringify(patch)).toBe(false);
      for (const issue of parsed.error?.issues ?? []) messages.add(issue.message);
    }
    for (const message of messages) {
      const key = IT2104_MESSAGE_KEYS[message];
      expect(key, message).toBeDefined();
      const [ns, path] = key!.split(':') as [string, string];
      if (ns !== 'forms') continue;
      const [group, leaf] = path.split('.') as [string, string];
      expect(en[group]?.[leaf], key).toBe(message);
      expect(ru[group]?.[leaf], key).toBeTruthy();
    }
  });
});
