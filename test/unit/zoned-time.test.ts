import { describe, expect, it } from 'vitest';
import { dayStart, isTimeZone, localDate, toInstant, toLocal, weekdayOf } from '../../shared/core/zoned-time.js';

const NY = 'America/New_York';

describe('zoned time', () => {
  it('reads a local time in its zone, either side of the 2026 changes in New York', () => {
    expect(toInstant('2026-06-01T12:00', NY)).toBe('2026-06-01T16:00:00Z');
    expect(toInstant('2026-01-15T09:00:30', NY)).toBe('2026-01-15T14:00:30Z');
    // 8 March 2026, 02:00 EST → 03:00 EDT: 01:30 is EST, 03:30 EDT, and the skipped 02:30 reads as 03:30.
    expect(toInstant('2026-03-08T01:30', NY)).toBe('2026-03-08T06:30:00Z');
    expect(toInstant('2026-03-08T03:30', NY)).toBe('2026-03-08T07:30:00Z');
    expect(toInstant('2026-03-08T02:30', NY)).toBe('2026-03-08T07:30:00Z');
    // 1 November 2026, 02:00 EDT → 01:00 EST: 01:30 happens twice and reads as the second (EST).
    expect(toInstant('2026-11-01T00:30', NY)).toBe('2026-11-01T04:30:00Z');
    expect(toInstant('2026-11-01T01:30', NY)).toBe('2026-11-01T06:30:00Z');
  });

  it('gives the local time and day of an instant', () => {
    expect(toLocal('2026-11-01T05:30:00Z', NY)).toBe('2026-11-01T01:30:00');
    expect(toLocal('2026-11-01T06:30:00Z', NY)).toBe('2026-11-01T01:30:00');
    expect(localDate('2026-06-02T03:59:59Z', NY)).toBe('2026-06-01');
    expect(localDate('2026-06-02T04:00:00Z', NY)).toBe('2026-06-02');
  });

  it('knows a day of a change is 23 or 25 hours long', () => {
    expect((dayStart('2026-03-09', NY) - dayStart('2026-03-08', NY)) / 3_600_000).toBe(23);
    expect((dayStart('2026-11-02', NY) - dayStart('2026-11-01', NY)) / 3_600_000).toBe(25);
    expect((dayStart('2026-06-02', NY) - dayStart('2026-06-01', NY)) / 3_600_000).toBe(24);
  });

  it('checks zones and weekdays', () => {
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});
