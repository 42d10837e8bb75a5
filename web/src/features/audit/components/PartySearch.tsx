import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TAuditPartyType } from '@shared/audit/audit.schema.js';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_COUNT, type TDirectoryEntryView } from '@shared/directory/directory.schema.js';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companiesQuery, employeesQuery, peopleQuery } from '../../directory/api/directory';

type TOption = { value: string; label: string };

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The audit page's producer or consumer: picked by name, email or EIN from the directory (debounced
 * 500 ms, 8 per kind) as well as from the parties already loaded. The API filters producers by user
 * id and consumers by workspace id, so a producer option's value is the entry's `extra.userId`.
 */
export function PartySearch(props: {
  side: 'producer' | 'consumer';
  type: TAuditPartyType | null;
  label: string;
  known: TOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= 2;
  const paging = { pageNumber: 0, pageSize: SUGGESTION_COUNT };
  const wants = (type: TAuditPartyType) => enabled && (!props.type || props.type === type);
  const people = useQuery({ ...peopleQuery({ fullNameFilter: debounced, ...paging }), enabled: wants('PERSON') });
  // A company acts only through its people: it is never a producer.
  const companies = useQuery({ ...companiesQuery({ searchQuery: debounced, ...paging }), enabled: wants('COMPANY') && props.side === 'consumer' });
  const employees = useQuery({ ...employeesQuery({ fullNameFilter: debounced, ...paging }), enabled: wants('SUBLIME_EMPLOYEE') });
  // The chosen option stays offered after the search text changes.
  const chosen = useRef<TOption | null>(null);

  const toOption = (e: TDirectoryEntryView): TOption | null => {
    const value = props.side === 'producer' ? (typeof e.extra?.userId === 'string' ? e.extra.userId : undefined) : e.id;
    return value ? { value, label: `${e.name} (${e.email ?? e.ein ?? value})` } : null;
  };
  const fromDirectory = [people, companies, employees]
    .flatMap((q) => (q.isEnabled ? (q.data?.data ?? []) : []))
    .map(toOption)
    .filter((o): o is TOption => o !== null);
  const byValue = new Map<string, TOption>();
  for (const o of [...(chosen.current ? [chosen.current] : []), ...fromDirectory, ...props.known]) if (!byValue.has(o.value)) byValue.set(o.value, o);

  return (
    <Select
      label={props.label}
      placeholder={t('audit.searchPlaceholder')}
      data={[...byValue.values()]}
      value={props.value}
      onChange={(value, option) => {
        chosen.current = value && option ? { value, label: option.label } : null;
        props.onChange(value);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // Every typed word must appear in the option (the directory already matched by word prefixes).
      filter={({ options, search: text }) => {
        const wanted = words(text);
        return options.filter((o) => 'label' in o && wanted.every((w) => o.label.toLowerCase().includes(w)));
      }}
      searchable
      clearable
      nothingFoundMessage={t('audit.nothingFound')}
    />
  );
}
