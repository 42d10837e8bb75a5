import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  isEmptyAddress,
  maskNumber,
  ZBankAccountInputSchema,
  ZCompanyDetailsInputSchema,
  ZPersonDetailsInputSchema,
  ZProfileAddressSchema,
} from '../../shared/profile/profile.schema.js';
import '../../shared/core/zod-locale.js';
import { IMask } from 'react-imask';
import { formatPhone, MASKS, normalise, STORES_UNMASKED } from '../../web/src/features/profile/masks.js';

const messages = (schema: z.core.$ZodType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('profile input masks (spec 000 §5, the IMask definitions the inputs use)', () => {
  it('formats SSN/ITIN 3-2-4, EIN 2-7, US ZIP 5-4 from whatever is typed', () => {
    expect(normalise('tin', '123456789')).toBe('123-45-6789');
    expect(normalise('tin', '12a3-4')).toBe('123-4');
    expect(normalise('tin', '1234567890123')).toBe('123-45-6789');
    expect(normalise('ein', '123456789')).toBe('12-3456789');
    expect(normalise('ein', '12')).toBe('12');
    expect(normalise('ein', '123')).toBe('12-3');
    expect(normalise('usZip', '122071234')).toBe('12207-1234');
    expect(normalise('usZip', '12207')).toBe('12207');
  });

  it('keeps digits, dot, slash and hyphen in a foreign ZIP; digits only in phone (1–13) and routing (9)', () => {
    expect(normalise('foreignZip', 'NW1 6.X/A-B5')).toBe('16./-5');
    expect(normalise('phone', '+1 (212) 555-0100 ext 99999')).toBe('1212555010099');
    expect(formatPhone('2125550100')).toBe('(212) 555-01-00');
    expect(formatPhone('21')).toBe('(21');
    expect(formatPhone('')).toBe('');
    expect(normalise('routing', '0210-000 21x9')).toBe('021000021');
    expect(normalise('account', '12-34 56789012345')).toBe('12345678901234');
  });

  it('stores what the shared schemas accept: formatted TIN, EIN and ZIP, bare phone digits', () => {
    const person = { firstName: 'A', lastName: 'B', tinType: 'SSN', ssn: normalise('tin', '123 45 6789'), phone: normalise('phone', '(212) 555-01-00') };
    expect(messages(ZPersonDetailsInputSchema, person)).toEqual([]);
    expect(messages(ZCompanyDetailsInputSchema, { legalName: 'Acme', companyType: 'LLC', ein: normalise('ein', '123456789') })).toEqual([]);
    expect(messages(ZProfileAddressSchema, { address1: '1 Main St', city: 'Albany', zipCode: normalise('usZip', '122071234') })).toEqual([]);
    expect(messages(ZProfileAddressSchema, { kind: 'FOREIGN', foreignAddress: 'x', country: 'UK', zipCode: normalise('foreignZip', 'SW1A 2.AA/1') })).toEqual([]);
    // Only the phone keeps its digits: the input answers the unmasked value for it.
    expect(Object.entries(STORES_UNMASKED).filter(([, v]) => v).map(([k]) => k)).toEqual(['phone']);
    // A complete value is complete for the mask (what the input shows as filled).
    const zip = IMask.createMask(MASKS.usZip);
    zip.resolve('12207');
    expect(zip.isComplete).toBe(true);
    const ein = IMask.createMask(MASKS.ein);
    ein.resolve('1234');
    expect(ein.isComplete).toBe(false);
  });
});

describe('profile schemas', () => {
  it('maps the missing SSN and ITIN to the catalogue messages (4007, 40016)', () => {
    expect(messages(ZPersonDetailsInputSchema, { firstName: 'A', lastName: 'B', tinType: 'SSN' })).toEqual(['ssn: SSN is not filled']);
    expect(messages(ZPersonDetailsInputSchema, { firstName: 'A', lastName: 'B', tinType: 'ITIN' })).toEqual(['itin: ITIN is not filled']);
    expect(messages(ZPersonDetailsInputSchema, { firstName: 'A', lastName: 'B', tinType: 'SSN', ssn: '123-45-6789', phone: '12345678901234' })).toHaveLength(1);
  });

  it('validates a US address only when it is filled, and a foreign one by its own rules', () => {
    expect(messages(ZProfileAddressSchema, {})).toEqual([]);
    expect(messages(ZProfileAddressSchema, { address1: '1 Main St', city: 'Albany', zipCode: '1220' })).toEqual(['zipCode: ZIP code must be 00000 or 00000-0000']);
    expect(messages(ZProfileAddressSchema, { kind: 'FOREIGN', foreignAddress: 'x', zipCode: 'AB' })).toEqual([
      'country: validation:required',
      'zipCode: Only digits, dot, slash and hyphen are allowed',
    ]);
    const parsed = z.parse(ZProfileAddressSchema, {});
    expect(parsed).toMatchObject({ state: 'NY', isResidential: true, verified: false });
    expect(isEmptyAddress(parsed)).toBe(true);
    expect(isEmptyAddress({ address1: '', foreignAddress: 'x' })).toBe(false);
  });

  it('gives the bank and EIN rules their catalogue messages (40029, 40031, 40019), and insurance defaults to required', () => {
    const account = { bankName: 'Chase', accountType: 'checking', holderType: 'individual', accountNumber: '123456789', routingNumber: '021000021' };
    expect(messages(ZBankAccountInputSchema, account)).toEqual([]);
    expect(messages(ZBankAccountInputSchema, { ...account, accountNumber: '12345678' })).toEqual(['accountNumber: Account number must be 9 to 14 characters']);
    expect(messages(ZBankAccountInputSchema, { ...account, routingNumber: '1234' })).toEqual(['routingNumber: Routing number must be 9 digits']);
    expect(messages(ZCompanyDetailsInputSchema, { legalName: 'Acme', companyType: 'LLC', ein: '123456789' })).toEqual(['ein: Invalid EIN format']);
    expect(z.parse(ZCompanyDetailsInputSchema, { legalName: 'Acme', companyType: 'LLC', ein: '12-3456789' }).insurance).toEqual({
      generalLiabilityRequired: true, professionalLiabilityRequired: true, workersCompensationRequired: true, disabilityRequired: true,
    });
  });

  it('masks a number to its last four', () => {
    expect(maskNumber('123-45-6789', 'tin')).toBe('***-**-6789');
    expect(maskNumber('123456789012')).toBe('********9012');
    expect(maskNumber('')).toBe('');
  });
});
