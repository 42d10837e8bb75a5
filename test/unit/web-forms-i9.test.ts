import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { I9_LIST_A, I9_LIST_B, I9_LIST_C, I9_MESSAGES, ZI9Section1Schema, ZI9Section2Schema } from '../../shared/documents/forms.schema.js';
import { I9_MESSAGE_KEYS } from '../../web/src/features/forms/i9-messages.js';
import { boxLines, cleanI9, defaultI9, firstI9StepWithIssue, i9Field, i9StepOf, type TI9Form, validateI9 } from '../../web/src/features/forms/i9-rules.js';
import {
  defaultI9Section2,
  documentsOf,
  i9Section2Field,
  listARows,
  normalizeI9Message,
  type TI9DocumentRow,
  type TI9Section2Form,
  validateI9Section2,
} from '../../web/src/features/forms/i9-section2-rules.js';
import type { TFormPrefill } from '../../web/src/features/forms/prefill-answers.js';

/** A U.S. citizen's complete, valid Section 1. */
const citizen = (patch: Partial<TI9Form> = {}): TI9Form => ({
  ...defaultI9('John Doe'),
  address: '120 Court Street',
  apartment: '4B',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  dateOfBirth: '1990-05-12',
  attestation: 'CITIZEN',
  ...patch,
});

const row = (patch: Partial<TI9DocumentRow> = {}): TI9DocumentRow => ({ code: '', issuingAuthority: '', documentNumber: '', expirationDate: '', ...patch });
const license = row({ code: 'DRIVERS_LICENSE_OR_STATE_ID', issuingAuthority: 'New York State DMV', documentNumber: '123456789', expirationDate: '2030-05-12' });
const ssCard = row({ code: 'SOCIAL_SECURITY_CARD', issuingAuthority: 'Social Security Administration', documentNumber: '078-05-1120' });
const passport = row({ code: 'US_PASSPORT', issuingAuthority: 'U.S. Department of State', documentNumber: 'X1234567', expirationDate: '2031-01-01' });

/** An employer's complete, valid Section 2 with List B and List C. */
const employer = (patch: Partial<TI9Section2Form> = {}): TI9Section2Form => ({
  ...defaultI9Section2({ firstName: 'Olivia', lastName: 'Owner', businessName: 'Acme Corp' }),
  listB: license,
  listC: ssCard,
  firstDayOfEmployment: '2026-01-05',
  employerTitle: 'Owner',
  businessAddress: '1 Main Street',
  businessCity: 'Albany',
  businessState: 'NY',
  businessZipCode: '12207',
  ...patch,
});

describe('I-9 Section 1: where it starts', () => {
  it('starts from the request’s name, no box checked, nothing else filled', () => {
    const start = defaultI9('John Q Doe');
    expect(start).toMatchObject({ firstName: 'John', middleInitial: 'Q', lastName: 'Doe', dateOfBirth: '', ssn: '', authorizedNoExpiry: false });
    expect(start.state).toBeUndefined();
    expect(start.attestation).toBeUndefined();
  });

  it('takes a signed-in filler’s profile: name, birth date, SSN, email, phone and US home address', () => {
    const prefill: TFormPrefill = {
      firstName: 'Ivan', lastName: 'Petrov', ssn: '078-05-1120', birthDate: '1985-03-04', email: 'ivan@example.com', phone: '2125550100', companyName: '', ein: '',
      home: { street: '5 Elm St', suite: 'Apt 2', city: 'Queens', state: 'NY', zipCode: '11101' },
    };
    expect(defaultI9('John Doe', prefill)).toMatchObject({
      firstName: 'Ivan', lastName: 'Petrov', middleInitial: '', dateOfBirth: '1985-03-04', ssn: '078-05-1120', email: 'ivan@example.com', phone: '2125550100',
      address: '5 Elm St', apartment: 'Apt 2', city: 'Queens', state: 'NY', zipCode: '11101',
    });
    // An ITIN is no Social Security number; an empty profile keeps the request's name.
    expect(defaultI9('John Doe', { ...prefill, ssn: '912-70-1234' }).ssn).toBe('');
    expect(defaultI9('John Doe', { ...prefill, firstName: '', lastName: '', home: undefined })).toMatchObject({ firstName: 'John', lastName: 'Doe', address: '' });
  });
});

