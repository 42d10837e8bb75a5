import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_COUNT, type TDirectoryEntryView } from '@shared/directory/directory.schema.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companiesQuery, employeesQuery } from '../../directory/api/directory';

type TPicked = { id: string; name: string };

/** The typed text, debounced 500 ms and asked of the directory from two characters (spec 001 §9). */
function useSearchText() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, text: debounced, enabled: debounced.length >= 2 };
}

const paging = { pageNumber: 0, pageSize: SUGGESTION_COUNT };
/** The directory already matched the words: every suggestion stays offered. */
const serverFiltered = ({ options }: { options: unknown[] }) => options as never;

/**
 * The imports filter's companies (spec 001 §3 Import filter companiesId): picked by name, EIN or
 * email from the staff's company search, several at once; the picked stay listed while searching.
 */
export function CompanyMultiSearch({ value, onChange }: { value: TPicked[]; onChange: (companies: TPicked[]) => void }) {
  const { t } = useTranslation(['payroll-imports', 'directory']);
  const s = useSearchText();
  const found = useQuery({ ...companiesQuery({ searchQuery: s.text, ...paging }), enabled: s.enabled });
  const byId = new Map<string, TPicked>(value.map((c) => [c.id, c]));
  const results = s.enabled ? (found.data?.data ?? []) : [];
  for (const e of results) if (!byId.has(e.id)) byId.set(e.id, { id: e.id, name: e.name });
  return (
    <MultiSelect
      label={t('filter.companies')}
      placeholder={value.length ? undefined : t('directory:companyPlaceholder')}
      data={[...byId.values()].map((c) => ({ value: c.id, label: c.name }))}
      value={value.map((c) => c.id)}
      onChange={(ids) => onChange(ids.map((id) => byId.get(id)!).filter(Boolean))}
      searchValue={s.search}
      onSearchChange={s.setSearch}
      filter={serverFiltered}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('filter.clearCompanies') }}
      nothingFoundMessage={s.enabled ? t('directory:nothingFound') : undefined}
      data-testid="filter-companies"
    />
  );
}

/** A provider employee's user id: imports are filtered by who created them. */
const userIdOf = (e: TDirectoryEntryView) => (typeof e.extra?.userId === 'string' ? e.extra.userId : undefined);

/** The imports filter's assignee (spec 001 §3 Import filter assigneeId): the staff member who imported. */
export function AssigneeSearch({ value, onChange }: { value: TPicked | null; onChange: (assignee: TPicked | null) => void }) {
  const { t } = useTranslation(['payroll-imports', 'directory']);
  const s = useSearchText();
  const found = useQuery({ ...employeesQuery({ fullNameFilter: s.text, ...paging }), enabled: s.enabled });
  const byId = new Map<string, TPicked>(value ? [[value.id, value]] : []);
  for (const e of s.enabled ? (found.data?.data ?? []) : []) {
    const id = userIdOf(e);
    if (id && !byId.has(id)) byId.set(id, { id, name: e.name });
  }
  return (
    <Select
      label={t('filter.assignee')}
      placeholder={t('directory:employeePlaceholder')}
      data={[...byId.values()].map((p) => ({ value: p.id, label: p.name }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      searchValue={s.search}
      onSearchChange={s.setSearch}
      filter={serverFiltered}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('filter.clearAssignee') }}
      nothingFoundMessage={s.enabled ? t('directory:nothingFound') : undefined}
      data-testid="filter-assignee"
    />
  );
}
