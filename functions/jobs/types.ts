/**
 * The contract between the job runtime (functions/jobs) and a job's body (e.g.
 * functions/leave/services/accrual.ts). See docs/decisions/0030-scheduled-jobs.md.
 */
import type { TJobSchedule } from '../../shared/jobs/schedules.js';

/**
 * What a body reports. `processed`: the keys (employments) it went through, failed ones included;
 * `changed`: those it wrote something for (0 on a rerun of the same day: the body is idempotent);
 * `failures`: one per key that failed, the run going on with the others; `totals`: sums worth
 * keeping with the run (e.g. hours accrued).
 */
export interface TJobResult {
  processed: number;
  changed: number;
  failures: { key: string; error: string }[];
  totals?: Record<string, number>;
}

/**
 * What a body gets. `asOf`: the UTC day (YYYY-MM-DD) the run is for, its scheduled time's; the body
 * catches up every day up to it that a missed run left out. `runId`: the run's id (a ULID), for
 * the body's own records and logs. The scheduler delivers at least once, and a run may be retried
 * or started by hand: the body must be idempotent per key and period.
 */
export interface TJobInput {
  asOf: string;
  runId: string;
}

export type TJobBody = (input: TJobInput) => Promise<TJobResult>;

/** A job the runtime can run: its schedule (shared/jobs/schedules.ts) and its body. */
export interface TJobDefinition {
  schedule: TJobSchedule;
  body: TJobBody;
}

/** What the Scheduler sends the runner (the Jobs stack's target input), and `npm run job` too. */
export interface TScheduledEvent {
  job: string;
  /** The schedule's time, `<aws.scheduler.scheduled-time>`; the run is for its UTC day. @default now */
  scheduledTime?: string;
  /** Set when the admin view started the run, so its answer can name the run. */
  runId?: string;
  trigger?: 'SCHEDULE' | 'MANUAL';
  requestedBy?: string;
}
