/**
 * One run of a job: take the lease, record the run as RUNNING, run the body, record what it did,
 * update the job's last run (and last success), publish the metrics, give the lease back
 * (docs/decisions/0030-scheduled-jobs.md). A run with failures is recorded first and then reported
 * to the caller, which throws for the scheduler (`JobRunFailedError`).
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_RECORDED_FAILURES, type TJobRun, type TJobRunStatus } from '../../../shared/jobs/jobs.schema.js';
import { JOB_TIMEOUT_MINUTES, runDay } from '../../../shared/jobs/schedules.js';
import { newId } from '../../../shared/core/ids.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { conditionFailed } from '../../core/http.js';
import { logger, metrics, MetricUnit } from '../../core/logger.js';
import { JobLastEntity, JobLeaseEntity, JobRunEntity } from '../data/job-run.entity.js';
import { findJob } from '../registry.js';
import type { TJobResult, TScheduledEvent } from '../types.js';

/** A run that ended PARTIAL or FAILED, thrown after it was recorded so the invocation fails. */
export class JobRunFailedError extends Error {
  constructor(readonly run: TJobRun) {
    super(`Job ${run.job} run ${run.runId} for ${run.asOf} ended ${run.status}: ${run.failureCount} failure(s); first: ${run.failures[0]?.error ?? 'none'}`);
    this.name = 'JobRunFailedError';
  }
}

export interface TRunOptions {
  /** The clock, for tests. @default () => new Date() */
  now?: () => Date;
  /** How long the lease lasts. @default JOB_TIMEOUT_MINUTES */
  leaseMinutes?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** SUCCEEDED without failures; PARTIAL when some keys failed and some went through; else FAILED. */
export function statusOf(result: TJobResult): TJobRunStatus {
  if (result.failures.length === 0) return 'SUCCEEDED';
  return result.processed > result.failures.length ? 'PARTIAL' : 'FAILED';
}

/** Runs a job now and returns its record; unknown jobs are an error (the event is wrong). */
export async function runJob(event: TScheduledEvent, opts: TRunOptions = {}): Promise<TJobRun> {
  const now = opts.now ?? (() => new Date());
  const job = findJob(event.job);
  if (!job) throw new Error(`Unknown job "${event.job}"`);
  const started = now();
  const run: TJobRun = {
    job: job.schedule.name,
    runId: event.runId ?? newId(),
    asOf: runDay(event.scheduledTime ?? started),
    trigger: event.trigger ?? 'SCHEDULE',
    scheduledTime: event.scheduledTime,
    requestedBy: event.requestedBy,
    startedAt: started.toISOString(),
    status: 'RUNNING',
    processed: 0,
    changed: 0,
    failureCount: 0,
    failures: [],
  };
  logger.appendKeys({ job: run.job, runId: run.runId, asOf: run.asOf });

  if (!(await takeLease(run, started, opts.leaseMinutes ?? JOB_TIMEOUT_MINUTES))) {
    const skipped: TJobRun = { ...run, status: 'SKIPPED', finishedAt: now().toISOString() };
    logger.warn('Another run of the job holds its lease: skipped');
    await putRun(skipped);
    return skipped;
  }
  try {
    await putRun(run);
    await setLast(run);
    let result: TJobResult;
    try {
      result = await job.body({ asOf: run.asOf, runId: run.runId });
    } catch (error) {
      logger.error('The job body failed', { error });
      result = { processed: 0, changed: 0, failures: [{ key: '*', error: errorText(error) }] };
    }
    const done: TJobRun = {
      ...run,
      status: statusOf(result),
      finishedAt: now().toISOString(),
      processed: result.processed,
      changed: result.changed,
      failureCount: result.failures.length,
      failures: result.failures.slice(0, MAX_RECORDED_FAILURES).map((f) => ({ key: String(f.key).slice(0, 200), error: errorText(f.error) })),
      totals: result.totals,
    };
    await putRun(done);
    await setLast(done);
    publish(done, started);
    logger.info('Job run recorded', { status: done.status, processed: done.processed, changed: done.changed, failureCount: done.failureCount });
    return done;
  } finally {
    await releaseLease(run).catch((error: unknown) => logger.error('Could not release the lease (it expires)', { error }));
  }
}

async function takeLease(run: TJobRun, at: Date, minutes: number): Promise<boolean> {
  const lease = { job: run.job, runId: run.runId, acquiredAt: at.toISOString(), expiresAt: new Date(at.getTime() + minutes * 60_000).toISOString() };
  try {
    await ddb.send(
      new PutCommand({
        TableName: config.tableName,
        Item: JobLeaseEntity.toItem(lease),
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': lease.acquiredAt },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

async function releaseLease(run: TJobRun): Promise<void> {
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: JobLeaseEntity.key({ job: run.job }),
        ConditionExpression: 'runId = :runId',
        ExpressionAttributeValues: { ':runId': run.runId },
      }),
    );
  } catch (error) {
    // Expired and taken by another run: it is that run's now.
    if (!conditionFailed(error)) throw error;
  }
}

function putRun(run: TJobRun): Promise<unknown> {
  return ddb.send(new PutCommand({ TableName: config.tableName, Item: JobRunEntity.toItem(run) }));
}

/**
 * The job's last run, replaced only by a run that started no earlier (a late retry never hides a
 * newer run), and its last success, moved only forward.
 */
async function setLast(run: TJobRun): Promise<void> {
  const key = JobLastEntity.key({ job: run.job });
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET #job = :job, #run = :run, #entity = :entity',
        ConditionExpression: 'attribute_not_exists(#run) OR #run.#startedAt <= :startedAt',
        ExpressionAttributeNames: { '#job': 'job', '#run': 'run', '#startedAt': 'startedAt', '#entity': 'entity' },
        ExpressionAttributeValues: { ':job': run.job, ':run': run, ':startedAt': run.startedAt, ':entity': JobLastEntity.name },
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    logger.info('A newer run is the last run already');
  }
  if (run.status !== 'SUCCEEDED' || !run.finishedAt) return;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET lastSucceededAt = :at, lastSucceededAsOf = :asOf',
        ConditionExpression: 'attribute_not_exists(lastSucceededAt) OR lastSucceededAt < :at',
        ExpressionAttributeValues: { ':at': run.finishedAt, ':asOf': run.asOf },
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/**
 * `JobSucceeded` (1 or 0: the "not succeeded within its interval" alarm sums it), `JobFailures`,
 * `JobProcessed`, `JobChanged` and `JobDuration`, with the dimensions `service` and `job`.
 */
function publish(run: TJobRun, started: Date): void {
  const m = metrics.singleMetric();
  m.addDimension('job', run.job);
  m.addMetric('JobSucceeded', MetricUnit.Count, run.status === 'SUCCEEDED' ? 1 : 0);
  m.addMetric('JobFailures', MetricUnit.Count, run.failureCount);
  m.addMetric('JobProcessed', MetricUnit.Count, run.processed);
  m.addMetric('JobChanged', MetricUnit.Count, run.changed);
  m.addMetric('JobDuration', MetricUnit.Milliseconds, new Date(run.finishedAt ?? started).getTime() - started.getTime());
}
