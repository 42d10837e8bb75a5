import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { F8822B_MESSAGES } from '../../shared/documents/form-kinds/f8822b.schema.js';
import { F8822B_MESSAGE_KEYS } from '../../web/src/features/forms/f8822b-messages.js';
import {
  answersOf,
  defaultF8822b,
  f8822bField,
  f8822bStepOf,
  firstF8822bStepWithIssue,
  nestedErrors,
  prefillF8822b,
  retypePartyTin,
  type TF8822bForm,
  type TF8822bPrefill,
  validateF8822b,
} from '../../web/src/features/forms/f8822b-rules.js';
import { formLabel, isEmployeeForm, kindTestId } from '../../web/src/features/forms/form-kinds.js';

const ACME: TF8822bPrefill = {
  companyName: 'Acme Corp',
  ein: '12-3456789',
  companyAddress: { street: '350 Fifth Avenue', suite: 'Suite 4100', city: 'New York', state: 'NY', zipCode: '10118' },
};
const NEW_ADDRESS = { address: '1 Main Street', suite: '', city: 'Albany', state: 'NY' as const, zipCode: '12207' };

/** Acme's complete, valid 8822-B: a new mailing address for its business returns, signed by its owner. */
const acme = (patch: Partial<TF8822bForm> = {}): TF8822bForm => ({
  ...prefillF8822b(defaultF8822b('Acme Corp', 'Acme Corp'), ACME),
  businessReturns: true,
  newMailingAddress: NEW_ADDRESS,
  signerName: 'Olivia Owner',
  signerTitle: 'President',
  ...patch,
});

describe('8822-B form: where it starts', () => {
  it('starts with the mailing address changing and every line empty; the signer is the one the request named', () => {
    const start = defaultF8822b('Pat Officer', 'Acme Corp');
    expect(start).toMatchObject({ changesMailing: true, changesParty: false, partyTinType: 'SSN', businessName: '', ein: '', signerName: 'Pat Officer' });
    expect(start.oldMailingAddress).toEqual({ address: '', suite: '', city: '', zipCode: '' });
    expect([start.taxExempt, start.businessReturns, start.employeePlanReturns, start.businessLocation]).toEqual([false, false, false, false]);
    // "Fill in now" names the business itself: no signer is guessed from it.
    expect(defaultF8822b('Acme Corp', 'Acme Corp').signerName).toBe('');
  });

  it('lays the company’s profile over 4a, 4b and line 5, and only what the profile holds', () => {
    const start = defaultF8822b('Pat Officer', 'Acme Corp');
    const filled = prefillF8822b(start, ACME);
    expect(filled).toMatchObject({ businessName: 'Acme Corp', ein: '12-3456789', signerName: 'Pat Officer' });
    expect(filled.oldMailingAddress).toEqual({ address: '350 Fifth Avenue', suite: 'Suite 4100', city: 'New York', state: 'NY', zipCode: '10118' });
    expect(filled.newMailingAddress).toEqual(start.newMailingAddress);
    expect(prefillF8822b(start, null)).toEqual(start);
    expect(prefillF8822b(start, { companyName: '', ein: '' })).toEqual(start);
  });
});

describe('8822-B form: steps and fields', () => {
  it('knows each field’s step, nested address boxes included, and the first step a set of problems names', () => {
    expect(f8822bStepOf('businessReturns')).toBe(0);
    expect(f8822bStepOf('newMailingAddress.zipCode')).toBe(1);
    expect(f8822bStepOf('newResponsiblePartyTin')).toBe(2);
    expect(f8822bStepOf('signerTitle')).toBe(3);
    expect(firstF8822bStepWithIssue(['signerTitle', 'oldMailingAddress.city'])).toBe(1);
    expect(firstF8822bStepWithIssue(['nonsense'])).toBeUndefined();
  });

  it('reads the field a server error names, an address’s street as its first box', () => {
    expect(f8822bField('answers.ein')).toBe('ein');
    expect(f8822bField('body.answers.newMailingAddress.zipCode')).toBe('newMailingAddress.zipCode');
    expect(f8822bField('answers.oldMailingAddress.street')).toBe('oldMailingAddress.address');
    expect(f8822bField('answers.newMailingAddress')).toBe('newMailingAddress.address');
    expect(f8822bField('answers.somethingElse')).toBeUndefined();
    expect(f8822bField(undefined)).toBeUndefined();
  });

  it('moves line 9’s digits between the SSN and EIN masks', () => {
    expect(retypePartyTin('123-45-6789', 'EIN')).toBe('12-3456789');
    expect(retypePartyTin('12-3456789', 'SSN')).toBe('123-45-6789');
  });

  it('nests one message per field as react-hook-form reads them', () => {
    expect(nestedErrors({ ein: 'A', 'newMailingAddress.zipCode': 'B', 'newMailingAddress.city': 'C' })).toEqual({
      ein: { type: 'validate', message: 'A' },
      newMailingAddress: { zipCode: { type: 'validate', message: 'B' }, city: { type: 'validate', message: 'C' } },
    });
  });
});

