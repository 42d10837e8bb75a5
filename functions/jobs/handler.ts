/**
 * The jobs domain's two entries (docs/decisions/0030-scheduled-jobs.md):
 * - `handler`: the admin routes on the HTTP API (status of every job; run one now);
 * - `scheduled`: what each EventBridge Scheduler schedule invokes with `{ job, scheduledTime }`,
 *   the Jobs stack's runner (`index.scheduled`); `npm start` and `npm run job` call it too.
 */
import type { Context } from 'aws-lambda';
import * as R from '../../shared/jobs/jobs.routes.js';
import type { TJobRun } from '../../shared/jobs/jobs.schema.js';
import { bind, createApiHandler, principalOf } from '../core/http.js';
import { lazy } from '../core/lazy.js';
import { logger } from '../core/logger.js';
import type { TScheduledEvent } from './types.js';

const status = lazy(() => import('./services/job-status.js'));
const request = lazy(() => import('./services/request-run.js'));
const runner = lazy(() => import('./services/run-job.js'));

export const bindings = [
  bind(R.jobsStatusRoute, async () => (await status()).listJobStatus()),
  bind(R.runJobRoute, async ({ params }, ctx) => {
    const result = await (await request()).requestRun({ name: params.name, requestedBy: principalOf(ctx).email });
    await ctx.recordAudit({ job: result.job, runId: result.runId, status: result.run?.status });
    return result;
  }),
];

export const handler = createApiHandler(bindings);

/**
 * Runs the job the event names and returns its record. A run that ended PARTIAL or FAILED throws
 * after it was recorded, so the invocation counts as failed: Lambda's Errors, its async retries
 * and on-failure queue, and the alarms all see it.
 */
export async function scheduled(event: TScheduledEvent, context?: Context): Promise<TJobRun> {
  if (context) logger.addContext(context);
  const { runJob, JobRunFailedError } = await runner();
  // The run's metrics are single metrics, written as it ends (services/run-job.ts `publish`).
  const run = await runJob(event);
  if (run.status === 'PARTIAL' || run.status === 'FAILED') throw new JobRunFailedError(run);
  return run;
}
