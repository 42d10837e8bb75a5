import { ActionIcon, Anchor, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type TShareholders, ZShareholdersInputSchema } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifySuccess } from '../../../components/notify';
import { PersonAutocomplete } from '../../../components/autocomplete/DirectoryAutocomplete';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../auth/hooks/use-session';
import { invalidateProfile, profileKey, saveShareholders, shareholdersQuery } from '../api/profile';
import { showServerError } from './PersonDetailsPage';
import { ConflictAlert, QueryStatus, Section, useProfileFieldError } from './ui';
import { EmailInput } from '../../../components/EmailInput';

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
