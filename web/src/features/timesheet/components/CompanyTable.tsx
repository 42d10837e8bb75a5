import { Badge, Box, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { TEmployeeTimesheet } from '@shared/timesheet/timesheet.schema.js';
import { IconAlertTriangle, IconBeach, IconCoffee, IconLock, IconPlayerPlay, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayMonth, shortDay, weekdayShort } from '../format';
import { formatHours, type TTimesheetTable } from '../rules';

type TDay = TEmployeeTimesheet['days'][number];

/** The names stay in view while a long range scrolls sideways. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/** A day's flags: each an icon with its text on hover and for screen readers (not colour alone). */
function dayFlags(day: TDay | undefined): { key: string; icon: Icon; color: string }[] {
  if (!day) return [];
  return [
    ...(day.open ? [{ key: 'inProgress', icon: IconPlayerPlay, color: 'teal.9' }] : []),
    ...(day.overLimit ? [{ key: 'overLimit', icon: IconAlertTriangle, color: 'orange.9' }] : []),
    ...(day.shortBreak ? [{ key: 'shortBreak', icon: IconCoffee, color: 'orange.9' }] : []),
    ...(day.isClosed ? [{ key: 'closed', icon: IconLock, color: 'gray.8' }] : []),
    ...(day.isHoliday ? [{ key: 'holiday', icon: IconBeach, color: 'blue.9' }] : []),
  ];
}

/**
 * The company's table (spec 000 §3 Filter): one row per employee, a column per day with the hours
 * worked (H:mm) and the day's flags, then Regular, Overtime, Holiday and Total for the range. A day
 * opens the employee's day, where the company keeps their periods.
 */
export function CompanyTable({
  table,
  source,
  onOpenDay,
}: {
  table: TTimesheetTable;
  source: TEmployeeTimesheet[];
  onOpenDay: (employee: { employmentId: string; name: string }, date: string) => void;
}) {
  const { t, i18n } = useTranslation('timesheet');
  const flagText = (key: string) => t(`flags.${key}` as 'flags.closed');
  if (!table.rows.length) {
    return (
      <Text c="dimmed" data-testid="no-employees">
        {t('company.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={Math.max(640, 160 + table.dates.length * 76 + 4 * 80)}>
      <Table withTableBorder withColumnBorders striped data-testid="company-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={STICKY}>
              {t('company.employee')}
            </Table.Th>
            {table.dates.map((d) => (
              <Table.Th scope="col" key={d} data-date={d}>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {weekdayShort(d, i18n.language)}
                </Text>
                {dayMonth(d, i18n.language)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('week.regular')}</Table.Th>
            <Table.Th scope="col">{t('week.overtime')}</Table.Th>
            <Table.Th scope="col">{t('week.holiday')}</Table.Th>
            <Table.Th scope="col">{t('company.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => {
            const days = new Map(source.find((e) => e.employmentId === row.employmentId)?.days.map((d) => [d.date, d]));
            return (
              <Table.Tr key={row.employmentId} data-testid="employee-row" data-name={row.name}>
                <Table.Th scope="row" style={STICKY}>
                  {row.name}
                </Table.Th>
                {table.dates.map((date, i) => {
                  const day = days.get(date);
                  const flags = dayFlags(day);
                  const leave = day?.leave;
                  const hours = formatHours(row.days[i] ?? 0);
                  const label = [`${row.name}, ${shortDay(date, i18n.language)}: ${hours}`, ...(leave ? [t(`type.${leave}`)] : []), ...flags.map((f) => flagText(f.key))].join(', ');
                  return (
                    <Table.Td key={date} p={0} data-date={date}>
                      <UnstyledButton w="100%" p="xs" aria-label={label} onClick={() => onOpenDay(row, date)} data-testid="day-cell">
                        <Text size="sm" ff="monospace" c={row.days[i] ? undefined : 'dimmed'} aria-hidden>
                          {hours}
                        </Text>
                        {flags.length || leave ? (
                          <Group gap={2} mt={2} wrap="nowrap">
                            {leave ? (
                              <Badge size="xs" color="violet.9">
                                {t(`typeShort.${leave}`)}
                              </Badge>
                            ) : null}
                            {flags.map((f) => (
                              <Tooltip key={f.key} label={flagText(f.key)}>
                                <Box component="span" display="inline-flex" c={f.color} data-flag={f.key}>
                                  <f.icon size={16} aria-hidden />
                                </Box>
                              </Tooltip>
                            ))}
                          </Group>
                        ) : null}
                      </UnstyledButton>
                    </Table.Td>
                  );
                })}
                <Table.Td ff="monospace" data-testid="total-regular">{formatHours(row.regular)}</Table.Td>
                <Table.Td ff="monospace" data-testid="total-overtime">{formatHours(row.overtime)}</Table.Td>
                <Table.Td ff="monospace" data-testid="total-holiday">{formatHours(row.holiday)}</Table.Td>
                <Table.Td ff="monospace" fw={600} data-testid="total">{formatHours(row.total)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
