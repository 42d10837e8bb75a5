import { ActionIcon, Anchor, Badge, Button, Card, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type TProjectView, ZCreateProjectRequestSchema } from '@shared/workforce/workforce.schema.js';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { useFieldError } from '../../../components/FieldError';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { employmentsQuery } from '../../hr/api/employments';
import { HR_TABS } from '../../hr/guards';
import { createProject, invalidateProjects, projectsQuery, updateProject } from '../api/projects';

type TMember = TProjectView['managers'][number];

/** A link to the member's employment page, by employment type (spec 000 §2 Projects). */
function MemberLink({ m, wsType, companyId }: { m: TMember; wsType: string; companyId: string }) {
  const tab = HR_TABS[m.type];
  return (
    <Anchor component={Link} to={tab.detail} params={{ wsType, wsId: companyId, [tab.param]: m.employmentId } as never}>
      {m.name}
    </Anchor>
  );
}

/** Projects (spec 000 §2): title, Executors and Managers, 'Add manager' search, Save; 'Create project'. */
export function ProjectsPage({ companyId, wsType }: { companyId: string; wsType: string }) {
  const { t } = useTranslation('projects');
  const { data } = useSuspenseQuery(projectsQuery(companyId));
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Group mb="md">
        <Button onClick={() => setCreating(true)}>{t('create')}</Button>
      </Group>
      {data.data.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
      <Stack>
        {data.data.map((p) => (
          <ProjectCard key={`${p.id}:${p.version}`} project={p} companyId={companyId} wsType={wsType} />
        ))}
      </Stack>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('createTitle')}>
        {creating ? <CreateProjectForm companyId={companyId} onDone={() => setCreating(false)} /> : null}
      </Modal>
    </>
  );
}

function CreateProjectForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const { t } = useTranslation('projects');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const form = useForm<{ title: string }>({ resolver: schemaResolver(ZCreateProjectRequestSchema), defaultValues: { title: '' } });
  const mutation = useMutation({
    mutationFn: (v: { title: string }) => createProject(companyId, v.title),
    onSuccess: () => {
      void invalidateProjects(queryClient, companyId);
      notifySuccess(t('created'));
      onDone();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack>
        <TextInput label={t('titleLabel')} withAsterisk data-autofocus {...form.register('title')} error={fieldError(form.formState.errors.title)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('close')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('createButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProjectCard({ project, companyId, wsType }: { project: TProjectView; companyId: string; wsType: string }) {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(project.title);
  const [managers, setManagers] = useState<TMember[]>(project.managers);
  const [search, setSearch] = useState('');
  // 'Add manager' searches among the company's employments.
  const candidates = useQuery(employmentsQuery(companyId, { name: search || undefined, pageSize: 20 }));
  const options = (candidates.data?.data ?? [])
    .filter((e) => !managers.some((m) => m.employmentId === e.id))
    .map((e) => ({ value: e.id, label: e.details.name }));
  const save = useMutation({
    mutationFn: () => updateProject(companyId, project.id, { title, managerIds: managers.map((m) => m.employmentId), version: project.version }),
    onSuccess: () => {
      void invalidateProjects(queryClient, companyId);
      notifySuccess(t('updated'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const inputId = `project-${project.id}`;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <TextInput id={inputId} label={t('titleLabel')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <div>
          <Title order={3} size="h6">
            {t('executors')}
          </Title>
          {project.executors.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('noExecutors')}
            </Text>
          ) : (
            <Group gap="xs">
              {project.executors.map((m) => (
                <MemberLink key={m.employmentId} m={m} wsType={wsType} companyId={companyId} />
              ))}
            </Group>
          )}
        </div>
        <div>
          <Title order={3} size="h6">
            {t('managers')}
          </Title>
          {managers.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('noManagers')}
            </Text>
          ) : (
            <Group gap="xs">
              {managers.map((m) => (
                <Badge
                  key={m.employmentId}
                  variant="default"
                  size="lg"
                  rightSection={
                    <ActionIcon size="xs" variant="transparent" aria-label={t('removeManager', { name: m.name })} onClick={() => setManagers(managers.filter((x) => x !== m))}>
                      <IconX size={12} />
                    </ActionIcon>
                  }
                >
                  <MemberLink m={m} wsType={wsType} companyId={companyId} />
                </Badge>
              ))}
            </Group>
          )}
        </div>
        <Group align="flex-end">
          <Select
            label={t('addManager')}
            placeholder={t('addManagerPlaceholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={null}
            filter={({ options: o }) => o}
            onChange={(id) => {
              const e = candidates.data?.data.find((x) => x.id === id);
              if (e) setManagers([...managers, { employmentId: e.id, name: e.details.name, type: e.type }]);
              setSearch('');
            }}
          />
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
