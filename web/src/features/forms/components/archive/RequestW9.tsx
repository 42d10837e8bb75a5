import { Radio, Stack, TextInput } from '@mantine/core';
import { FORM_VARIANTS, type TCreateFormRequest, ZCreateFormRequestSchema } from '@shared/documents/forms.schema.js';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../../app/schema-resolver';
import { useFieldError } from '../../../../components/FieldError';
import { RequestDialog, useFormRequest } from './RequestDialog';
import { EmailInput } from '../../../../components/EmailInput';

type TForm = z.input<typeof ZCreateFormRequestSchema>;
const resolver = schemaResolver(ZCreateFormRequestSchema);
const EMPTY: TForm = { kind: 'W9', variant: 'PERSON', name: '', email: '' };

/** 'Request a W-9': whom to ask (name and email) and who fills it in (a person or a company). */
export function RequestW9({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forms');
  const fieldError = useFieldError();
  const form = useForm<TForm, unknown, TCreateFormRequest>({ resolver, defaultValues: EMPTY });
  const request = useFormRequest(workspaceId, () => form.reset(EMPTY));
  const errors = form.formState.errors;

  return (
    <RequestDialog kind="W9" request={request} onSubmit={form.handleSubmit((body) => request.create.mutate(body))}>
      <TextInput label={t('request.name')} withAsterisk maxLength={120} data-autofocus {...form.register('name')} error={fieldError(errors.name)} />
      <EmailInput label={t('request.email')} withAsterisk autoComplete="off" {...form.register('email')} error={fieldError(errors.email)} />
      <Controller
        control={form.control}
        name="variant"
        render={({ field }) => (
          <Radio.Group label={t('request.variant')} withAsterisk value={field.value} onChange={(v) => field.onChange(v)} error={fieldError(errors.variant)}>
            <Stack gap="xs" mt={6}>
              {FORM_VARIANTS.map((v) => (
                <Radio key={v} value={v} label={t(`request.${v}`)} description={t(`request.${v}Hint`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </RequestDialog>
  );
}
