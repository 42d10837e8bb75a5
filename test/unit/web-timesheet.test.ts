import { describe, expect, it } from 'vitest';
import type { TTimeRecord, TTimesheetDay } from '../../shared/timesheet/timesheet.schema.js';
import {
  canStart, closedThroughOf, clockOffset, dayLeave, elapsedSeconds, exportFileName, formatHours, isDayEditable, isIsoDate, liveTotal,
  localToday, periodPayload, rangeProblem, rowsPerSheet, tableCells, timesheetTable, weekDays, weekdayOf, weekRange,
} from '../../web/src/features/timesheet/rules.js';
import { parseTimesheetSearch } from '../../web/src/features/timesheet/search.js';

const day = (over: Partial<TTimesheetDay> = {}): TTimesheetDay => ({
  date: '2026-05-04', records: [], isClosed: false, isVacation: false, isSickLeave: false, isLWOP: false, isUSL: false,
  isPendingSickLeave: false, isProcessingSickLeave: false, isHoliday: false, duration: '0:00:00', durationInSeconds: 0, ...over,
});
const running: TTimeRecord = {
  id: 'r', employmentId: 'e', mode: 'AUTO', type: 'REGULAR', date: '2026-05-04', workPeriodStart: '2026-05-04T09:00:00',
  startedAt: '2026-05-04T13:00:00Z', zoneId: 'America/New_York', durationInSeconds: 600,
};

describe('timesheet web rules: weeks and dates', () => {
  it('finds the workweek of a day for a policy starting on Sunday or Monday', () => {
    expect(weekRange('2026-05-06', 0)).toEqual({ startDate: '2026-05-03', endDate: '2026-05-09' });
    expect(weekRange('2026-05-03', 0)).toEqual({ startDate: '2026-05-03', endDate: '2026-05-09' });
    expect(weekRange('2026-05-03', 1)).toEqual({ startDate: '2026-04-27', endDate: '2026-05-03' });
    expect(weekRange('2026-01-01', 0)).toEqual({ startDate: '2025-12-28', endDate: '2026-01-03' });
    expect(weekdayOf('2026-05-03')).toBe(0);
    expect(weekDays('2026-05-03')).toEqual(['2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-09']);
  });

  it("formats hours as H:mm past 24 hours, and today's date in the device's zone", () => {
    expect(formatHours(47.5 * 3600)).toBe('47:30');
    expect(formatHours(40 * 3600)).toBe('40:00');
    expect(formatHours(59)).toBe('0:00');
    expect(formatHours(-5)).toBe('0:00');
    expect(localToday(new Date(2026, 4, 4, 23, 59))).toBe('2026-05-04');
    expect(isIsoDate('2026-02-30')).toBe(true); // a pattern check; the server refuses the date itself
    expect(isIsoDate('2026-5-4')).toBe(false);
  });

  it('keeps only the search params the day view understands', () => {
    expect(parseTimesheetSearch({ date: '2026-05-04', view: 'week', employment: '01KAZZ-1', x: 1 })).toEqual({ date: '2026-05-04', view: 'week', employment: '01KAZZ-1' });
    expect(parseTimesheetSearch({ date: 'tomorrow', view: 'month', employment: '<script>' })).toEqual({});
  });
});

describe('timesheet web rules: what a day allows', () => {
  it('reads the leave a day is taken by, and refuses changes on closed and leave days', () => {
    expect(dayLeave(day())).toBeUndefined();
    expect(dayLeave(day({ isPendingSickLeave: true }))).toBe('PENDING_SICK_LEAVE');
    expect(dayLeave(day({ isVacation: true, isSickLeave: true }))).toBe('VACATION');
    expect(isDayEditable(day())).toBe(true);
    expect(isDayEditable(day({ isClosed: true }))).toBe(false);
    expect(isDayEditable(day({ isLWOP: true }))).toBe(false);
  });

  it('offers Start on today only, on an open day without leave, while nothing runs (spec 000 §2)', () => {
    expect(canStart(day(), '2026-05-04', undefined)).toBe(true);
    expect(canStart(day(), '2026-05-05', undefined)).toBe(false);
    expect(canStart(day(), '2026-05-04', running)).toBe(false);
    expect(canStart(day({ isClosed: true }), '2026-05-04', undefined)).toBe(false);
    expect(canStart(day({ isPendingSickLeave: true }), '2026-05-04', undefined)).toBe(false);
    expect(canStart(undefined, '2026-05-04', undefined)).toBe(false);
  });
});

