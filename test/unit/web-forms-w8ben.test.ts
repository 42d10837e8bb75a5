import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE } from '../../shared/core/bounds.js';
import { W8BEN_MESSAGES, ZW8benAnswersSchema } from '../../shared/documents/forms.schema.js';
import { formLabel, isEmployeeForm, kindTestId } from '../../web/src/features/forms/form-kinds.js';
import { W8BEN_MESSAGE_KEYS } from '../../web/src/features/forms/w8ben-messages.js';
import {
  cleanW8ben,
  defaultW8ben,
  firstW8benStepWithIssue,
  prefillW8ben,
  splitForeignAddress,
  type TW8benForm,
  validateW8ben,
  W8BEN_STEP_FIELDS,
  W8BEN_STEPS,
  w8benField,
  w8benStepOf,
} from '../../web/src/features/forms/w8ben-rules.js';

/** A foreign contractor's complete, valid Part I and certification, no treaty claimed. */
const complete = (patch: Partial<TW8benForm> = {}): TW8benForm => ({
  ...defaultW8ben('Ivan Petrov'),
  citizenshipCountry: 'Germany',
  residenceAddress: 'Hauptstraße 5',
  residenceCity: '10115 Berlin',
  residenceCountry: 'Germany',
  foreignTin: '12 345 678 901',
  dateOfBirth: '1988-05-14',
  capacityToSign: true,
  ...patch,
});

const issuesOf = (form: TW8benForm) => {
  const result = validateW8ben(form);
  return result.success ? {} : result.issues;
};

describe('W-8BEN: the archive names the kind as the IRS prints it', () => {
  it('is a contractor’s form (Name and TIN columns), labelled W-8BEN, with w8ben- test ids', () => {
    expect(formLabel('W8BEN')).toBe('W-8BEN');
    expect(formLabel('W9')).toBe('W-9');
    expect(formLabel('IT2104')).toBe('IT-2104');
    expect(isEmployeeForm('W8BEN')).toBe(false);
    expect(isEmployeeForm('W9')).toBe(false);
    expect(isEmployeeForm('W4')).toBe(true);
    expect(kindTestId('W8BEN', 'row')).toBe('w8ben-row');
  });
});

describe('W-8BEN form: where it starts and its parts', () => {
  it('starts from the request’s name, every other line empty, nothing claimed or certified', () => {
    expect(defaultW8ben('  Ivan Petrov ')).toMatchObject({
      name: 'Ivan Petrov', citizenshipCountry: '', residenceAddress: '', dateOfBirth: '', foreignTinNotRequired: false, claimTreaty: false, capacityToSign: false,
    });
  });

  it('holds every answer of the schema in exactly one part, Part II’s switch besides', () => {
    const fields = Object.values(W8BEN_STEP_FIELDS).flat();
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.filter((f) => f !== 'claimTreaty').sort()).toEqual(Object.keys(ZW8benAnswersSchema._zod.innerType.shape).sort());
    expect(W8BEN_STEPS).toEqual(['identification', 'treaty', 'certification', 'review']);
  });

  it('knows each field’s part, the first part a set of problems names, and the field a server error names', () => {
    expect(w8benStepOf('dateOfBirth')).toBe(0);
    expect(w8benStepOf('treatyRate')).toBe(1);
    expect(w8benStepOf('capacityToSign')).toBe(2);
    expect(firstW8benStepWithIssue(['capacityToSign', 'treatyCountry', 'nope'])).toBe(1);
    expect(firstW8benStepWithIssue([])).toBeUndefined();
    expect(w8benField('body.answers.residenceAddress')).toBe('residenceAddress');
    expect(w8benField('answers.usTin')).toBe('usTin');
    expect(w8benField('answers.claimTreaty')).toBeUndefined();
    expect(w8benField('answers.unknown')).toBeUndefined();
    expect(w8benField(undefined)).toBeUndefined();
  });

  it('sends lines 9–10 empty unless a treaty is claimed', () => {
    const typed = complete({ treatyCountry: 'Germany', treatyArticle: '12(1)', treatyRate: '0', treatyIncomeType: 'Royalties' });
    expect(cleanW8ben(typed)).toMatchObject({ treatyCountry: '', treatyArticle: '', treatyRate: '', treatyIncomeType: '', treatyConditions: '' });
    expect(cleanW8ben({ ...typed, claimTreaty: true })).toMatchObject({ treatyCountry: 'Germany', treatyArticle: '12(1)' });
  });
});

