import { ActionIcon, Badge, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { formatDuration, type TTimeRecord } from '@shared/timesheet/timesheet.schema.js';
import { IconHandClick, IconPencil, IconStopwatch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { deletePeriod, invalidateTimesheet } from '../api/timesheet';
import { shortDay } from '../format';
import { dateOf, isWorkRecord, timeOf } from '../rules';
import { timesheetErrorText } from '../server-messages';
import { PeriodModal, type TPeriodTarget } from './PeriodModal';

/** A period's time range: HH:mm–HH:mm, the end's day when it ends on another, or 'in progress'. */
export function useRangeText() {
  const { t, i18n } = useTranslation('timesheet');
  return (r: TTimeRecord) => {
    if (!r.workPeriodEnd) return t('period.inProgressRange', { start: timeOf(r.workPeriodStart) });
    const end = dateOf(r.workPeriodEnd) === r.date ? timeOf(r.workPeriodEnd) : `${timeOf(r.workPeriodEnd)} (${shortDay(dateOf(r.workPeriodEnd), i18n.language)})`;
    return `${timeOf(r.workPeriodStart)}–${end}`;
  };
}

/** The mode icon (spec 000 §2): the timer's or a hand's, named for screen readers and on hover. */
function ModeIcon({ mode }: { mode: TTimeRecord['mode'] }) {
  const { t } = useTranslation('timesheet');
  const label = t(`mode.${mode}`);
  return (
    <Tooltip label={label}>
      <ThemeIcon variant="light" color={mode === 'AUTO' ? 'teal' : 'gray'} role="img" aria-label={label}>
        {mode === 'AUTO' ? <IconStopwatch size={18} aria-hidden /> : <IconHandClick size={18} aria-hidden />}
      </ThemeIcon>
    </Tooltip>
  );
}

/**
 * The periods of a day (spec 000 §2): mode icon, time range or 'in progress', and edit and delete
 * for REGULAR and OVERTIME records on a day that allows changes; leave's records show their title.
 */
export function PeriodList({
  records,
  editable,
  target,
  projectTitles,
}: {
  records: TTimeRecord[];
  editable: boolean;
  target: TPeriodTarget;
  projectTitles?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('timesheet');
  const queryClient = useQueryClient();
  const rangeText = useRangeText();
  const [editing, setEditing] = useState<TTimeRecord | null>(null);
  const remove = useMutation({
    mutationFn: (r: TTimeRecord) => deletePeriod(target.workspaceId, target.employmentId, r.id),
    onSuccess: () => {
      void invalidateTimesheet(queryClient, target.workspaceId);
      notifySuccess(t('period.deleted'));
    },
    onError: (e) => notifyError(timesheetErrorText(t, e)),
  });
  const askDelete = async (r: TTimeRecord) => {
    const range = rangeText(r);
    if (await confirmAction({ title: t('period.deleteTitle'), message: t('period.deleteQuestion', { range }), confirmLabel: t('period.deleteConfirm') })) {
      remove.mutate(r);
    }
  };
  if (!records.length) {
    return (
      <Text c="dimmed" data-testid="no-periods">
        {t('period.none')}
      </Text>
    );
  }
  return (
    <>
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('period.listLabel')}>
      {records.map((r) => {
        const work = isWorkRecord(r);
        const range = rangeText(r);
        return (
          <Paper component="li" key={r.id} withBorder p="xs" data-testid="period" data-record-type={r.type}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <ModeIcon mode={r.mode} />
                {work ? (
                  <div>
                    <Text fw={500} data-testid="period-range">
                      {range}
                    </Text>
                    <Group gap={6}>
                      {r.workPeriodEnd ? (
                        <Text size="sm" c="dimmed">
                          {formatDuration(r.durationInSeconds)}
                        </Text>
                      ) : null}
                      {r.type === 'OVERTIME' ? <Badge size="sm" color="orange.9">{t('type.OVERTIME')}</Badge> : null}
                      {r.projectId && projectTitles?.get(r.projectId) ? (
                        <Badge size="sm" variant="outline" color="gray.7">
                          {projectTitles.get(r.projectId)}
                        </Badge>
                      ) : null}
                    </Group>
                  </div>
                ) : (
                  <Text fw={500}>{t(`type.${r.type}`)}</Text>
                )}
              </Group>
              {work && editable ? (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" color="gray" aria-label={t('period.edit', { range })} onClick={() => setEditing(r)}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={t('period.delete', { range })} loading={remove.isPending && remove.variables?.id === r.id} onClick={() => void askDelete(r)}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
          </Paper>
        );
      })}
    </Stack>
    <PeriodModal target={target} record={editing ?? undefined} opened={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}
