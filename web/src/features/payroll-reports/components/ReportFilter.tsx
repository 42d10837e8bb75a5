import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { REPORT_TYPES, type TReportType } from '@shared/payroll/reports.schema.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_REPORT_FILTER, type TReportFilter } from '../api/reports';

/**
 * The reports filter (spec 000 §2 Reports): start, end, employments, report type; Reset clears it,
 * Search applies it, Run payroll report makes a General report of its range and employments.
 */
export function ReportFilter(props: {
  value: TReportFilter;
  employments: { value: string; label: string }[];
  onSearch: (f: TReportFilter) => void;
  onRun: (f: TReportFilter) => void;
  running: boolean;
}) {
  const { t } = useTranslation('payroll-reports');
  const [draft, setDraft] = useState<TReportFilter>(props.value);
  const [problem, setProblem] = useState<string>();
  const set = (patch: Partial<TReportFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const check = (needBoth: boolean) => {
    const p = needBoth && (!draft.start || !draft.end) ? t('filter.required') : draft.start && draft.end && draft.end < draft.start ? t('filter.endBeforeStart') : undefined;
    setProblem(p);
    return !p;
  };
  return (
    <form
      role="search"
      aria-label={t('filter.label')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (check(false)) props.onSearch(draft);
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput type="date" label={t('filter.start')} value={draft.start} onChange={(e) => set({ start: e.currentTarget.value })} data-testid="filter-start" />
          <TextInput type="date" label={t('filter.end')} value={draft.end} onChange={(e) => set({ end: e.currentTarget.value })} error={problem} data-testid="filter-end" />
          <MultiSelect label={t('filter.employments')} placeholder={draft.employmentIds.length ? undefined : t('filter.all')} data={props.employments} value={draft.employmentIds} onChange={(v) => set({ employmentIds: v })} clearable searchable />
          <Select
            label={t('filter.type')}
            data={[{ value: '', label: t('filter.all') }, ...REPORT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
            value={draft.type}
            onChange={(v) => set({ type: (v ?? '') as TReportType | '' })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY_REPORT_FILTER);
              setProblem(undefined);
              props.onSearch(EMPTY_REPORT_FILTER);
            }}
          >
            {t('filter.reset')}
          </Button>
          <Button type="submit">{t('filter.search')}</Button>
          <Button variant="light" loading={props.running} onClick={() => check(true) && props.onRun(draft)} data-testid="run-payroll-report">
            {t('filter.run')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
