import { describe, expect, it } from 'vitest';
import { templateValueKeys } from '../../shared/documents/form-template-keys.js';
import { ZW8benAnswersSchema, ZW9AnswersSchema } from '../../shared/documents/forms.schema.js';
import { templateValues } from '../../functions/documents/services/forms/template-fill.js';
import { defaultIt2104 } from '../../web/src/features/forms/it2104-rules.js';
import { prefillIt2104, prefillW4, prefillW9, type TFormPrefill } from '../../web/src/features/forms/prefill-answers.js';
import { defaultW4 } from '../../web/src/features/forms/w4-rules.js';
import { defaultW9 } from '../../web/src/features/forms/w9-rules.js';

const john: TFormPrefill = {
  firstName: 'John',
  lastName: 'Doe',
  ssn: '123-45-6781',
  birthDate: '1990-01-01',
  email: 'john@example.com',
  phone: '',
  home: { street: '9 Smith Street', suite: '2F', city: 'Brooklyn', state: 'NY', zipCode: '11201' },
  companyName: '',
  ein: '',
};
const acme: TFormPrefill = {
  ...john,
  firstName: '',
  lastName: '',
  ssn: '',
  home: undefined,
  companyName: 'Acme Corp',
  ein: '12-3456789',
  companyAddress: { street: '1 Main Street', suite: '', city: 'Albany', state: 'NY', zipCode: '12207' },
};

describe('a form prefilled from the filler’s own profile', () => {
  it('lays the profile over the request’s values, and only what the profile holds', () => {
    const w4 = prefillW4(defaultW4('Johnny Q Doe'), john);
    expect(w4).toMatchObject({ firstName: 'John', lastName: 'Doe', ssn: '123-45-6781', address: '9 Smith Street, 2F', city: 'Brooklyn', state: 'NY', zipCode: '11201' });
    // The IT-2104 has an apartment box of its own.
    expect(prefillIt2104(defaultIt2104('John Doe'), john)).toMatchObject({ address: '9 Smith Street', apartment: '2F' });
    // An empty profile changes nothing; no prefill at all neither.
    const empty = { ...john, firstName: '', lastName: '', ssn: '', home: undefined };
    expect(prefillW4(defaultW4('Johnny Q Doe'), empty)).toEqual(defaultW4('Johnny Q Doe'));
    expect(prefillW4(defaultW4('Johnny Q Doe'), null)).toEqual(defaultW4('Johnny Q Doe'));
  });

  it('gives a person’s W-9 the SSN and a company’s W-9 the EIN, each in its box', () => {
    expect(prefillW9(defaultW9('PERSON', 'J. Doe'), john, 'PERSON')).toMatchObject({ name: 'John Doe', tinType: 'SSN', tin: '123-45-6781', city: 'Brooklyn' });
    expect(prefillW9(defaultW9('COMPANY', 'Acme'), acme, 'COMPANY')).toMatchObject({ name: 'Acme Corp', tinType: 'EIN', tin: '12-3456789', address: '1 Main Street', city: 'Albany' });
  });
});

describe('a template’s value keys and values', () => {
  it('names every answer, each enum option and the TIN’s parts, from the schema alone', () => {
    const keys = templateValueKeys(ZW9AnswersSchema);
    expect(keys).toEqual(expect.arrayContaining(['today', 'signerName', 'name', 'classification.INDIVIDUAL', 'classification.LLC', 'llcClassification.S', 'tin.1', 'tin.3', 'zipCode']));
    expect(templateValueKeys(ZW8benAnswersSchema)).toEqual(expect.arrayContaining(['usTin.1', 'foreignTinNotRequired', 'dateOfBirth', 'capacityToSign']));
  });

  it('gives dates as MM/DD/YYYY, cents as dollars, a TIN in parts and a chosen option as a tick', () => {
    const values = templateValues(
      { name: 'Jane', tin: '123-45-6789', classification: 'INDIVIDUAL', creditsCents: 440_000, dateOfBirth: '1985-04-12', exempt: false },
      { today: '11/26/2026', requesterName: 'Acme Corp', signerName: 'Jane' },
    );
    expect(values).toMatchObject({ name: 'Jane', 'tin.1': '123', 'tin.2': '45', 'tin.3': '6789', 'classification.INDIVIDUAL': true, creditsCents: '4,400.00', dateOfBirth: '04/12/1985', exempt: false, today: '11/26/2026' });
    // Every value the answers give has its key in the catalogue a template is checked against.
    const keys = new Set(templateValueKeys(ZW9AnswersSchema));
    const w9 = templateValues({ name: 'Jane', tin: '12-3456789', tinType: 'EIN', classification: 'LLC', llcClassification: 'S' }, { today: '', requesterName: '', signerName: '' });
    for (const key of Object.keys(w9)) expect(keys.has(key), key).toBe(true);
  });
});
