/**
 * The scheduled-job runtime on the real local table (docs/decisions/0030-scheduled-jobs.md): runs
 * record what they did, failures are recorded and then thrown, overlapping runs are kept apart by
 * the lease, missed runs show, and the admin routes keep to their roles. The runner is called in
 * this process, as the schedule's Lambda would be, with jobs registered for the test only.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TJobSchedule } from '../../shared/jobs/schedules.js';
import type { TJobResult } from '../../functions/jobs/types.js';
import { as, call, stackEnv, type TSession } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';

type TRuntime = {
  scheduled: typeof import('../../functions/jobs/handler.js').scheduled;
  runJob: typeof import('../../functions/jobs/services/run-job.js').runJob;
  JobRunFailedError: typeof import('../../functions/jobs/services/run-job.js').JobRunFailedError;
  jobStatus: typeof import('../../functions/jobs/services/job-status.js').jobStatus;
  registerTestJob: typeof import('../../functions/jobs/registry.js').registerTestJob;
};
let rt: TRuntime;
const cleanups: (() => void)[] = [];
let serial = 0;

/** A job of this test alone, with the given body. */
function testJob(body: () => Promise<TJobResult>, schedule: Partial<TJobSchedule> = {}): TJobSchedule {
  serial += 1;
  const job: TJobSchedule = { name: `test-job-${Date.now().toString(36)}-${serial}`, cron: 'cron(0 3 * * ? *)', description: 'test', intervalMinutes: 60, graceMinutes: 0, ...schedule };
  cleanups.push(rt.registerTestJob(job, body));
  return job;
}

async function item(job: string, sk: string) {
  const { client, name } = table();
  return (await client.send(new GetCommand({ TableName: name, Key: { PK: `JOB#${job}`, SK: sk }, ConsistentRead: true }))).Item;
}

