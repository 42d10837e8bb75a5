/**
 * The NY sick-leave tier engine (shared/policies/sick-tiers.ts; spec 000 §5 "Sick leave policy
 * create"; docs/decisions/0029-leave-policies.md): every row of §5 — the tiers a size and revenue
 * choose, the auto-set intervals, the pay and not-pay minimums — and the form's field errors.
 */
import { describe, expect, it } from 'vitest';
import { sickIntervalErrors } from '../../shared/policies/leave-policy.schema.js';
import { autoIntervals, intervalIssues, notPayMinimum, payMinimum, sickTierOf } from '../../shared/policies/sick-tiers.js';

describe('the sick-leave tiers', () => {
  it('are chosen by the company size, and for 1-4 employees by the annual revenue too (none until it is chosen)', () => {
    expect(sickTierOf(undefined)).toBeUndefined();
    expect(sickTierOf('MICRO')).toBeUndefined();
    expect(sickTierOf('MICRO', 'UNDER_1M')).toBe('MICRO_LOW');
    expect(sickTierOf('MICRO', 'ONE_MILLION_OR_MORE')).toBe('MICRO_HIGH');
    expect(sickTierOf('MEDIUM')).toBe('MEDIUM');
    expect(sickTierOf('MEDIUM', 'UNDER_1M')).toBe('MEDIUM');
    expect(sickTierOf('LARGE')).toBe('LARGE');
  });

  it('auto-set §5’s intervals: micro low not pay 40 pay 0; micro high not pay 0 pay 40; medium not pay 0 pay 40; large not pay 0 pay 56', () => {
    expect(autoIntervals('MICRO_LOW')).toEqual({ payInterval: 0, notPayInterval: 40 });
    expect(autoIntervals('MICRO_HIGH')).toEqual({ payInterval: 40, notPayInterval: 0 });
    expect(autoIntervals('MEDIUM')).toEqual({ payInterval: 40, notPayInterval: 0 });
    expect(autoIntervals('LARGE')).toEqual({ payInterval: 56, notPayInterval: 0 });
  });

  it('set the pay minimum 0 (micro low), 40 (micro high, medium) and 56 (large)', () => {
    expect(payMinimum('MICRO_LOW')).toBe(0);
    expect(payMinimum('MICRO_HIGH')).toBe(40);
    expect(payMinimum('MEDIUM')).toBe(40);
    expect(payMinimum('LARGE')).toBe(56);
  });

  it('set the not-pay minimum 0, except micro low: 40 while the pay interval is under 40, then 0', () => {
    expect(notPayMinimum('MICRO_LOW', 0)).toBe(40);
    expect(notPayMinimum('MICRO_LOW', 39.75)).toBe(40);
    expect(notPayMinimum('MICRO_LOW', 40)).toBe(0);
    expect(notPayMinimum('MICRO_LOW', 56)).toBe(0);
    for (const tier of ['MICRO_HIGH', 'MEDIUM', 'LARGE'] as const) expect(notPayMinimum(tier, 0)).toBe(0);
  });

  it('accept the auto-set values of every tier and refuse each value under a minimum, naming the field', () => {
    for (const tier of ['MICRO_LOW', 'MICRO_HIGH', 'MEDIUM', 'LARGE'] as const) {
      const auto = autoIntervals(tier);
      expect(intervalIssues(tier, auto.payInterval, auto.notPayInterval)).toEqual([]);
    }
    expect(intervalIssues('MICRO_LOW', 0, 39.75)).toEqual([{ field: 'notPayInterval', min: 40 }]);
    expect(intervalIssues('MICRO_LOW', 40, 0)).toEqual([]);
    expect(intervalIssues('MICRO_HIGH', 39.75, 0)).toEqual([{ field: 'payInterval', min: 40 }]);
    expect(intervalIssues('MEDIUM', 0, 40)).toEqual([{ field: 'payInterval', min: 40 }]);
    expect(intervalIssues('LARGE', 40, 16)).toEqual([{ field: 'payInterval', min: 56 }]);
    expect(intervalIssues('LARGE', 56, 8)).toEqual([]);
  });

  it('give the form the same field errors the server gives (the revenue first, for 1-4 employees)', () => {
    expect(sickIntervalErrors('MICRO', undefined, 0, 0)).toEqual({ annualRevenue: ['Choose the annual revenue'] });
    expect(sickIntervalErrors('MICRO', 'UNDER_1M', 0, 8)).toEqual({ notPayInterval: ['Below the minimum for the company size: 40'] });
    expect(sickIntervalErrors('LARGE', undefined, 56, 0)).toEqual({});
  });
});
