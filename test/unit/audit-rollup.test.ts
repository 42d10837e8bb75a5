import { describe, expect, it } from 'vitest';
import { AUDIT_SETTLE_MS, auditRollupKey, isClosedDay, lastDayOf, nextDay } from '../../functions/audit/services/audit-rollup.js';

describe('audit roll-up calendar', () => {
  it('knows month ends, leap years included, and the next day across months and years', () => {
    expect(lastDayOf('2025-02')).toBe('2025-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2025-12')).toBe('2025-12-31');
    expect(nextDay('2025-02-28')).toBe('2025-03-01');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });

  it('treats a day as final only once the settle margin after its end has passed', () => {
    const end = Date.parse('2025-03-10T23:59:59.999Z');
    expect(isClosedDay('2025-03-10', new Date(end + AUDIT_SETTLE_MS))).toBe(false);
    expect(isClosedDay('2025-03-10', new Date(end + AUDIT_SETTLE_MS + 1))).toBe(true);
    expect(isClosedDay('2025-03-11', new Date(end + AUDIT_SETTLE_MS + 1))).toBe(false);
  });

  it('keys day and month roll-ups in the year partition', () => {
    expect(auditRollupKey('2025-03')).toEqual({ PK: 'AUDITROLL#2025', SK: 'MONTH#2025-03' });
    expect(auditRollupKey('2025-03-09')).toEqual({ PK: 'AUDITROLL#2025', SK: 'DAY#2025-03-09' });
  });
});
