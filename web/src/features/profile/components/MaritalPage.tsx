import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { MARITAL_STATUSES, type TMarital, type TMaritalInput, ZMaritalInputSchema } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifySuccess } from '../../../components/notify';
import { PersonAutocomplete } from '../../../components/autocomplete/DirectoryAutocomplete';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../auth/hooks/use-session';
import { invalidateProfile, maritalQuery, profileKey, saveMarital } from '../api/profile';
import { showServerError } from './PersonDetailsPage';
import { ConflictAlert, QueryStatus, SaveButton, Section, useProfileFieldError } from './ui';
import { EmailInput } from '../../../components/EmailInput';

type TForm = z.input<typeof ZMaritalInputSchema> & { keepSpouse?: boolean };

/** A linked spouse is kept by id; a pending one (named by email) by the email as typed. */
const formValues = (m: TMarital): TForm => ({
  maritalStatus: m.maritalStatus ?? 'SINGLE',
  spouseId: m.spouse?.id ?? '',
  spouseEmail: m.spouse?.pending ? m.spouse.email : '',
});
const resolver = schemaResolver(ZMaritalInputSchema);

function MaritalForm({ workspaceId, marital }: { workspaceId: string; marital: TMarital }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TForm, unknown, z.output<typeof ZMaritalInputSchema>>({
    resolver,
    defaultValues: formValues(marital),
  });
  const mutation = useMutation({
    // Sent with the version read: a save on a stale read is refused (version_conflict).
    mutationFn: (body: TMaritalInput) => saveMarital(workspaceId, { ...body, version: marital.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(workspaceId, 'marital'), saved);
      form.reset(formValues(saved));
      notifySuccess(t('common:saved'));
    },
    onError: (e) => showServerError(t, form, e),
  });
  const { principal } = useSession();
  // Staff pick the spouse from the directory; a client, who may not search it, types the exact email of the spouse's account.
  const [picked, setPicked] = useState<{ id: string; name: string; email?: string }>();
  const errors = form.formState.errors;
  const spouseId = form.watch('spouseId');
  const spouseEmail = form.watch('spouseEmail');
  // A spouse named by email stays pending: shown as typed, nothing read from their account.
  const pendingSpouse = marital.spouse?.pending && marital.spouse.email === spouseEmail ? marital.spouse : undefined;
  const spouse = !spouseId ? pendingSpouse : marital.spouse?.id === spouseId ? marital.spouse : picked?.id === spouseId ? { ...picked, ssn: '' } : undefined;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v.spouseEmail ? { ...v, spouseId: '' } : v))}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="maritalStatus"
          render={({ field }) => (
            <Select
              label={t('marital.status')}
              withAsterisk
              allowDeselect={false}
              data={MARITAL_STATUSES.map((v) => ({ value: v, label: t(`marital.${v}`) }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? undefined)}
              error={fieldError(errors.maritalStatus)}
            />
          )}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('marital.spouse')}
          </Text>
          {spouse ? (
            <Group gap="sm">
              <Text size="sm">
                {[spouse.name, spouse.email].filter(Boolean).join(' · ')}
                {spouse.ssn ? ` · SSN ${spouse.ssn}` : ''}
                {'pending' in spouse && spouse.pending ? ` · ${t('marital.spousePending')}` : ''}
              </Text>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => {
                  form.setValue('spouseId', '', { shouldDirty: true });
                  form.setValue('spouseEmail', '', { shouldDirty: true });
                }}
              >
                {t('marital.clearSpouse')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('marital.noSpouse')}
            </Text>
          )}
        </div>
        {principal?.staff ? (
          <div>
            <PersonAutocomplete
              label={t('marital.findSpouse')}
              testId="spouse-search"
              onPick={(entry) => {
                setPicked({ id: entry.id, name: entry.name, email: entry.email });
                form.setValue('spouseId', entry.id, { shouldDirty: true });
                form.setValue('spouseEmail', '');
              }}
            />
            {fieldError(errors.spouseId) ? (
              <Text c="red" size="sm" role="alert">
                {fieldError(errors.spouseId)}
              </Text>
            ) : null}
          </div>
        ) : (
          <EmailInput
            label={t('marital.spouseEmail')}
            description={t('marital.spouseHint')}
            {...form.register('spouseEmail')}
            error={fieldError(errors.spouseEmail) ?? fieldError(errors.spouseId)}
          />
        )}
        <ConflictAlert error={mutation.error} onReload={() => void invalidateProfile(queryClient, workspaceId, 'marital')} />
        <SaveButton pending={mutation.isPending} />
      </Stack>
    </form>
  );
}

/** /userprofile/{wsType}/{wsId}/marital. */
export function MaritalPage({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(maritalQuery(workspaceId));
  return (
    <>
      <PageTitle>{t('pages.marital')}</PageTitle>
      <Section id="marital-title" title={t('pages.marital')}>
        <QueryStatus query={query}>{(data) => <MaritalForm key={data.version} workspaceId={workspaceId} marital={data} />}</QueryStatus>
      </Section>
    </>
  );
}
