import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title, Select } from '@mantine/core';
import { EMPLOYMENT_PERMISSION_TYPES, type TEmploymentAddress, type TEmploymentPermissionType, type TEmploymentStatus } from '@shared/workforce/workforce.schema.js';
import { EMPLOYMENT_TRANSITIONS } from '@shared/workforce/rules.js';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { formatCents } from '../../../app/money';
import { notifyError, notifySuccess } from '../../../components/notify';
import { projectsQuery } from '../../projects/api/projects';
import { branchesQuery, employmentQuery, grantPermission, invalidateHr, permissionsQuery, revokePermission, setEmploymentStatus } from '../api/employments';
import { HR_TABS } from '../guards';
import { EmploymentForm } from './EmploymentForm';
import { STATUS_COLOR } from './EmploymentList';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** One line of an employment address: the US lines, city, state and ZIP, or the foreign address and country. */
function addressLine(a: TEmploymentAddress | undefined): string {
  if (!a) return '';
  const parts = a.kind === 'FOREIGN' ? [a.foreignAddress, a.country, a.zipCode] : [a.address1, a.address2, a.city, [a.state, a.zipCode].filter(Boolean).join(' ')];
  return parts.filter(Boolean).join(', ');
}

/**
 * An employment's page (employee details by companyId and employeeId; contractor details by
 * contractorId): every field, Edit, the status change the rules allow, and the employment's
 * permissions, granted and revoked by the employer.
 */