describe('I-9 Section 1: what each box asks', () => {
  it('asks box 3 its number and box 4 its date and numbers, and sends the others empty', () => {
    expect(boxLines('CITIZEN')).toEqual({ aNumber: false, authorized: false });
    expect(boxLines('PERMANENT_RESIDENT')).toEqual({ aNumber: true, authorized: false });
    expect(boxLines('AUTHORIZED_TO_WORK')).toEqual({ aNumber: true, authorized: true });
    const typed = { aNumber: '123456789', authorizedUntil: '2030-01-01', i94Number: '12345678901', passportNumber: 'P1', passportCountry: 'Canada' };
    expect(cleanI9(citizen({ ...typed }))).toMatchObject({ aNumber: '', authorizedUntil: '', i94Number: '', passportNumber: '', passportCountry: '' });
    expect(cleanI9(citizen({ ...typed, attestation: 'PERMANENT_RESIDENT' }))).toMatchObject({ aNumber: '123456789', authorizedUntil: '', i94Number: '' });
    expect(cleanI9(citizen({ ...typed, attestation: 'AUTHORIZED_TO_WORK', authorizedNoExpiry: true }))).toMatchObject({ authorizedUntil: '', authorizedNoExpiry: true, passportCountry: 'Canada' });
  });

  it('knows each field’s step, the first step a set of problems names, and the field a server error names', () => {
    expect(i9StepOf('dateOfBirth')).toBe(0);
    expect(i9StepOf('zipCode')).toBe(1);
    expect(i9StepOf('aNumber')).toBe(2);
    expect(firstI9StepWithIssue(['aNumber', 'city'])).toBe(1);
    expect(firstI9StepWithIssue(['unknown'])).toBeUndefined();
    expect(i9Field('body.answers.aNumber')).toBe('aNumber');
    expect(i9Field('answers.unknown')).toBeUndefined();
  });
});

describe('I-9 Section 1: the shared schema as the form check', () => {
  it('sends a citizen’s answers with the optional lines empty', () => {
    const result = validateI9(citizen({ ssn: '078-05-1120' }));
    expect(result).toEqual({
      success: true,
      answers: {
        lastName: 'Doe', firstName: 'John', middleInitial: '', otherLastNames: '', address: '120 Court Street', apartment: '4B', city: 'Brooklyn', state: 'NY',
        zipCode: '11201', dateOfBirth: '1990-05-12', ssn: '078-05-1120', email: '', phone: '', attestation: 'CITIZEN', aNumber: '', i94Number: '', passportNumber: '',
        passportCountry: '',
      },
    });
  });

  it('names every step’s problems at once, the box unchecked included', () => {
    const result = validateI9({ ...defaultI9(''), ssn: '1' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(result.issues).sort()).toEqual(['address', 'attestation', 'city', 'dateOfBirth', 'firstName', 'lastName', 'ssn', 'state', 'zipCode']);
      expect(result.issues.ssn).toBe(I9_MESSAGES.ssn);
    }
  });

  it('refuses a permanent resident with no A-Number, even while the state is not chosen yet', () => {
    const result = validateI9(citizen({ attestation: 'PERMANENT_RESIDENT', state: undefined }));
    expect(result).toEqual({ success: false, issues: { state: expect.any(String), aNumber: I9_MESSAGES.permanentResidentNumber } });
    expect(validateI9(citizen({ attestation: 'PERMANENT_RESIDENT', aNumber: 'a 123-456-789' }))).toMatchObject({ success: true, answers: { aNumber: 'A123456789' } });
  });

  it('asks box 4 for a date or N/A and exactly one of its three numbers', () => {
    const alien = (patch: Partial<TI9Form>) => validateI9(citizen({ attestation: 'AUTHORIZED_TO_WORK', ...patch }));
    expect(alien({})).toEqual({ success: false, issues: { authorizedUntil: I9_MESSAGES.authorizedUntil, aNumber: I9_MESSAGES.oneOfThese } });
    expect(alien({ authorizedNoExpiry: true, i94Number: '1234567890a' })).toMatchObject({ success: true, answers: { authorizedUntil: 'N/A', i94Number: '1234567890A' } });
    expect(alien({ authorizedUntil: '2030-01-31', aNumber: '1234567', i94Number: '12345678901' })).toEqual({
      success: false,
      issues: { i94Number: I9_MESSAGES.onlyOneOfThese },
    });
    expect(alien({ authorizedUntil: '2030-01-31', passportNumber: 'AB12345' })).toEqual({ success: false, issues: { passportCountry: I9_MESSAGES.passportCountry } });
  });

  it('refuses a birth date not in the past', () => {
    const result = validateI9(citizen({ dateOfBirth: '2999-01-01' }));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues.dateOfBirth).toBeDefined();
  });
});

