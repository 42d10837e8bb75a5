import * as z from 'zod/mini';
import { JOB_NAME_PATTERN } from './schedules.js';

/**
 * A run's outcome. RUNNING until it ends (a run that stays RUNNING past the timeout died);
 * SUCCEEDED without failures; PARTIAL when some keys failed and others were processed; FAILED when
 * the body threw or nothing it processed succeeded; SKIPPED when another run of the job held the
 * lease (it recorded nothing else).
 */
export const JOB_RUN_STATUSES = ['RUNNING', 'SUCCEEDED', 'PARTIAL', 'FAILED', 'SKIPPED'] as const;
export const ZJobRunStatusSchema = z.enum(JOB_RUN_STATUSES);
export type TJobRunStatus = z.infer<typeof ZJobRunStatusSchema>;

export const JOB_TRIGGERS = ['SCHEDULE', 'MANUAL'] as const;

/** The first failures a run keeps, of however many it had (`failureCount`). */
export const MAX_RECORDED_FAILURES = 20;

export const ZJobFailureSchema = z.object({ key: z.string(), error: z.string() });

/** One run of a job, as recorded (functions/jobs/data/job-run.entity.ts). */
export const ZJobRunSchema = z.object({
  job: z.string(),
  runId: z.string(),
  /** The UTC day the run is for (its scheduled time's). */
  asOf: z.string(),
  trigger: z.enum(JOB_TRIGGERS),
  /** The schedule's time for a scheduled run. */
  scheduledTime: z.optional(z.string()),
  /** Who asked, for a run started from the admin view. */
  requestedBy: z.optional(z.string()),
  startedAt: z.string(),
  finishedAt: z.optional(z.string()),
  status: ZJobRunStatusSchema,
  processed: z.number(),
  changed: z.number(),
  failureCount: z.number(),
  failures: z.array(ZJobFailureSchema),
  totals: z.optional(z.record(z.string(), z.number())),
});
export type TJobRun = z.output<typeof ZJobRunSchema>;

export const ZJobStatusSchema = z.object({
  name: z.string(),
  description: z.string(),
  cron: z.string(),
  intervalMinutes: z.number(),
  graceMinutes: z.number(),
  lastRun: z.optional(ZJobRunSchema),
  /** When the last successful run finished. */
  lastSucceededAt: z.optional(z.string()),
  /** No success within the interval plus the grace (never run included). */
  missed: z.boolean(),
});
export type TJobStatus = z.output<typeof ZJobStatusSchema>;

export const ZJobsStatusSchema = z.object({ data: z.array(ZJobStatusSchema), checkedAt: z.string() });
export type TJobsStatus = z.output<typeof ZJobsStatusSchema>;

export const ZJobNameParamsSchema = z.object({ name: z.string().check(z.regex(JOB_NAME_PATTERN)) });

/**
 * A run started from the admin view: in AWS the runner function is invoked asynchronously
 * (`invoked`, its record appears in the status); locally it runs in-process (`completed`, with it).
 */
export const ZRunJobResultSchema = z.object({
  job: z.string(),
  runId: z.string(),
  mode: z.enum(['invoked', 'completed']),
  run: z.optional(ZJobRunSchema),
});
export type TRunJobResult = z.output<typeof ZRunJobResultSchema>;
