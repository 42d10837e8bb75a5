import { jobsStatusRoute, runJobRoute } from '@shared/jobs/jobs.routes.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

const JOBS_KEY = ['admin', 'jobs'] as const;

/** Every scheduled job's schedule and last run (GET /api/admin/jobs, ADMIN or PAYROLL_ADMIN); refreshed each minute. */
export const jobsStatusQuery = () =>
  queryOptions({
    queryKey: JOBS_KEY,
    queryFn: () => callRoute(jobsStatusRoute, { query: {} }, { workspaceId: null }),
    refetchInterval: 60_000,
  });

/** Runs a job now (POST /api/admin/jobs/{name}/run, ADMIN; audited). */
export const runJobNow = (name: string) => callRoute(runJobRoute, { params: { name } }, { workspaceId: null });

export const invalidateJobs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: JOBS_KEY });
