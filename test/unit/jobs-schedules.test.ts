import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { toCronerPattern } from '../../shared/jobs/cron.js';
import { isMissed, JOB_NAME_PATTERN, JOB_SCHEDULES, missedAfterMs, runDay } from '../../shared/jobs/schedules.js';

describe('the job schedules', () => {
  it('name every job in kebab-case, each once, with an EventBridge cron expression', () => {
    const names = JOB_SCHEDULES.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of JOB_SCHEDULES) {
      expect(job.name).toMatch(JOB_NAME_PATTERN);
      expect(job.cron).toMatch(/^cron\(\S+ \S+ \S+ \S+ \S+ \S+\)$/);
    }
    expect(JOB_SCHEDULES.find((j) => j.name === 'leave-accrual')).toMatchObject({ cron: 'cron(15 2 * * ? *)', intervalMinutes: 1440 });
  });

  it('translate EventBridge cron to croner, firing at the same UTC times', () => {
    expect(toCronerPattern('cron(15 2 * * ? *)')).toBe('15 2 * * *');
    expect(toCronerPattern('cron(0 9 ? * 2-6 *)')).toBe('0 9 * * MON-FRI');
    expect(toCronerPattern('cron(0 0 ? * 1 *)')).toBe('0 0 * * SUN');
    expect(toCronerPattern('cron(0 */4 1 1 ? *)')).toBe('0 */4 1 1 *');
    const next = new Cron(toCronerPattern('cron(15 2 * * ? *)'), { timezone: 'UTC' }).nextRun(new Date('2026-03-10T03:00:00Z'));
    expect(next?.toISOString()).toBe('2026-03-11T02:15:00.000Z');
    for (const bad of ['rate(1 day)', 'cron(15 2 * * ? 2027)', 'cron(0 0 L * ? *)', 'cron(0 0 ? * 6#3 *)', 'cron(15 2 * *)']) expect(() => toCronerPattern(bad)).toThrow();
  });

  it('run for the UTC day of the scheduled time', () => {
    expect(runDay('2026-12-31T23:59:59Z')).toBe('2026-12-31');
    expect(runDay('2027-01-01T00:00:00-05:00')).toBe('2027-01-01');
    expect(() => runDay('not a time')).toThrow();
  });

  it('count a run missed after the interval plus the grace without a success, never-run included', () => {
    const job = { intervalMinutes: 1440, graceMinutes: 120 };
    expect(missedAfterMs(job)).toBe(26 * 3600_000);
    const at = new Date('2026-03-10T02:20:00Z');
    expect(isMissed(job, undefined, at)).toBe(true);
    expect(isMissed(job, '2026-03-09T02:20:00Z', at)).toBe(false);
    expect(isMissed(job, '2026-03-09T00:19:00Z', at)).toBe(true);
  });
});
