import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { US_STATES } from '@shared/core/address.schema.js';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../profile/components/MaskedInput';
import type { TI9Section2Form } from '../../i9-section2-rules';
import { FormPart } from '../public/FormPart';
import { useFormMessage } from '../public/use-form-message';

/** The Additional Information box and the alternative-procedure box, beside Lists B and C on the form. */
export function I9AdditionalPart() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TI9Section2Form>();
  return (
    <Stack gap="sm">
      <Textarea label={t('i9.section2.additionalInformation')} autosize minRows={2} maxLength={400} {...register('additionalInformation')} error={message(formState.errors.additionalInformation?.message)} />
      <Checkbox label={t('i9.section2.alternativeProcedure')} {...register('alternativeProcedure')} />
    </Stack>
  );
}

/**
 * The certification, the first day of employment, and who certifies: the employer's authorized
 * representative (last name, first name, title) and the business's name and address.
 */
export function I9EmployerPart() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState } = useFormContext<TI9Section2Form>();
  const errors = formState.errors;
  return (
    <FormPart id="i9-certification" title={t('i9.section2.certificationTitle')}>
      <Text size="sm" fw={500} data-testid="i9-certification">
        {t('i9.section2.certification')}
      </Text>
      <TextInput label={t('i9.section2.firstDay')} withAsterisk type="date" maw={260} {...register('firstDayOfEmployment')} error={message(errors.firstDayOfEmployment?.message)} />
      <Text size="sm" fw={600} id="i9-representative">
        {t('i9.section2.representative')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-labelledby="i9-representative">
        <TextInput label={t('i9.section2.employerLastName')} withAsterisk maxLength={60} autoComplete="family-name" {...register('employerLastName')} error={message(errors.employerLastName?.message)} />
        <TextInput label={t('i9.section2.employerFirstName')} withAsterisk maxLength={60} autoComplete="given-name" {...register('employerFirstName')} error={message(errors.employerFirstName?.message)} />
        <TextInput label={t('i9.section2.employerTitle')} withAsterisk maxLength={60} autoComplete="organization-title" {...register('employerTitle')} error={message(errors.employerTitle?.message)} />
      </SimpleGrid>
      <TextInput label={t('i9.section2.businessName')} withAsterisk maxLength={120} autoComplete="organization" {...register('businessName')} error={message(errors.businessName?.message)} />
      <TextInput label={t('i9.section2.businessAddress')} withAsterisk maxLength={100} autoComplete="street-address" {...register('businessAddress')} error={message(errors.businessAddress?.message)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('i9.section2.businessCity')} withAsterisk maxLength={60} autoComplete="address-level2" {...register('businessCity')} error={message(errors.businessCity?.message)} />
        <Controller
          control={control}
          name="businessState"
          render={({ field }) => (
            <Select
              label={t('w9.state')}
              withAsterisk
              searchable
              // Focused for its error after a submit, it stays closed: the message under it stays in view.
              openOnFocus={false}
              placeholder={t('w9.choose')}
              data={[...US_STATES]}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              autoComplete="address-level1"
              error={message(errors.businessState?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="businessZipCode"
          render={({ field }) => (
            <MaskedInput
              mask="usZip"
              label={t('w9.zip')}
              withAsterisk
              placeholder="00000-0000"
              inputMode="numeric"
              autoComplete="postal-code"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={message(errors.businessZipCode?.message)}
            />
          )}
        />
      </SimpleGrid>
    </FormPart>
  );
}
