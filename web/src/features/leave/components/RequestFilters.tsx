import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLeaveFilter } from '../api/leave';
import { DateRangeFilter } from './DateRangeFilter';

/**
 * The request lists' filter (spec 000 §3 Request filter): a status and a period; the company's
 * employee is chosen above the tabs. Every change goes back to the first page.
 */
export function RequestFilters(props: { statuses: readonly string[]; statusKey: 'vacationStatus' | 'sickStatus'; filter: TLeaveFilter; onChange: (next: TLeaveFilter) => void }) {
  const { t } = useTranslation('leave');
  const set = (patch: Partial<TLeaveFilter>) => props.onChange({ ...props.filter, ...patch, page: 0 });
  return (
    <Group align="flex-end" mb="md">
      <Select
        label={t('fields.status')}
        placeholder={t('fields.allStatuses')}
        clearable
        data={props.statuses.map((s) => ({ value: s, label: t(`${props.statusKey}.${s}` as 'vacationStatus.REQUESTED') }))}
        value={props.filter.status ?? null}
        onChange={(v) => set({ status: v ?? undefined })}
        w={220}
      />
      <DateRangeFilter filter={props.filter} onChange={set} />
    </Group>
  );
}
