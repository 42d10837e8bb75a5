import { ActionIcon, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { addDays } from '@shared/timesheet/timesheet.schema.js';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isIsoDate, localToday } from '../rules';

export type TView = 'day' | 'week';

/** Day / Week, the previous and next day (or week), a date picker and Today. */
export function DayNavigator({ date, view, onDate, onView }: { date: string; view: TView; onDate: (date: string) => void; onView: (view: TView) => void }) {
  const { t } = useTranslation('timesheet');
  const step = view === 'week' ? 7 : 1;
  return (
    <Group justify="space-between" mb="md" align="flex-end">
      <SegmentedControl
        aria-label={t('nav.view')}
        value={view}
        onChange={(v) => onView(v === 'week' ? 'week' : 'day')}
        data={[
          { value: 'day', label: t('nav.day') },
          { value: 'week', label: t('nav.week') },
        ]}
      />
      <Group gap="xs" align="flex-end">
        <ActionIcon variant="default" size="lg" aria-label={t(view === 'week' ? 'nav.previousWeek' : 'nav.previousDay')} onClick={() => onDate(addDays(date, -step))}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <TextInput
          type="date"
          label={t('nav.date')}
          value={date}
          onChange={(e) => {
            if (isIsoDate(e.currentTarget.value)) onDate(e.currentTarget.value);
          }}
          w={170}
        />
        <ActionIcon variant="default" size="lg" aria-label={t(view === 'week' ? 'nav.nextWeek' : 'nav.nextDay')} onClick={() => onDate(addDays(date, step))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={() => onDate(localToday())}>
          {t('nav.today')}
        </Button>
      </Group>
    </Group>
  );
}
