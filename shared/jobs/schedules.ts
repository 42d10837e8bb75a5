/**
 * The scheduled jobs and their schedules, declared once: the Jobs stack makes one EventBridge
 * Scheduler schedule of each (infra/stacks/jobs-stack.ts), `npm start` runs the same handler on the
 * same expressions in-process (scripts/local/jobs.ts), and the staff admin view and the "not
 * succeeded within its interval" alarm read the interval (docs/decisions/0030-scheduled-jobs.md).
 */

export interface TJobSchedule {
  /** Kebab-case; part of keys (`JOB#<name>`), metric dimensions and resource names. */
  readonly name: string;
  /** EventBridge Scheduler cron expression, evaluated in UTC: `cron(min hour day-of-month month day-of-week year)`. */
  readonly cron: `cron(${string})`;
  readonly description: string;
  /** How often a successful run is expected: the schedule's period. */
  readonly intervalMinutes: number;
  /**
   * How late past the interval a success may come before the run counts as missed: a run's own
   * duration plus the Scheduler's and Lambda's retries. @default 120
   */
  readonly graceMinutes?: number;
}

/** The longest a run may take: the Lambda timeout of the runner and the lease's lifetime. */
export const JOB_TIMEOUT_MINUTES = 15;

export const DEFAULT_GRACE_MINUTES = 120;

/**
 * Leave accrual, daily. The body catches every employment up from its last accrued day to the run's
 * day and carries balances over when a company's leave year has started since, so one daily job
 * also does the year-end carryover on each company's own leave-year start, and a missed day is made
 * up by the next run.
 */
export const JOB_SCHEDULES = [
  {
    name: 'leave-accrual',
    cron: 'cron(15 2 * * ? *)',
    description: 'Accrues leave for every employment up to the run day, and carries balances over at each company\'s leave-year start',
    intervalMinutes: 24 * 60,
    graceMinutes: DEFAULT_GRACE_MINUTES,
  },
] as const satisfies readonly TJobSchedule[];

export type TJobName = (typeof JOB_SCHEDULES)[number]['name'];
export const JOB_NAMES = JOB_SCHEDULES.map((j) => j.name) as TJobName[];

/** Kebab-case job names only: they end up in keys, metric dimensions and resource names. */
export const JOB_NAME_PATTERN = /^[a-z][a-z0-9-]{1,40}$/;

/** The schedule of a production job, or undefined. */
export function jobSchedule(name: string): TJobSchedule | undefined {
  return JOB_SCHEDULES.find((j) => j.name === name);
}

/** The UTC date (YYYY-MM-DD) a run is for: the day of its scheduled time. */
export function runDay(time: string | Date): string {
  const d = typeof time === 'string' ? new Date(time) : time;
  if (Number.isNaN(d.getTime())) throw new Error(`Not a time: ${String(time)}`);
  return d.toISOString().slice(0, 10);
}

/** How long after the last success a job counts as missed: its interval plus its grace, in ms. */
export function missedAfterMs(schedule: Pick<TJobSchedule, 'intervalMinutes' | 'graceMinutes'>): number {
  return (schedule.intervalMinutes + (schedule.graceMinutes ?? DEFAULT_GRACE_MINUTES)) * 60_000;
}

/**
 * A run is missed when no run has succeeded within the interval plus the grace, a job that has
 * never succeeded included: the same rule as the CloudWatch alarm, whose missing data breaches.
 */
export function isMissed(schedule: Pick<TJobSchedule, 'intervalMinutes' | 'graceMinutes'>, lastSucceededAt: string | undefined, now: Date): boolean {
  if (!lastSucceededAt) return true;
  return now.getTime() - new Date(lastSucceededAt).getTime() > missedAfterMs(schedule);
}