describe('I-9 Section 2: the document rows', () => {
  it('gives a document presented alone one row, and a combination a row for each further document', () => {
    expect(listARows('US_PASSPORT')).toHaveLength(1);
    expect(listARows('').map((r) => r.options)).toEqual([I9_LIST_A]);
    const withI94 = listARows('FOREIGN_PASSPORT_WITH_I94');
    expect(withI94.map((r) => [r.options.map((o) => o.code), r.required])).toEqual([
      [I9_LIST_A.map((d) => d.code), true],
      [['FORM_I94'], true],
      [['FORM_I20', 'FORM_DS2019'], false],
    ]);
  });

  it('sends List A up to its last row given, List B and List C when given, an empty expiration as N/A', () => {
    const combination = [row({ code: 'FOREIGN_PASSPORT_WITH_I94', issuingAuthority: 'Canada' }), row({ code: 'FORM_I94', issuingAuthority: 'CBP' }), row()];
    expect(documentsOf({ listA: combination, listB: row(), listC: row() })).toEqual({
      listA: [
        { code: 'FOREIGN_PASSPORT_WITH_I94', issuingAuthority: 'Canada', documentNumber: '', expirationDate: 'N/A' },
        { code: 'FORM_I94', issuingAuthority: 'CBP', documentNumber: '', expirationDate: 'N/A' },
      ],
      listB: undefined,
      listC: undefined,
    });
    // A combination's rows left over from another first document are not sent.
    expect(documentsOf({ listA: [passport, row({ code: 'FORM_I94', issuingAuthority: 'CBP' }), row()], listB: row(), listC: row() }).listA).toHaveLength(1);
  });

  it('reads the field a schema path or a server error names', () => {
    expect(i9Section2Field('answers.listB')).toBe('listB.code');
    expect(i9Section2Field('body.answers.listA.1.code')).toBe('listA.1.code');
    expect(i9Section2Field('answers.listA')).toBe('listA.0.code');
    expect(i9Section2Field('answers.listC.issuingAuthority')).toBe('listC.issuingAuthority');
    expect(i9Section2Field('answers.employerTitle')).toBe('employerTitle');
    expect(i9Section2Field('answers.unknown')).toBeUndefined();
  });
});

