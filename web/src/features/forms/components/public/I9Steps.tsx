import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TI9Form } from '../../i9-rules';
import { FormPart } from './FormPart';
import { UsAddressFields } from './UsAddressFields';
import { SsnField } from './SsnField';
import { useFormMessage } from './use-form-message';
import { EmailInput } from '../../../../components/EmailInput';

/**
 * Section 1's first row and third row: the names (one name only goes in the last name, "Unknown"
 * in the first), the date of birth, and the Social Security number, email and telephone, which
 * are voluntary (the number is required only by an employer that uses E-Verify).
 */
export function I9PersonalStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TI9Form>();
  const errors = formState.errors;
  return (
    <FormPart id="i9-personal" title={t('i9.steps.personal.title')} intro={t('i9.nameNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('i9.lastName')} withAsterisk maxLength={60} autoComplete="family-name" {...register('lastName')} error={message(errors.lastName?.message)} />
        <TextInput label={t('i9.firstName')} withAsterisk maxLength={60} autoComplete="given-name" {...register('firstName')} error={message(errors.firstName?.message)} />
        <TextInput label={t('i9.middleInitial')} maxLength={1} autoComplete="additional-name" {...register('middleInitial')} error={message(errors.middleInitial?.message)} />
        <TextInput label={t('i9.otherLastNames')} maxLength={120} {...register('otherLastNames')} error={message(errors.otherLastNames?.message)} />
      </SimpleGrid>
      <TextInput label={t('i9.dateOfBirth')} withAsterisk type="date" maw={260} autoComplete="bday" {...register('dateOfBirth')} error={message(errors.dateOfBirth?.message)} />
      <SsnField name="ssn" label={t('i9.ssn')} description={t('i9.ssnHint')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EmailInput label={t('i9.email')} maxLength={254} autoComplete="email" {...register('email')} error={message(errors.email?.message)} />
        <TextInput label={t('i9.phone')} type="tel" maxLength={20} autoComplete="tel" {...register('phone')} error={message(errors.phone?.message)} />
      </SimpleGrid>
    </FormPart>
  );
}

/** Section 1's second row: the address, as the form's boxes name it. */
export function I9AddressStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TI9Form>();
  return (
    <FormPart id="i9-address" title={t('i9.steps.address.title')}>
      <UsAddressFields addressLabel={t('i9.address')} cityLabel={t('i9.city')} />
      <TextInput label={t('i9.apartment')} maxLength={20} maw={260} autoComplete="address-line2" {...register('apartment')} error={message(formState.errors.apartment?.message)} />
    </FormPart>
  );
}
