import type { TFunction } from 'i18next';

/**
 * Form error messages to translated text: `validation:<key>|<param>` keys (from the zod config in
 * validation.ts) and the shared schemas' own English messages, which validation.ts registers
 * when the form code loads (they live in zod modules). Free of zod so field rendering does not
 * pull it in.
 */
const KNOWN: Record<string, string> = {
  'Only letters are allowed': 'validation:lettersOnly',
  'Invalid email': 'validation:email',
  'Digits only': 'validation:digitsOnly',
};

/** Maps schema messages (English) to `validation` keys. */
export function registerValidationMessages(messages: Record<string, string>) {
  Object.assign(KNOWN, messages);
}

/** The translated text of a form error message. */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation:')) {
    const [key, param] = message.split('|');
    return t(key as 'validation:required', { value: param });
  }
  const key = KNOWN[message];
  return key ? translateValidation(t, key) : t('validation:invalid');
}

