import { Button, Group, TextInput } from '@mantine/core';
import { DEFAULT_FORM_LINK_DAYS, type TCreateFormRequest, ZCreateFormRequestSchema } from '@shared/documents/forms.schema.js';
import { IconPencil } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../../app/schema-resolver';
import { useFieldError } from '../../../../components/FieldError';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { LinkDaysField } from './LinkDaysField';
import { RequestDialog, useFormRequest } from './RequestDialog';
import { useFillInNow } from './use-fill-in-now';
import { EmailInput } from '../../../../components/EmailInput';

type TForm = z.input<typeof ZCreateFormRequestSchema>;
const resolver = schemaResolver(ZCreateFormRequestSchema);
// An 8822-B is the business's own form: the server refuses a person's variant.
const EMPTY: TForm = { kind: 'F8822B', variant: 'COMPANY', name: '', email: '', linkDays: DEFAULT_FORM_LINK_DAYS };

/** "Fill in now": the signed-in user's own 8822-B for this company, opened at once. */
function FillInNow({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forms');
  const { ready, create } = useFillInNow(workspaceId);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPencil size={18} aria-hidden />}
        disabled={!ready}
        loading={create.isPending}
        onClick={() => create.mutate()}
        data-testid="f8822b-fill-now"
      >
        {t('archive.F8822B.fillNow')}
      </Button>
      {create.isError ? <ServerErrorAlert error={create.error} /> : null}
    </>
  );
}

/**
 * The 8822-B section's two ways in: 'Request 8822-B', a link for whoever fills in and signs the form
 * for the business (an officer, a member, a representative: name and email) that works for the days
 * chosen, and "Fill in now" for the signed-in user themself.
 */
export function RequestF8822b({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forms');
  const fieldError = useFieldError();
  const form = useForm<TForm, unknown, TCreateFormRequest>({ resolver, defaultValues: EMPTY });
  const request = useFormRequest(workspaceId, () => form.reset(EMPTY));
  const errors = form.formState.errors;

  return (
    <Group gap="sm" align="flex-start">
      <FillInNow workspaceId={workspaceId} />
      <RequestDialog kind="F8822B" request={request} onSubmit={form.handleSubmit((body) => request.create.mutate(body))}>
        <TextInput
          label={t('request.F8822B.name')}
          description={t('request.F8822B.nameHint')}
          withAsterisk
          maxLength={120}
          data-autofocus
          {...form.register('name')}
          error={fieldError(errors.name)}
        />
        <EmailInput label={t('request.email')} withAsterisk autoComplete="off" {...form.register('email')} error={fieldError(errors.email)} />
        <LinkDaysField kind="F8822B" control={form.control} error={errors.linkDays} />
      </RequestDialog>
    </Group>
  );
}
