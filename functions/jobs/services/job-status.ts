import type { TJobStatus, TJobsStatus } from '../../../shared/jobs/jobs.schema.js';
import { DEFAULT_GRACE_MINUTES, isMissed, type TJobSchedule } from '../../../shared/jobs/schedules.js';
import { JobLastEntity } from '../data/job-run.entity.js';
import { productionJobs } from '../registry.js';

/** One job's schedule, last run and last success, and whether a run was missed. */
export async function jobStatus(schedule: TJobSchedule, now: Date): Promise<TJobStatus> {
  const last = await JobLastEntity.get({ job: schedule.name }, { consistent: true });
  return {
    name: schedule.name,
    description: schedule.description,
    cron: schedule.cron,
    intervalMinutes: schedule.intervalMinutes,
    graceMinutes: schedule.graceMinutes ?? DEFAULT_GRACE_MINUTES,
    lastRun: last?.run,
    lastSucceededAt: last?.lastSucceededAt,
    missed: isMissed(schedule, last?.lastSucceededAt, now),
  };
}

/** Every production job's status: one GetItem each (a handful of jobs). */
export async function listJobStatus(now = new Date()): Promise<TJobsStatus> {
  const data = await Promise.all(productionJobs().map((j) => jobStatus(j.schedule, now)));
  return { data, checkedAt: now.toISOString() };
}
