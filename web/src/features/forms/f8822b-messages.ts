import { F8822B_MESSAGES } from '../../../../shared/documents/form-kinds/f8822b.schema.js';

/**
 * The 8822-B schema's own English messages (F8822B_MESSAGES, shared/documents/form-kinds/f8822b.schema.ts)
 * as keys: the EIN and ZIP formats the other forms' own texts, 'Required' the app's, the rest keys
 * of `forms:f8822b.errors` named as in F8822B_MESSAGES, for the form's fields and the server's
 * fieldErrors alike. Any other message goes through the app's validation texts.
 */
export const F8822B_MESSAGE_KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(F8822B_MESSAGES).map(([name, message]) => [message, `forms:f8822b.errors.${name}`])),
  Required: 'validation:required',
  [F8822B_MESSAGES.ein]: 'forms:errors.ein',
  [F8822B_MESSAGES.zip]: 'forms:errors.zip',
};
