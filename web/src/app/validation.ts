import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE } from '@shared/core/password.js';
import { AMOUNT_TOO_LARGE, DATE_OUT_OF_RANGE, QUANTITY_TOO_LARGE } from '@shared/core/bounds.js';
import { UNSAFE_TEXT_MESSAGE } from '@shared/core/text.js';
import { EMAIL_TOO_LONG, REQUIRED_PHONE_OR_EMAIL } from '@shared/feedback/feedback.schema.js';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '@shared/identity/identity.schema.js';
import '@shared/core/zod-locale.js';
import * as z from 'zod/mini';
import { registerValidationMessages } from './validation-messages';

/**
 * Loaded with the form resolvers (schema-resolver.ts), not on the first route: zod stays off
 * the critical path. Zod's default messages become translation keys (`validation:<key>|<param>`); the shared
 * schemas' own English messages are mapped to keys below, so every form error is translated
 * (see validation-messages.ts).
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

registerValidationMessages({
  [REQUIRED_PHONE_OR_EMAIL]: 'validation:phoneOrEmail',
  [EMAIL_TOO_LONG]: 'validation:maxLength|50',
  [PASSWORD_RULE_MESSAGE]: 'validation:passwordRule',
  [PASSWORD_MISMATCH_MESSAGE]: 'validation:passwordMismatch',
  [AMOUNT_TOO_LARGE]: 'validation:amountTooLarge',
  [QUANTITY_TOO_LARGE]: 'validation:quantityTooLarge',
  [DATE_OUT_OF_RANGE]: 'validation:dateRange',
  [UNSAFE_TEXT_MESSAGE]: 'validation:unsafeText',
  [TERMS_NOT_ACCEPTED_MESSAGE]: 'validation:termsNotAccepted',
});

export { translateValidation } from './validation-messages';
