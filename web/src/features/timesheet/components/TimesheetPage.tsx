import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBriefcaseOff } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { PageTitle } from '../../../components/PageTitle';
import { assignmentsQuery } from '../api/timesheet';
import { dayTitle, longDate } from '../format';
import type { TTimesheetSearch } from '../search';
import { useTicker } from '../hooks/use-ticker';
import { useWeekSheet } from '../hooks/use-week-sheet';
import { elapsedSeconds, localToday, weekDays } from '../rules';
import { AssignmentPicker, type TAssignment } from './AssignmentPicker';
import { DayNavigator, type TView } from './DayNavigator';
import { DayView } from './DayView';
import { WeekView } from './WeekView';

/**
 * /timesheet (spec 000 §2 Timesheet): the employee's day view and week view in their person
 * workspace. The address keeps the day, the view and the employment, so a reload shows the same.
 */
export function TimesheetPage({ workspaceId, search, onSearch }: { workspaceId: string; search: TTimesheetSearch; onSearch: (next: TTimesheetSearch) => void }) {
  const { t } = useTranslation('timesheet');
  const { data } = useSuspenseQuery(assignmentsQuery(workspaceId));
  const [projects, setProjects] = useState<Record<string, string | undefined>>({});
  if (!data.data.length) {
    return (
      <>
        <PageTitle>{t('title')}</PageTitle>
        <Paper withBorder p="lg" data-testid="no-contracts">
          <Group gap="sm" wrap="nowrap">
            <IconBriefcaseOff size={24} aria-hidden />
            <div>
              <Text fw={600}>{t('assignment.none')}</Text>
              <Text size="sm" c="dimmed">
                {t('assignment.noneHint')}
              </Text>
            </div>
          </Group>
        </Paper>
      </>
    );
  }
  const assignment = data.data.find((a) => a.employmentId === search.employment) ?? data.data[0]!;
  const date = search.date ?? localToday();
  const view: TView = search.view ?? 'day';
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <AssignmentPicker
        assignments={data.data}
        assignment={assignment}
        projectId={projects[assignment.employmentId]}
        onEmployment={(employment) => onSearch({ ...search, employment })}
        onProject={(projectId) => setProjects((p) => ({ ...p, [assignment.employmentId]: projectId }))}
      />
      <DayNavigator date={date} view={view} onDate={(d) => onSearch({ ...search, date: d })} onView={(v) => onSearch({ ...search, view: v })} />
      <EmploymentSheet
        key={assignment.employmentId}
        workspaceId={workspaceId}
        assignment={assignment}
        projectId={projects[assignment.employmentId]}
        date={date}
        view={view}
        onOpenDay={(d) => onSearch({ ...search, date: d, view: 'day' })}
      />
    </>
  );
}

/** One employment's week: the day or the week shown, with the live timer's seconds. */
function EmploymentSheet({
  workspaceId,
  assignment,
  projectId,
  date,
  view,
  onOpenDay,
}: {
  workspaceId: string;
  assignment: TAssignment;
  projectId: string | undefined;
  date: string;
  view: TView;
  onOpenDay: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('timesheet');
  const { sheet, range, error, isPending, isPlaceholderData } = useWeekSheet(workspaceId, assignment.employmentId, date);
  const now = useTicker(Boolean(sheet?.open));
  if (isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (!sheet) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {errorText(t, error)}
      </Alert>
    );
  }
  const running = sheet.open ? elapsedSeconds(sheet.open.startedAt, now, sheet.clockOffsetMs) : 0;
  const projectTitles = new Map(assignment.projects.map((p) => [p.id, p.title]));
  const year = localToday().slice(0, 4);
  return (
    <Stack gap="md" aria-busy={isPlaceholderData}>
      <Group gap="sm">
        <Title order={2} size="h3" data-testid="day-title">
          {view === 'day' ? dayTitle(date, i18n.language, year) : t('week.title', { start: longDate(range.startDate, i18n.language), end: longDate(range.endDate, i18n.language) })}
        </Title>
        {view === 'day' && date === sheet.today ? (
          <Badge color="blue.9" size="lg" data-testid="today-flag">
            {t('day.today')}
          </Badge>
        ) : null}
      </Group>
      {isPlaceholderData ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : view === 'day' ? (
        <DayView
          sheet={sheet}
          date={date}
          target={{ workspaceId, employmentId: assignment.employmentId, date, ...(projectId ? { projectId } : {}) }}
          running={running}
          withTimer
          projectTitles={projectTitles}
        />
      ) : (
        <WeekView sheet={sheet} days={weekDays(range.startDate)} running={running} onOpenDay={onOpenDay} />
      )}
    </Stack>
  );
}
