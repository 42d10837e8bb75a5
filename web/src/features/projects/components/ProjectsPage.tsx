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
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('createTitle')} closeButtonProps={{ 'aria-label': t('close') }}>
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

/**
 * A project's executors or managers: links to their detail pages (by employment type), each with a
 * remove button, and a search among the company's employments to add one.
 */
function MemberEditor({
  kind,
  members,
  onChange,
  companyId,
  wsType,
}: {
  kind: 'executors' | 'managers';
  members: TMember[];
  onChange: (next: TMember[]) => void;
  companyId: string;
  wsType: string;
}) {
  const { t } = useTranslation('projects');
  const [search, setSearch] = useState('');
  const candidates = useQuery(employmentsQuery(companyId, { name: search || undefined, pageSize: 20 }));
  const options = (candidates.data?.data ?? [])
    .filter((e) => !members.some((m) => m.employmentId === e.id))
    .map((e) => ({ value: e.id, label: e.details.name }));
  const text =
    kind === 'executors'
      ? { title: t('executors'), none: t('noExecutors'), add: t('addExecutor'), remove: (name: string) => t('removeExecutor', { name }) }
      : { title: t('managers'), none: t('noManagers'), add: t('addManager'), remove: (name: string) => t('removeManager', { name }) };
  return (
    <div>
      <Title order={3} size="h6">
        {text.title}
      </Title>
      {members.length === 0 ? (
        <Text c="dimmed" size="sm">
          {text.none}
        </Text>
      ) : (
        <Group gap="xs">
          {members.map((m) => (
            <Badge
              key={m.employmentId}
              variant="default"
              size="lg"
              rightSection={
                <ActionIcon size="xs" variant="transparent" aria-label={text.remove(m.name)} onClick={() => onChange(members.filter((x) => x !== m))}>
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              <MemberLink m={m} wsType={wsType} companyId={companyId} />
            </Badge>
          ))}
        </Group>
      )}
      <Select
        mt="xs"
        maw={360}
        label={text.add}
        placeholder={t('addManagerPlaceholder')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        value={null}
        filter={({ options: o }) => o}
        onChange={(id) => {
          const e = candidates.data?.data.find((x) => x.id === id);
          if (e) onChange([...members, { employmentId: e.id, name: e.details.name, type: e.type }]);
          setSearch('');
        }}
      />
    </div>
  );
}

function ProjectCard({ project, companyId, wsType }: { project: TProjectView; companyId: string; wsType: string }) {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(project.title);
  const [executors, setExecutors] = useState<TMember[]>(project.executors);
  const [managers, setManagers] = useState<TMember[]>(project.managers);
  const save = useMutation({
    mutationFn: () =>
      updateProject(companyId, project.id, {
        title,
        managerIds: managers.map((m) => m.employmentId),
        employmentsId: executors.map((m) => m.employmentId),
        version: project.version,
      }),
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
        <MemberEditor kind="executors" members={executors} onChange={setExecutors} companyId={companyId} wsType={wsType} />
        <MemberEditor kind="managers" members={managers} onChange={setManagers} companyId={companyId} wsType={wsType} />
        <Group>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
