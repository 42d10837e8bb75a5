import { createFileRoute } from '@tanstack/react-router';
import { JOBS_STATUS_PERMISSION } from '@shared/jobs/access.js';
import { requireStaffRole } from '../../app/guards';
import { loadNamespace } from '../../app/i18n';
import { jobsStatusQuery } from '../../features/jobs/api/jobs';
import { JobsPage } from '../../features/jobs/components/JobsPage';

/** Scheduled jobs (docs/decisions/0030-scheduled-jobs.md): the API's roles, ADMIN or PAYROLL_ADMIN. */
export const Route = createFileRoute('/_auth/admin/jobs')({
  beforeLoad: () => requireStaffRole(JOBS_STATUS_PERMISSION.roles),
  loader: ({ context }) => Promise.all([loadNamespace('jobs'), context.queryClient.ensureQueryData(jobsStatusQuery())]),
  component: JobsPage,
});
