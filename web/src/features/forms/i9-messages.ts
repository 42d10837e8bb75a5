import { I9_MESSAGES } from '../../../../shared/documents/forms.schema.js';

/** The lists' own messages for a title that is none of the list's (no title chosen, as the form's selects leave it). */
export const I9_LIST_MESSAGES = { notListA: 'Not a List A document', notListB: 'Not a List B document', notListC: 'Not a List C document' } as const;

/**
 * The I-9 schema's own English messages (I9_MESSAGES in shared/documents/form-kinds/i9.schema.ts,
 * and the lists' title checks) as keys of the `forms` namespace (`i9.errors.*`), for the form's
 * fields and the server's fieldErrors alike. The combination's missing document is named by its
 * fixed lead (i9-section2-rules.ts normalizeI9Message). Any other message goes through the app's
 * validation texts.
 */
export const I9_MESSAGE_KEYS: Record<string, string> = {
  Required: 'validation:required',
  ...Object.fromEntries(Object.entries({ ...I9_MESSAGES, ...I9_LIST_MESSAGES }).map(([key, message]) => [message, `forms:i9.errors.${key}`])),
};
