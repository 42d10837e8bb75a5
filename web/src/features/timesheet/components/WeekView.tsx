import { Anchor, Badge, Group, Stack, Table } from '@mantine/core';
import { formatDuration, type TTimesheet } from '@shared/timesheet/timesheet.schema.js';
import { useTranslation } from 'react-i18next';
import { dayTitle } from '../format';
import { dayLeave, liveTotal, localToday } from '../rules';
import { WeekTotals } from './WeekTotals';

/**
 * The week view: the seven days of the workweek with their work time and markers; a day opens in the
 * day view. `running`: the running record's seconds now.
 */
export function WeekView({ sheet, days, running, onOpenDay }: { sheet: TTimesheet; days: string[]; running: number; onOpenDay: (date: string) => void }) {
  const { t, i18n } = useTranslation('timesheet');
  const year = localToday().slice(0, 4);
  const open = sheet.open;
  const week = sheet.weeks.find((w) => w.weekStart <= days[0]! && days[0]! <= w.weekEnd);
  return (
    <Stack data-testid="week-view">
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('week.day')}</Table.Th>
            <Table.Th scope="col">{t('week.workTime')}</Table.Th>
            <Table.Th scope="col">{t('week.markers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((date) => {
            const day = sheet.days.find((d) => d.date === date);
            const leave = day ? dayLeave(day) : undefined;
            const seconds = day ? liveTotal(day.durationInSeconds, open, running, open?.date === date) : 0;
            return (
              <Table.Tr key={date} data-testid="week-day" data-date={date}>
                <Table.Th scope="row" fw={500}>
                  <Anchor component="button" type="button" onClick={() => onOpenDay(date)}>
                    {dayTitle(date, i18n.language, year)}
                  </Anchor>
                </Table.Th>
                <Table.Td ff="monospace">{formatDuration(seconds)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {date === sheet.today ? <Badge color="blue.9">{t('day.today')}</Badge> : null}
                    {day?.isClosed ? <Badge color="gray.8">{t('day.closed')}</Badge> : null}
                    {leave ? <Badge color="violet.9">{t(`type.${leave}`)}</Badge> : null}
                    {day?.isHoliday ? <Badge color="blue.9">{t('day.holiday')}</Badge> : null}
                    {open?.date === date ? <Badge color="teal.9">{t('period.inProgress')}</Badge> : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {week ? <WeekTotals week={week} worked={liveTotal(week.workedSeconds, open, running, Boolean(open && week.weekStart <= open.date && open.date <= week.weekEnd))} /> : null}
    </Stack>
  );
}
