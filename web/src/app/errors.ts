import { FALLBACK_ERROR_MESSAGE } from '@shared/core/error-fallback.js';
import type { TFunction } from 'i18next';
import { ApiError, ConnectionLostError } from './api-client';

/**
 * The message for a failed call (spec 001 §8): the catalogue's text for the server's systemCode,
 * translated, else the fallback text.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ConnectionLostError) return t('common:reconnect.failed');
  if (error instanceof ApiError && error.systemCode !== undefined) {
    return t(`errors:${String(error.systemCode)}` as 'errors:fallback', {
      defaultValue: t('errors:fallback', { defaultValue: FALLBACK_ERROR_MESSAGE }),
      param: error.param,
    });
  }
  return t('errors:fallback', { defaultValue: FALLBACK_ERROR_MESSAGE });
}
