/**
 * The job registry: each job of shared/jobs/schedules.ts with its body. Bodies are imported on a
 * run's first call, so the admin routes never load them.
 */
import { JOB_SCHEDULES, type TJobName, type TJobSchedule } from '../../shared/jobs/schedules.js';
import { lazy } from '../core/lazy.js';
import type { TJobBody, TJobDefinition } from './types.js';

const accrual = lazy(() => import('../leave/services/accrual.js'));

/** The production bodies, one for every job of the schedule table (the type makes it complete). */
const BODIES: Record<TJobName, TJobBody> = {
  'leave-accrual': async (input) => (await accrual()).runLeaveAccrual(input),
};

/** Jobs registered by tests in their own process; never by production code. */
const testJobs = new Map<string, TJobDefinition>();

/** The definition of a job by name: a test's registration first, then the production table. */
export function findJob(name: string): TJobDefinition | undefined {
  const registered = testJobs.get(name);
  if (registered) return registered;
  const schedule = JOB_SCHEDULES.find((j) => j.name === name);
  return schedule ? { schedule, body: BODIES[schedule.name] } : undefined;
}

/** The production jobs: what the Jobs stack schedules and the admin view lists. */
export function productionJobs(): TJobDefinition[] {
  return JOB_SCHEDULES.map((schedule) => ({ schedule, body: BODIES[schedule.name] }));
}

/**
 * For tests only: registers a job in this process (a body that fails, or waits), returning the
 * function that removes it. A name of the production table is refused, so a test can never stand
 * in for a real job.
 */
export function registerTestJob(schedule: TJobSchedule, body: TJobBody): () => void {
  if (JOB_SCHEDULES.some((j) => j.name === schedule.name)) throw new Error(`${schedule.name} is a production job`);
  testJobs.set(schedule.name, { schedule, body });
  return () => void testJobs.delete(schedule.name);
}