describe('timesheet web rules: the live timer', () => {
  it("counts from the server's start with the server's clock, whatever the device's clock says", () => {
    const device = Date.parse('2026-05-04T13:10:03Z');
    // The device runs 2 minutes slow: the server said 13:12:03 when the device read 13:10:03.
    const offset = clockOffset('2026-05-04T13:12:03Z', device);
    expect(offset).toBe(120_500);
    expect(elapsedSeconds(running.startedAt, device, offset)).toBe(12 * 60 + 3);
    expect(elapsedSeconds(running.startedAt, device + 2000, offset)).toBe(12 * 60 + 5);
    expect(elapsedSeconds('2026-05-04T14:00:00Z', device, 0)).toBe(0);
  });

  it("brings a day's or week's total up to now while the record runs there", () => {
    expect(liveTotal(3600 + 600, running, 900, true)).toBe(3600 + 900);
    expect(liveTotal(3600, running, 900, false)).toBe(3600);
    expect(liveTotal(3600, undefined, 900, true)).toBe(3600);
  });
});

describe('timesheet web rules: the period form and the filter', () => {
  it('sends the day shown with the times, the end on its own day, and no end when empty', () => {
    expect(periodPayload('2026-05-04', { start: '09:00', end: '10:30' })).toEqual({ workPeriodStart: '2026-05-04T09:00', workPeriodEnd: '2026-05-04T10:30' });
    expect(periodPayload('2026-05-04', { start: '09:00', end: '' })).toEqual({ workPeriodStart: '2026-05-04T09:00' });
    expect(periodPayload('2026-05-04', { start: '22:00', end: '02:30' }, '2026-05-05')).toEqual({ workPeriodStart: '2026-05-04T22:00', workPeriodEnd: '2026-05-05T02:30' });
  });

  it("checks a range as one read allows (at most 42 days), and reads the server's closed-through date", () => {
    expect(rangeProblem('2026-05-03', '2026-05-09')).toBeUndefined();
    expect(rangeProblem('', '2026-05-09')).toBe('required');
    expect(rangeProblem('2026-05-09', '2026-05-03')).toBe('endBeforeStart');
    expect(rangeProblem('2026-05-01', '2026-06-12')).toBe('tooLong');
    expect(rangeProblem('2026-05-01', '2026-06-11')).toBeUndefined(); // 42 days, both ends in
    expect(rangeProblem('2026-01-01', '2026-12-31', null)).toBeUndefined();
    expect(closedThroughOf('Closed through 2026-04-18 already')).toBe('2026-04-18');
    expect(closedThroughOf('Invalid period')).toBeUndefined();
  });
});

describe('timesheet web rules: the company table and its exports', () => {
  const data = {
    startDate: '2026-05-03',
    endDate: '2026-05-05',
    data: [
      {
        employmentId: 'j', name: 'John Doe',
        days: [
          { date: '2026-05-04', workedSeconds: 9.5 * 3600, isClosed: false, isHoliday: false, overLimit: false, shortBreak: false, open: false },
          { date: '2026-05-05', workedSeconds: 8 * 3600, isClosed: false, isHoliday: false, overLimit: false, shortBreak: false, open: false },
        ],
        weeks: [],
        totals: { workedSeconds: 17.5 * 3600, regularSeconds: 16 * 3600, overtimeSeconds: 1.5 * 3600, holidaySeconds: 8 * 3600 },
      },
    ],
  };

  it('has a column per day of the range and Total as regular, overtime and holiday hours', () => {
    const table = timesheetTable(data);
    expect(table.dates).toEqual(['2026-05-03', '2026-05-04', '2026-05-05']);
    expect(table.rows).toEqual([{ employmentId: 'j', name: 'John Doe', days: [0, 9.5 * 3600, 8 * 3600], regular: 16 * 3600, overtime: 1.5 * 3600, holiday: 8 * 3600, total: 25.5 * 3600 }]);
  });

  it('exports the table as shown, hours as H:mm', () => {
    const cells = tableCells(timesheetTable(data), {
      employee: 'Employee', day: (d) => d.slice(5), regular: 'Regular', overtime: 'Overtime', holiday: 'Holiday', total: 'Total',
    });
    expect(cells).toEqual([
      ['Employee', '05-03', '05-04', '05-05', 'Regular', 'Overtime', 'Holiday', 'Total'],
      ['John Doe', '0:00', '9:30', '8:00', '16:00', '1:30', '8:00', '25:30'],
    ]);
    expect(exportFileName('2026-05-03', '2026-05-09', 'xlsx')).toBe('timesheets-2026-05-03-2026-05-09.xlsx');
  });

  it('keeps each XLSX sheet under the size fflate deflates in the page (no worker: the CSP refuses it)', () => {
    // Employee, the days, four totals; about 50 bytes of XML a cell at most.
    expect(rowsPerSheet(1 + 42 + 4)).toBe(57);
    expect(rowsPerSheet(1 + 7 + 4)).toBe(205);
    expect(rowsPerSheet(1 + 42 + 4) * (1 + 42 + 4) * 50).toBeLessThan(160_000);
  });
});
