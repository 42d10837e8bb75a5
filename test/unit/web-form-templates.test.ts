import { describe, expect, it } from 'vitest';
import { initialMapping, initialSignatureField, mappingRequest, toBase64, valueKeysOf } from '../../web/src/features/forms/components/templates/template-mapping.js';
import { TEMPLATE_KINDS } from '../../shared/documents/form-templates.js';

/** The form templates screen's mapping (docs/decisions/0026-form-templates.md), without a browser. */
describe('form template mapping (web)', () => {
  it('offers every kind the value keys the server accepts', () => {
    // The screen and the server read one list (shared/documents/form-templates.ts): each kind's answers, by name.
    for (const kind of TEMPLATE_KINDS) expect(valueKeysOf(kind)).toEqual(expect.arrayContaining(['today', 'requesterName', 'signerName']));
    expect(valueKeysOf('W9')).toEqual(expect.arrayContaining(['name', 'tin.1', 'classification.INDIVIDUAL']));
    expect(valueKeysOf('F8822B')).toEqual(expect.arrayContaining(['today', 'businessName', 'ein', 'ein.1', 'ein.2']));
  });

  it('preselects a previous mapping, else a key equal to the name or its last segment, each key once', () => {
    const fields = [
      { name: 'topmostSubform[0].Page1[0].f_1[0]', type: 'text' as const },
      { name: 'form.businessName[0]', type: 'text' as const },
      { name: 'businessName', type: 'text' as const },
      { name: 'ein.1', type: 'text' as const },
      { name: 'x.today', type: 'text' as const },
      { name: 'x.Signature[0]', type: 'signature' as const },
    ];
    const keys = valueKeysOf('F8822B');
    expect(initialMapping(fields, keys)).toEqual({
      'topmostSubform[0].Page1[0].f_1[0]': null,
      'form.businessName[0]': 'businessName',
      businessName: null,
      'ein.1': 'ein.1',
      'x.today': 'today',
    });
    expect(initialMapping(fields, keys, { businessName: 'topmostSubform[0].Page1[0].f_1[0]' })['topmostSubform[0].Page1[0].f_1[0]']).toBe('businessName');
    expect(initialSignatureField(fields)).toBe('x.Signature[0]');
    expect(initialSignatureField(fields, 'x.today')).toBe('x.today');
    expect(initialSignatureField([{ name: 'a', type: 'text' }])).toBeNull();
  });

  it('builds the request and names a value chosen twice and a missing signature field', () => {
    expect(mappingRequest({ a: 'businessName', b: null, c: 'today' }, 'sig')).toEqual({ fields: { businessName: 'a', today: 'c' }, problems: { fields: {} }, ok: true });
    const bad = mappingRequest({ a: 'ein.1', b: 'ein.1' }, null);
    expect(bad.ok).toBe(false);
    expect(bad.problems).toEqual({ fields: { b: 'duplicate' }, signature: 'required' });
  });

  it('encodes bytes as base64 in chunks', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
