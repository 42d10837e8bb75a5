import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { SICK_STATUSES } from '@shared/leave/leave.schema.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { sickRequestsQuery, type TLeaveFilter } from '../api/leave';
import { useLeaveFormat } from '../format';
import { sickTone } from '../rules';
import { RequestFilters } from './RequestFilters';
import { SickRequestDialog } from './SickRequestDialog';
import { StatusBadge } from './StatusBadge';

/** The sick-leave requests (spec 000 §3, §4): filtered, 20 a page, 'No sick leave requests'; the person requests sick leave here. */
export function SickRequestList({ workspaceId, employmentId, company }: { workspaceId: string; employmentId: string | null; company: boolean }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const { wsType = '' } = useParams({ strict: false });
  const [filter, setFilter] = useState<TLeaveFilter>({ page: 0 });
  const [requesting, setRequesting] = useState(false);
  const effective = { ...filter, ...(employmentId ? { employmentId } : {}) };
  const { data, error, isPending } = useQuery({ ...sickRequestsQuery(workspaceId, effective), placeholderData: keepPreviousData });
  return (
    <Stack gap="sm">
      {company ? null : (
        <Group justify="flex-end">
          <Button onClick={() => setRequesting(true)} data-testid="request-sick-leave">
            {t('sick.request')}
          </Button>
        </Group>
      )}
      <RequestFilters statuses={SICK_STATUSES} statusKey="sickStatus" filter={filter} onChange={setFilter} />
      <ServerErrorAlert error={error} />
      {isPending ? <Loader size="sm" /> : null}
      {data && !data.data.length ? (
        <Text c="dimmed" data-testid="requests-empty">
          {t('sick.requestsEmpty')}
        </Text>
      ) : null}
      {data?.data.length ? (
        <Table.ScrollContainer minWidth={680}>
          <Table striped data-testid="sick-requests">
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
              {data.data.map((r) => (
                <Table.Tr key={r.id} data-testid="sick-request-row" data-start={r.sickLeave.startDate}>
                  <Table.Td>
                    <Anchor component={Link} to="/payroll/$wsType/$wsId/sick_leaves/$employmentId/$slrId" params={{ wsType, wsId: workspaceId, employmentId: r.employmentId, slrId: r.id } as never}>
                      {r.requester.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{f.period(r.sickLeave.startDate, r.sickLeave.endDate)}</Table.Td>
                  <Table.Td>{f.number(r.sickLeave.durationHours)}</Table.Td>
                  <Table.Td>{r.paid ? t('yes') : t('no')}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={sickTone(r.status)} label={t(`sickStatus.${r.status}`)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Paginator page={filter.page + 1} total={data?.totalPages ?? 0} onChange={(p) => setFilter({ ...filter, page: p - 1 })} />
      {requesting ? <SickRequestDialog workspaceId={workspaceId} initialEmploymentId={employmentId} onClose={() => setRequesting(false)} /> : null}
    </Stack>
  );
}
