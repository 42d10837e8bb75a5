import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's PasswordInput with a translated show/hide toggle label. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  return <MantinePasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': t('common:togglePassword') }} {...props} />;
});
