import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../app/validation-messages';

/** Translates react-hook-form errors produced by the shared zod schemas. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => translateValidation(t, error?.message);
}
