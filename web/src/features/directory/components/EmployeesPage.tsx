import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ROLES } from '@shared/core/roles.js';
import type { TDirectoryEntryView } from '@shared/directory/directory.schema.js';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { EmployeeAutocomplete } from '../../../components/autocomplete/DirectoryAutocomplete';
import { officesQuery } from '../../locations/api/offices';
import { employeesQuery } from '../api/directory';
import { useDebouncedFilter } from '../hooks';
import { ResultTable, type TColumn } from './ResultTable';

const EMPTY = { fullNameFilter: '', firstName: '', lastName: '', position: '', email: '', role: '', officeId: '' };

const extraText = (e: TDirectoryEntryView, key: string) => (typeof e.extra?.[key] === 'string' ? (e.extra[key] as string) : '');
const rolesOf = (e: TDirectoryEntryView) => (Array.isArray(e.extra?.roles) ? (e.extra.roles as string[]) : []);

/** The columns of a provider-employee list, the name linking to the employee's page. */
export function employeeColumns(t: (key: string) => string): TColumn[] {
  return [
    {
      key: 'name',
      label: t('columns.name'),
      render: (e) => (
        <Anchor component={Link} to="/admin/employments/$employeeId" params={{ employeeId: e.id } as never} size="sm">
          {e.name}
        </Anchor>
      ),
    },
    { key: 'position', label: t('columns.position'), render: (e) => extraText(e, 'position') },
    { key: 'office', label: t('columns.office'), render: (e) => extraText(e, 'officeName') },
    { key: 'email', label: t('columns.email'), render: (e) => e.email ?? '' },
    {
      key: 'roles',
      label: t('columns.roles'),
      render: (e) => (
        <Group gap={4}>
          {rolesOf(e).map((r) => (
            <Badge key={r} variant="light" size="sm">
              {r}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
}

/** /admin/employments: the provider-employee search (spec 000 §3), ADMIN. */
export function EmployeesPage() {
  const { t } = useTranslation('directory');
  const navigate = useNavigate();
  const f = useDebouncedFilter(EMPTY);
  const offices = useQuery(officesQuery());
  const query = useQuery(employeesQuery({ ...f.filter, role: f.filter.role || undefined, pageNumber: f.pageNumber, pageSize: 20 } as never));
  const officeOptions = (offices.data ?? []).map((o) => ({ value: o.id, label: o.name }));
  return (
    <Stack>
      <PageTitle>{t('employees.title')}</PageTitle>
      <form role="search" aria-label={t('filters.title')} onSubmit={(e) => e.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <EmployeeAutocomplete
            label={t('filters.fullName')}
            placeholder={t('employeePlaceholder')}
            testId="employee-autocomplete"
            onPick={(e) => void navigate({ to: '/admin/employments/$employeeId', params: { employeeId: e.id } })}
            onTextChange={(text) => f.set('fullNameFilter', text)}
          />
          <TextInput label={t('filters.firstName')} value={f.draft.firstName} onChange={(e) => f.set('firstName', e.currentTarget.value)} />
          <TextInput label={t('filters.lastName')} value={f.draft.lastName} onChange={(e) => f.set('lastName', e.currentTarget.value)} />
          <TextInput label={t('filters.position')} value={f.draft.position} onChange={(e) => f.set('position', e.currentTarget.value)} />
          <TextInput label={t('filters.email')} value={f.draft.email} onChange={(e) => f.set('email', e.currentTarget.value)} />
          <Select label={t('filters.role')} data={[...ROLES]} value={f.draft.role || null} onChange={(v) => f.set('role', v ?? '')} clearable searchable />
          <Select label={t('filters.office')} data={officeOptions} value={f.draft.officeId || null} onChange={(v) => f.set('officeId', v ?? '')} clearable />
        </SimpleGrid>
        <Group mt="sm">
          <Button variant="default" type="reset" onClick={f.reset}>
            {t('filters.reset')}
          </Button>
        </Group>
      </form>
      <ServerErrorAlert error={query.error} />
      <ResultTable
        testId="employees-table"
        page={query.data}
        loading={query.isFetching}
        columns={employeeColumns(t as never)}
        pageNumber={f.pageNumber}
        onPage={f.setPageNumber}
      />
    </Stack>
  );
}