describe('I-9 Section 2: the shared schema as the form check', () => {
  it('starts from the representative and the business, and sends a List B and List C pair', () => {
    expect(defaultI9Section2({ firstName: 'Olivia', lastName: 'Owner', businessName: 'Acme Corp' })).toMatchObject({
      employerFirstName: 'Olivia', employerLastName: 'Owner', businessName: 'Acme Corp', employerTitle: '', listA: [row(), row(), row()],
    });
    const result = validateI9Section2(employer());
    expect(result).toMatchObject({
      success: true,
      answers: {
        listA: [],
        listB: { code: 'DRIVERS_LICENSE_OR_STATE_ID', issuingAuthority: 'New York State DMV', documentNumber: '123456789', expirationDate: '2030-05-12' },
        listC: { code: 'SOCIAL_SECURITY_CARD', expirationDate: 'N/A' },
        firstDayOfEmployment: '2026-01-05',
        alternativeProcedure: false,
      },
    });
  });

  it('refuses List A together with List B, at List B’s title, even while the state is not chosen', () => {
    const result = validateI9Section2(employer({ listA: [passport, row(), row()], listC: row(), businessState: undefined }));
    expect(result).toEqual({ success: false, issues: { 'listB.code': I9_MESSAGES.listsBoth, businessState: expect.any(String) } });
  });

  it('asks for a List A document or a pair, and the pair’s other half', () => {
    expect(validateI9Section2(employer({ listB: row(), listC: row() }))).toEqual({ success: false, issues: { 'listA.0.code': I9_MESSAGES.listsNone } });
    expect(validateI9Section2(employer({ listC: row() }))).toEqual({ success: false, issues: { 'listC.code': I9_MESSAGES.listCMissing } });
  });

  it('names a row with no title, and a combination’s missing document by the form’s fixed words', () => {
    const untitled = validateI9Section2(employer({ listB: row({ issuingAuthority: 'DMV' }) }));
    expect(untitled).toEqual({ success: false, issues: { 'listB.code': 'Not a List B document' } });
    const combination = validateI9Section2(employer({ listA: [row({ code: 'FOREIGN_PASSPORT_WITH_I94', issuingAuthority: 'Canada' }), row(), row()], listB: row(), listC: row() }));
    expect(combination).toEqual({ success: false, issues: { 'listA.1.code': I9_MESSAGES.listAPartMissing } });
    expect(normalizeI9Message(`${I9_MESSAGES.listAPartMissing}: Form I-94 or Form I-94A`)).toBe(I9_MESSAGES.listAPartMissing);
  });

  it('accepts a complete combination and refuses a wrong document in its row', () => {
    const passportI94 = row({ code: 'FOREIGN_PASSPORT_WITH_I94', issuingAuthority: 'Canada', documentNumber: 'GA123456' });
    const ok = validateI9Section2(employer({ listA: [passportI94, row({ code: 'FORM_I94', issuingAuthority: 'CBP', documentNumber: '12345678901' }), row()], listB: row(), listC: row() }));
    expect(ok.success).toBe(true);
    const wrong = validateI9Section2(employer({ listA: [passportI94, row({ code: 'FORM_I20', issuingAuthority: 'School' }), row()], listB: row(), listC: row() }));
    expect(wrong).toEqual({ success: false, issues: { 'listA.1.code': I9_MESSAGES.listAPart } });
  });
});

