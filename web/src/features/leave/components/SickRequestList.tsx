import { Button, Group, Stack } from '@mantine/core';
import { SICK_STATUSES } from '@shared/leave/leave.schema.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sickRequestsQuery } from '../api/leave';
import { useLeaveList } from '../hooks/use-leave-list';
import { sickTone } from '../rules';
import { RequestFilters } from './RequestFilters';
import { RequestTable } from './RequestTable';
import { SickRequestDialog } from './SickRequestDialog';

/** The sick-leave requests (spec 000 §3, §4): filtered, 20 a page, 'No sick leave requests'; the person requests sick leave here. */
export function SickRequestList({ workspaceId, employmentId, company }: { workspaceId: string; employmentId: string | null; company: boolean }) {
  const { t } = useTranslation('leave');
  const [requesting, setRequesting] = useState(false);
  const { filter, setFilter, list, setPage } = useLeaveList(employmentId, (x) => sickRequestsQuery(workspaceId, x));
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
      <RequestTable
        workspaceId={workspaceId}
        list={list}
        page={filter.page}
        onPage={setPage}
        empty={{ testId: 'requests-empty', text: t('sick.requestsEmpty') }}
        testId="sick-requests"
        rowTestId="sick-request-row"
        route={{ to: '/payroll/$wsType/$wsId/sick_leaves/$employmentId/$slrId', idParam: 'slrId' }}
        leave={(r) => r.sickLeave}
        paid={(r) => r.paid}
        status={(r) => ({ tone: sickTone(r.status), label: t(`sickStatus.${r.status}`) })}
      />
      {requesting ? <SickRequestDialog workspaceId={workspaceId} initialEmploymentId={employmentId} onClose={() => setRequesting(false)} /> : null}
    </Stack>
  );
}
