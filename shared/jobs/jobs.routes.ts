import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZEmptySchema } from '../core/common.schema.js';
import { JOBS_RUN_PERMISSION, JOBS_STATUS_PERMISSION } from './access.js';
import { ZJobNameParamsSchema, ZJobsStatusSchema, ZRunJobResultSchema } from './jobs.schema.js';

/** The staff admin view of the scheduled jobs (docs/decisions/0030-scheduled-jobs.md); who may do what: ./access.ts. */
const domain = 'jobs' as const;

export const jobsStatusRoute = defineRoute({
  id: 'jobs.status', domain, method: 'GET', path: '/api/admin/jobs',
  summary: "Every scheduled job: its schedule, its last run's status and counts, and whether a run was missed",
  permission: JOBS_STATUS_PERMISSION,
  query: z.partial(ZEmptySchema), response: ZJobsStatusSchema,
});

export const runJobRoute = defineRoute({
  id: 'jobs.run', domain, method: 'POST', path: '/api/admin/jobs/{name}/run',
  summary: 'Run a job now (no_record for an unknown job; invalid_state while a run of it holds the lease)',
  permission: JOBS_RUN_PERMISSION,
  params: ZJobNameParamsSchema, response: ZRunJobResultSchema, status: 202, audit: 'JOB_RUN_REQUESTED',
});

export const jobsRoutes = [jobsStatusRoute, runJobRoute] as const;
