import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LANGUAGES } from '@shared/core/common.schema.js';
import { ERROR_CATALOGUE } from '@shared/core/errors.js';
import { MASKED_TIN, RESIDENCY_STATUSES, SEXES, type TPersonDetails, type TPersonDetailsInput, ZPersonDetailsInputSchema } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, type FieldValues, type Path, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { ApiError } from '../../../app/api-client';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { personDetailsQuery, profileKey, saveDetails } from '../api/profile';
import { PHONE_CODES } from '../masks';
import { EmailInput } from '../../../components/EmailInput';
import { MaskedInput } from './MaskedInput';
import { PersonTaxFields } from './PersonTaxFields';
import { MaskedNotice, QueryStatus, SaveButton, Section, useProfileFieldError } from './ui';

/** A refused save: the message as a toast, and at the field the server named (its catalogue text). */
export function showServerError<T extends FieldValues>(t: (k: string) => string, form: UseFormReturn<T, unknown, unknown>, error: unknown) {
  notifyError(errorText(t as never, error));
  if (error instanceof ApiError && error.param && error.systemCode !== undefined && !['unauthorized', 'internal_error'].includes(String(error.systemCode))) {
    const field = error.param.replace(/^body\./, '') as Path<T>;
    form.setError(field, { type: 'server', message: ERROR_CATALOGUE[error.systemCode].message });
  }
}

type TForm = z.input<typeof ZPersonDetailsInputSchema>;
const resolver = schemaResolver(ZPersonDetailsInputSchema);

function toForm(d: TPersonDetails): TForm {
  const { personId: _p, masked: _m, updatedAt: _u, fileNames: _f, ...rest } = d;
  return rest;
}

function PersonDetailsForm({ workspaceId, details }: { workspaceId: string; details: TPersonDetails }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TForm, unknown, z.output<typeof ZPersonDetailsInputSchema>>({ resolver, defaultValues: toForm(details) });
  const mutation = useMutation({
    mutationFn: (body: TPersonDetailsInput) => saveDetails(workspaceId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(workspaceId, 'person'), saved);
      form.reset(toForm(saved));
      notifySuccess(t('common:saved'));
    },
    onError: (e) => showServerError(t, form, e),
  });
  const errors = form.formState.errors;
  const tinType = form.watch('tinType');
  const select = (name: Path<TForm>, label: string, data: { value: string; label: string }[], clearable = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          clearable={clearable}
          allowDeselect={clearable}
          value={(field.value as string | undefined) ?? null}
          onChange={(v) => field.onChange(v ?? undefined)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(errors[name as keyof typeof errors] as never)}
        />
      )}
    />
  );
  const tin = (name: 'ssn' | 'itin', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) =>
        // A number answered masked (***-**-1234) is not the caller's to edit: shown as it came, sent back unchanged.
        MASKED_TIN.test(field.value ?? '') ? (
          <TextInput label={label} withAsterisk readOnly value={field.value} error={fieldError(errors[name])} />
        ) : (
          <MaskedInput
            mask="tin"
            label={label}
            withAsterisk
            placeholder="000-00-0000"
            inputMode="numeric"
            autoComplete="off"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldError(errors[name])}
          />
        )
      }
    />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="md">
        {details.masked ? <MaskedNotice /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('person.firstName')} withAsterisk autoComplete="given-name" {...form.register('firstName')} error={fieldError(errors.firstName)} />
          <TextInput label={t('person.lastName')} withAsterisk autoComplete="family-name" {...form.register('lastName')} error={fieldError(errors.lastName)} />
          <EmailInput label={t('person.email')} autoComplete="email" {...form.register('email')} error={fieldError(errors.email)} />
          <TextInput label={t('person.birthDate')} type="date" {...form.register('birthDate')} error={fieldError(errors.birthDate)} />
          {select('sex', t('person.sex'), SEXES.map((v) => ({ value: v, label: t(`sex.${v}`) })))}
          <TextInput label={t('person.countryOfBirth')} {...form.register('countryOfBirth')} error={fieldError(errors.countryOfBirth)} />
          <TextInput label={t('person.nationality')} {...form.register('nationality')} error={fieldError(errors.nationality)} />
          {select('residencyStatus', t('person.residencyStatus'), RESIDENCY_STATUSES.map((v) => ({ value: v, label: t(`residency.${v}`) })), true)}
          {select('tinType', t('person.tinType'), (['NONE', 'SSN', 'ITIN'] as const).map((v) => ({ value: v, label: t(`tinType.${v}`) })))}
          {tinType === 'SSN' ? tin('ssn', t('person.ssn')) : tinType === 'ITIN' ? tin('itin', t('person.itin')) : <div />}
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Controller
              control={form.control}
              name="phoneCode"
              render={({ field }) => (
                <Select
                  label={t('person.phoneCode')}
                  w={110}
                  data={[...PHONE_CODES]}
                  allowDeselect={false}
                  value={field.value ?? '+1'}
                  onChange={(v) => field.onChange(v ?? '+1')}
                  error={fieldError(errors.phoneCode)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <MaskedInput
                  mask="phone"
                  style={{ flex: 1 }}
                  label={t('person.phone')}
                  placeholder="(___) ___-__-__-___"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldError(errors.phone)}
                />
              )}
            />
          </Group>
          <TextInput label={t('person.occupation')} {...form.register('occupation')} error={fieldError(errors.occupation)} />
          {select('preferredLanguage', t('preferredLanguage'), LANGUAGES.map((v) => ({ value: v, label: v === 'EN' ? 'English' : 'Русский' })))}
        </SimpleGrid>
        <PersonTaxFields form={form} workspaceId={workspaceId} fileNames={details.fileNames} />
        <SaveButton pending={mutation.isPending} />
      </Stack>
    </form>
  );
}

/** /userprofile/{wsType}/{wsId}/person_details. */
export function PersonDetailsPage({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(personDetailsQuery(workspaceId));
  return (
    <>
      <PageTitle>{t('pages.person_details')}</PageTitle>
      <Section id="person-details-title" title={t('pages.person_details')}>
        <QueryStatus query={query}>{(data) => <PersonDetailsForm key={data.updatedAt ?? 'new'} workspaceId={workspaceId} details={data} />}</QueryStatus>
      </Section>
    </>
  );
}
