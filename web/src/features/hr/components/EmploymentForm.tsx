import { Button, Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TagsInput, TextInput, Title } from '@mantine/core';
import { EMPTY_ADDRESS, type TProfileAddressInput } from '@shared/profile/profile.schema.js';
import {
  CONTRACTOR_TYPES,
  employmentAddressOf,
  type TCompanyRef,
  type TEmploymentAddress,
  PAY_TYPES,
  type TCreateEmploymentRequest,
  type TEmploymentType,
  type TEmploymentView,
  WORK_KINDS,
  ZCreateEmploymentRequestSchema,
} from '@shared/workforce/workforce.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { useFieldError } from '../../../components/FieldError';
import { notifyError, notifySuccess } from '../../../components/notify';
import { AddressEditor } from '../../profile/components/AddressEditor';
import { projectsQuery } from '../../projects/api/projects';
import { branchesQuery, createEmployment, invalidateHr, updateEmployment } from '../api/employments';
import { ContractorCompanyPicker } from './ContractorCompanyPicker';
import { EmailInput } from '../../../components/EmailInput';

const today = () => new Date().toISOString().slice(0, 10);

function defaults(type: TEmploymentType, e?: TEmploymentView): TCreateEmploymentRequest {
  return {
    type,
    contractorType: type === 'STAFF' ? undefined : (e?.contractorType ?? 'PERSON'),
    details: {
      name: e?.details.name ?? '',
      email: e?.details.email ?? '',
      tin: e?.details.tin ?? '',
      phone: e?.details.phone ?? '',
      address: e?.details.address,
    },
    workKind: e?.workKind ?? 'FULL_TIME',
    employmentStart: e?.employmentStart ?? today(),
    officer: e?.officer ?? false,
    remote: e?.remote ?? true,
    branchIds: e?.branchIds ?? [],
    workplaces: e?.workplaces ?? [],
    projectIds: e?.projectIds ?? [],
    payType: e?.payType ?? 'HOUR_RATE',
    rateCents: e?.rateCents ?? 0,
    providesServicesToClient: e?.providesServicesToClient ?? false,
    buysGoodsFromClient: e?.buysGoodsFromClient ?? false,
  };
}

/** The address editor's value for an employment address (kind absent on older records: US). */
function toEditor(a: TEmploymentAddress | undefined): TProfileAddressInput | undefined {
  if (!a) return undefined;
  const given = Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined));
  return { ...EMPTY_ADDRESS, ...given, kind: a.kind ?? 'US' };
}

/** The editor's value as details.address: both tabs' text is kept while the user switches; `verified` is the profile's own. */
function fromEditor(a: TProfileAddressInput): TEmploymentAddress {
  const { verified: _verified, ...rest } = a;
  return { ...rest, kind: a.kind ?? 'US' };
}

/**
 * The employment form (spec 000 §3 Employment): details, employment terms with branches, workplaces
 * and projects, and tariffication. Creates one, or edits `employment` (the email names the person
 * and stays). Validated by the shared schema, as the server does.
 */
