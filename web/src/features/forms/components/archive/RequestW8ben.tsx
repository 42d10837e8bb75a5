import { TextInput } from '@mantine/core';
import { DEFAULT_FORM_LINK_DAYS, type TCreateFormRequest, ZCreateFormRequestSchema } from '@shared/documents/forms.schema.js';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../../app/schema-resolver';
import { useFieldError } from '../../../../components/FieldError';
import { LinkDaysField } from './LinkDaysField';
import { RequestDialog, useFormRequest } from './RequestDialog';
import { EmailInput } from '../../../../components/EmailInput';

type TForm = z.input<typeof ZCreateFormRequestSchema>;
const resolver = schemaResolver(ZCreateFormRequestSchema);
// A W-8BEN is a foreign individual's: always the person variant (the server refuses another).
const EMPTY: TForm = { kind: 'W8BEN', variant: 'PERSON', name: '', email: '', linkDays: DEFAULT_FORM_LINK_DAYS };

/** 'Request a W-8BEN': the foreign contractor asked (name and email), and how many days the link works. */
export function RequestW8ben({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forms');
  const fieldError = useFieldError();
  const form = useForm<TForm, unknown, TCreateFormRequest>({ resolver, defaultValues: EMPTY });
  const request = useFormRequest(workspaceId, () => form.reset(EMPTY));
  const errors = form.formState.errors;

  return (
    <RequestDialog kind="W8BEN" request={request} onSubmit={form.handleSubmit((body) => request.create.mutate(body))}>
      <TextInput label={t('request.W8BEN.name')} withAsterisk maxLength={120} data-autofocus {...form.register('name')} error={fieldError(errors.name)} />
      <EmailInput label={t('request.email')} withAsterisk autoComplete="off" {...form.register('email')} error={fieldError(errors.email)} />
      <LinkDaysField kind="W8BEN" control={form.control} error={errors.linkDays} />
    </RequestDialog>
  );
}
