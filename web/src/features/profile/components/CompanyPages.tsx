import { Accordion, ActionIcon, Anchor, Button, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  EMPTY_ADDRESS,
  type TCompanyDetails,
  type TOffice,
  type TShareholders,
  ZCompanyDetailsInputSchema,
  ZOfficeInputSchema,
  ZShareholdersInputSchema,
} from '@shared/profile/profile.schema.js';
import { COMPANY_TYPES } from '@shared/workforce/workforce.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PersonAutocomplete } from '../../../components/autocomplete/DirectoryAutocomplete';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../auth/hooks/use-session';
import {
  branchesQuery,
  branchQuery,
  companyDetailsQuery,
  createBranch,
  deleteBranch,
  headquarterQuery,
  invalidateProfile,
  profileKey,
  saveBranch,
  saveCompanyDetails,
  saveHeadquarter,
  saveShareholders,
  shareholdersQuery,
} from '../api/profile';
import { AddressEditor } from './AddressEditor';
import { CompanyExtraFields } from './CompanyExtraFields';
import { InsuranceFields } from './InsuranceFields';
import { MaskedInput } from './MaskedInput';
import { showServerError } from './PersonDetailsPage';
import { ConflictAlert, QueryStatus, SaveButton, Section, useProfileFieldError } from './ui';
import { EmailInput } from '../../../components/EmailInput';

// Company details

type TCompanyForm = z.input<typeof ZCompanyDetailsInputSchema>;
const companyResolver = schemaResolver(ZCompanyDetailsInputSchema);