describe('W-8BEN form: a signed-in filler’s profile', () => {
  const profile = { firstName: 'Olivia', lastName: 'Owner', birthDate: '1980-02-29' };

  it('fills in line 1 from the first and last name and line 8 from the date of birth', () => {
    expect(prefillW8ben(defaultW8ben('Requested Name'), profile)).toMatchObject({ name: 'Olivia Owner', dateOfBirth: '1980-02-29', residenceAddress: '', residenceCountry: '' });
  });

  it('fills in line 3 and its country from a foreign home, split at its second line or first comma', () => {
    const form = prefillW8ben(defaultW8ben(''), { ...profile, foreignHome: { address: 'Vesterbrogade 10, 1620 Copenhagen V', country: 'Denmark' } });
    expect(form).toMatchObject({ residenceAddress: 'Vesterbrogade 10', residenceCity: '1620 Copenhagen V', residenceCountry: 'Denmark' });
    expect(splitForeignAddress('Hauptstraße 5\n10115 Berlin\nBerlin')).toEqual({ street: 'Hauptstraße 5', city: '10115 Berlin, Berlin' });
    expect(splitForeignAddress('Rua Augusta 100')).toEqual({ street: 'Rua Augusta 100', city: '' });
    expect(splitForeignAddress(`${'x'.repeat(150)}, y`).street).toHaveLength(100);
  });

  it('keeps the request’s values where the profile holds nothing, and changes nothing without a profile', () => {
    const start = defaultW8ben('Requested Name');
    expect(prefillW8ben(start, { firstName: '', lastName: '', birthDate: '' })).toEqual(start);
    expect(prefillW8ben(start, null)).toBe(start);
  });
});

describe('W-8BEN form: the shared schema as the form check', () => {
  it('sends a complete Part I with no treaty claim, trimmed, lines 9–10 empty', () => {
    const result = validateW8ben(complete({ name: ' Ivan Petrov ', treatyCountry: 'typed then unclaimed' }));
    expect(result).toEqual({
      success: true,
      answers: {
        name: 'Ivan Petrov', citizenshipCountry: 'Germany', residenceAddress: 'Hauptstraße 5', residenceCity: '10115 Berlin', residenceCountry: 'Germany',
        mailingAddress: '', mailingCity: '', mailingCountry: '', usTin: '', foreignTin: '12 345 678 901', foreignTinNotRequired: false, referenceNumbers: '',
        dateOfBirth: '1988-05-14', treatyCountry: '', treatyArticle: '', treatyRate: '', treatyIncomeType: '', treatyConditions: '', capacityToSign: true,
      },
    });
  });

  it('names every part’s problems at once, the empty date of birth as required', () => {
    const issues = issuesOf(defaultW8ben(''));
    expect(Object.keys(issues).sort()).toEqual(['capacityToSign', 'citizenshipCountry', 'dateOfBirth', 'foreignTin', 'name', 'residenceAddress', 'residenceCity', 'residenceCountry']);
    expect(issues.dateOfBirth).toBe(W8BEN_MESSAGES.required);
    expect(issues.foreignTin).toBe(W8BEN_MESSAGES.tinMissing);
    expect(issues.capacityToSign).toBe(W8BEN_MESSAGES.capacity);
  });

  it('refuses a U.S. citizenship or residence, and a P.O. box or in-care-of address, even while other lines are wrong', () => {
    expect(issuesOf(complete({ citizenshipCountry: 'United States' }))).toEqual({ citizenshipCountry: W8BEN_MESSAGES.usPerson });
    expect(issuesOf(complete({ residenceCountry: 'U.S.A.' }))).toEqual({ residenceCountry: W8BEN_MESSAGES.usPerson });
    expect(issuesOf(complete({ residenceAddress: 'P.O. Box 12' }))).toEqual({ residenceAddress: W8BEN_MESSAGES.poBox });
    expect(issuesOf(complete({ residenceCity: 'c/o Anna, Berlin' }))).toEqual({ residenceCity: W8BEN_MESSAGES.poBox });
    const alsoWrong = issuesOf(complete({ residenceAddress: 'Postfach 10 20', name: '', dateOfBirth: '' }));
    expect(alsoWrong).toEqual({ residenceAddress: W8BEN_MESSAGES.poBox, name: W8BEN_MESSAGES.required, dateOfBirth: W8BEN_MESSAGES.required });
  });

  it('asks for the whole mailing address or none of it', () => {
    expect(issuesOf(complete({ mailingAddress: 'Postweg 1' }))).toEqual({ mailingCity: W8BEN_MESSAGES.mailingIncomplete, mailingCountry: W8BEN_MESSAGES.mailingIncomplete });
    expect(validateW8ben(complete({ mailingAddress: 'Postweg 1', mailingCity: 'Hamburg', mailingCountry: 'Germany' })).success).toBe(true);
  });

  it('takes a foreign TIN, the 6b box or a U.S. TIN, but not 6b beside a foreign TIN', () => {
    expect(validateW8ben(complete({ foreignTin: '', foreignTinNotRequired: true })).success).toBe(true);
    expect(validateW8ben(complete({ foreignTin: '', usTin: '912-70-1234' })).success).toBe(true);
    expect(issuesOf(complete({ foreignTinNotRequired: true }))).toEqual({ foreignTinNotRequired: W8BEN_MESSAGES.tinContradiction });
    expect(issuesOf(complete({ usTin: '912-70' }))).toEqual({ usTin: W8BEN_MESSAGES.invalidSsn });
  });

  it('refuses a date of birth today or later', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(issuesOf(complete({ dateOfBirth: nextYear }))).toEqual({ dateOfBirth: W8BEN_MESSAGES.dateOfBirthFuture });
  });

  describe('Part II, claimed', () => {
    const treaty = (patch: Partial<TW8benForm> = {}) => complete({ claimTreaty: true, treatyCountry: 'Germany', ...patch });

    it('sends line 9 alone, or with a whole line 10', () => {
      expect(validateW8ben(treaty()).success).toBe(true);
      const result = validateW8ben(treaty({ treatyArticle: '12(1)', treatyRate: '12.5', treatyIncomeType: 'Royalties', treatyConditions: 'Resident, no U.S. PE' }));
      expect(result.success && result.answers).toMatchObject({ treatyCountry: 'Germany', treatyRate: '12.5', treatyIncomeType: 'Royalties' });
    });

    it('asks line 9 once the claim is checked, and not the United States', () => {
      expect(issuesOf(treaty({ treatyCountry: ' ' }))).toEqual({ treatyCountry: W8BEN_MESSAGES.required });
      expect(issuesOf(treaty({ treatyCountry: 'USA' }))).toEqual({ treatyCountry: W8BEN_MESSAGES.usTreatyCountry });
    });

    it('asks line 10 whole, at a rate under 30% with two decimals at most', () => {
      expect(issuesOf(treaty({ treatyRate: '15' }))).toEqual({ treatyArticle: W8BEN_MESSAGES.treatyIncomplete, treatyIncomeType: W8BEN_MESSAGES.treatyIncomplete });
      const whole = { treatyArticle: '10(2)', treatyIncomeType: 'Dividends' };
      expect(issuesOf(treaty({ ...whole, treatyRate: '30' }))).toEqual({ treatyRate: W8BEN_MESSAGES.treatyRate });
      expect(issuesOf(treaty({ ...whole, treatyRate: '5.125' }))).toEqual({ treatyRate: W8BEN_MESSAGES.treatyRate });
      expect(validateW8ben(treaty({ ...whole, treatyRate: '29.99' })).success).toBe(true);
    });

    it('asks a taxpayer number of a claim, said on line 9 too so Part II does not pass without it', () => {
      expect(issuesOf(treaty({ foreignTin: '', foreignTinNotRequired: true }))).toEqual({ foreignTin: W8BEN_MESSAGES.treatyTin, treatyCountry: W8BEN_MESSAGES.treatyTin });
    });
  });
});

