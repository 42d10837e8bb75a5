import { Anchor, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TDirectoryEntryView } from '@shared/directory/directory.schema.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { PersonAutocomplete } from '../../../components/autocomplete/DirectoryAutocomplete';
import { InvitePersonButton } from '../../auth/components/InvitePersonDialog';
import { useSession } from '../../auth/hooks/use-session';
import { hasAnyRole } from '@shared/core/roles.js';
import { peopleQuery } from '../api/directory';
import { useDebouncedFilter, useOpenWorkspace } from '../hooks';
import { OpenWorkspaceButton, pickedPage, ResetFilters, ResultTable, type TColumn } from './ResultTable';

const EMPTY = { fullNameFilter: '', firstName: '', lastName: '', email: '', ssn: '' };
const extra = (e: TDirectoryEntryView, key: string) => (typeof e.extra?.[key] === 'string' ? (e.extra[key] as string) : '');

/**
 * /admin/individuals (clients with an account) and /admin/admins (provider employees with role
 * ADMIN): the person search of spec 001 §3, 20 per page in ID order.
 */
export function PeopleListPage({ mode }: { mode: 'individuals' | 'admins' }) {
  const { t } = useTranslation('directory');
  const { principal } = useSession();
  const f = useDebouncedFilter(EMPTY);
  const [picked, setPicked] = useState<TDirectoryEntryView | null>(null);
  const admins = mode === 'admins';
  const ssnValid = !f.filter.ssn || /^\d{3}-?\d{2}-?\d{4}$/.test(f.filter.ssn);
  const query = useQuery({
    ...peopleQuery({ ...f.filter, ssn: ssnValid ? f.filter.ssn : '', ...(admins ? { onlyAdmins: true } : { isClient: true }), pageNumber: f.pageNumber, pageSize: 20 } as never),
    enabled: !picked,
  });
  const open = useOpenWorkspace();
  const canOpenEmployees = principal ? hasAnyRole(principal.roles, ['ADMIN']) : false;

  const columns: TColumn[] = [
    { key: 'name', label: t('columns.name'), render: (e) => e.name },
    { key: 'email', label: t('columns.email'), render: (e) => e.email ?? '' },
    ...(admins
      ? [
          { key: 'position', label: t('columns.position'), render: (e: TDirectoryEntryView) => extra(e, 'position') },
          { key: 'office', label: t('columns.office'), render: (e: TDirectoryEntryView) => extra(e, 'officeName') },
        ]
      : [{ key: 'id', label: t('columns.id'), render: (e: TDirectoryEntryView) => e.id }]),
  ];
  const action = admins
    ? canOpenEmployees
      ? (e: TDirectoryEntryView) => (
          <Anchor component={Link} to="/admin/employments/$employeeId" params={{ employeeId: e.id } as never} size="sm">
            {t('employees.openCard')}
          </Anchor>
        )
      : undefined
    : (e: TDirectoryEntryView) => <OpenWorkspaceButton entry={e} onOpen={open} />;

  return (
    <Stack>
      <PageTitle>{t(`${mode}.title`)}</PageTitle>
      {admins ? null : (
        <Group justify="flex-end">
          <InvitePersonButton />
        </Group>
      )}
      <form role="search" aria-label={t('filters.title')} onSubmit={(e) => e.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <PersonAutocomplete
            label={t('filters.fullName')}
            placeholder={t('personPlaceholder')}
            onlyAdmins={admins}
            testId="person-autocomplete"
            onPick={setPicked}
            onTextChange={(text) => {
              setPicked(null);
              f.set('fullNameFilter', text);
            }}
          />
          <TextInput label={t('filters.firstName')} value={f.draft.firstName} onChange={(e) => f.set('firstName', e.currentTarget.value)} />
          <TextInput label={t('filters.lastName')} value={f.draft.lastName} onChange={(e) => f.set('lastName', e.currentTarget.value)} />
          <TextInput label={t('filters.email')} value={f.draft.email} onChange={(e) => f.set('email', e.currentTarget.value)} />
          {admins ? null : (
            <TextInput
              label={t('filters.ssn')}
              description={t('filters.ssnHint')}
              value={f.draft.ssn}
              error={ssnValid ? undefined : t('filters.ssnInvalid')}
              onChange={(e) => f.set('ssn', e.currentTarget.value)}
            />
          )}
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
        testId={`${mode}-table`}
        page={picked ? pickedPage(picked) : query.data}
        loading={query.isFetching}
        columns={columns}
        pageNumber={picked ? 0 : f.pageNumber}
        onPage={f.setPageNumber}
        action={action}
      />
    </Stack>
  );
}
