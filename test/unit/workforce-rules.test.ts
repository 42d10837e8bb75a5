import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { canTransition, EMPLOYMENT_TRANSITIONS, employmentPermissionId } from '../../shared/workforce/rules.js';
import { INVALID_FOREIGN_ZIP, INVALID_US_ZIP } from '../../shared/profile/profile.schema.js';
import {
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_ZIP_MESSAGES,
  employmentAddressOf,
  ZCreateEmploymentRequestSchema,
  ZEinSchema,
  ZEmploymentAddressSchema,
  ZEmploymentFilterSchema,
} from '../../shared/workforce/workforce.schema.js';

describe('workforce rules', () => {
  it('allows the HR transitions and nothing out of TERMINATED', () => {
    expect(canTransition('NEW', 'ACTIVE')).toBe(true);
    expect(canTransition('PENDING_FOR_DOCUMENTS', 'NEW')).toBe(false);
    expect(canTransition('ACTIVE', 'TERMINATED')).toBe(true);
    for (const s of EMPLOYMENT_STATUSES) expect(canTransition('TERMINATED', s)).toBe(false);
    for (const s of EMPLOYMENT_STATUSES) expect(EMPLOYMENT_TRANSITIONS[s]).not.toContain(s);
  });

  it('names permissions by type and project', () => {
    expect(employmentPermissionId('TIMESHEET_OPERATE', undefined)).toBe('TIMESHEET_OPERATE.ALL');
    expect(employmentPermissionId('SICK_LEAVE_OPERATE', 'P1')).toBe('SICK_LEAVE_OPERATE.P1');
  });

  it('validates EIN, defaults of an employment, and the filter from a query string', () => {
    expect(z.safeParse(ZEinSchema, '12-3456789').success).toBe(true);
    expect(z.safeParse(ZEinSchema, '123456789').error?.issues[0]?.message).toBe('Invalid EIN format');
    const e = z.parse(ZCreateEmploymentRequestSchema, { type: 'STAFF', details: { name: 'Sam Staff', email: 'Sam@Example.com' }, employmentStart: '2025-01-01', payType: 'HOUR_RATE', rateCents: 100 });
    expect(e).toMatchObject({ remote: true, officer: false, workKind: 'FULL_TIME', branchIds: [], details: { email: 'sam@example.com' } });
    expect(z.safeParse(ZCreateEmploymentRequestSchema, { ...e, rateCents: 1.5 }).success).toBe(false);
    const f = z.parse(ZEmploymentFilterSchema, { types: 'STAFF,CONTRACTOR', pageNumber: '2' });
    expect(f).toMatchObject({ types: ['STAFF', 'CONTRACTOR'], pageNumber: 2, pageSize: 20, orderField: 'EMPLOYMENT_START', orderDirection: 'DESC' });
  });

  it('an employment address is a US address (the stored shape) or a foreign one, with the profile editor\'s messages', () => {
    expect(EMPLOYMENT_ZIP_MESSAGES).toEqual({ US: INVALID_US_ZIP, FOREIGN: INVALID_FOREIGN_ZIP });
    const us = { address1: '1 Test Plaza', city: 'Albany', state: 'NY' as const, zipCode: '12207' };
    expect(z.parse(ZEmploymentAddressSchema, us)).toEqual(us);
    expect(z.safeParse(ZEmploymentAddressSchema, { ...us, kind: 'US', zipCode: '1220' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['zipCode'], message: INVALID_US_ZIP }),
    ]);
    const short = z.safeParse(ZEmploymentAddressSchema, { kind: 'US', address1: '1 ', city: 'Al' }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(short).toEqual([['address1', 'validation:minLength|3'], ['city', 'validation:minLength|3'], ['state', 'validation:required'], ['zipCode', INVALID_US_ZIP]]);
    // Empty (no address1, no foreignAddress) is no address: valid, and neither stored nor answered.
    expect(z.safeParse(ZEmploymentAddressSchema, { kind: 'US', address1: '', city: 'Albany', foreignAddress: 'x' }).success).toBe(true);
    expect(employmentAddressOf({ kind: 'US', address1: '', city: 'Albany' })).toBeUndefined();
    expect(employmentAddressOf({ kind: 'US', ...us, address2: '', foreignAddress: 'left on the other tab', country: 'X', isResidential: false })).toEqual({ kind: 'US', ...us, isResidential: false });
    const foreign = { kind: 'FOREIGN', foreignAddress: '10 Downing Street, London', country: 'United Kingdom', zipCode: 'SW1A' };
    expect(z.safeParse(ZEmploymentAddressSchema, foreign).error?.issues).toEqual([expect.objectContaining({ path: ['zipCode'], message: INVALID_FOREIGN_ZIP })]);
    expect(z.parse(ZEmploymentAddressSchema, { ...foreign, zipCode: '2/1-3' })).toMatchObject({ kind: 'FOREIGN', country: 'United Kingdom' });
    expect(z.safeParse(ZEmploymentAddressSchema, { kind: 'FOREIGN', foreignAddress: 'Berlin', country: '' }).success).toBe(false);
    expect(employmentAddressOf({ ...foreign, kind: 'FOREIGN', zipCode: '', address1: '1 Test Plaza', city: 'Albany' })).toEqual({
      kind: 'FOREIGN',
      foreignAddress: foreign.foreignAddress,
      country: foreign.country,
    });
  });
});