export function EmploymentForm(props: { companyId: string; type: TEmploymentType; employment?: TEmploymentView; onDone: (e: TEmploymentView) => void; onCancel: () => void }) {
  const { companyId, type, employment } = props;
  const { t } = useTranslation('hr');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const branches = useQuery(branchesQuery(companyId));
  const projects = useQuery(projectsQuery(companyId));
  const form = useForm<TCreateEmploymentRequest>({ resolver: schemaResolver(ZCreateEmploymentRequestSchema) as never, defaultValues: defaults(type, employment) });
  const errors = form.formState.errors;
  // A COMPANY contractor is a company of the directory (its name and EIN are the details).
  const [company, setCompany] = useState<TCompanyRef | undefined>(
    employment?.counterpartyType === 'COMPANY' ? { id: employment.detailsId ?? '', name: employment.details.name, ein: employment.details.tin ?? '' } : undefined,
  );
  const byCompany = type !== 'STAFF' && form.watch('contractorType') === 'COMPANY';
  const pickCompany = (c: TCompanyRef | undefined) => {
    setCompany(c);
    form.clearErrors('contractorCompanyId');
    if (!c) return;
    form.setValue('details.name', c.name);
    form.setValue('details.tin', c.ein);
    if (c.email && !form.getValues('details.email')) form.setValue('details.email', c.email);
  };
  const mutation = useMutation({
    mutationFn: (v: TCreateEmploymentRequest) => {
      const clean = {
        ...v,
        contractorCompanyId: byCompany ? company?.id : undefined,
        details: { ...v.details, tin: v.details.tin || undefined, phone: v.details.phone || undefined, address: employmentAddressOf(v.details.address) },
      };
      if (!employment) return createEmployment(companyId, clean);
      const { type: _type, contractorCompanyId: _company, details, ...terms } = clean;
      return updateEmployment(companyId, employment.id, { ...terms, details: { name: details.name, tin: details.tin, phone: details.phone, address: details.address }, version: employment.version });
    },
    onSuccess: (e) => {
      void invalidateHr(queryClient, companyId);
      notifySuccess(employment ? t('common:saved') : t('created'));
      props.onDone(e);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const options = <T extends string>(values: readonly T[], ns: string) => values.map((v) => ({ value: v, label: t(`${ns}.${v}`) }));
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => {
        if (byCompany && !employment && !company) {
          form.setError('contractorCompanyId', { message: 'validation:required' });
          return;
        }
        mutation.mutate(v);
      })}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('form.details')}
        </Title>
        {type !== 'STAFF' ? (
          <Controller
            control={form.control}
            name="contractorType"
            render={({ field }) => (
              <Select
                maw={360}
                label={t('form.contractorType')}
                data={options(CONTRACTOR_TYPES, 'contractorType')}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                allowDeselect={false}
                // Who the contract is with stays: a new counterparty is a new employment.
                disabled={Boolean(employment)}
              />
            )}
          />
        ) : null}
        {byCompany ? (
          <ContractorCompanyPicker
            companyId={companyId}
            value={company}
            onChange={pickCompany}
            readOnly={Boolean(employment)}
            error={fieldError(errors.contractorCompanyId)}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.name')}
            withAsterisk
            autoComplete="off"
            readOnly={byCompany && Boolean(company) && !employment}
            {...form.register('details.name')}
            error={fieldError(errors.details?.name)}
          />
          <EmailInput
            label={t('form.email')}
            withAsterisk
            disabled={Boolean(employment)}
            description={employment ? undefined : t('form.emailHint')}
            autoComplete="off"
            {...form.register('details.email')}
            error={fieldError(errors.details?.email)}
          />
          <TextInput label={t('form.tin')} autoComplete="off" readOnly={byCompany && Boolean(company)} {...form.register('details.tin')} error={fieldError(errors.details?.tin)} />
          <TextInput label={t('form.phone')} autoComplete="off" {...form.register('details.phone')} error={fieldError(errors.details?.phone)} />
        </SimpleGrid>
        <Title order={4} size="h6">
          {t('form.address')}
        </Title>
        <Controller
          control={form.control}
          name="details.address"
          render={({ field }) => (
            <AddressEditor
              idPrefix={`employment-${employment?.id ?? 'new'}-address`}
              value={toEditor(field.value)}
              onChange={(a) => field.onChange(fromEditor(a))}
              errors={errors.details?.address as never}
            />
          )}
        />
        <Title order={3} size="h5">
          {t('form.terms')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="workKind"
            render={({ field }) => <Select label={t('form.workKind')} data={options(WORK_KINDS, 'workKind')} value={field.value ?? null} onChange={field.onChange} allowDeselect={false} />}
          />
          <TextInput label={t('form.employmentStart')} type="date" withAsterisk {...form.register('employmentStart')} error={fieldError(errors.employmentStart)} />
          <Controller
            control={form.control}
            name="branchIds"
            render={({ field }) => (
              <MultiSelect label={t('form.branches')} data={(branches.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))} value={field.value ?? []} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="projectIds"
            render={({ field }) => (
              <MultiSelect label={t('form.projects')} data={(projects.data?.data ?? []).map((p) => ({ value: p.id, label: p.title }))} value={field.value ?? []} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="workplaces"
            render={({ field }) => <TagsInput label={t('form.workplaces')} description={t('form.workplacesHint')} value={field.value ?? []} onChange={field.onChange} />}
          />
        </SimpleGrid>
        <Group>
          <Checkbox label={t('form.officer')} {...form.register('officer')} />
          <Checkbox label={t('form.remote')} {...form.register('remote')} />
        </Group>
        {type !== 'STAFF' ? (
          // Spec 000 §3 Contractor: the contractor's relation to the client.
          <Group data-testid="contractor-relation">
            <Checkbox label={t('form.providesServicesToClient')} {...form.register('providesServicesToClient')} />
            <Checkbox label={t('form.buysGoodsFromClient')} {...form.register('buysGoodsFromClient')} />
          </Group>
        ) : null}
        <Title order={3} size="h5">
          {t('form.tariffication')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="payType"
            render={({ field }) => <Select label={t('form.payType')} data={options(PAY_TYPES, 'payType')} value={field.value} onChange={field.onChange} allowDeselect={false} withAsterisk />}
          />
          <Controller
            control={form.control}
            name="rateCents"
            render={({ field }) => (
              <NumberInput
                label={t('form.rate')}
                withAsterisk
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={field.value / 100}
                onChange={(v) => field.onChange(Math.round(Number(v || 0) * 100))}
                error={fieldError(errors.rateCents)}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {employment ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
