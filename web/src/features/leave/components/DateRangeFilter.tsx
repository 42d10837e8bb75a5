import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLeaveFilter } from '../api/leave';

/** The lists' start and end date filter; an emptied field drops its bound. Rendered inside the caller's Group. */
export function DateRangeFilter({ filter, onChange }: { filter: Pick<TLeaveFilter, 'startDate' | 'endDate'>; onChange: (patch: Pick<TLeaveFilter, 'startDate' | 'endDate'>) => void }) {
  const { t } = useTranslation('leave');
  return (
    <>
      <TextInput type="date" label={t('fields.startDate')} value={filter.startDate ?? ''} onChange={(e) => onChange({ startDate: e.currentTarget.value || undefined })} />
      <TextInput type="date" label={t('fields.endDate')} value={filter.endDate ?? ''} onChange={(e) => onChange({ endDate: e.currentTarget.value || undefined })} />
    </>
  );
}
