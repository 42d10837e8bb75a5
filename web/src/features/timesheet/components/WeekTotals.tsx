import { Group, Text } from '@mantine/core';
import type { TWeekTotals } from '@shared/timesheet/timesheet.schema.js';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../format';
import { formatHours } from '../rules';

/**
 * A workweek's total (spec 000 §2 'weekly total'): hours worked, split into regular and overtime
 * under the company's policy, and paid holiday hours when there are any. `worked`: the worked
 * seconds brought up to now while a record runs.
 */
export function WeekTotals({ week, worked }: { week: TWeekTotals; worked: number }) {
  const { t, i18n } = useTranslation('timesheet');
  const item = (label: string, seconds: number, testId: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} fz="lg" data-testid={testId}>
        {formatHours(seconds)}
      </Text>
    </div>
  );
  return (
    <section aria-label={t('week.totalLabel', { start: shortDay(week.weekStart, i18n.language), end: shortDay(week.weekEnd, i18n.language) })} data-testid="week-totals">
      <Group gap="xl" align="flex-start">
        {item(t('week.worked'), worked, 'week-worked')}
        {item(t('week.regular'), week.regularSeconds, 'week-regular')}
        {item(t('week.overtime'), week.overtimeSeconds, 'week-overtime')}
        {week.holidaySeconds > 0 ? item(t('week.holiday'), week.holidaySeconds, 'week-holiday') : null}
      </Group>
    </section>
  );
}
