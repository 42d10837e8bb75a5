import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ZW9AnswersSchema } from '../../shared/documents/forms.schema.js';
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
