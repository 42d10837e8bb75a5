import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { ROLES, type TRole } from '@shared/core/roles.js';
import { type TEmployeeOfficeData, type TProviderEmployee, ZEmployeeOfficeDataSchema } from '@shared/provider/provider.schema.js';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../../app/schema-resolver';
import { useFieldError } from '../../../components/FieldError';
import { notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { useSession } from '../../auth/hooks/use-session';
import { officesQuery } from '../../locations/api/offices';
import { employeeQuery, useAssignRoles, useUpdateEmployee } from '../api/directory';

/** /admin/employments/$employeeId: the office-data form (spec 000 §5) and the roles (ADMIN). */
export function EmployeePage({ employeeId }: { employeeId: string }) {
  const { data: employee } = useSuspenseQuery(employeeQuery(employeeId));
  return (
    <Stack>
      <PageTitle>{`${employee.firstName} ${employee.lastName}`}</PageTitle>
      <Text c="dimmed">{employee.email}</Text>
      <OfficeDataForm key={`${employee.employeeId}:${employee.version}`} employee={employee} />
      <RolesForm key={`roles:${employee.version}`} employee={employee} />
    </Stack>
  );
}

function OfficeDataForm({ employee }: { employee: TProviderEmployee }) {
  const { t } = useTranslation('directory');
  const fieldError = useFieldError();
  const offices = useQuery(officesQuery());
  const update = useUpdateEmployee(employee.employeeId);
  const form = useForm<TEmployeeOfficeData>({
    resolver: schemaResolver(ZEmployeeOfficeDataSchema),
    defaultValues: {
      firstName: employee.firstName,
      lastName: employee.lastName,
      position: employee.position ?? '',
      officePhoneNumber: employee.officePhoneNumber ?? '',
      officeId: employee.officeId ?? '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    update.mutate({ ...values, version: employee.version } as never, { onSuccess: () => notifySuccess(t('employee.updated')) }),
  );
  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-labelledby="office-data-title" data-testid="office-data-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="office-data-title">
            {t('employee.officeData')}
          </Title>
          <ServerErrorAlert error={update.error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('employee.firstName')} required {...form.register('firstName')} error={fieldError(errors.firstName)} />
            <TextInput label={t('employee.lastName')} required {...form.register('lastName')} error={fieldError(errors.lastName)} />
            <TextInput label={t('employee.position')} {...form.register('position')} error={fieldError(errors.position)} />
            <TextInput label={t('employee.workNumber')} type="tel" {...form.register('officePhoneNumber')} error={fieldError(errors.officePhoneNumber)} />
            <Controller
              control={form.control}
              name="officeId"
              render={({ field }) => (
                <Select
                  label={t('employee.office')}
                  placeholder={t('employee.noOffice')}
                  data={(offices.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  clearable
                />
              )}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('employee.update')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function RolesForm({ employee }: { employee: TProviderEmployee }) {
  const { t } = useTranslation('directory');
  const { principal } = useSession();
  const [roles, setRoles] = useState<string[]>(employee.roles);
  const assign = useAssignRoles(employee.employeeId);
  // An ADMIN may not remove their own ADMIN role (the server refuses it too).
  const self = principal?.userId === employee.userId;
  const lockedAdmin = self && employee.roles.includes('ADMIN');
  const changed = roles.slice().sort().join() !== employee.roles.slice().sort().join();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="roles-title">
          {t('employee.roles')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('employee.rolesHint')}
        </Text>
        <ServerErrorAlert error={assign.error} />
        <Checkbox.Group value={roles} onChange={setRoles} aria-labelledby="roles-title">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
            {ROLES.map((role: TRole) => (
              <Checkbox
                key={role}
                value={role}
                label={role}
                disabled={lockedAdmin && role === 'ADMIN'}
                description={lockedAdmin && role === 'ADMIN' ? t('employee.ownAdmin') : undefined}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group>
          <Button
            variant="light"
            disabled={!changed}
            loading={assign.isPending}
            onClick={() => assign.mutate({ roles, version: employee.version }, { onSuccess: () => notifySuccess(t('employee.rolesSaved')) })}
          >
            {t('employee.saveRoles')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
