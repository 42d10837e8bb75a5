// The address lines' fieldset stylesheet loads with this step (app/styles.ts holds the shell's).
import '@mantine/core/styles/Fieldset.css';
import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TW8benForm } from '../../w8ben-rules';
import { FormPart } from './FormPart';
import { SsnField } from './SsnField';
import { useFormMessage } from './use-form-message';

type TTextField = Exclude<keyof TW8benForm, 'foreignTinNotRequired' | 'claimTreaty' | 'capacityToSign' | 'usTin' | 'dateOfBirth'>;

/**
 * Part I, Identification of Beneficial Owner: lines 1–8 as the form prints them. Line 3 is the
 * permanent residence (no P.O. box or in-care-of address), line 4 the mailing address only when it
 * differs; lines 5 and 6 the taxpayer numbers (a foreign one, or the 6b box, when there is no U.S. one).
 */
export function W8benIdentificationStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TW8benForm>();
  const errors = formState.errors;
  const text = (name: TTextField, max: number, { autoComplete = 'off', ...extra }: { withAsterisk?: boolean; description?: string; autoComplete?: string } = {}) => (
    <TextInput label={t(`w8ben.${name}`)} maxLength={max} autoComplete={autoComplete} {...extra} {...register(name)} error={message(errors[name]?.message)} />
  );
  return (
    <FormPart id="w8ben-identification" title={t('w8ben.steps.identification.title')} intro={t('w8ben.identificationIntro')}>
      {text('name', 120, { withAsterisk: true, autoComplete: 'name' })}
      {text('citizenshipCountry', 60, { withAsterisk: true, description: t('w8ben.citizenshipCountryHint') })}
      <Fieldset legend={t('w8ben.residenceLegend')} variant="filled" radius="md">
        <Stack gap="sm">
          {text('residenceAddress', 100, { withAsterisk: true, description: t('w8ben.residenceAddressHint'), autoComplete: 'street-address' })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('residenceCity', 100, { withAsterisk: true })}
            {text('residenceCountry', 60, { withAsterisk: true, autoComplete: 'country-name' })}
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('w8ben.mailingLegend')} variant="filled" radius="md">
        <Stack gap="sm">
          {text('mailingAddress', 100, { description: t('w8ben.mailingAddressHint') })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('mailingCity', 100)}
            {text('mailingCountry', 60)}
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <SsnField name="usTin" label={t('w8ben.usTin')} description={t('w8ben.usTinHint')} />
      {text('foreignTin', 40, { description: t('w8ben.foreignTinHint') })}
      <Checkbox
        label={t('w8ben.foreignTinNotRequired')}
        description={t('w8ben.foreignTinNotRequiredHint')}
        {...register('foreignTinNotRequired')}
        error={message(errors.foreignTinNotRequired?.message)}
      />
      {text('referenceNumbers', 60, { description: t('w8ben.referenceNumbersHint') })}
      <TextInput
        label={t('w8ben.dateOfBirth')}
        withAsterisk
        type="date"
        autoComplete="bday"
        maw={260}
        {...register('dateOfBirth')}
        error={message(errors.dateOfBirth?.message)}
      />
    </FormPart>
  );
}