function CompanyForm({ workspaceId, company }: { workspaceId: string; company: TCompanyDetails }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const queryClient = useQueryClient();
  const { companyId: _c, masked: _m, fileNames, ...values } = company;
  const form = useForm<TCompanyForm, unknown, z.output<typeof ZCompanyDetailsInputSchema>>({ resolver: companyResolver, defaultValues: values });
  const mutation = useMutation({
    mutationFn: (body: TCompanyForm) => saveCompanyDetails(workspaceId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(workspaceId, 'company'), saved);
      notifySuccess(t('common:saved'));
    },
    onError: (e) => showServerError(t, form, e),
  });
  const errors = form.formState.errors;
  const text = (name: 'legalName' | 'dba' | 'website' | 'federalTaxClass' | 'naicsType' | 'additionalNaicsType' | 'officer', required = false) => (
    <TextInput label={t(`company.${name}`)} withAsterisk={required} {...form.register(name)} error={fieldError(errors[name])} />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('legalName', true)}
          <Controller
            control={form.control}
            name="companyType"
            render={({ field }) => (
              <Select
                label={t('company.companyType')}
                withAsterisk
                allowDeselect={false}
                data={COMPANY_TYPES.map((v) => ({ value: v, label: t(`company.types.${v}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? undefined)}
                error={fieldError(errors.companyType)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="ein"
            render={({ field }) => (
              <MaskedInput
                mask="ein"
                label={t('company.ein')}
                withAsterisk
                placeholder="00-0000000"
                inputMode="numeric"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldError(errors.ein)}
              />
            )}
          />
          {text('dba')}
          {text('website')}
          <TextInput label={t('company.registrationDate')} type="date" {...form.register('registrationDate')} error={fieldError(errors.registrationDate)} />
          {text('federalTaxClass')}
          {text('naicsType')}
          {text('additionalNaicsType')}
          {text('officer')}
        </SimpleGrid>
        <CompanyExtraFields form={form} workspaceId={workspaceId} fileNames={fileNames} />
        <InsuranceFields control={form.control} register={form.register} errors={errors} />
        <SaveButton pending={mutation.isPending} />
      </Stack>
    </form>
  );
}

/** /userprofile/{wsType}/{wsId}/company_details. */
export function CompanyDetailsPage({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(companyDetailsQuery(workspaceId));
  return (
    <>
      <PageTitle>{t('pages.company_details')}</PageTitle>
      <Section id="company-title" title={t('pages.company_details')}>
        <QueryStatus query={query}>{(data) => <CompanyForm workspaceId={workspaceId} company={data} />}</QueryStatus>
      </Section>
    </>
  );
}

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

// Shareholders

type TShareForm = z.input<typeof ZShareholdersInputSchema>;
const shareResolver = schemaResolver(ZShareholdersInputSchema);

/**
 * A shareholder's linked person profile. Staff pick it from the directory; a client, who may not
 * search the firm's directory, types an email: kept as typed and pending (the server reveals nothing
 * of whose account it is) until staff link the person.
 */
function ShareholderLink({ form, index, error }: { form: ReturnType<typeof useForm<TShareForm>>; index: number; error?: string }) {
  const { t } = useTranslation('profile');
  const { principal } = useSession();
  const personId = form.watch(`shareholders.${index}.personId`);
  const personEmail = form.watch(`shareholders.${index}.personEmail`);
  const pending = form.watch(`shareholders.${index}.pending`);
  if (principal?.staff) {
    return (
      <Stack gap={2}>
        <PersonAutocomplete
          label={t('shareholders.findPerson')}
          testId={`shareholder-${index}-search`}
          onPick={(entry) => {
            form.setValue(`shareholders.${index}.personId`, entry.id, { shouldDirty: true });
            form.setValue(`shareholders.${index}.personEmail`, entry.email ?? '', { shouldDirty: true });
            if (!form.getValues(`shareholders.${index}.name`)) form.setValue(`shareholders.${index}.name`, entry.name, { shouldDirty: true });
          }}
        />
        {personId ? (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t('shareholders.linked', { who: personEmail || personId })}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => {
                form.setValue(`shareholders.${index}.personId`, '', { shouldDirty: true });
                form.setValue(`shareholders.${index}.personEmail`, '', { shouldDirty: true });
              }}
            >
              {t('shareholders.unlink')}
            </Anchor>
          </Group>
        ) : null}
        {error ? (
          <Text c="red" size="xs" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <EmailInput
      label={t('shareholders.personEmail')}
      value={personEmail ?? ''}
      description={pending && personEmail ? t('shareholders.pending') : undefined}
      onChange={(e) => {
        // A changed email names someone else: kept as typed, pending.
        form.setValue(`shareholders.${index}.personId`, '', { shouldDirty: true });
        form.setValue(`shareholders.${index}.personEmail`, e.currentTarget.value, { shouldDirty: true });
      }}
      error={error}
    />
  );
}

function ShareholdersForm({ workspaceId, initial }: { workspaceId: string; initial: TShareholders }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TShareForm>({ resolver: shareResolver as never, defaultValues: { shareholders: initial.shareholders } });
  const list = useFieldArray({ control: form.control, name: 'shareholders' });
  const mutation = useMutation({
    // Sent with the version read: a save on a stale read is refused (version_conflict).
    mutationFn: (body: TShareForm) =>
      saveShareholders(workspaceId, {
        shareholders: body.shareholders.map((s) => ({ ...s, personId: s.personId || undefined, personEmail: s.personEmail || undefined })),
        version: initial.version,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(workspaceId, 'shareholders'), saved);
      notifySuccess(t('common:saved'));
    },
    onError: (e) => showServerError(t, form, e),
  });
  const errors = form.formState.errors.shareholders;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="sm">
        {!list.fields.length ? <Text c="dimmed">{t('shareholders.none')}</Text> : null}
        {list.fields.map((f, i) => (
          <Group key={f.id} align="flex-end" wrap="wrap">
            <TextInput label={t('shareholders.name')} withAsterisk {...form.register(`shareholders.${i}.name`)} error={fieldError(errors?.[i]?.name)} />
            <Controller
              control={form.control}
              name={`shareholders.${i}.sharePercent`}
              render={({ field }) => (
                <NumberInput label={t('shareholders.sharePercent')} withAsterisk min={0} max={100} decimalScale={2} w={140} value={field.value} onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v) || 0)} error={fieldError(errors?.[i]?.sharePercent)} />
              )}
            />
            <ShareholderLink form={form} index={i} error={fieldError(errors?.[i]?.personId) ?? fieldError(errors?.[i]?.personEmail)} />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('remove')} onClick={() => list.remove(i)}>
              ×
            </ActionIcon>
          </Group>
        ))}
        {errors?.root?.message || errors?.message ? <Text c="red" size="sm">{fieldError(errors.root ?? (errors as never))}</Text> : null}
        <ConflictAlert error={mutation.error} onReload={() => void invalidateProfile(queryClient, workspaceId, 'shareholders')} />
        <Group>
          <Button variant="default" onClick={() => list.append({ name: '', sharePercent: 0 })}>
            {t('shareholders.add')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /userprofile/{wsType}/{wsId}/shareholders. */
export function ShareholdersPage({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(shareholdersQuery(workspaceId));
  return (
    <>
      <PageTitle>{t('pages.shareholders')}</PageTitle>
      <Section id="shareholders-title" title={t('pages.shareholders')}>
        <QueryStatus query={query}>{(data) => <ShareholdersForm key={data.version} workspaceId={workspaceId} initial={data} />}</QueryStatus>
      </Section>
    </>
  );
}
