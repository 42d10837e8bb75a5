import { ActionIcon, Alert, Drawer, Group, Loader, Text } from '@mantine/core';
import { addDays } from '@shared/timesheet/timesheet.schema.js';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { dayTitle } from '../format';
import { useWeekSheet } from '../hooks/use-week-sheet';
import { localToday } from '../rules';
import { DayView } from './DayView';

export interface TEmployeeDay {
  employmentId: string;
  name: string;
  date: string;
}

/**
 * An employee's day from the company's table: its periods, which the company adds, edits and
 * deletes on the employee's behalf (the day view's own panels, without the timer: that is the
 * employee's), and the previous and next day.
 */
export function EmployeeDayDrawer({ companyId, value, onChange }: { companyId: string; value: TEmployeeDay | null; onChange: (next: TEmployeeDay | null) => void }) {
  const { t, i18n } = useTranslation('timesheet');
  return (
    <Drawer
      opened={value !== null}
      onClose={() => onChange(null)}
      position="right"
      size="lg"
      title={value ? t('company.dayTitle', { name: value.name, day: dayTitle(value.date, i18n.language, localToday().slice(0, 4)) }) : ''}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {value ? (
        <>
          <Group justify="space-between" mb="md">
            <ActionIcon variant="default" aria-label={t('nav.previousDay')} onClick={() => onChange({ ...value, date: addDays(value.date, -1) })}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" aria-label={t('nav.nextDay')} onClick={() => onChange({ ...value, date: addDays(value.date, 1) })}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <EmployeeDay key={value.employmentId} companyId={companyId} value={value} />
        </>
      ) : null}
    </Drawer>
  );
}

function EmployeeDay({ companyId, value }: { companyId: string; value: TEmployeeDay }) {
  const { t } = useTranslation('timesheet');
  const { sheet, error, isPending, isPlaceholderData } = useWeekSheet(companyId, value.employmentId, value.date);
  if (isPending || isPlaceholderData) return <Loader size="sm" aria-label={t('loading')} />;
  if (!sheet) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {errorText(t, error)}
      </Alert>
    );
  }
  const running = sheet.open?.durationInSeconds ?? 0;
  return (
    <>
      {sheet.open && sheet.open.date === value.date ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('company.running')}
        </Text>
      ) : null}
      <DayView
        sheet={sheet}
        date={value.date}
        target={{ workspaceId: companyId, employmentId: value.employmentId, date: value.date, allowOvertime: true }}
        running={running}
        withTimer={false}
      />
    </>
  );
}
