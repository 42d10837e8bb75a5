import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { US_STATES } from '@shared/core/address.schema.js';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../profile/components/MaskedInput';
import { useFormMessage } from './use-form-message';

/** The address lines both forms name alike (the W-9's lines 5–6, the W-4's Step 1(a)). */
type TAddress = { address: string; city: string; state?: (typeof US_STATES)[number]; zipCode: string };

/**
 * A US address: the street line, then city, state and ZIP (masked 00000 or 00000-0000) on one row;
 * the labels are the form's own (`addressLabel`, `cityLabel`).
 */
export function UsAddressFields({ addressLabel, cityLabel }: { addressLabel: string; cityLabel: string }) {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState } = useFormContext<TAddress>();
  const errors = formState.errors;
  return (
    <>
      <TextInput label={addressLabel} withAsterisk maxLength={100} autoComplete="street-address" {...register('address')} error={message(errors.address?.message)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={cityLabel} withAsterisk maxLength={60} autoComplete="address-level2" {...register('city')} error={message(errors.city?.message)} />
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
    </>
  );
}
