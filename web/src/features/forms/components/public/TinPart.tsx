import { Radio, Stack } from '@mantine/core';
import type { TW9Answers } from '@shared/documents/forms.schema.js';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../profile/components/MaskedInput';
import { allowsSsn, retypeTin, tinMask, type TW9Form } from '../../w9-rules';
import { useFormMessage } from './use-form-message';
import { FormPart } from './FormPart';

/**
 * Part I: which box the number goes in (an ITIN goes in the SSN box; an entity other than an LLC
 * has only the EIN box) and the number itself, masked 000-00-0000 or 00-0000000. Switching the
 * box keeps the digits typed.
 */
export function TinPart() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, formState, watch, getValues, setValue } = useFormContext<TW9Form, unknown, TW9Answers>();
  const errors = formState.errors;
  const [classification, tinType] = watch(['classification', 'tinType']);
  const ssnAllowed = allowsSsn(classification);

  return (
    <FormPart id="w9-tin" title={t('w9.tinSection')} intro={t('w9.tinIntro')}>
      <Controller
        control={control}
        name="tinType"
        render={({ field }) => (
          <Radio.Group
            label={t('w9.tinType')}
            description={ssnAllowed ? undefined : t('w9.einOnly')}
            withAsterisk
            value={field.value}
            onChange={(next) => {
              const type = next === 'SSN' ? 'SSN' : 'EIN';
              field.onChange(type);
              setValue('tin', retypeTin(getValues('tin'), type), { shouldValidate: formState.isSubmitted });
            }}
            error={message(errors.tinType?.message)}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="SSN" label={t('w9.SSN')} disabled={!ssnAllowed} />
              <Radio value="EIN" label={t('w9.EIN')} />
            </Stack>
          </Radio.Group>
        )}
      />
      <Controller
        control={control}
        name="tin"
        render={({ field }) => (
          <MaskedInput
            // A new box is a new mask: the input starts again from the retyped value.
            key={tinType}
            mask={tinMask(tinType)}
            label={t(tinType === 'SSN' ? 'w9.ssn' : 'w9.ein')}
            withAsterisk
            placeholder={tinType === 'SSN' ? '000-00-0000' : '00-0000000'}
            inputMode="numeric"
            autoComplete="off"
            maw={340}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={message(errors.tin?.message)}
          />
        )}
      />
    </FormPart>
  );
}
