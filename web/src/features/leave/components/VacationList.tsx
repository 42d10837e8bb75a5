import { Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import { VACATION_STATUSES } from '@shared/leave/leave.schema.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { type TLeaveFilter, vacationsQuery } from '../api/leave';
import { useLeaveFormat } from '../format';
import { vacationTone } from '../rules';
import { RequestFilters } from './RequestFilters';
import { StatusBadge } from './StatusBadge';

/** The vacation requests (spec 000 §3 Request filter, §4 colours): requester, period, duration, paid, status; 20 a page. */
export function VacationList({ workspaceId, employmentId }: { workspaceId: string; employmentId: string | null }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const { wsType = '' } = useParams({ strict: false });
  const [filter, setFilter] = useState<TLeaveFilter>({ page: 0 });
  const effective = { ...filter, ...(employmentId ? { employmentId } : {}) };
  const { data, error, isPending } = useQuery({ ...vacationsQuery(workspaceId, effective), placeholderData: keepPreviousData });
  return (
    <Stack gap="sm">
      <RequestFilters statuses={VACATION_STATUSES} statusKey="vacationStatus" filter={filter} onChange={setFilter} />
      <ServerErrorAlert error={error} />
      {isPending ? <Loader size="sm" /> : null}
      {data && !data.data.length ? (
        <Text c="dimmed" data-testid="vacations-empty">
          {t('vacations.empty')}
        </Text>
      ) : null}
      {data?.data.length ? (
        <Table.ScrollContainer minWidth={680}>
          <Table striped data-testid="vacations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.requester')}</Table.Th>
                <Table.Th>{t('fields.period')}</Table.Th>
                <Table.Th>{t('fields.duration')}</Table.Th>
                <Table.Th>{t('fields.paid')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((v) => {
                const period = f.period(v.vacation.startDate, v.vacation.endDate);
                return (
                  <Table.Tr key={v.id} data-testid="vacation-row" data-start={v.vacation.startDate}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to="/payroll/$wsType/$wsId/vacations/$employmentId/$vcrId"
                        params={{ wsType, wsId: workspaceId, employmentId: v.employmentId, vcrId: v.id } as never}
                      >
                        {v.requester.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{period}</Table.Td>
                    <Table.Td>{f.number(v.vacation.durationHours)}</Table.Td>
                    <Table.Td>{v.vacation.paid ? t('yes') : t('no')}</Table.Td>
                    <Table.Td>
                      <StatusBadge tone={vacationTone(v.status)} label={t(`vacationStatus.${v.status}`)} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Paginator page={filter.page + 1} total={data?.totalPages ?? 0} onChange={(p) => setFilter({ ...filter, page: p - 1 })} />
    </Stack>
  );
}
