import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectsQuery, staffQuery, type TCompanyFilter } from '../api/company';
import { rangeProblem } from '../rules';

/**
 * The company view's filter (spec 000 §3 Filter): start and end date, employments and project, with
 * Reset and Search. The choices are the company's employees and projects; the range is at most 42
 * days, as one read of the API.
 */
export function CompanyFilters({
  companyId,
  value,
  onSearch,
  onReset,
}: {
  companyId: string;
  value: TCompanyFilter;
  onSearch: (filter: TCompanyFilter) => void;
  onReset: () => TCompanyFilter;
}) {
  const { t } = useTranslation('timesheet');
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(undefined);
  const staff = useQuery(staffQuery(companyId));
  const projects = useQuery(projectsQuery(companyId));
  const set = <K extends keyof TCompanyFilter>(key: K, v: TCompanyFilter[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const search = () => {
    const p = rangeProblem(draft.startDate, draft.endDate);
    setProblem(p);
    if (!p) onSearch(draft);
  };
  const error = problem === 'required' ? t('filter.required') : problem === 'endBeforeStart' ? t('filter.endBeforeStart') : problem === 'tooLong' ? t('filter.tooLong') : undefined;
  return (
    <Paper
      component="form"
      withBorder
      p="md"
      mb="md"
      aria-label={t('filter.label')}
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput type="date" label={t('filter.startDate')} value={draft.startDate} onChange={(e) => set('startDate', e.currentTarget.value)} error={problem === 'required' && !draft.startDate ? error : undefined} />
        <TextInput type="date" label={t('filter.endDate')} value={draft.endDate} onChange={(e) => set('endDate', e.currentTarget.value)} error={problem && (problem !== 'required' || !draft.endDate) ? error : undefined} />
        <MultiSelect
          label={t('filter.employments')}
          placeholder={draft.employmentsId.length ? undefined : t('filter.all')}
          data={(staff.data?.data ?? []).map((e) => ({ value: e.id, label: e.details.name }))}
          value={draft.employmentsId}
          onChange={(v) => set('employmentsId', v)}
          searchable
          clearable
        />
        <Select
          label={t('filter.project')}
          placeholder={t('filter.anyProject')}
          data={(projects.data?.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
          value={draft.projectId}
          onChange={(v) => set('projectId', v)}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button
          variant="default"
          onClick={() => {
            setProblem(undefined);
            setDraft(onReset());
          }}
        >
          {t('filter.reset')}
        </Button>
        <Button type="submit">{t('filter.search')}</Button>
      </Group>
    </Paper>
  );
}
