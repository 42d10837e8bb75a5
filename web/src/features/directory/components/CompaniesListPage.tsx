import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TDirectoryEntryView } from '@shared/directory/directory.schema.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { CompanyAutocomplete } from '../../../components/autocomplete/DirectoryAutocomplete';
import { companiesQuery } from '../api/directory';
import { useDebouncedFilter, useOpenWorkspace } from '../hooks';
import { OpenWorkspaceButton, pickedPage, ResetFilters, ResultTable, type TColumn } from './ResultTable';

const EMPTY = { searchQuery: '', companyName: '', ein: '', email: '' };

/** /admin/companies: the company search of spec 001 §3, 20 per page in ID order. */
export function CompaniesListPage() {
  const { t } = useTranslation('directory');
  const f = useDebouncedFilter(EMPTY);
  const [picked, setPicked] = useState<TDirectoryEntryView | null>(null);
  const einValid = !f.filter.ein || /^[\d-]{1,10}$/.test(f.filter.ein);
  const query = useQuery({
    ...companiesQuery({ ...f.filter, ein: einValid ? f.filter.ein : '', isClient: true, pageNumber: f.pageNumber, pageSize: 20 } as never),
    enabled: !picked,
  });
  const open = useOpenWorkspace();
  const columns: TColumn[] = [
    { key: 'name', label: t('columns.name'), render: (e) => e.name },
    { key: 'ein', label: t('columns.ein'), render: (e) => e.ein ?? '' },
    { key: 'email', label: t('columns.email'), render: (e) => e.email ?? '' },
  ];
  return (
    <Stack>
      <PageTitle>{t('companies.title')}</PageTitle>
      <form role="search" aria-label={t('filters.title')} onSubmit={(e) => e.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CompanyAutocomplete
            label={t('filters.company')}
            testId="company-autocomplete"
            onPick={setPicked}
            onTextChange={(text) => {
              setPicked(null);
              f.set('searchQuery', text);
            }}
          />
          <TextInput label={t('filters.companyName')} value={f.draft.companyName} onChange={(e) => f.set('companyName', e.currentTarget.value)} />
          <TextInput
            label={t('filters.ein')}
            value={f.draft.ein}
            error={einValid ? undefined : t('filters.einInvalid')}
            onChange={(e) => f.set('ein', e.currentTarget.value)}
          />
          <TextInput label={t('filters.email')} value={f.draft.email} onChange={(e) => f.set('email', e.currentTarget.value)} />
        </SimpleGrid>
        <ResetFilters
          onReset={() => {
            setPicked(null);
            f.reset();
          }}
        />
      </form>
      <ServerErrorAlert error={query.error} />
      <ResultTable
        testId="companies-table"
        page={picked ? pickedPage(picked) : query.data}
        loading={query.isFetching}
        columns={columns}
        pageNumber={picked ? 0 : f.pageNumber}
        onPage={f.setPageNumber}
        action={(e) => <OpenWorkspaceButton entry={e} onOpen={open} />}
      />
    </Stack>
  );
}
