import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TSickLeave } from '@shared/leave/leave.schema.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { sickLeavesQuery, type TLeaveFilter } from '../api/leave';
import { useLeaveFormat } from '../format';
import { localToday } from '../rules';
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
  const [filter, setFilter] = useState<TLeaveFilter>(() => ({ page: 0, startDate: localToday() }));
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<TSickLeave | null>(null);
  const effective = { ...filter, ...(employmentId ? { employmentId } : {}) };
  const { data, error, isPending } = useQuery({ ...sickLeavesQuery(workspaceId, effective), placeholderData: keepPreviousData });
  const set = (patch: Partial<TLeaveFilter>) => setFilter((x) => ({ ...x, ...patch, page: 0 }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput type="date" label={t('fields.startDate')} value={filter.startDate ?? ''} onChange={(e) => set({ startDate: e.currentTarget.value || undefined })} />
          <TextInput type="date" label={t('fields.endDate')} value={filter.endDate ?? ''} onChange={(e) => set({ endDate: e.currentTarget.value || undefined })} />
        </Group>
        <Button onClick={() => setCreating(true)} data-testid="create-sick-record">
          {t('sick.createRecord')}
        </Button>
      </Group>
      <ServerErrorAlert error={error} />
      {isPending ? <Loader size="sm" /> : null}
      {data && !data.data.length ? (
        <Text c="dimmed" data-testid="records-empty">
          {t('sick.recordsEmpty')}
        </Text>
      ) : null}
      {data?.data.length ? (
        <Table.ScrollContainer minWidth={600}>
          <Table striped data-testid="sick-records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('fields.start')}</Table.Th>
                <Table.Th>{t('fields.end')}</Table.Th>
                <Table.Th>{t('fields.isPaid')}</Table.Th>
                <Table.Th>{t('fields.options')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((r) => (
                <Table.Tr key={r.id} data-testid="sick-record" data-start={r.startDate}>
                  <Table.Td>{r.employment.name}</Table.Td>
                  <Table.Td>{f.day(r.startDate)}</Table.Td>
                  <Table.Td>{f.day(r.endDate)}</Table.Td>
                  <Table.Td>{r.paid ? t('yes') : t('no')}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setOpen(r)} aria-label={t('fields.optionsOf', { period: f.period(r.startDate, r.endDate) })}>
                      {t('fields.options')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Paginator page={filter.page + 1} total={data?.totalPages ?? 0} onChange={(p) => setFilter({ ...filter, page: p - 1 })} />
      {creating ? <SickRecordDialog workspaceId={workspaceId} initialEmploymentId={employmentId} onClose={() => setCreating(false)} /> : null}
      {open ? <SickRecordOptions workspaceId={workspaceId} record={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
