import { TextInput } from '@mantine/core';
import type { TW9Answers } from '@shared/documents/forms.schema.js';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TW9Form } from '../../w9-rules';
import { FormPart } from './FormPart';
import { UsAddressFields } from './UsAddressFields';
import { useFormMessage } from './use-form-message';

/** Lines 5 to 7: the street address, city, state and ZIP, and the optional account numbers. */
export function AddressLines() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TW9Form, unknown, TW9Answers>();
  return (
    <FormPart id="w9-address" title={t('w9.addressSection')}>
      <UsAddressFields addressLabel={t('w9.line5')} cityLabel={t('w9.city')} />
      <TextInput label={t('w9.line7')} maxLength={60} autoComplete="off" {...register('accountNumbers')} error={message(formState.errors.accountNumbers?.message)} />
    </FormPart>
  );
}
