import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { US_STATES } from '@shared/core/address.schema.js';
import { Controller, type FieldError, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maskZip } from '../rules';
import { useBillingFieldError } from './ui';

/**
 * The address fields of spec 001 §3 (Address) and §5: address1, city and ZIP (min 3; mask
 * 00000-0000), the state from a searchable list, address2 optional. Used by 'Create location' and
 * 'Create new contact', inside their form's FormProvider; `prefix` is where the address sits in
 * the form's values ('' for a form that is the address, 'address.' for a contact's).
 */
export function AddressFields({ prefix = '', required = true }: { prefix?: '' | 'address.'; required?: boolean }) {
  const { t } = useTranslation('billing');
  const fieldError = useBillingFieldError();
  const { register, control, formState } = useFormContext();
  const errorOf = (name: string) => fieldError(get(formState.errors, `${prefix}${name}`) as FieldError | undefined);
  return (
    <>
      <TextInput
        label={t('locations.address1')}
        withAsterisk={required}
        autoComplete="address-line1"
        {...register(`${prefix}address1`)}
        error={errorOf('address1')}
      />
      <TextInput label={t('locations.address2')} autoComplete="address-line2" {...register(`${prefix}address2`)} error={errorOf('address2')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('locations.city')}
          withAsterisk={required}
          autoComplete="address-level2"
          {...register(`${prefix}city`)}
          error={errorOf('city')}
        />
        <Controller
          control={control}
          name={`${prefix}state`}
          render={({ field }) => (
            <Select
              label={t('locations.state')}
              withAsterisk={required}
              searchable
              allowDeselect={!required}
              clearable={!required}
              data={[...US_STATES]}
              value={(field.value as string | undefined) || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf('state')}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          )}
        />
        <Controller
          control={control}
          name={`${prefix}zipCode`}
          render={({ field }) => (
            <TextInput
              label={t('locations.zipCode')}
              withAsterisk={required}
              placeholder="00000-0000"
              inputMode="numeric"
              autoComplete="postal-code"
              value={(field.value as string | undefined) ?? ''}
              onChange={(e) => field.onChange(maskZip(e.currentTarget.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf('zipCode')}
            />
          )}
        />
      </SimpleGrid>
    </>
  );
}
