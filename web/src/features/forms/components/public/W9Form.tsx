import { Button, Group, Stack } from '@mantine/core';
import type { TFormVariant, TW9Answers } from '@shared/documents/forms.schema.js';
import { IconSignature } from '@tabler/icons-react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The app's zod messages (validation:required, maxLength…) for the lines the schema leaves to zod.
import '../../../../app/validation';
import { submitW9 } from '../../api/forms';
import { answerField, defaultW9, type TW9Form, validateW9 } from '../../w9-rules';
import type { TFormPrefill } from '../../prefill';
import { prefillW9 } from '../../prefill-answers';
import { AddressLines } from './AddressLines';
import { CertificationPart } from './CertificationPart';
import { ClassificationLines } from './ClassificationLines';
import { RefusalAlert, useFormSubmit } from './form-submit';
import { TaxpayerLines } from './TaxpayerLines';
import { TinPart } from './TinPart';

/** The shared schema as the form's resolver, every line's problem at once (validateW9). */
const resolver: Resolver<TW9Form, unknown, TW9Answers> = (values) => {
  const result = validateW9(values);
  if (result.success) return { values: result.answers, errors: {} };
  const errors = Object.fromEntries(Object.entries(result.issues).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors };
};

/**
 * The W-9's lines in five parts. Sent, the answers become the official form and a signable
 * document; the filler goes on to its signing page. A refusal shows at the line the server names
 * and above the button, in the catalogue's words.
 */
export function W9Form({ publicId, variant, name, prefill }: { publicId: string; variant: TFormVariant; name: string; prefill: TFormPrefill | null }) {
  const { t } = useTranslation('forms');
  const form = useForm<TW9Form, unknown, TW9Answers>({ resolver, defaultValues: prefillW9(defaultW9(variant, name), prefill, variant) });
  const { submit, refusal } = useFormSubmit((answers: TW9Answers) => submitW9(publicId, answers), publicId, (param, message, weak) => {
    const field = answerField(param);
    if (field && !(weak && form.getFieldState(field).error)) form.setError(field, { type: 'server', message });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((answers) => submit.mutate(answers))} aria-label={t('public.W9.title')}>
        <Stack gap="md">
          <TaxpayerLines />
          <ClassificationLines variant={variant} />
          <AddressLines />
          <TinPart />
          <CertificationPart />
          <RefusalAlert kind="W9" text={refusal} />
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
