import { decide } from '@shared/core/access.js';
import type { TJobRunStatus, TJobStatus } from '@shared/jobs/jobs.schema.js';
import { JOBS_RUN_PERMISSION } from '@shared/jobs/access.js';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../auth/hooks/use-session';
import { invalidateJobs, jobsStatusQuery, runJobNow } from '../api/jobs';
import { dateFormatter } from '../../../app/format-date';

const STATUS_COLOR: Record<TJobRunStatus, string> = {
  RUNNING: 'blue',
  SUCCEEDED: 'green',
  PARTIAL: 'orange',
  FAILED: 'red',
  SKIPPED: 'gray',
};

/**
 * Scheduled jobs (docs/decisions/0030-scheduled-jobs.md): each job's schedule, its last run with
 * its counts and first failures, and a warning when no run has succeeded within its interval plus
 * the grace (the same rule as the CloudWatch alarm). Administrators may start a run.
 */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  const { data } = useSuspenseQuery(jobsStatusQuery());
  const { principal } = useSession();
  const canRun = decide(JOBS_RUN_PERMISSION, principal ?? undefined, undefined).allowed;
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {data.data.map((job) => (
          <JobCard key={job.name} job={job} canRun={canRun} />
        ))}
      </SimpleGrid>
    </>
  );
}

function JobCard({ job, canRun }: { job: TJobStatus; canRun: boolean }) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const date = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  const run = job.lastRun;
  const mutation = useMutation({
    mutationFn: () => runJobNow(job.name),
    onSuccess: (result) => {
      notifySuccess(result.run ? t('ranNow', { status: t(`status.${result.run.status}`) }) : t('started'));
      void invalidateJobs(queryClient);
    },
    onError: (e) => {
      notifyError(errorText(t, e));
      void invalidateJobs(queryClient);
    },
  });
  const name = t(`names.${job.name}`, { defaultValue: job.name });
  return (
    <Card withBorder padding="lg" data-testid="job-card" data-job={job.name} data-status={run?.status ?? 'NEVER'} data-missed={job.missed}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Badge color={run ? STATUS_COLOR[run.status] : 'gray'} variant="light" c="dark" data-testid="job-status">
            {run ? t(`status.${run.status}`) : t('never')}
          </Badge>
        </Group>
        <Text size="sm">{t(`descriptions.${job.name}`, { defaultValue: job.description })}</Text>
        <Text size="sm">
          {t('schedule', { cron: job.cron, hours: Math.round(job.intervalMinutes / 60) })}
        </Text>
        {job.missed && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('missed.title')} data-testid="job-missed">
            {job.lastSucceededAt ? t('missed.since', { date: date.format(new Date(job.lastSucceededAt)) }) : t('missed.never')}{' '}
            {t('missed.catchUp')}
          </Alert>
        )}
        {run && (
          <dl className="job-facts" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
            <Text component="dt" size="sm" c="dimmed">{t('lastRun')}</Text>
            <Text component="dd" size="sm" m={0}>
              {date.format(new Date(run.startedAt))} · {t('asOf', { day: run.asOf })} · {t(`trigger.${run.trigger}`)}
            </Text>
            <Text component="dt" size="sm" c="dimmed">{t('lastSuccess')}</Text>
            <Text component="dd" size="sm" m={0}>{job.lastSucceededAt ? date.format(new Date(job.lastSucceededAt)) : t('none')}</Text>
            <Text component="dt" size="sm" c="dimmed">{t('counts')}</Text>
            <Text component="dd" size="sm" m={0} data-testid="job-counts">
              {t('countsValue', { processed: run.processed, changed: run.changed, failures: run.failureCount })}
            </Text>
          </dl>
        )}
        {run && run.failures.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t('failures', { shown: run.failures.length, count: run.failureCount })}
            </Text>
            <List size="sm" data-testid="job-failures">
              {run.failures.map((f) => (
                <List.Item key={`${f.key}:${f.error}`}>
                  <Text span size="sm" ff="monospace">{f.key}</Text>: {f.error}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {canRun && (
          <Group justify="flex-end">
            <Button onClick={() => mutation.mutate()} loading={mutation.isPending} disabled={run?.status === 'RUNNING'} data-testid="job-run-now">
              {t('runNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