describe('I-9: every message of the schema is translated', () => {
  const locale = (lng: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${lng}/forms.json`), 'utf8')) as Record<string, unknown>;
  const at = (tree: Record<string, unknown>, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  const section1 = { lastName: 'D', firstName: 'J', address: 'A', city: 'B', state: 'NY', zipCode: '11201', dateOfBirth: '1990-01-01', attestation: 'CITIZEN' };
  const cases1 = [
    { lastName: ' ' }, { zipCode: '1' }, { ssn: '1' }, { phone: 'x' }, { dateOfBirth: '2999-01-01' }, { attestation: 'PERMANENT_RESIDENT' }, { attestation: 'PERMANENT_RESIDENT', aNumber: '12' },
    { aNumber: '1234567' }, { i94Number: '12345678901' }, { passportCountry: 'X' }, { authorizedUntil: 'N/A' }, { attestation: 'AUTHORIZED_TO_WORK' },
    { attestation: 'AUTHORIZED_TO_WORK', authorizedUntil: 'N/A', aNumber: '1234567', i94Number: '12345678901', passportNumber: 'A!' },
    { attestation: 'AUTHORIZED_TO_WORK', authorizedUntil: 'N/A', passportCountry: 'Canada' }, { attestation: 'AUTHORIZED_TO_WORK', authorizedUntil: 'N/A', i94Number: '1' },
  ];
  const entry = (code: string) => ({ code, issuingAuthority: 'X' });
  const section2 = {
    firstDayOfEmployment: '2026-01-05', employerLastName: 'A', employerFirstName: 'B', employerTitle: 'C', businessName: 'D', businessAddress: 'E', businessCity: 'F',
    businessState: 'NY', businessZipCode: '12207',
  };
  const cases2 = [
    {}, { listA: [entry('US_PASSPORT')], listB: entry('SCHOOL_ID') }, { listB: entry('SCHOOL_ID') }, { listC: entry('BIRTH_CERTIFICATE') },
    { listA: [entry('FORM_I94')] }, { listA: [entry('US_PASSPORT'), entry('FORM_I94')] }, { listA: [entry('FSM_RMI_PASSPORT_WITH_I94'), entry('FORM_I20')] },
    { listA: [entry('X')] }, { listB: entry('X'), listC: entry('X') }, { listA: [entry('FSM_RMI_PASSPORT_WITH_I94')] },
  ];

  it('maps each to a key that both languages have, English as the schema says it', () => {
    const [en, ru] = [locale('en'), locale('ru')];
    const messages = new Set<string>(['Not a List A document', 'Not a List B document', 'Not a List C document']);
    for (const patch of cases1) {
      const parsed = z.safeParse(ZI9Section1Schema, { ...section1, ...patch });
      expect(parsed.success, JSON.stringify(patch)).toBe(false);
      for (const issue of parsed.error?.issues ?? []) messages.add(issue.message);
    }
    for (const patch of cases2) {
      const parsed = z.safeParse(ZI9Section2Schema, { ...section2, ...patch });
      expect(parsed.success, JSON.stringify(patch)).toBe(false);
      for (const issue of parsed.error?.issues ?? []) messages.add(normalizeI9Message(issue.message));
    }
    for (const message of Object.values(I9_MESSAGES)) if (message !== I9_MESSAGES.ssnForEVerify) expect(messages, message).toContain(message);
    for (const message of messages) {
      if (!Object.values(I9_MESSAGES).includes(message as never) && !message.startsWith('Not a List') && message !== 'Required') continue;
      const key = I9_MESSAGE_KEYS[message];
      expect(key, message).toBeDefined();
      const [ns, path] = key!.split(':') as [string, string];
      if (ns !== 'forms') continue;
      expect(at(en, path), key).toBe(message);
      expect(at(ru, path), key).toBeTruthy();
    }
    expect(at(en, 'i9.errors.ssnForEVerify')).toBe(I9_MESSAGES.ssnForEVerify);
  });

  it('has every text of the I-9 screens in both languages', () => {
    const [en, ru] = [locale('en'), locale('ru')];
    const leaves = (node: unknown, prefix: string): string[] =>
      node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leaves(v, `${prefix}.${k}`)) : [prefix];
    for (const root of ['i9', 'archive.I9', 'request.I9', 'public.I9']) {
      const keys = leaves(at(en, root), root);
      expect(keys.length).toBeGreaterThan(0);
      expect(leaves(at(ru, root), root).sort()).toEqual(keys.sort());
    }
    expect(at(en, 'i9.prefilled')).toBe('Filled in from your profile — check every line before you sign.');
    expect(at(ru, 'i9.prefilled')).toBe('Заполнено из вашего профиля — проверьте каждую строку перед подписанием.');
    // Each list's titles are the official ones the selects offer.
    expect(I9_LIST_B[0]?.title).toMatch(/^Driver’s license or ID card/u);
    expect(I9_LIST_C[0]?.title).toMatch(/^A Social Security Account Number card/u);
  });
});
