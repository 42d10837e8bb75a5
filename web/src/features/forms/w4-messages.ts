import { AMOUNT_TOO_LARGE } from '../../../../shared/core/bounds.js';
import { INVALID_SSN } from '../../../../shared/documents/forms.schema.js';

/** The message of a dollar box that holds no amount (client-side only: the wire takes cents). */
export const INVALID_DOLLARS = 'Enter an amount in dollars, such as 1,250.50';

/**
 * The W-4 schema's own English messages (shared/documents/forms.schema.ts), and the dollar boxes'
 * one, as keys of the `forms` namespace, for the form's fields and the server's fieldErrors alike.
 * Any other message (zod's configured ones, `validation:…`) goes through the app's validation texts.
 */
export const W4_MESSAGE_KEYS: Record<string, string> = {
  Required: 'validation:required',
  [INVALID_SSN]: 'forms:errors.ssn',
  'ZIP code must be 00000 or 00000-0000': 'forms:errors.zip',
  'Step 3’s total is less than the credits for the dependents': 'forms:errors.credits',
  'Claiming exemption, complete only Steps 1 and 5': 'forms:errors.exempt',
  [INVALID_DOLLARS]: 'forms:errors.dollars',
  [AMOUNT_TOO_LARGE]: 'validation:amountTooLarge',
};
