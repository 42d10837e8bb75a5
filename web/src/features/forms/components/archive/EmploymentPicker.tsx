import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TEmploymentView } from '@shared/workforce/workforce.schema.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employmentsQuery } from '../../../hr/api/employments';

/**
 * The employee a W-4 is for: a search among the company's staff employments (the HR list's
 * query, GET /api/workforce/employments?types=STAFF), terminated ones left out. Optional: a hire
 * not yet entered is asked by name and email alone. The picked employment stays offered while
 * the search moves on.
 */
export function EmploymentPicker({
  workspaceId,
  picked,
  onPick,
  error,
}: {
  workspaceId: string;
  picked: TEmploymentView | undefined;
  onPick: (employment: TEmploymentView | undefined) => void;
  error?: string;
}) {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // A search that is the picked one's own name shows the whole list again, not just that one.
  const name = picked && debounced === picked.details.name ? undefined : debounced.trim() || undefined;
  const staff = useQuery(employmentsQuery(workspaceId, { types: 'STAFF', name, pageSize: 20, pageNumber: 0, orderField: 'EMPLOYMENT_START', orderDirection: 'DESC' }));
  const found = (staff.data?.data ?? []).filter((e) => e.status !== 'TERMINATED');
  const offered = picked && !found.some((e) => e.id === picked.id) ? [picked, ...found] : found;
  const emails = new Map(offered.map((e) => [e.id, e.details.email]));

  return (
    <Select
      label={t('request.W4.employment')}
      description={t('request.W4.employmentHint')}
      placeholder={t('request.W4.employmentPlaceholder')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={staff.isFetching ? t('loading') : t('request.W4.noEmployments')}
      data={offered.map((e) => ({ value: e.id, label: e.details.name }))}
      value={picked?.id ?? null}
      onChange={(id) => onPick(offered.find((e) => e.id === id))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {emails.get(option.value) ? (
            <Text size="xs" c="dimmed">
              {emails.get(option.value)}
            </Text>
          ) : null}
        </Stack>
      )}
      comboboxProps={{ withinPortal: true }}
      error={error}
      data-testid="w4-employment"
    />
  );
}

