import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ERROR_CATALOGUE, errorStatus, FALLBACK_ERROR_MESSAGE, isSystemCode } from '../../shared/core/errors.js';
import { ZPasswordSchema, withPasswordConfirmation } from '../../shared/core/password.js';
import { ZRegisterRequestSchema } from '../../shared/identity/identity.schema.js';
import { AppError } from '../../functions/core/errors.js';
import { validationError } from '../../functions/core/http.js';

/** Every numeric code of the spec's error catalogue (spec 001 §8). */
const SPEC_CODES = [
  4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008, 4009, 40010, 40011, 40012, 4011, 4012, 40013, 40015, 40016, 40017,
  40018, 40019, 40022, 4014, 40021, 40023, 40024, 40025, 40026, 4042, 40027, 40029, 40030, 40031, 40032, 40033, 40034,
  40035, 40037, 40038, 40039, 40040, 40041, 40042, 40043, 40044, 40045, 40046, 40047, 40048, 40049, 40051, 40052,
];

/** The codes the spec reports by key (spec 001 §8). */
const SPEC_KEYS = [
  'no_officer', 'not_unique', 'employee_slp_not_signed', 'employee_pto_not_signed', 'account_number_exist',
  'invalid_routing_number', 'invalid_account_number', 'invalid_holder_type', 'invalid_state', 'email_for_person_exist',
  'email_not_found', 'invalid_period', 'invalid_ssn', 'invalid_spouse_data', 'invalid_public_link', 'not_closed_record',
  'no_record', 'admin_no_person', 'not_unique_vcr_period',
];

describe('the error catalogue', () => {
  it('every entry has a 4xx or 5xx status and a message', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.trim().length, code).toBeGreaterThan(0);
    }
  });

  it('contains every numeric code of the spec', () => {
    const missing = SPEC_CODES.filter((c) => !(c in ERROR_CATALOGUE));
    expect(missing).toEqual([]);
    for (const c of SPEC_CODES) expect(isSystemCode(c)).toBe(true);
  });

  it('contains every code the spec reports by key', () => {
    expect(SPEC_KEYS.filter((k) => !(k in ERROR_CATALOGUE))).toEqual([]);
  });

  it('has the spec texts where the spec gives them', () => {
    expect(ERROR_CATALOGUE[40049].message).toBe('You already have an existing holiday request for the specified period');
    expect(ERROR_CATALOGUE.internal_error.message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(FALLBACK_ERROR_MESSAGE).toBe('An error has occurred. Please contact to system administrator.');
  });

  it('gives the statuses clients rely on', () => {
    expect(errorStatus(40011)).toBe(403);
    expect(errorStatus(4012)).toBe(401);
    expect(errorStatus(4011)).toBe(401);
    expect(errorStatus(4008)).toBe(409);
    expect(errorStatus('too_many_attempts')).toBe(429);
    expect(errorStatus('file_too_large')).toBe(413);
    expect(errorStatus('route_not_found')).toBe(404);
    expect(errorStatus('internal_error')).toBe(500);
  });

  it('isSystemCode refuses what is not in the catalogue', () => {
    for (const v of [4000, '40014', 'nope', null, undefined, {}, 40050]) expect(isSystemCode(v)).toBe(false);
    expect(isSystemCode('40011')).toBe(true);
  });
});

describe('AppError', () => {
  it('takes its status and message from the catalogue', () => {
    const e = new AppError(4008, { param: 'email' });
    expect(e).toMatchObject({ systemCode: 4008, status: 409, param: 'email', message: 'Email is already taken' });
    expect(new AppError('invalid_request', { message: 'custom' }).message).toBe('custom');
  });
});

describe('validationError', () => {
  function zodError(schema: z.core.$ZodType, value: unknown) {
    const r = z.safeParse(schema, value);
    if (r.success) throw new Error('expected a failure');
    return r.error;
  }

  it('maps the password rule message to 4003, with field errors', () => {
    const e = validationError(zodError(z.object({ password: ZPasswordSchema }), { password: 'weak' }), 'body');
    expect(e).toBeInstanceOf(AppError);
    expect(e.systemCode).toBe(4003);
    expect(e.status).toBe(400);
    expect(e.message).toBe(ERROR_CATALOGUE[4003].message);
    expect(e.param).toBe('password');
    expect(e.fieldErrors?.password).toContain(ERROR_CATALOGUE[4003].message);
  });

  it('maps the confirmation mismatch to 4002', () => {
    const schema = withPasswordConfirmation(z.object({ password: ZPasswordSchema, confirmPassword: z.string() }));
    const e = validationError(zodError(schema, { password: 'Demo#2026pass', confirmPassword: 'other' }), 'body');
    expect(e.systemCode).toBe(4002);
    expect(e.fieldErrors?.confirmPassword).toEqual([ERROR_CATALOGUE[4002].message]);
  });

  it('maps a registration with a weak password to 4003 with fieldErrors.password', () => {
    const e = validationError(
      zodError(ZRegisterRequestSchema, {
        email: 'new@example.com', firstName: 'A', lastName: 'B', password: 'weakpass', confirmPassword: 'weakpass', termsAccepted: true,
      }),
      'body',
    );
    expect(e.systemCode).toBe(4003);
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['password']);
  });

  it('answers anything else with invalid_request and the first message', () => {
    const e = validationError(zodError(z.object({ size: z.number() }), { size: 'x' }), 'query');
    expect(e.systemCode).toBe('invalid_request');
    expect(e.status).toBe(400);
    expect(e.param).toBe('size');
    expect(e.fieldErrors?.size?.length).toBe(1);
    expect(e.message).toBe(e.fieldErrors?.size?.[0]);
  });

  it('names the part when the whole value is wrong', () => {
    const e = validationError(zodError(z.object({ a: z.string() }), undefined), 'body');
    expect(e.param).toBe('body');
    expect(Object.keys(e.fieldErrors ?? {})).toEqual(['body']);
  });
});