describe('W-8BEN form: every message of the schema is translated', () => {
  const locale = (lng: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${lng}/forms.json`), 'utf8')) as Record<string, unknown>;
  const at = (data: Record<string, unknown>, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);

  it('maps each message to a key both languages have, the English one the schema’s own words', () => {
    const [en, ru] = [locale('en'), locale('ru')];
    const messages = [...Object.values(W8BEN_MESSAGES), DATE_OUT_OF_RANGE];
    for (const message of messages) {
      const key = W8BEN_MESSAGE_KEYS[message];
      expect(key, message).toBeDefined();
      const [ns, path] = key!.split(':') as [string, string];
      if (ns !== 'forms') continue;
      expect(at(en, path), key).toBe(message);
      expect(at(ru, path), key).toEqual(expect.any(String));
      expect(at(ru, path), key).not.toBe(message);
    }
    expect(W8BEN_MESSAGE_KEYS[W8BEN_MESSAGES.required]).toBe('validation:required');
    expect(W8BEN_MESSAGE_KEYS[W8BEN_MESSAGES.invalidSsn]).toBe('forms:errors.ssn');
  });

  it('has every W-8BEN text in both languages', () => {
    const keys = (node: unknown, prefix: string): string[] =>
      typeof node === 'object' && node ? Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
    const [en, ru] = [locale('en'), locale('ru')];
    for (const root of ['w8ben', 'public.W8BEN', 'archive.W8BEN', 'request.W8BEN']) {
      expect(keys(at(ru, root), root).sort(), root).toEqual(keys(at(en, root), root).sort());
      expect(keys(at(en, root), root).length, root).toBeGreaterThan(2);
    }
  });
});
