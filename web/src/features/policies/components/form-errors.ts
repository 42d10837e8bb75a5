import { HAOP_MESSAGES } from '@shared/policies/haop.schema.js';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/FieldError';

/** The shared schema's own English messages (shared/policies/haop.schema.ts) → the `policies` namespace's keys. */
const KEYS = Object.fromEntries(Object.entries(HAOP_MESSAGES).map(([key, message]) => [message, `validation.${key}`])) as Record<string, string>;

/**
 * A form error of the create form, translated: the policy's own rules by their keys, a number
 * outside its bounds as 'from … to …', anything else as every form's errors are.
 */
export function usePolicyFieldError() {
  const { t } = useTranslation('policies');
  const base = useFieldError();
  return (error: FieldError | undefined, bounds?: { min: number; max: number }) => {
    if (!error) return undefined;
    const key = error.message ? KEYS[error.message] : undefined;
    if (key) return t(key as 'validation.endWeek');
    if (bounds && (error.type === 'too_small' || error.type === 'too_big')) return t('validation.range', bounds);
    return base(error);
  };
}
