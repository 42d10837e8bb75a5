import * as z from 'zod/mini';
import { ZJobRunSchema } from '../../../shared/jobs/jobs.schema.js';
import { defineEntity } from '../../core/entity.js';

/**
 * A job's partition `JOB#<name>` holds its runs, its last run and its lease
 * (docs/data-model.md, "Scheduled jobs"; docs/decisions/0030-scheduled-jobs.md).
 */
const pk = (job: string) => `JOB#${job}`;

/**
 * One run: put RUNNING when it starts, put again when it ends. The sort key starts with the start
 * time, so a job's history is one Query, newest first.
 */
export const JobRunEntity = defineEntity({
  name: 'JobRun',
  schema: ZJobRunSchema,
  key: (a: { job: string; startedAt: string; runId: string }) => ({ PK: pk(a.job), SK: `RUN#${a.startedAt}#${a.runId}` }),
  keyOf: (r) => ({ job: r.job, startedAt: r.startedAt, runId: r.runId }),
});

export const ZJobLastSchema = z.object({
  job: z.string(),
  /** The latest run to have started; a run that started earlier never replaces it. */
  run: ZJobRunSchema,
  /** When the last SUCCEEDED run finished, and the day it was for: what missed-run detection reads. */
  lastSucceededAt: z.optional(z.string()),
  lastSucceededAsOf: z.optional(z.string()),
});
export type TJobLast = z.output<typeof ZJobLastSchema>;

/** The job's last run and last success, for the admin view: one GetItem per job. */
export const JobLastEntity = defineEntity({
  name: 'JobLast',
  schema: ZJobLastSchema,
  key: (a: { job: string }) => ({ PK: pk(a.job), SK: 'LAST' }),
  keyOf: (l) => ({ job: l.job }),
});

export const ZJobLeaseSchema = z.object({
  job: z.string(),
  runId: z.string(),
  acquiredAt: z.string(),
  /** ISO time after which another run may take the lease: the runner's timeout. */
  expiresAt: z.string(),
});

/**
 * The lease one run of a job holds while it runs: put only when absent or expired, deleted by its
 * holder at the end. It keeps two deliveries of one schedule from working side by side; the
 * body's idempotency, not the lease, is what keeps data right. Expires by TTL too.
 */
export const JobLeaseEntity = defineEntity({
  name: 'JobLease',
  schema: ZJobLeaseSchema,
  key: (a: { job: string }) => ({ PK: pk(a.job), SK: 'LEASE' }),
  keyOf: (l) => ({ job: l.job }),
  ttl: (l) => Math.ceil(new Date(l.expiresAt).getTime() / 1000) + 3600,
});
