import { Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { entriesQuery, type TKind } from '../api/leave';
import { useLeaveFormat } from '../format';
import { entryReason } from '../rules';
import { DateRangeFilter } from './DateRangeFilter';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

/** A balance's changelog (spec 000 §3): a date filter, newest first, 20 a page, each entry's reason in words and who. */
export function BalanceChangelog({ workspaceId, employmentId, kind }: { workspaceId: string; employmentId: string; kind: TKind }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const [range, setRange] = useState<{ startDate?: string; endDate?: string }>({});
  const [page, setPage] = useState(0);
  const { data, error, isPending } = useQuery({ ...entriesQuery(workspaceId, employmentId, kind, { ...range, page }), placeholderData: keepPreviousData });
  const set = (patch: { startDate?: string; endDate?: string }) => {
    setRange((r) => ({ ...r, ...patch }));
    setPage(0);
  };
  const reasonOf = (entry: NonNullable<typeof data>['data'][number]) => {
    const { key, values } = entryReason(entry);
    const shown = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && DATE.test(v) ? f.day(v) : typeof v === 'number' ? f.number(v) : v]));
    return t(key as 'reason.USED', shown);
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('balance.changelog')}
      </Title>
      <Group align="flex-end">
        <DateRangeFilter filter={range} onChange={set} />
      </Group>
      <ServerErrorAlert error={error} />
      {isPending ? <Loader size="sm" /> : null}
      {data && !data.data.length ? (
        <Text c="dimmed" data-testid="changelog-empty">
          {t('balance.empty')}
        </Text>
      ) : null}
      {data?.data.length ? (
        <>
          <Text size="sm" data-testid="changelog-period">
            {t('balance.forPeriod', { hours: f.number(data.balanceForPeriodHours), days: f.number(data.balanceForPeriodDays) })}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="changelog">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('balance.date')}</Table.Th>
                  <Table.Th>{t('balance.change')}</Table.Th>
                  <Table.Th>{t('balance.reason')}</Table.Th>
                  <Table.Th>{t('balance.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((e) => (
                  <Table.Tr key={e.id} data-testid="changelog-entry">
                    <Table.Td>{f.day(e.createDate.slice(0, 10))}</Table.Td>
                    <Table.Td c={e.positive ? '#237032' : '#b02525'}>{`${e.positive ? '+' : '−'}${f.number(Math.abs(e.durationHours))}`}</Table.Td>
                    <Table.Td>
                      {reasonOf(e)}
                      {e.by ? <Text span size="sm" c="dimmed">{` · ${t('balance.by', { name: e.by })}`}</Text> : null}
                    </Table.Td>
                    <Table.Td>{f.number(e.balanceAfter / 3600)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : null}
      <Paginator page={page + 1} total={data?.totalPages ?? 0} onChange={(p) => setPage(p - 1)} />
    </Stack>
  );
}
