import { describe, expect, it } from 'vitest';
import { REQUIRED_PHONE_OR_EMAIL, ZFeedbackRequestSchema } from '../../shared/feedback/feedback.schema.js';

function fieldErrors(value: unknown): Record<string, string[]> {
  const r = ZFeedbackRequestSchema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}

describe('contact form schema (spec 000 §5)', () => {
  it('accepts a name with an email, and fills the defaults', () => {
    const r = ZFeedbackRequestSchema.parse({ name: '  Mary Ann  ', email: 'mary@example.com' });
    expect(r).toMatchObject({ name: 'Mary Ann', email: 'mary@example.com', phoneCode: '+1', preferredLanguage: 'EN' });
  });

  it('accepts a phone instead of an email, with an empty email', () => {
    expect(fieldErrors({ name: 'Ivan', email: '', phone: '+79161234567' })).toEqual({});
    expect(fieldErrors({ name: 'Иван Петров', phone: '2125550147', preferredLanguage: 'RU' })).toEqual({});
  });

  it('name: required, at least 3 characters, letters only', () => {
    expect(fieldErrors({ email: 'a@example.com' })).toHaveProperty('name');
    expect(fieldErrors({ name: 'Jo', email: 'a@example.com' })).toHaveProperty('name');
    expect(fieldErrors({ name: '   Jo  ', email: 'a@example.com' })).toHaveProperty('name');
    expect(fieldErrors({ name: 'J0hn', email: 'a@example.com' }).name).toEqual(['Only letters are allowed']);
    expect(fieldErrors({ name: 'John!', email: 'a@example.com' }).name).toEqual(['Only letters are allowed']);
    expect(fieldErrors({ name: "O'Neil-Smith", email: 'a@example.com' })).toEqual({});
  });

  it('email: must be valid and at most 50 characters', () => {
    expect(fieldErrors({ name: 'John', email: 'not-an-email' })).toHaveProperty('email');
    const at50 = `${'a'.repeat(38)}@example.com`;
    expect(at50).toHaveLength(50);
    expect(fieldErrors({ name: 'John', email: at50 })).toEqual({});
    expect(fieldErrors({ name: 'John', email: `a${at50}` })).toHaveProperty('email');
  });

  it('needs an email or a phone', () => {
    expect(fieldErrors({ name: 'John' }).email).toContain(REQUIRED_PHONE_OR_EMAIL);
    expect(fieldErrors({ name: 'John', email: '', phone: '' }).email).toContain(REQUIRED_PHONE_OR_EMAIL);
    expect(REQUIRED_PHONE_OR_EMAIL).toBe('Required phone number or email');
  });

  it('phone: digits with one optional leading plus, at most 13 digits', () => {
    for (const phone of ['12ab', '+1-212', '++12', '1 212', '12345678901234']) {
      expect(fieldErrors({ name: 'John', phone }), phone).toHaveProperty('phone');
    }
    expect(fieldErrors({ name: 'John', phone: '1234567890123' })).toEqual({});
  });

  it('preferred language is EN or RU', () => {
    expect(fieldErrors({ name: 'John', email: 'a@example.com', preferredLanguage: 'DE' })).toHaveProperty('preferredLanguage');
  });
});
