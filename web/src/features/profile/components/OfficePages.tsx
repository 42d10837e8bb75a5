import { Accordion, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { EMPTY_ADDRESS, type TOffice, ZOfficeInputSchema } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { branchesQuery, branchQuery, createBranch, deleteBranch, headquarterQuery, invalidateProfile, profileKey, saveBranch, saveHeadquarter } from '../api/profile';
import { AddressEditor } from './AddressEditor';
import { showServerError } from './PersonDetailsPage';
import { ConflictAlert, QueryStatus, SaveButton, Section, useProfileFieldError } from './ui';

// Headquarter and branches: a title and four addresses, each in the address editor

type TOfficeForm = z.input<typeof ZOfficeInputSchema>;

const officeResolver = schemaResolver(ZOfficeInputSchema);
const ADDRESSES = ['legalAddress', 'actualAddress', 'mailingAddress', 'registrationAgentAddress'] as const;
const emptyOffice = (): TOfficeForm => ({ title: '', legalAddress: EMPTY_ADDRESS, actualAddress: EMPTY_ADDRESS, mailingAddress: EMPTY_ADDRESS, registrationAgentAddress: EMPTY_ADDRESS });

function OfficeForm({
  office,
  onSave,
  pending,
  idPrefix,
  conflict,
}: {
  office?: TOffice;
  onSave: (v: TOfficeForm, form: ReturnType<typeof useForm<TOfficeForm>>) => void;
  pending: boolean;
  idPrefix: string;
  /** The refused save's notice, above the save button. */
  conflict?: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const form = useForm<TOfficeForm>({ resolver: officeResolver as never, defaultValues: office ?? emptyOffice() });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onSave(v, form))}>
      <Stack gap="md">
        <TextInput label={t('office.title')} withAsterisk {...form.register('title')} error={fieldError(errors.title)} />
        <Accordion multiple defaultValue={['actualAddress']} variant="separated">
          {ADDRESSES.map((k) => (
            <Accordion.Item key={k} value={k}>
              <Accordion.Control>{t(`office.${k}`)}</Accordion.Control>
              <Accordion.Panel>
                <Controller
                  control={form.control}
                  name={k}
                  render={({ field }) => <AddressEditor idPrefix={`${idPrefix}-${k}`} value={field.value} onChange={field.onChange} errors={errors[k] as never} />}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {conflict}
        <SaveButton pending={pending} />
      </Stack>
    </form>
  );
}

/** /userprofile/{wsType}/{wsId}/headquarter, with the company's branches listed below. */
export function HeadquarterPage({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const query = useQuery(headquarterQuery(workspaceId));
  const branches = useQuery(branchesQuery(workspaceId));
  const mutation = useMutation({
    // Sent with the version read: a save on a stale read is refused (version_conflict).
    mutationFn: ({ v }: { v: TOfficeForm; form: ReturnType<typeof useForm<TOfficeForm>> }) => saveHeadquarter(workspaceId, { ...v, version: query.data?.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(workspaceId, 'headquarter'), saved);
      notifySuccess(t('common:saved'));
    },
    onError: (e, { form }) => showServerError(t, form, e),
  });
  const reload = () => {
    mutation.reset();
    void invalidateProfile(queryClient, workspaceId, 'headquarter');
  };
  return (
    <>
      <PageTitle>{t('pages.headquarter')}</PageTitle>
      <Stack gap="lg">
        <Section id="hq-title" title={t('pages.headquarter')}>
          <QueryStatus query={query}>
            {(data) => (
              <OfficeForm
                key={data.version}
                idPrefix="hq"
                office={data.office}
                pending={mutation.isPending}
                onSave={(v, form) => mutation.mutate({ v, form })}
                conflict={<ConflictAlert error={mutation.error} onReload={reload} />}
              />
            )}
          </QueryStatus>
        </Section>
        <Section
          id="branches-title"
          title={t('pages.branches')}
          extra={
            <Button component={Link} to={`/userprofile/${wsType}/${workspaceId}/branches/new` as never}>
              {t('office.addBranch')}
            </Button>
          }
        >
          {branches.data && !branches.data.data.length ? <Text c="dimmed">{t('office.noBranches')}</Text> : null}
          <Stack gap={4}>
            {branches.data?.data.map((b) => (
              <Anchor key={b.id} component={Link} to={`/userprofile/${wsType}/${workspaceId}/branches/${b.id}` as never}>
                {b.title}
              </Anchor>
            ))}
          </Stack>
        </Section>
      </Stack>
    </>
  );
}

/** /userprofile/{wsType}/{wsId}/branches/{branchId} ('new' adds one). */
export function BranchPage({ workspaceId, wsType, branchId }: { workspaceId: string; wsType: string; branchId: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isNew = branchId === 'new';
  const query = useQuery({ ...branchQuery(workspaceId, branchId), enabled: !isNew });
  const mutation = useMutation({
    mutationFn: ({ v }: { v: TOfficeForm; form: ReturnType<typeof useForm<TOfficeForm>> }) =>
      isNew ? createBranch(workspaceId, v) : saveBranch(workspaceId, branchId, { ...v, version: query.data?.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(workspaceId, 'branches', saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: profileKey(workspaceId, 'branches'), exact: true });
      notifySuccess(t('common:saved'));
      if (isNew) void navigate({ to: '/userprofile/$wsType/$wsId/branches/$branchId', params: { wsType, wsId: workspaceId, branchId: saved.id } });
    },
    onError: (e, { form }) => showServerError(t, form, e),
  });
  const remove = useMutation({
    mutationFn: () => deleteBranch(workspaceId, branchId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: profileKey(workspaceId, 'branches', branchId) });
      void queryClient.invalidateQueries({ queryKey: profileKey(workspaceId, 'branches'), exact: true });
      notifySuccess(t('common:deleted'));
      void navigate({ to: '/userprofile/$wsType/$wsId/headquarter', params: { wsType, wsId: workspaceId } });
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const reload = () => {
    mutation.reset();
    void invalidateProfile(queryClient, workspaceId, 'branches');
  };
  const title = isNew ? t('pages.newBranch') : (query.data?.title ?? t('pages.branch'));
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Section
        id="branch-title"
        title={title}
        extra={
          !isNew && query.data ? (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={async () => {
                if (await confirmAction({ message: t('office.confirmDeleteBranch', { title: query.data.title }), confirmLabel: t('delete'), danger: true })) remove.mutate();
              }}
            >
              {t('office.deleteBranch')}
            </Button>
          ) : null
        }
      >
        {!isNew && query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {query.isError ? <span role="alert">{errorText(t, query.error)}</span> : null}
        {isNew || query.data ? (
          <OfficeForm
            key={`${branchId}:${query.data?.version ?? 0}`}
            idPrefix="branch"
            office={query.data}
            pending={mutation.isPending}
            onSave={(v, form) => mutation.mutate({ v, form })}
            conflict={<ConflictAlert error={mutation.error} onReload={reload} />}
          />
        ) : null}
      </Section>
    </>
  );
}