describe('8822-B form: the answers sent', () => {
  it('sends lines 5–6 only when the mailing address changes, line 7 only with line 3, lines 8–9 only when the party changes', () => {
    const typed = acme({
      changesMailing: false,
      newBusinessLocation: NEW_ADDRESS,
      newResponsiblePartyName: 'Somebody',
      newResponsiblePartyTin: '123-45-6789',
    });
    const sent = answersOf(typed);
    expect(sent).not.toHaveProperty('oldMailingAddress');
    expect(sent).not.toHaveProperty('newMailingAddress');
    expect(sent).not.toHaveProperty('newBusinessLocation');
    expect(sent).toMatchObject({ newResponsiblePartyName: '', newResponsiblePartyTin: '' });
    const all = answersOf({ ...typed, changesMailing: true, businessLocation: true, changesParty: true });
    expect(all).toMatchObject({
      oldMailingAddress: { street: '350 Fifth Avenue', suite: 'Suite 4100', city: 'New York', state: 'NY', zipCode: '10118' },
      newMailingAddress: { street: '1 Main Street', city: 'Albany' },
      newBusinessLocation: { street: '1 Main Street' },
      newResponsiblePartyName: 'Somebody',
      newResponsiblePartyTin: '123-45-6789',
    });
  });
});

describe('8822-B form: the shared schema as the form check', () => {
  it('accepts a complete form and gives the answers as the server takes them', () => {
    const result = validateF8822b(acme({ daytimePhone: ' (212) 555-0100 ' }));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.answers).toEqual({
      taxExempt: false,
      businessReturns: true,
      employeePlanReturns: false,
      businessLocation: false,
      businessName: 'Acme Corp',
      ein: '12-3456789',
      oldMailingAddress: { street: '350 Fifth Avenue', suite: 'Suite 4100', city: 'New York', state: 'NY', zipCode: '10118' },
      newMailingAddress: { street: '1 Main Street', suite: '', city: 'Albany', state: 'NY', zipCode: '12207' },
      newResponsiblePartyName: '',
      newResponsiblePartyTin: '',
      daytimePhone: '(212) 555-0100',
      signerName: 'Olivia Owner',
      signerTitle: 'President',
    });
  });

  it('names every step’s problems at once, the nested boxes and the cross-line rules included', () => {
    const result = validateF8822b({ ...defaultF8822b('', 'Acme Corp'), ein: '12-34', daytimePhone: '12' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toMatchObject({
      businessName: 'Required',
      ein: F8822B_MESSAGES.ein,
      'oldMailingAddress.address': 'Required',
      'oldMailingAddress.state': F8822B_MESSAGES.state,
      'newMailingAddress.zipCode': F8822B_MESSAGES.zip,
      signerName: 'Required',
      signerTitle: 'Required',
    });
    // The cross-line rules run on stand-ins while the lines above are wrong.
    expect(result.issues.businessReturns).toBe(F8822B_MESSAGES.noBox);
    expect(result.issues.daytimePhone).toBe(F8822B_MESSAGES.phone);
  });

  it('refuses no box on lines 1–3, and a new mailing address the same as the old one (case, punctuation and ZIP+4 aside)', () => {
    const none = validateF8822b(acme({ businessReturns: false }));
    expect(none.success ? {} : none.issues).toEqual({ businessReturns: F8822B_MESSAGES.noBox });
    const same = validateF8822b(acme({ newMailingAddress: { address: '350 FIFTH AVENUE', suite: 'suite 4100.', city: 'new york', state: 'NY', zipCode: '10118-0110' } }));
    expect(same.success ? {} : same.issues).toEqual({ 'newMailingAddress.address': F8822B_MESSAGES.sameMailing });
  });

  it('asks line 7 with line 3’s box, and says "nothing changes" at the mailing choice when the mailing address is not changing', () => {
    const location = validateF8822b(acme({ businessLocation: true }));
    expect(location.success ? {} : location.issues).toEqual({
      'newBusinessLocation.address': 'Required',
      'newBusinessLocation.city': 'Required',
      'newBusinessLocation.state': F8822B_MESSAGES.state,
      'newBusinessLocation.zipCode': F8822B_MESSAGES.zip,
    });
    expect(validateF8822b(acme({ businessLocation: true, newBusinessLocation: NEW_ADDRESS, changesMailing: false })).success).toBe(true);
    const nothing = validateF8822b(acme({ changesMailing: false }));
    expect(nothing.success ? {} : nothing.issues).toEqual({ changesMailing: F8822B_MESSAGES.nothing });
  });

  it('needs both lines 8 and 9 when the party changes, in either format, and never the business’s own EIN', () => {
    const empty = validateF8822b(acme({ changesParty: true }));
    expect(empty.success ? {} : empty.issues).toEqual({ newResponsiblePartyName: F8822B_MESSAGES.partyName, newResponsiblePartyTin: F8822B_MESSAGES.partyTin });
    const party = { changesParty: true, newResponsiblePartyName: 'Pat Officer' };
    expect(validateF8822b(acme({ ...party, newResponsiblePartyTin: '123-45-6789' })).success).toBe(true);
    expect(validateF8822b(acme({ ...party, partyTinType: 'EIN', newResponsiblePartyTin: '98-7654321' })).success).toBe(true);
    const business = validateF8822b(acme({ ...party, partyTinType: 'EIN', newResponsiblePartyTin: '12-3456789' }));
    expect(business.success ? {} : business.issues).toEqual({ newResponsiblePartyTin: F8822B_MESSAGES.partyIsBusiness });
    const partial = validateF8822b(acme({ ...party, newResponsiblePartyTin: '123-45' }));
    expect(partial.success ? {} : partial.issues).toEqual({ newResponsiblePartyTin: F8822B_MESSAGES.tin });
  });
});

describe('8822-B form: what it is called, and every message translated', () => {
  it('names the kind as the IRS prints it; it is the business’s, not an employee’s', () => {
    expect(formLabel('F8822B')).toBe('8822-B');
    expect(kindTestId('F8822B', 'prefilled')).toBe('f8822b-prefilled');
    expect(isEmployeeForm('F8822B')).toBe(false);
  });

  const LOCALES = join(import.meta.dirname, '../../web/src/locales');
  const load = (lng: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  const lookup = (tree: Record<string, unknown>, path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);

  it('maps each of the schema’s messages to a key both languages have; the English is the schema’s own', () => {
    for (const message of [...Object.values(F8822B_MESSAGES), 'Required']) {
      const key = F8822B_MESSAGE_KEYS[message];
      expect(key, message).toBeDefined();
      const [ns, path] = key!.split(':') as [string, string];
      const [en, ru] = ['en', 'ru'].map((lng) => lookup(load(lng, ns), path));
      expect(typeof en, key).toBe('string');
      expect(typeof ru, key).toBe('string');
      if (ns === 'forms') expect(en).toBe(message);
      expect(ru).not.toBe(en);
    }
  });

  it('has the archive’s, the request’s and the public page’s texts in both languages', () => {
    for (const lng of ['en', 'ru']) {
      const forms = load(lng, 'forms');
      for (const path of ['archive.F8822B.title', 'archive.F8822B.fillNow', 'request.F8822B.button', 'public.F8822B.intro', 'public.prefilled', 'f8822b.steps.review.title']) {
        expect(typeof lookup(forms, path), `${lng}: ${path}`).toBe('string');
      }
      expect(typeof lookup(load(lng, 'menu'), 'archiveF8822'), lng).toBe('string');
    }
  });
});
