import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_PAYSTUB_FILTER, type TPaystubFilter } from '../api/payroll';

/** The years the filter offers: next year back to six years ago. */
export function filterYears(today = new Date()): string[] {
  const year = today.getFullYear();
  return Array.from({ length: 8 }, (_, i) => String(year + 1 - i));
}

/**
 * The paystub filter (spec 000 §3 Paystub filter): year, employments (the company's view), pay date
 * and pay period ranges; Search applies it, Reset clears it.
 */
export function PaystubFilter(props: { value: TPaystubFilter; onSearch: (f: TPaystubFilter) => void; employments?: { value: string; label: string }[] }) {
  const { t } = useTranslation('payroll');
  const [draft, setDraft] = useState<TPaystubFilter>(props.value);
  const set = (patch: Partial<TPaystubFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const date = (field: 'payDateStart' | 'payDateEnd' | 'payPeriodStart' | 'payPeriodEnd') => (
    <TextInput type="date" label={t(`paystubs.${field}`)} value={draft[field]} onChange={(e) => set({ [field]: e.currentTarget.value })} />
  );
  return (
    <form
      role="search"
      aria-label={t('paystubs.filter')}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(draft);
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select label={t('paystubs.year')} data={filterYears()} value={draft.year || null} onChange={(v) => set({ year: v ?? '' })} clearable />
          {props.employments ? (
            <MultiSelect label={t('paystubs.employments')} data={props.employments} value={draft.employmentsId} onChange={(v) => set({ employmentsId: v })} clearable searchable />
          ) : null}
          {date('payDateStart')}
          {date('payDateEnd')}
          {date('payPeriodStart')}
          {date('payPeriodEnd')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY_PAYSTUB_FILTER);
              props.onSearch(EMPTY_PAYSTUB_FILTER);
            }}
          >
            {t('paystubs.reset')}
          </Button>
          <Button type="submit">{t('paystubs.search')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