export function EmploymentDetails({ companyId, employmentId, wsType }: { companyId: string; employmentId: string; wsType: string }) {
  const { t } = useTranslation('hr');
  const queryClient = useQueryClient();
  const { data: e } = useSuspenseQuery(employmentQuery(companyId, employmentId));
  const branches = useQuery(branchesQuery(companyId));
  const projects = useQuery(projectsQuery(companyId));
  const [editing, setEditing] = useState(false);
  const [next, setNext] = useState<TEmploymentStatus | null>(null);
  const status = useMutation({
    mutationFn: (to: TEmploymentStatus) => setEmploymentStatus(companyId, e.id, to),
    onSuccess: () => {
      setNext(null);
      void invalidateHr(queryClient, companyId);
      notifySuccess(t('common:saved'));
    },
    onError: (err) => notifyError(errorText(t, err)),
  });
  const tab = HR_TABS[e.type];
  const names = (ids: string[], list: { id: string; label: string }[] | undefined) =>
    ids.map((id) => list?.find((x) => x.id === id)?.label ?? id).join(', ') || t('form.none');
  const moves = EMPLOYMENT_TRANSITIONS[e.status];
  return (
    <Stack>
      <Anchor component={Link} to={tab.list} params={{ wsType, wsId: companyId } as never}>
        {t('details.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t(`details.title${e.type}`)}: {e.details.name}
        </Title>
        <Group gap="xs">
          <Badge color={STATUS_COLOR[e.status]} variant="dot" size="lg">
            {t(`status.${e.status}`)}
          </Badge>
          {e.consent === 'PENDING' || e.consent === 'DECLINED' ? (
            <Badge color={e.consent === 'PENDING' ? 'orange.9' : 'gray.8'} variant="light" size="lg">
              {t(`consent.${e.consent}`)}
            </Badge>
          ) : null}
        </Group>
      </Group>
      {editing ? (
        <Card withBorder>
          <EmploymentForm companyId={companyId} type={e.type} employment={e} onCancel={() => setEditing(false)} onDone={() => setEditing(false)} />
        </Card>
      ) : (
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label={t('form.email')}>{e.details.email ?? ''}</Field>
            <Field label={t('form.tin')}>{e.details.tin ?? t('form.none')}</Field>
            <Field label={t('form.phone')}>{e.details.phone ?? t('form.none')}</Field>
            <Field label={t('form.address')}>{addressLine(e.details.address) || t('form.none')}</Field>
            <Field label={t('columns.type')}>
              {t(`type.${e.type}`)}
              {e.contractorType ? ` · ${t(`contractorType.${e.contractorType}`)}` : ''}
            </Field>
            <Field label={t('form.workKind')}>{t(`workKind.${e.workKind}`)}</Field>
            <Field label={t('form.employmentStart')}>{e.employmentStart}</Field>
            <Field label={t('details.termination')}>{e.employmentTermination ?? t('form.none')}</Field>
            <Field label={t('form.officer')}>{e.officer ? t('details.yes') : t('details.no')}</Field>
            <Field label={t('form.remote')}>{e.remote ? t('details.yes') : t('details.no')}</Field>
            {e.type === 'STAFF' ? null : (
              <>
                <Field label={t('form.providesServicesToClient')}>{e.providesServicesToClient ? t('details.yes') : t('details.no')}</Field>
                <Field label={t('form.buysGoodsFromClient')}>{e.buysGoodsFromClient ? t('details.yes') : t('details.no')}</Field>
              </>
            )}
            <Field label={t('form.branches')}>{names(e.branchIds, branches.data?.data.map((b) => ({ id: b.id, label: b.name })))}</Field>
            <Field label={t('form.projects')}>{names(e.projectIds, projects.data?.data.map((p) => ({ id: p.id, label: p.title })))}</Field>
            <Field label={t('form.workplaces')}>{e.workplaces.join(', ') || t('form.none')}</Field>
            <Field label={t('form.payType')}>{t(`payType.${e.payType}`)}</Field>
            <Field label={t('columns.rate')}>{formatCents(e.rateCents)}</Field>
          </SimpleGrid>
          <Group mt="md">
            <Button variant="light" onClick={() => setEditing(true)}>
              {t('details.edit')}
            </Button>
          </Group>
        </Card>
      )}
      <Card withBorder>
        <Title order={3} size="h5" mb="sm">
          {t('details.changeStatus')}
        </Title>
        {moves.length === 0 ? (
          <Text c="dimmed">{t('details.noMoves')}</Text>
        ) : (
          <Group align="flex-end">
            <Select label={t('details.newStatus')} data={moves.map((s) => ({ value: s, label: t(`status.${s}`) }))} value={next} onChange={(v) => setNext(v as TEmploymentStatus | null)} />
            <Button disabled={!next} loading={status.isPending} onClick={() => next && status.mutate(next)}>
              {t('details.apply')}
            </Button>
          </Group>
        )}
      </Card>
      <Permissions companyId={companyId} employmentId={e.id} projects={projects.data?.data ?? []} />
    </Stack>
  );
}

function Permissions({ companyId, employmentId, projects }: { companyId: string; employmentId: string; projects: { id: string; title: string }[] }) {
  const { t } = useTranslation('hr');
  const queryClient = useQueryClient();
  const list = useQuery(permissionsQuery(companyId, employmentId));
  const [type, setType] = useState<TEmploymentPermissionType>('TIMESHEET_OPERATE');
  const [projectId, setProjectId] = useState<string | null>(null);
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: permissionsQuery(companyId, employmentId).queryKey });
    notifySuccess(t('common:saved'));
  };
  const grant = useMutation({ mutationFn: () => grantPermission(companyId, employmentId, type, projectId ?? undefined), onSuccess: done, onError: (e) => notifyError(errorText(t, e)) });
  const revoke = useMutation({ mutationFn: (id: string) => revokePermission(companyId, employmentId, id), onSuccess: done, onError: (e) => notifyError(errorText(t, e)) });
  const projectTitle = (id?: string) => (id ? (projects.find((p) => p.id === id)?.title ?? id) : t('permissions.allProjects'));
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="sm">
        {t('permissions.title')}
      </Title>
      {(list.data?.data.length ?? 0) === 0 ? (
        <Text c="dimmed" mb="sm">
          {t('permissions.empty')}
        </Text>
      ) : (
        <Table mb="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('permissions.type')}</Table.Th>
              <Table.Th>{t('permissions.project')}</Table.Th>
              <Table.Th aria-label={t('permissions.revoke')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data!.data.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{t(`permissions.${p.permissionType}`)}</Table.Td>
                <Table.Td>{projectTitle(p.projectId)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" loading={revoke.isPending} onClick={() => revoke.mutate(p.id)}>
                    {t('permissions.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end">
        <Select
          label={t('permissions.type')}
          data={EMPLOYMENT_PERMISSION_TYPES.map((p) => ({ value: p, label: t(`permissions.${p}`) }))}
          value={type}
          allowDeselect={false}
          onChange={(v) => v && setType(v as TEmploymentPermissionType)}
        />
        <Select
          label={t('permissions.project')}
          placeholder={t('permissions.allProjects')}
          clearable
          data={projects.map((p) => ({ value: p.id, label: p.title }))}
          value={projectId}
          onChange={setProjectId}
        />
        <Button loading={grant.isPending} onClick={() => grant.mutate()}>
          {t('permissions.grant')}
        </Button>
      </Group>
    </Card>
  );
}
