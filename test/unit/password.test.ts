import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  withPasswordConfirmation,
  ZPasswordSchema,
} from '../../shared/core/password.js';

const SPEC_RULE_MESSAGE =
  'Password should have minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character';

function messages(value: string): string[] {
  const r = ZPasswordSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('password rule (spec 000 §5, 001 §5)', () => {
  it('uses the spec texts', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(SPEC_RULE_MESSAGE);
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('The password confirmation does not match');
  });

  it.each([
    'Demo#2026pass',
    'Aa1!aaaa', // exactly 8
    'Пароль1#', // Cyrillic upper and lower case
    'PASSWORд1#', // the only lowercase letter is Cyrillic
    'passwordД1#', // the only uppercase letter is Cyrillic
    'ЁЛКАёлка1_', // ё and Ё count
    'Abcdefg1-',
    'Abcdefg1€', // any non-letter, non-digit, non-space symbol is special
  ])('accepts %s', (pw) => {
    expect(messages(pw)).toEqual([]);
  });

  it.each([
    ['too short', 'Aa1!aaa'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['a space is not a special character', 'Abcdefg1 '],
    ['empty', ''],
  ])('refuses a password with %s', (_why, pw) => {
    const m = messages(pw);
    expect(m.length).toBeGreaterThan(0);
    // Every failure carries the one spec message, so the API maps it to 4003.
    expect(new Set(m)).toEqual(new Set([SPEC_RULE_MESSAGE]));
  });

  it('allows 128 characters and refuses 129', () => {
    const base = 'Aa1!';
    const at128 = base + 'a'.repeat(124);
    expect(at128).toHaveLength(128);
    expect(messages(at128)).toEqual([]);
    expect(messages(at128 + 'a')).toEqual([SPEC_RULE_MESSAGE]);
  });

  it('withPasswordConfirmation reports a mismatch on confirmPassword', () => {
    const schema = withPasswordConfirmation(z.object({ password: ZPasswordSchema, confirmPassword: z.string() }));
    expect(schema.safeParse({ password: 'Demo#2026pass', confirmPassword: 'Demo#2026pass' }).success).toBe(true);
    const r = schema.safeParse({ password: 'Demo#2026pass', confirmPassword: 'Demo#2026pasS' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'The password confirmation does not match' }),
    ]);
  });
});