async function runs(job: string) {
  const { client, name } = table();
  const out = await client.send(
    new QueryCommand({ TableName: name, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': `JOB#${job}`, ':sk': 'RUN#' }, ConsistentRead: true }),
  );
  return out.Items ?? [];
}

const ok = (n: number): TJobResult => ({ processed: n, changed: n - 1, failures: [], totals: { hoursAccrued: n * 1.5 } });

beforeAll(async () => {
  Object.assign(process.env, stackEnv());
  const [handler, runner, status, registry] = await Promise.all([
    import('../../functions/jobs/handler.js'),
    import('../../functions/jobs/services/run-job.js'),
    import('../../functions/jobs/services/job-status.js'),
    import('../../functions/jobs/registry.js'),
  ]);
  rt = { scheduled: handler.scheduled, runJob: runner.runJob, JobRunFailedError: runner.JobRunFailedError, jobStatus: status.jobStatus, registerTestJob: registry.registerTestJob };
});

afterEach(() => cleanups.splice(0).forEach((c) => c()));

describe('a job run', () => {
  it('records what it did for the day of its scheduled time, as its run and as the last run and success', async () => {
    const job = testJob(async () => ok(3));
    const run = await rt.scheduled({ job: job.name, scheduledTime: '2026-03-10T02:15:00Z' });
    expect(run).toMatchObject({ job: job.name, asOf: '2026-03-10', trigger: 'SCHEDULE', status: 'SUCCEEDED', processed: 3, changed: 2, failureCount: 0, totals: { hoursAccrued: 4.5 } });
    const [stored] = await runs(job.name);
    expect(stored).toMatchObject({ SK: `RUN#${run.startedAt}#${run.runId}`, status: 'SUCCEEDED', finishedAt: run.finishedAt, entity: 'JobRun' });
    const last = await item(job.name, 'LAST');
    expect(last).toMatchObject({ run: { runId: run.runId, status: 'SUCCEEDED' }, lastSucceededAt: run.finishedAt, lastSucceededAsOf: '2026-03-10' });
    expect(await item(job.name, 'LEASE')).toBeUndefined();
  });

  it('records a failing body as FAILED with its error, keeps the last success, and then throws', async () => {
    let fail = false;
    const job = testJob(async () => {
      if (fail) throw new Error('employments query timed out');
      return ok(2);
    });
    const good = await rt.scheduled({ job: job.name });
    fail = true;
    const error = await rt.scheduled({ job: job.name }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(rt.JobRunFailedError);
    const failed = (error as InstanceType<TRuntime['JobRunFailedError']>).run;
    expect(failed).toMatchObject({ status: 'FAILED', failureCount: 1, failures: [{ key: '*', error: 'employments query timed out' }] });
    const last = await item(job.name, 'LAST');
    expect(last).toMatchObject({ run: { runId: failed.runId, status: 'FAILED' }, lastSucceededAt: good.finishedAt });
    expect((await runs(job.name)).map((r) => r.status).sort()).toEqual(['FAILED', 'SUCCEEDED']);
    expect(await item(job.name, 'LEASE')).toBeUndefined();
  });

  it('records some failed keys as PARTIAL, keeping the first failures and their count, and throws', async () => {
    const failures = Array.from({ length: 25 }, (_, i) => ({ key: `employment-${i}`, error: `no policy ${i}` }));
    const job = testJob(async () => ({ processed: 40, changed: 15, failures }));
    const error = await rt.scheduled({ job: job.name }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(rt.JobRunFailedError);
    const last = (await item(job.name, 'LAST'))!;
    expect(last.run).toMatchObject({ status: 'PARTIAL', processed: 40, changed: 15, failureCount: 25 });
    expect(last.run.failures).toHaveLength(20);
    expect(last.run.failures[0]).toEqual({ key: 'employment-0', error: 'no policy 0' });
    expect(last.lastSucceededAt).toBeUndefined();
  });

  it('refuses an unknown job', async () => {
    await expect(rt.scheduled({ job: 'no-such-job' })).rejects.toThrow(/Unknown job/);
  });
});

describe('overlapping runs', () => {
  it('skips a second run while the first holds the lease, and records the skip', async () => {
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    let bodies = 0;
    const job = testJob(async () => {
      bodies += 1;
      await gate;
      return ok(1);
    });
    const first = rt.scheduled({ job: job.name });
    for (let i = 0; i < 100 && !(await item(job.name, 'LEASE')); i += 1) await new Promise((r) => setTimeout(r, 20));
    const second = await rt.scheduled({ job: job.name });
    expect(second.status).toBe('SKIPPED');
    release();
    expect((await first).status).toBe('SUCCEEDED');
    expect(bodies).toBe(1);
    const last = await item(job.name, 'LAST');
    expect(last?.run.status).toBe('SUCCEEDED');
    expect((await runs(job.name)).map((r) => r.status).sort()).toEqual(['SKIPPED', 'SUCCEEDED']);
  });

  it('takes over an expired lease: a run that died does not block the next one', async () => {
    const job = testJob(async () => ok(1));
    const { client, name } = table();
    const past = new Date(Date.now() - 60_000).toISOString();
    await client.send(new PutCommand({ TableName: name, Item: { PK: `JOB#${job.name}`, SK: 'LEASE', job: job.name, runId: 'dead', acquiredAt: past, expiresAt: past } }));
    expect((await rt.scheduled({ job: job.name })).status).toBe('SUCCEEDED');
    expect(await item(job.name, 'LEASE')).toBeUndefined();
  });

  it('never lets an older run replace a newer last run', async () => {
    const job = testJob(async () => ok(1));
    const newer = await rt.runJob({ job: job.name }, { now: () => new Date('2026-03-11T02:15:00Z') });
    await rt.runJob({ job: job.name }, { now: () => new Date('2026-03-10T02:15:00Z') });
    const last = await item(job.name, 'LAST');
    expect(last?.run.runId).toBe(newer.runId);
    expect(last?.lastSucceededAt).toBe('2026-03-11T02:15:00.000Z');
  });
});

describe('missed runs', () => {
  it('shows a job as missed when no run succeeded within its interval plus grace, and not once one has', async () => {
    let fail = true;
    const job = testJob(async () => (fail ? { processed: 1, changed: 0, failures: [{ key: 'x', error: 'down' }] } : ok(1)), { intervalMinutes: 60, graceMinutes: 30 });
    expect((await rt.jobStatus(job, new Date())).missed).toBe(true); // never run
    await rt.scheduled({ job: job.name }).catch(() => undefined);
    const failedOnly = await rt.jobStatus(job, new Date());
    expect(failedOnly).toMatchObject({ missed: true, lastRun: { status: 'FAILED' } });
    fail = false;
    const run = await rt.scheduled({ job: job.name });
    const at = new Date(run.finishedAt!).getTime();
    expect((await rt.jobStatus(job, new Date(at + 89 * 60_000))).missed).toBe(false);
    expect((await rt.jobStatus(job, new Date(at + 91 * 60_000))).missed).toBe(true);
  });
});

describe('the admin routes', () => {
  let admin: TSession;
  let payroll: TSession;
  let john: TSession;
  beforeAll(async () => {
    [admin, payroll, john] = await Promise.all([as('admin'), as('payroll'), as('john')]);
  });

  it("list every production job's schedule and status for ADMIN, and refuse clients and other staff roles", async () => {
    const res = await call('GET', '/api/admin/jobs', { session: admin });
    expect(res.status, res.text).toBe(200);
    const accrual = res.body.data.find((j: { name: string }) => j.name === 'leave-accrual');
    expect(accrual).toMatchObject({ cron: 'cron(15 2 * * ? *)', intervalMinutes: 1440, graceMinutes: 120 });
    expect(typeof accrual.missed).toBe('boolean');
    expect(res.body.data.some((j: { name: string }) => j.name.startsWith('test-job-'))).toBe(false);
    for (const session of [payroll, john]) {
      const refused = await call('GET', '/api/admin/jobs', { session });
      expect(refused.status).toBe(403);
      expect(refused.body.systemCode).toBe(40011);
    }
    expect((await call('GET', '/api/admin/jobs')).status).toBe(401);
  });

  it('let only ADMIN start a run; an unknown job is not found, and a job whose run holds the lease is refused, audited', async () => {
    for (const session of [payroll, john]) {
      const refused = await call('POST', '/api/admin/jobs/leave-accrual/run', { session });
      expect(refused.status).toBe(403);
    }
    const unknown = await call('POST', '/api/admin/jobs/no-such-job/run', { session: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.systemCode).toBe('no_record');

    const { client, name } = table();
    const until = new Date(Date.now() + 60_000).toISOString();
    await client.send(new PutCommand({ TableName: name, Item: { PK: 'JOB#leave-accrual', SK: 'LEASE', job: 'leave-accrual', runId: 'held-by-test', acquiredAt: new Date().toISOString(), expiresAt: until } }));
    try {
      const busy = await call('POST', '/api/admin/jobs/leave-accrual/run', { session: admin });
      expect(busy.status, busy.text).toBe(409);
      expect(busy.body.systemCode).toBe('invalid_state');
    } finally {
      await client.send(new PutCommand({ TableName: name, Item: { PK: 'JOB#leave-accrual', SK: 'LEASE', job: 'leave-accrual', runId: 'held-by-test', acquiredAt: until, expiresAt: new Date(0).toISOString() } }));
    }
    const me = await call('GET', '/api/users/me', { session: admin });
    const events = await auditEvents(`USER#${me.body.userId}`);
    expect(events.some((e) => e.event === 'JOB_RUN_REQUESTED' && e.success === false)).toBe(true);
  });
});
