import { AMOUNT_TOO_LARGE } from '../../../../shared/core/bounds.js';
import { INVALID_SSN } from '../../../../shared/documents/forms.schema.js';
import { INVALID_DOLLARS } from './w4-messages';

/**
 * The IT-2104 schema's own English messages (shared/documents/forms.schema.ts), and the dollar
 * boxes' one, as keys of the `forms` namespace, for the form's fields and the server's fieldErrors
 * alike. Any other message goes through the app's validation texts.
 */
export const IT2104_MESSAGE_KEYS: Record<string, string> = {
  Required: 'validation:required',
  [INVALID_SSN]: 'forms:errors.ssn',
  'ZIP code must be 00000 or 00000-0000': 'forms:errors.zip',
  'A resident of New York City is not a resident of Yonkers': 'forms:errors.bothResidents',
  'Line 2 is for New York City residents': 'forms:errors.nycLine2',
  'Line 4 is for New York City residents': 'forms:errors.nycLine4',
  'Line 5 is for Yonkers residents': 'forms:errors.yonkersLine5',
  [INVALID_DOLLARS]: 'forms:errors.dollars',
  [AMOUNT_TOO_LARGE]: 'validation:amountTooLarge',
};
