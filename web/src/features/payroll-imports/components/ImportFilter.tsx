import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IMPORT_PAGE_SIZES } from '@shared/payroll/imports.schema.js';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, type TImportsFilter } from '../api/imports';
import { AssigneeSearch, CompanyMultiSearch } from './DirectoryPickers';

/** An end before the start: the filter is not applied until it is fixed. */
export const periodProblem = (f: TImportsFilter) => Boolean(f.startDate && f.endDate && f.endDate < f.startDate);

/**
 * The imports' filter sidebar (spec 001 §2, §3 Import filter, §9): companies, start and end date,
 * assignee and page size, applied as they change; Reset shows while any differs from the default
 * (a page size other than 10 counts as a filter).
 */
export function ImportFilter({ value, onChange, onReset }: { value: TImportsFilter; onChange: (f: TImportsFilter) => void; onReset: () => void }) {
  const { t } = useTranslation('payroll-imports');
  const set = (patch: Partial<TImportsFilter>) => onChange({ ...value, ...patch });
  const active = activeFilterCount(value);
  return (
    <Paper withBorder p="md" component="form" role="search" aria-labelledby="imports-filter-title" onSubmit={(e) => e.preventDefault()} noValidate>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text component="h2" fw={600} id="imports-filter-title">
            {t('filter.title')}
          </Text>
          {active ? (
            <Badge variant="light" c="dark" data-testid="filter-active">
              {t('filter.active', { count: active })}
            </Badge>
          ) : null}
        </Group>
        <CompanyMultiSearch value={value.companies} onChange={(companies) => set({ companies })} />
        <TextInput type="date" label={t('filter.startDate')} value={value.startDate} onChange={(e) => set({ startDate: e.currentTarget.value })} data-testid="filter-start" />
        <TextInput
          type="date"
          label={t('filter.endDate')}
          value={value.endDate}
          onChange={(e) => set({ endDate: e.currentTarget.value })}
          error={periodProblem(value) ? t('filter.endBeforeStart') : undefined}
          data-testid="filter-end"
        />
        <AssigneeSearch value={value.assignee} onChange={(assignee) => set({ assignee })} />
        <Select
          label={t('filter.size')}
          data={IMPORT_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(value.size)}
          onChange={(v) => v && set({ size: Number(v) })}
          allowDeselect={false}
          data-testid="filter-size"
        />
        <Button variant="default" onClick={onReset} disabled={!active} data-testid="filter-reset">
          {t('filter.reset')}
        </Button>
      </Stack>
    </Paper>
  );
}
