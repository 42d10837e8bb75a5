import { describe, expect, it } from 'vitest';
import { daysInYear, HOUR, leaveDays, parseHours, projectPto, ptoEarned, sickEarned, vacationSeconds, yearEnd } from '../../shared/leave/rules.js';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';

describe('sick leave accrual (one hour per `rate` hours worked, capped at the yearly total)', () => {
  it('gives 69.33 hours for a year of 2,080 hours at rate 30, capped to 40 or 56', () => {
    const worked = 2080 * HOUR;
    expect(sickEarned(worked, 30, Number.MAX_SAFE_INTEGER)).toBe(249_600);
    expect(sickEarned(worked, 30, Number.MAX_SAFE_INTEGER) / HOUR).toBeCloseTo(69.333, 3);
    expect(sickEarned(worked, 30, 40 * HOUR)).toBe(40 * HOUR);
    expect(sickEarned(worked, 30, 56 * HOUR)).toBe(56 * HOUR);
  });

  it('does not drift: a year of daily increments adds up to what the year earns at once', () => {
    // 8 hours, 7 minutes and 7 seconds a day, 260 days, accrued as the difference of cumulative amounts each day.
    const perDay = 8 * HOUR + 7 * 60 + 7;
    let worked = 0;
    let accrued = 0;
    for (let day = 0; day < 260; day += 1) {
      worked += perDay;
      const earned = sickEarned(worked, 30, 1_000 * HOUR);
      accrued += earned - accrued;
    }
    expect(accrued).toBe(Math.floor((260 * perDay) / 30));
    // A naive sum of rounded daily slices would lose a second a day.
    let naive = 0;
    for (let day = 0; day < 260; day += 1) naive += Math.floor(perDay / 30);
    expect(naive).toBeLessThan(accrued);
  });

  it('refuses fractional seconds and a rate below 1', () => {
    expect(() => sickEarned(1.5, 30, 100)).toThrow(RangeError);
    expect(() => sickEarned(100, 0, 100)).toThrow(RangeError);
  });
});

describe('PTO accrual (the yearly total, evenly over the eligible days of the year)', () => {
  it('reaches exactly the total on December 31 when eligible all year, accrued day by day', () => {
    const total = 80 * HOUR;
    let accrued = 0;
    for (let d = '2026-01-01'; d <= '2026-12-31'; d = addDays(d, 1)) {
      const earned = ptoEarned({ year: 2026, through: d, eligibleFrom: '2020-01-01', totalSeconds: total });
      expect(earned).toBeGreaterThanOrEqual(accrued);
      accrued = earned;
    }
    expect(accrued).toBe(total);
    expect(daysInYear(2028)).toBe(366);
  });

  it('starts after the eligibility period and stops at the termination date', () => {
    const total = 365 * HOUR;
    expect(ptoEarned({ year: 2026, through: '2026-06-30', eligibleFrom: '2026-07-01', totalSeconds: total })).toBe(0);
    expect(ptoEarned({ year: 2026, through: '2026-07-10', eligibleFrom: '2026-07-01', totalSeconds: total })).toBe(10 * HOUR);
    expect(ptoEarned({ year: 2026, through: '2026-12-31', eligibleFrom: '2026-01-01', totalSeconds: total, endDate: '2026-01-31' })).toBe(31 * HOUR);
  });
});

describe('carryover at the year end', () => {
  it('carries at most the policy carryover, nothing of a negative balance', () => {
    expect(yearEnd(50 * HOUR, 40 * HOUR)).toEqual({ closing: 50 * HOUR, carried: 40 * HOUR });
    expect(yearEnd(12 * HOUR, 40 * HOUR).carried).toBe(12 * HOUR);
    expect(yearEnd(-3 * HOUR, 40 * HOUR).carried).toBe(0);
  });
});

describe('PTO projection', () => {
  const base = { eligibleFrom: '2020-01-01', totalSeconds: 365 * HOUR, carryoverSeconds: 40 * HOUR };
  it('adds what accrues by the requested day', () => {
    expect(projectPto({ ...base, balanceSeconds: 10 * HOUR, accruedThrough: '2026-11-25', to: '2026-12-05' })).toBe(20 * HOUR);
    expect(projectPto({ ...base, balanceSeconds: 10 * HOUR, accruedThrough: '2026-11-25', to: '2026-11-20' })).toBe(10 * HOUR);
  });
  it('applies the year-end carryover limit and accrues the next year from its first day', () => {
    // Through Dec 31: 10 + 36 = 46 hours; 40 carry over; Jan 1..10 accrue 10 more.
    expect(projectPto({ ...base, balanceSeconds: 10 * HOUR, accruedThrough: '2026-11-25', to: '2027-01-10' })).toBe(50 * HOUR);
  });
  it('takes approved time off not yet deducted into account', () => {
    expect(projectPto({ ...base, balanceSeconds: 10 * HOUR, accruedThrough: '2026-11-25', to: '2026-11-26', committedSeconds: 8 * HOUR })).toBe(3 * HOUR);
  });
});

describe('leave days and durations', () => {
  it('counts the regular working days, without paid holidays', () => {
    expect(leaveDays('2026-12-21', '2026-12-27', [1, 2, 3, 4, 5], new Set(['2026-12-25']))).toEqual(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24']);
  });
  it('is 8 hours a working day, or the time between the times on one day', () => {
    expect(vacationSeconds(['2026-12-21', '2026-12-22'])).toBe(16 * HOUR);
    expect(vacationSeconds(['2026-12-21'], { startTime: '09:00', endTime: '13:30' })).toBe(4.5 * HOUR);
    expect(vacationSeconds(['2026-12-21'], { startTime: '08:00', endTime: '23:00' })).toBe(8 * HOUR);
  });
  it('reads carryover hours with a comma or a dot', () => {
    expect(parseHours('12,5')).toBe(12.5);
    expect(parseHours('7.25')).toBe(7.25);
    expect(parseHours('abc')).toBeUndefined();
    expect(parseHours('')).toBeUndefined();
  });
});
