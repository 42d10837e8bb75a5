import { Stack } from '@mantine/core';
import { VACATION_STATUSES } from '@shared/leave/leave.schema.js';
import { useTranslation } from 'react-i18next';
import { vacationsQuery } from '../api/leave';
import { useLeaveList } from '../hooks/use-leave-list';
import { vacationTone } from '../rules';
import { RequestFilters } from './RequestFilters';
import { RequestTable } from './RequestTable';

/** The vacation requests (spec 000 §3 Request filter, §4 colours): requester, period, duration, paid, status; 20 a page. */
export function VacationList({ workspaceId, employmentId }: { workspaceId: string; employmentId: string | null }) {
  const { t } = useTranslation('leave');
  const { filter, setFilter, list, setPage } = useLeaveList(employmentId, (x) => vacationsQuery(workspaceId, x));
  return (
    <Stack gap="sm">
      <RequestFilters statuses={VACATION_STATUSES} statusKey="vacationStatus" filter={filter} onChange={setFilter} />
      <RequestTable
        workspaceId={workspaceId}
        list={list}
        page={filter.page}
        onPage={setPage}
        empty={{ testId: 'vacations-empty', text: t('vacations.empty') }}
        testId="vacations"
        rowTestId="vacation-row"
        route={{ to: '/payroll/$wsType/$wsId/vacations/$employmentId/$vcrId', idParam: 'vcrId' }}
        leave={(v) => v.vacation}
        paid={(v) => v.vacation.paid}
        status={(v) => ({ tone: vacationTone(v.status), label: t(`vacationStatus.${v.status}`) })}
      />
    </Stack>
  );
}
