import { describe, expect, it } from 'vitest';
import { overlapOf, secondsWithin, splitWeek, weekStartOf } from '../../shared/timesheet/rules.js';
import { addDays, daysBetween, formatDuration } from '../../shared/timesheet/timesheet.schema.js';

const h = (hours: number) => Date.UTC(2026, 0, 5) + hours * 3_600_000;
const others = [{ id: 'a', start: h(9), end: h(12) }];

describe('overlapOf', () => {
  it('lets periods touch, and names each way of overlapping', () => {
    expect(overlapOf({ id: 'n', start: h(12), end: h(13) }, others)).toBeUndefined();
    expect(overlapOf({ id: 'n', start: h(8), end: h(9) }, others)).toBeUndefined();
    expect(overlapOf({ id: 'n', start: h(12) - 1000, end: h(13) }, others)?.code).toBe(40041);
    expect(overlapOf({ id: 'n', start: h(8), end: h(9) + 1000 }, others)?.code).toBe(40042);
    expect(overlapOf({ id: 'n', start: h(10), end: h(11) }, others)?.code).toBe(40044);
    expect(overlapOf({ id: 'n', start: h(9), end: h(12) }, others)?.code).toBe(40044);
    expect(overlapOf({ id: 'n', start: h(8), end: h(13) }, others)?.code).toBe(40046);
    expect(overlapOf({ id: 'a', start: h(8), end: h(13) }, others)).toBeUndefined();
  });

  it('treats a running period as reaching into the future', () => {
    expect(overlapOf({ id: 'n', start: h(13) }, others)).toBeUndefined();
    expect(overlapOf({ id: 'n', start: h(11) }, others)?.code).toBe(40041);
    expect(overlapOf({ id: 'n', start: h(14), end: h(15) }, [{ id: 'r', start: h(13) }])?.code).toBe(40044);
    expect(overlapOf({ id: 'n', start: h(12), end: h(13) }, [{ id: 'r', start: h(13) }])).toBeUndefined();
  });
});

describe('workweeks', () => {
  it('starts the week on the policy day', () => {
    expect(weekStartOf('2026-11-25', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-22', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-25', 1)).toBe('2026-11-23');
    expect(weekStartOf('2026-11-22', 1)).toBe('2026-11-16');
  });

  it('pays past 40 hours as overtime, OVERTIME periods too, and holidays apart', () => {
    const rules = { weeklyOvertimeHours: 40, holidayHours: 8 };
    expect(splitWeek({ weekStart: '2026-11-22', workedSeconds: 45 * 3600, overtimeTypedSeconds: 0, paidHolidays: 0 }, rules)).toEqual({
      weekStart: '2026-11-22', weekEnd: '2026-11-28', workedSeconds: 45 * 3600, regularSeconds: 40 * 3600, overtimeSeconds: 5 * 3600, holidaySeconds: 0,
    });
    expect(splitWeek({ weekStart: '2026-11-22', workedSeconds: 30 * 3600, overtimeTypedSeconds: 2 * 3600, paidHolidays: 1 }, rules)).toMatchObject({
      regularSeconds: 28 * 3600, overtimeSeconds: 2 * 3600, holidaySeconds: 8 * 3600,
    });
    expect(splitWeek({ weekStart: '2026-11-22', workedSeconds: 0, overtimeTypedSeconds: 0, paidHolidays: 0 }, rules).overtimeSeconds).toBe(0);
  });

  it('counts seconds within a window, and formats durations', () => {
    expect(secondsWithin(h(22), h(26.5), h(0), h(24))).toBe(2 * 3600);
    expect(secondsWithin(h(22), h(26.5), h(24), h(48))).toBe(2.5 * 3600);
    expect(secondsWithin(h(1), h(2), h(3), h(4))).toBe(0);
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(47.5 * 3600 + 61)).toBe('47:31:01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });
});
