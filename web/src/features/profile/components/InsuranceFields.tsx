import { Group, Switch, Text, TextInput } from '@mantine/core';
import { INSURANCE_SETTING_OF, INSURANCE_TYPES } from '@shared/profile/insurance.js';
import type { ZCompanyDetailsInputSchema } from '@shared/profile/profile.schema.js';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useProfileFieldError } from './ui';

type TCompanyForm = z.input<typeof ZCompanyDetailsInputSchema>;

/**
 * The company's insurance on its details form: per type, whether it is required (spec 000 §3
 * Insurance settings) and the end date of the insurance on file, which the profile's insurance
 * tiles show (docs/decisions/0041).
 */
export function InsuranceFields({
  control,
  register,
  errors,
}: {
  control: Control<TCompanyForm>;
  register: UseFormRegister<TCompanyForm>;
  errors: FieldErrors<TCompanyForm>;
}) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  return (
    <>
      <Text fw={600}>{t('company.insurance')}</Text>
      {INSURANCE_TYPES.map((type) => {
        const k = INSURANCE_SETTING_OF[type];
        return (
          <Group key={type} align="flex-end" gap="lg" wrap="wrap" data-insurance-setting={type}>
            <Controller
              control={control}
              name={`insurance.${k}`}
              render={({ field }) => <Switch label={t(`company.${k}`)} checked={field.value !== false} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
            />
            <TextInput
              type="date"
              label={`${t(`insurance.${k}`)}: ${t('insurance.endDateLabel')}`}
              {...register(`insuranceEnds.${type}`)}
              error={fieldError(errors.insuranceEnds?.[type])}
            />
          </Group>
        );
      })}
    </>
  );
}
