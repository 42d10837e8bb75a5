import { Button, Group, Stack } from '@mantine/core';
import type { TSickLeave } from '@shared/leave/leave.schema.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sickLeavesQuery } from '../api/leave';
import { useLeaveFormat } from '../format';
import { useLeaveList } from '../hooks/use-leave-list';
import { localToday } from '../rules';
import { DateRangeFilter } from './DateRangeFilter';
import { LeaveTable } from './LeaveTable';
import { SickRecordDialog } from './SickRecordDialog';
import { SickRecordOptions } from './SickRecordOptions';

/**
 * The sick leave records (spec 000 §2): a start and end date filter (the start defaults to today),
 * the table Name, Start, End, Is Paid, Options; 20 a page; 'No sick leave records' when none. Create
 * opens 'Create sick leave record'; Options opens the record's modal with Delete.
 */
export function SickRecords({ workspaceId, employmentId }: { workspaceId: string; employmentId: string | null }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<TSickLeave | null>(null);
  const { filter, list, patch, setPage } = useLeaveList(employmentId, (x) => sickLeavesQuery(workspaceId, x), () => ({ page: 0, startDate: localToday() }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <DateRangeFilter filter={filter} onChange={patch} />
        </Group>
        <Button onClick={() => setCreating(true)} data-testid="create-sick-record">
          {t('sick.createRecord')}
        </Button>
      </Group>
      <LeaveTable
        list={list}
        page={filter.page}
        onPage={setPage}
        empty={{ testId: 'records-empty', text: t('sick.recordsEmpty') }}
        testId="sick-records"
        minWidth={600}
        rowTestId="sick-record"
        rowStart={(r) => r.startDate}
        columns={[
          { header: t('fields.name'), cell: (r) => r.employment.name },
          { header: t('fields.start'), cell: (r) => f.day(r.startDate) },
          { header: t('fields.end'), cell: (r) => f.day(r.endDate) },
          { header: t('fields.isPaid'), cell: (r) => (r.paid ? t('yes') : t('no')) },
          {
            header: t('fields.options'),
            cell: (r) => (
              <Button size="xs" variant="default" onClick={() => setOpen(r)} aria-label={t('fields.optionsOf', { period: f.period(r.startDate, r.endDate) })}>
                {t('fields.options')}
              </Button>
            ),
          },
        ]}
      />
      {creating ? <SickRecordDialog workspaceId={workspaceId} initialEmploymentId={employmentId} onClose={() => setCreating(false)} /> : null}
      {open ? <SickRecordOptions workspaceId={workspaceId} record={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
