import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { canTransition, EMPLOYMENT_TRANSITIONS, employmentPermissionId } from '../../shared/workforce/rules.js';
import { EMPLOYMENT_STATUSES, ZCreateEmploymentRequestSchema, ZEinSchema, ZEmploymentFilterSchema } from '../../shared/workforce/workforce.schema.js';

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
});
