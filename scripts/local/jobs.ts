/**
 * The local scheduler of `npm start`: each job of shared/jobs/schedules.ts on its own EventBridge
 * cron expression (UTC, through croner), calling the runner the Jobs stack deploys
 * (functions/jobs/handler.ts `scheduled`) in this process. A laptop is asleep at 02:15, so at start
 * every job whose last success is older than its interval plus grace runs once at once: the body
 * then catches up the days in between, as the next scheduled run would in AWS. Only `npm start`
 * starts it (`startStack({ jobs: true })`): tests never have schedules firing under them.
 */
import { Cron } from 'croner';
import { toCronerPattern } from '../../shared/jobs/cron.js';
import { JOB_SCHEDULES, type TJobSchedule } from '../../shared/jobs/schedules.js';

export interface TLocalJobs {
  stop(): void;
}

type TLog = (line: string) => void;

async function runOnce(job: TJobSchedule, scheduledTime: Date, log: TLog): Promise<void> {
  const { scheduled } = await import('../../functions/jobs/handler.js');
  try {
    const run = await scheduled({ job: job.name, scheduledTime: scheduledTime.toISOString() });
    log(`job ${job.name} for ${run.asOf}: ${run.status}, ${run.processed} processed, ${run.changed} changed`);
  } catch (error) {
    // Recorded already (the admin view shows it); the next run tries again.
    log(`job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Schedules every job, and runs at once the ones that missed their interval. */
export async function startLocalJobs(log: TLog = console.log): Promise<TLocalJobs> {
  const { jobStatus } = await import('../../functions/jobs/services/job-status.js');
  const crons = JOB_SCHEDULES.map(
    (job) =>
      new Cron(toCronerPattern(job.cron), { timezone: 'UTC', protect: true, name: job.name }, async () => {
        // The minute the schedule fired for, as EventBridge's <aws.scheduler.scheduled-time>.
        await runOnce(job, new Date(Math.floor(Date.now() / 60_000) * 60_000), log);
      }),
  );
  for (const job of JOB_SCHEDULES) {
    const status = await jobStatus(job, new Date());
    if (status.missed) {
      log(`job ${job.name}: no success since ${status.lastSucceededAt ?? 'ever'}; running it now to catch up`);
      void runOnce(job, new Date(), log);
    }
  }
  return { stop: () => crons.forEach((c) => c.stop()) };
}
