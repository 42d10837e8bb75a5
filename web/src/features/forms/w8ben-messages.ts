import { DATE_OUT_OF_RANGE } from '../../../../shared/core/bounds.js';
import { W8BEN_MESSAGES } from '../../../../shared/documents/forms.schema.js';

/**
 * The W-8BEN schema's own English messages (W8BEN_MESSAGES, shared/documents/form-kinds/w8ben.schema.ts)
 * as keys: 'Required' and the SSN format the app's and the other forms' own texts, the rest keys of
 * `forms:w8ben.errors` named as in W8BEN_MESSAGES, for the form's fields and the server's fieldErrors
 * alike. Any other message goes through the app's validation texts.
 */
export const W8BEN_MESSAGE_KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(W8BEN_MESSAGES).map(([name, message]) => [message, `forms:w8ben.errors.${name}`])),
  [W8BEN_MESSAGES.required]: 'validation:required',
  [W8BEN_MESSAGES.invalidSsn]: 'forms:errors.ssn',
  [DATE_OUT_OF_RANGE]: 'validation:dateRange',
};
