/**
 * The logger's redact (issue 13, "what held": masking in logs): request input logged on a failure
 * keeps no SSN, ITIN, bank account number, password, token or code, however deeply it sits.
 */
import { describe, expect, it } from 'vitest';
import { redact } from '../../functions/core/logger.js';

const SECRETS = {
  ssn: '123-45-6789',
  itin: '912-70-1234',
  accountNumber: '000123456789',
  number: '4111111111111111',
  password: 'Start#2026pass',
  confirmPassword: 'Start#2026pass',
  oldPassword: 'Old#2026pass',
  refreshToken: 'eyJrefresh',
  secondaryToken: 'eyJperm',
  authorization: 'Bearer eyJaccess',
  code: 'invite-code-123',
  clientSecret: 'shh',
  tin: '12-3456789',
  usTin: '912-70-1234',
  foreignTin: 'DE123456789',
  ein: '12-3456789',
  newResponsiblePartyTin: '123-45-6789',
  aNumber: 'A123456789',
  i94Number: '12345678901',
  passportNumber: 'X1234567',
  documentNumber: 'D1234567',
};

describe('logger redact', () => {
  it('drops every sensitive value at the top level, keeping the rest', () => {
    const out = redact({ ...SECRETS, firstName: 'Pat', bankName: 'Chase', priceCents: 100, setting: 'on', routingLabel: 'x' }) as Record<string, unknown>;
    for (const key of Object.keys(SECRETS)) expect(out[key], key).toBe('[redacted]');
    expect(out).toMatchObject({ firstName: 'Pat', bankName: 'Chase', priceCents: 100, setting: 'on', routingLabel: 'x' });
  });

  it('drops pay: an employment rate and the amounts of a payroll line (salaries stay out of logs)', () => {
    const out = redact({ rateCents: 5200, bonus: '100', commission: 5, owedTips: 1, paidTips: 2, expenseReimburse: 3, regularHours: '80', employmentId: 'e1' }) as Record<string, unknown>;
    expect(out).toEqual({ rateCents: '[redacted]', bonus: '[redacted]', commission: '[redacted]', owedTips: '[redacted]', paidTips: '[redacted]', expenseReimburse: '[redacted]', regularHours: '80', employmentId: 'e1' });
  });

  it('matches the keys whatever their case or prefix', () => {
    const out = redact({ SSN: '1', spouseSsn: '2', bankAccountNumber: '3', AccessToken: '4', confirmationCode: '5' });
    expect(Object.values(out as object).every((v) => v === '[redacted]')).toBe(true);
  });

  it('redacts inside nested objects and arrays, so no secret survives in the serialised log line', () => {
    const input = { body: { person: { ...SECRETS }, accounts: [{ accountNumber: SECRETS.accountNumber, routing: { number: SECRETS.number } }] }, headers: { authorization: SECRETS.authorization } };
    const text = JSON.stringify(redact(input));
    for (const value of Object.values(SECRETS)) expect(text, value).not.toContain(value);
    expect(text).toContain('[redacted]');
  });

  it('keeps no secret nested deeper than it walks: a deep object is cut, not passed through', () => {
    const deep = { a: { b: { c: { d: { e: { f: { ssn: SECRETS.ssn } } } } } } };
    expect(JSON.stringify(redact(deep))).not.toContain(SECRETS.ssn);
  });

  it('leaves non-objects and null as they are, and does not recurse without end', () => {
    expect(redact('plain')).toBe('plain');
    expect(redact(null)).toBeNull();
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < 50; i += 1) node = (node.next = {}) as Record<string, unknown>;
    expect(() => JSON.stringify(redact(deep))).not.toThrow();
  });
});
