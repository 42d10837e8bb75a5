import { FALLBACK_ERROR_MESSAGE } from '@shared/core/error-fallback.js';
import type { TServerFrame } from '@shared/realtime/realtime.schema.js';
import type { TFunction } from 'i18next';
import { errorText } from '../../app/errors';

type TErrorFrame = Extract<TServerFrame, { type: 'ERROR' }>;

const isErrorFrame = (value: unknown): value is TErrorFrame =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'ERROR';

/**
 * The text for a refused chat action (spec 001 §8): an ERROR frame of the live connection shows
 * the catalogue's message for its systemCode, as a failed call does; anything else goes to
 * `errorText`.
 */
export function liveErrorText(t: TFunction, error: unknown): string {
  if (!isErrorFrame(error)) return errorText(t, error);
  return t(`errors:${String(error.systemCode)}` as 'errors:fallback', {
    defaultValue: t('errors:fallback', { defaultValue: FALLBACK_ERROR_MESSAGE }),
  });
}
