import { Text } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/PasswordInput';
import { useFieldError } from '../../../components/FieldError';

/** New password and its confirmation, with the spec's rule shown as a hint. */
export function PasswordFields({
  register,
  errors,
}: {
  register: UseFormRegister<{ password: string; confirmPassword: string }>;
  errors: FieldErrors<{ password: string; confirmPassword: string }>;
}) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  return (
    <>
      <PasswordInput label={t('newPassword')} autoComplete="new-password" withAsterisk {...register('password')} error={fieldError(errors.password)} />
      <Text size="xs" c="dimmed" mt={-6}>
        {t('validation:passwordRule')}
      </Text>
      <PasswordInput label={t('confirmPassword')} autoComplete="new-password" withAsterisk {...register('confirmPassword')} error={fieldError(errors.confirmPassword)} />
    </>
  );
}
