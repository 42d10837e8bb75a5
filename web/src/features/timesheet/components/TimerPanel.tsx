import { Button, Group, Paper, Text } from '@mantine/core';
import { formatDuration, type TTimeRecord } from '@shared/timesheet/timesheet.schema.js';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/notify';
import { invalidateTimesheet, startTimer, stopTimer } from '../api/timesheet';
import { shortDay } from '../format';
import { timeOf } from '../rules';
import { timesheetErrorText } from '../server-messages';

/**
 * The live timer (spec 000 §2, §4): while a record runs, its time from the server's start ticking
 * each second, and Stop; otherwise Start where the day allows it (`canStart`).
 */
export function TimerPanel({
  workspaceId,
  employmentId,
  projectId,
  open,
  runningSeconds,
  canStart,
  shownDate,
}: {
  workspaceId: string;
  employmentId: string;
  projectId?: string;
  open: TTimeRecord | undefined;
  runningSeconds: number;
  canStart: boolean;
  shownDate: string;
}) {
  const { t, i18n } = useTranslation('timesheet');
  const queryClient = useQueryClient();
  const onSettled = () => invalidateTimesheet(queryClient, workspaceId);
  const onError = (e: unknown) => notifyError(timesheetErrorText(t, e));
  const start = useMutation({ mutationFn: () => startTimer(workspaceId, employmentId, projectId), onSettled, onError });
  const stop = useMutation({ mutationFn: () => stopTimer(workspaceId, employmentId), onSettled, onError });
  if (!open && !canStart) return null;
  return (
    <Paper withBorder p="md" data-testid="timer">
      <Group justify="space-between">
        {open ? (
          <div>
            <Text size="xs" c="dimmed" id="timer-label">
              {t('timer.running')}
            </Text>
            <Text role="timer" aria-labelledby="timer-label" fz={32} fw={600} ff="monospace" data-testid="timer-value">
              {formatDuration(runningSeconds)}
            </Text>
            <Text size="sm" c="dimmed">
              {open.date === shownDate
                ? t('timer.since', { time: timeOf(open.workPeriodStart) })
                : t('timer.sinceDay', { time: timeOf(open.workPeriodStart), day: shortDay(open.date, i18n.language) })}
            </Text>
          </div>
        ) : (
          <Text c="dimmed">{t('timer.idle')}</Text>
        )}
        {open ? (
          <Button color="red.9" leftSection={<IconPlayerStop size={18} aria-hidden />} loading={stop.isPending} onClick={() => stop.mutate()}>
            {t('timer.stop')}
          </Button>
        ) : (
          <Button color="teal.9" leftSection={<IconPlayerPlay size={18} aria-hidden />} loading={start.isPending} onClick={() => start.mutate()}>
            {t('timer.start')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
