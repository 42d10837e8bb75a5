/**
 * "Run now" from the admin view. In AWS the API function invokes the Jobs stack's runner
 * asynchronously (the run may take up to its 15-minute timeout, the HTTP API answers within 30
 * seconds); locally, with no runner function named, the run happens in-process, as the schedule's do.
 */
import type { TRunJobResult } from '../../../shared/jobs/jobs.schema.js';
import { newId } from '../../../shared/core/ids.js';
import { AppError } from '../../core/errors.js';
import { lazy } from '../../core/lazy.js';
import { JobLeaseEntity } from '../data/job-run.entity.js';
import { productionJobs } from '../registry.js';
import type { TScheduledEvent } from '../types.js';
import { runJob } from './run-job.js';

const lambdaClient = lazy(async () => {
  const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
  return { client: new LambdaClient({}), InvokeCommand };
});

export async function requestRun(args: { name: string; requestedBy: string; now?: Date }): Promise<TRunJobResult> {
  const job = productionJobs().find((j) => j.schedule.name === args.name);
  if (!job) throw new AppError('no_record', { param: 'name' });
  const now = args.now ?? new Date();
  // A fast refusal while a run holds the lease; the runner checks again, atomically.
  const lease = await JobLeaseEntity.get({ job: args.name }, { consistent: true });
  if (lease && lease.expiresAt > now.toISOString()) throw new AppError('invalid_state', { param: 'name', message: 'A run of this job is in progress' });

  const event: TScheduledEvent = { job: args.name, runId: newId(), trigger: 'MANUAL', requestedBy: args.requestedBy, scheduledTime: now.toISOString() };
  const runner = process.env.JOBS_FUNCTION_NAME;
  if (!runner) {
    const run = await runJob(event);
    return { job: args.name, runId: run.runId, mode: 'completed', run };
  }
  const { client, InvokeCommand } = await lambdaClient();
  await client.send(new InvokeCommand({ FunctionName: runner, InvocationType: 'Event', Payload: Buffer.from(JSON.stringify(event)) }));
  return { job: args.name, runId: event.runId!, mode: 'invoked' };
}
