import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { US_STATES } from '@shared/core/address.schema.js';
import type { TW9Answers } from '@shared/documents/forms.schema.js';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../profile/components/MaskedInput';
import type { TW9Form } from '../../w9-rules';
import { useW9Message } from './use-w9-message';
import { W9Part } from './W9Part';

/** Lines 5 to 7: the street address, city, state and ZIP, and the optional account numbers. */
export function AddressLines() {
  const { t } = useTranslation('forms');
  const message = useW9Message();
  const { control, register, formState } = useFormContext<TW9Form, unknown, TW9Answers>();
  const errors = formState.errors;
  return (
    <W9Part id="w9-address" title={t('w9.addressSection')}>
      <TextInput
        label={t('w9.line5')}
        withAsterisk
        maxLength={100}
        autoComplete="street-address"
        {...register('address')}
        error={message(errors.address?.message)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('w9.city')} withAsterisk maxLength={60} autoComplete="address-level2" {...register('city')} error={message(errors.city?.message)} />
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              label={t('w9.state')}
              withAsterisk
              searchable
              placeholder={t('w9.choose')}
              data={[...US_STATES]}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              autoComplete="address-level1"
              error={message(errors.state?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="zipCode"
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
              error={message(errors.zipCode?.message)}
            />
          )}
        />
      </SimpleGrid>
      <TextInput label={t('w9.line7')} maxLength={60} autoComplete="off" {...register('accountNumbers')} error={message(errors.accountNumbers?.message)} />
    </W9Part>
  );
}
