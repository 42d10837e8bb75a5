import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatDuration, type TTimesheet } from '@shared/timesheet/timesheet.schema.js';
import { IconBeach, IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canStart, dayLeave, isDayEditable, liveTotal } from '../rules';
import { PeriodList } from './PeriodList';
import { PeriodModal, type TPeriodTarget } from './PeriodModal';
import { TimerPanel } from './TimerPanel';
import { WeekTotals } from './WeekTotals';

/** A day's markers: closed (a closed pay period), the leave it is taken by, a paid holiday. */
export function DayMarkers({ day }: { day: TTimesheet['days'][number] }) {
  const { t } = useTranslation('timesheet');
  const leave = dayLeave(day);
  if (!day.isClosed && !leave && !day.isHoliday) return null;
  return (
    <Group gap="xs" data-testid="day-markers">
      {day.isClosed ? (
        <Badge color="gray.8" leftSection={<IconLock size={12} aria-hidden />} data-testid="day-closed">
          {t('day.closed')}
        </Badge>
      ) : null}
      {leave ? (
        <Badge color="violet.9" data-testid="day-leave">
          {t(`type.${leave}`)}
        </Badge>
      ) : null}
      {day.isHoliday ? (
        <Badge color="blue.9" leftSection={<IconBeach size={12} aria-hidden />}>
          {t('day.holiday')}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * The day view (spec 000 §2 Timesheet): the timer (the employee's own view), the day's markers and
 * periods, 'Add new period manually' where the day allows changes, the day's work time and the
 * week's total. `running`: the running record's seconds now (the live timer's).
 */
export function DayView({
  sheet,
  date,
  target,
  running,
  withTimer,
  projectTitles,
}: {
  sheet: TTimesheet;
  date: string;
  target: TPeriodTarget;
  running: number;
  withTimer: boolean;
  projectTitles?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('timesheet');
  const [adding, setAdding] = useState(false);
  const day = sheet.days.find((d) => d.date === date);
  const week = sheet.weeks.find((w) => w.weekStart <= date && date <= w.weekEnd);
  if (!day) return null;
  const open = sheet.open;
  const editable = isDayEditable(day);
  const dayTotal = liveTotal(day.durationInSeconds, open, running, open?.date === day.date);
  return (
    <Stack gap="md" data-testid="day-view">
      <DayMarkers day={day} />
      {withTimer ? (
        <TimerPanel
          workspaceId={target.workspaceId}
          employmentId={target.employmentId}
          projectId={target.projectId}
          open={open}
          runningSeconds={running}
          canStart={canStart(day, sheet.today, open)}
          shownDate={date}
        />
      ) : null}
      <div>
        <Title order={3} size="h4" mb="xs">
          {t('period.title')}
        </Title>
        <PeriodList records={day.records} editable={editable} target={target} projectTitles={projectTitles} />
      </div>
      {editable ? (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {t('period.add')}
          </Button>
        </Group>
      ) : null}
      <Group gap="xl" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {t('day.workTime')}
          </Text>
          <Text fw={600} fz="lg" data-testid="day-work-time">
            {formatDuration(dayTotal)}
          </Text>
        </div>
        {week ? <WeekTotals week={week} worked={liveTotal(week.workedSeconds, open, running, Boolean(open && week.weekStart <= open.date && open.date <= week.weekEnd))} /> : null}
      </Group>
      <PeriodModal target={target} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
