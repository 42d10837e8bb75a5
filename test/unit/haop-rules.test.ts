/**
 * The Holiday and Overtime Policy's create rules (shared/policies/haop.schema.ts): §5's defaults, a
 * workweek that ends the day before it starts, numbers on grids a double holds exactly, and
 * holidays chosen once, paid or unpaid.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dayBefore, HAOP_DEFAULTS, HAOP_MESSAGES, weekdayIndex, ZCreateHaopRequestSchema } from '../../shared/policies/haop.schema.js';

const parse = (body: unknown) => z.safeParse(ZCreateHaopRequestSchema, body);
const messages = (body: unknown) => {
  const r = parse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('Holiday and Overtime Policy rules', () => {
  it("fills §5's defaults for an empty request", () => {
    const r = parse({});
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      title: 'Holiday and Overtime Policy',
      minPaidInterval: 4,
      startWeek: 'SUNDAY',
      overtimeRate: 1.5,
      overtimeLimit: 20,
      techOvertimeLimit: 1,
      notificationPeriod: 24,
      regularWorkingDays: HAOP_DEFAULTS.regularWorkingDays,
      paidHolidays: [],
      unPaidHolidays: [],
    });
    // Omitted, the end is the day before the start (the service fills it).
    expect(r.data?.endWeek).toBeUndefined();
    expect(dayBefore(HAOP_DEFAULTS.startWeek)).toBe(HAOP_DEFAULTS.endWeek);
  });

  it('knows the day before each weekday, and weekday indexes as getDay() counts them', () => {
    expect(dayBefore('SUNDAY')).toBe('SATURDAY');
    expect(dayBefore('MONDAY')).toBe('SUNDAY');
    expect(weekdayIndex('SUNDAY')).toBe(0);
    expect(weekdayIndex('SATURDAY')).toBe(6);
    expect(new Date('2026-07-04T12:00:00Z').getUTCDay()).toBe(weekdayIndex('SATURDAY'));
  });

  it('refuses a workweek that does not end the day before it starts', () => {
    expect(messages({ startWeek: 'MONDAY', endWeek: 'SATURDAY' })).toEqual([`endWeek: ${HAOP_MESSAGES.endWeek}`]);
    expect(messages({ startWeek: 'MONDAY', endWeek: 'SUNDAY' })).toEqual([]);
  });

  it('keeps the rate in hundredths from 1 to 3 and hours in quarters within their bounds', () => {
    for (const overtimeRate of [1, 1.5, 2.25, 2.99, 3]) expect(messages({ overtimeRate }), String(overtimeRate)).toEqual([]);
    expect(messages({ overtimeRate: 1.555 })).toEqual([`overtimeRate: ${HAOP_MESSAGES.rateHundredths}`]);
    expect(parse({ overtimeRate: 0.99 }).success).toBe(false);
    expect(parse({ overtimeRate: 3.01 }).success).toBe(false);
    for (const overtimeLimit of [0, 0.25, 12.5, 72]) expect(messages({ overtimeLimit }), String(overtimeLimit)).toEqual([]);
    expect(messages({ overtimeLimit: 0.1 })).toEqual([`overtimeLimit: ${HAOP_MESSAGES.quarterHours}`]);
    expect(parse({ overtimeLimit: 72.25 }).success).toBe(false);
    expect(parse({ notificationPeriod: 169 }).success).toBe(false);
    expect(parse({ minPaidInterval: 24.25 }).success).toBe(false);
    expect(parse({ minPaidInterval: Number.NaN }).success).toBe(false);
  });

  it('takes each holiday once, paid or unpaid, and custom dates within the covered years', () => {
    expect(messages({ paidHolidays: ['US-labor-day', 'US-labor-day'] })).toEqual([`paidHolidays: ${HAOP_MESSAGES.duplicate}`]);
    expect(messages({ paidHolidays: ['US-labor-day'], unPaidHolidays: ['US-labor-day'] })).toEqual([`unPaidHolidays.0: ${HAOP_MESSAGES.paidAndUnpaid}`]);
    expect(messages({ regularWorkingDays: ['MONDAY', 'MONDAY'] })).toEqual([`regularWorkingDays: ${HAOP_MESSAGES.duplicateDay}`]);
    expect(parse({ paidHolidays: ['Independence Day'] }).success).toBe(false);
    const custom = (date: string) => ({ year: 2026, customHolidays: [{ title: 'Founders Day', date, paid: true }] });
    expect(messages(custom('2030-12-31'))).toEqual([]);
    expect(messages(custom('2031-01-01'))).toEqual([`customHolidays.0.date: ${HAOP_MESSAGES.customYear}`]);
    expect(messages(custom('2025-12-31'))).toEqual([`customHolidays.0.date: ${HAOP_MESSAGES.customYear}`]);
  });
});
