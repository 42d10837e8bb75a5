import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE } from '@shared/core/password.js';
import { REQUIRED_PHONE_OR_EMAIL } from '@shared/feedback/feedback.schema.js';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * Zod's default messages become translation keys (`validation:<key>|<param>`); the shared
 * schemas' own English messages are mapped to keys below, so every form error is translated.
 */
type TIssue = z.core.$ZodRawIssue;

function messageFor(iss: TIssue): string | undefined {
  if (iss.code === 'too_small' && iss.origin === 'string') {
    return iss.input === '' || iss.input === undefined ? 'validation:required' : `validation:minLength|${iss.minimum}`;
  }
  if (iss.code === 'too_big' && iss.origin === 'string') return `validation:maxLength|${iss.maximum}`;
  if (iss.code === 'invalid_type' && (iss.input === undefined || iss.input === null)) return 'validation:required';
  if (iss.code === 'invalid_format' && iss.format === 'email') return 'validation:email';
  if (iss.code === 'invalid_value') return 'validation:required';
  if (iss.code === 'invalid_union') {
    // `'' | email` style unions: report the branch that failed on content, not the literal.
    const inner = iss.errors.flat().find((i: z.core.$ZodIssue) => i.code !== 'invalid_value' && i.code !== 'invalid_type');
    if (inner) return messageFor({ ...inner, input: (inner as { input?: unknown }).input ?? 'x' } as unknown as TIssue) ?? inner.message;
  }
  return undefined;
}

z.config({ customError: messageFor });

const KNOWN: Record<string, string> = {
  [REQUIRED_PHONE_OR_EMAIL]: 'validation:phoneOrEmail',
  [PASSWORD_RULE_MESSAGE]: 'validation:passwordRule',
  [PASSWORD_MISMATCH_MESSAGE]: 'validation:passwordMismatch',
  'Only letters are allowed': 'validation:lettersOnly',
  'Invalid email': 'validation:email',
  'Digits only': 'validation:digitsOnly',
};

/** The translated text of a form error message. */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation:')) {
    const [key, param] = message.split('|');
    return t(key as 'validation:required', { value: param });
  }
  const key = KNOWN[message];
  return key ? t(key as 'validation:required') : t('validation:invalid');
}

