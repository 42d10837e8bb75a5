import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formYears } from '../format';

/** The tax year a forms page shows; `all` adds 'All years' (0), for the uploaded forms. */
export function YearSelect({ value, onChange, all = false }: { value: number; onChange: (year: number) => void; all?: boolean }) {
  const { t } = useTranslation('payroll-forms');
  const data = [...(all ? [{ value: '0', label: t('allYears') }] : []), ...formYears().map((y) => ({ value: y, label: y }))];
  return (
    <Select
      label={t('year')}
      data={data}
      value={String(value)}
      onChange={(v) => v !== null && onChange(Number(v))}
      allowDeselect={false}
      w={200}
      data-testid="forms-year"
    />
  );
}
