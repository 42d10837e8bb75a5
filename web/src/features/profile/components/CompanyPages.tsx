import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type TCompanyDetails, ZCompanyDetailsInputSchema } from '@shared/profile/profile.schema.js';
import { COMPANY_TYPES } from '@shared/workforce/workforce.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { companyDetailsQuery, profileKey, saveCompanyDetails } from '../api/profile';
import { CompanyExtraFields } from './CompanyExtraFields';
import { InsuranceFields } from './InsuranceFields';
import { MaskedInput } from './MaskedInput';
import { showServerError } from './PersonDetailsPage';
import { QueryStatus, SaveButton, Section, useProfileFieldError } from './ui';

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
