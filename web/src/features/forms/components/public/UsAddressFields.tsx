import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { US_STATES } from '@shared/core/address.schema.js';
import { Controller, type FieldError, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../profile/components/MaskedInput';
import { useFormMessage } from './use-form-message';

/** The address lines both forms name alike (the W-9's lines 5–6, the W-4's Step 1(a)). */
type TAddress = { address: string; city: string; state?: (typeof US_STATES)[number]; zipCode: string };

/**
 * A US address: the street line, then city, state and ZIP (masked 00000 or 00000-0000) on one row;
 * the labels are the form's own (`addressLabel`, `cityLabel`). A form with several addresses (the
 * 8822-B's lines 5–7) keeps each in an object of its own: `prefix` names it ('newMailingAddress'),
 * and it is also the browser's autofill section.
 */
export function UsAddressFields({ addressLabel, cityLabel, prefix }: { addressLabel: string; cityLabel: string; prefix?: string }) {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState } = useFormContext<TAddress>();
  const name = <K extends keyof TAddress>(key: K) => (prefix ? `${prefix}.${key}` : key) as K;
  const errors = Object.fromEntries((['address', 'city', 'state', 'zipCode'] as const).map((key) => [key, get(formState.errors, name(key)) as FieldError | undefined]));
  const auto = (token: string) => (prefix ? `section-${prefix} ${token}` : token);
  return (
    <>
      <TextInput label={addressLabel} withAsterisk maxLength={100} autoComplete={auto('street-address')} {...register(name('address'))} error={message(errors.address?.message)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={cityLabel} withAsterisk maxLength={60} autoComplete={auto('address-level2')} {...register(name('city'))} error={message(errors.city?.message)} />
        <Controller
          control={control}
          name={name('state')}
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
              autoComplete={auto('address-level1')}
              error={message(errors.state?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name={name('zipCode')}
          render={({ field }) => (
            <MaskedInput
              mask="usZip"
              label={t('w9.zip')}
              withAsterisk
              placeholder="00000-0000"
              inputMode="numeric"
              autoComplete={auto('postal-code')}
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
