import { Button, Group, Stack } from '@mantine/core';
import type { TI9Section2, TTaxForm } from '@shared/documents/forms.schema.js';
import { IconSignature } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type FieldErrors, FormProvider, type Resolver, set, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The app's zod messages (validation:required, maxLength…) for the fields the schema leaves to zod.
import '../../../../app/validation';
import { ApiError } from '../../../../app/api-client';
import { errorText } from '../../../../app/errors';
import { invalidateForms, submitI9Section2 } from '../../api/forms';
import { defaultI9Section2, i9Section2Field, normalizeI9Message, type TI9EmployerPrefill, type TI9Section2Form, validateI9Section2 } from '../../i9-section2-rules';
import { rememberSigning } from '../../signing-handoff';
import { FormPart } from '../public/FormPart';
import { RefusalAlert } from '../public/form-submit';
import { I9DocumentLists } from './I9DocumentLists';
import { I9AdditionalPart, I9EmployerPart } from './I9EmployerPart';

/** The shared schema as the form's resolver, every problem at once, each at its (nested) field (validateI9Section2). */
const resolver: Resolver<TI9Section2Form, unknown, TI9Section2> = (values) => {
  const result = validateI9Section2(values);
  if (result.success) return { values: result.answers, errors: {} };
  const errors: FieldErrors<TI9Section2Form> = {};
  for (const [field, message] of Object.entries(result.issues)) set(errors, field, { type: 'validate', message });
  return { values: {}, errors };
};

/**
 * Section 2 of an I-9, as the employer fills it in: the documents examined, the additional
 * information, the certification and who makes it. Sent, it is drawn on the employee's signed
 * Section 1 and the one who filled it in goes on to sign it (the signing page, like any signer).
 * A refusal shows at the lines the server names and above the button.
 */
export function I9Section2Form({ workspaceId, form: taxForm, prefill }: { workspaceId: string; form: TTaxForm; prefill: TI9EmployerPrefill }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TI9Section2Form, unknown, TI9Section2>({ resolver, defaultValues: defaultI9Section2(prefill) });
  const submit = useMutation({
    mutationFn: (answers: TI9Section2) => submitI9Section2(workspaceId, taxForm.id, answers),
    onSuccess: ({ signPublicId }) => {
      // The row offers the way on to the signature in this tab too (signing-handoff.ts).
      rememberSigning(taxForm.id, signPublicId);
      void invalidateForms(queryClient, workspaceId);
      void navigate({ to: '/sign/$publicId', params: { publicId: signPublicId } });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const named = [...Object.entries(error.fieldErrors ?? {}).map(([param, messages]) => [param, messages[0]] as const), [error.param, error.message] as const];
      for (const [param, message] of named) {
        const field = i9Section2Field(param);
        if (field && message && !form.getFieldState(field as never).error) form.setError(field as never, { type: 'server', message: normalizeI9Message(message) });
      }
    },
  });
  const refusal =
    submit.error instanceof ApiError && submit.error.systemCode === 'invalid_state' ? t('i9.section2.notAwaiting') : submit.error ? errorText(t, submit.error) : undefined;

  // Once submitted, any change checks the whole form again: the lists' rules run across them.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name && form.formState.isSubmitted) void form.trigger();
    });
    return () => watching.unsubscribe();
  }, [form]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit((answers) => submit.mutate(answers))(event)} aria-label={t('i9.section2.title')}>
        <Stack gap="md">
          <FormPart id="i9-documents" title={t('i9.section2.documentsTitle')}>
            <I9DocumentLists />
            <I9AdditionalPart />
          </FormPart>
          <I9EmployerPart />
          <RefusalAlert kind="I9" text={refusal} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={submit.isPending} leftSection={<IconSignature size={18} aria-hidden />}>
              {t('public.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
