import { TextInput } from '@mantine/core';
import type { TW9Answers } from '@shared/documents/forms.schema.js';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TW9Form } from '../../w9-rules';
import { useFormMessage } from './use-form-message';
import { FormPart } from './FormPart';

/** Lines 1 and 2: whose form it is, and the business name when it differs. */
export function TaxpayerLines() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TW9Form, unknown, TW9Answers>();
  const errors = formState.errors;
  return (
    <FormPart id="w9-taxpayer" title={t('w9.taxpayer')}>
      <TextInput
        label={t('w9.line1')}
        description={t('w9.line1Hint')}
        withAsterisk
        maxLength={120}
        autoComplete="name"
        {...register('name')}
        error={message(errors.name?.message)}
      />
      <TextInput
        label={t('w9.line2')}
        maxLength={120}
        autoComplete="organization"
        {...register('businessName')}
        error={message(errors.businessName?.message)}
      />
    </FormPart>
  );
}
