import { INVALID_EIN, INVALID_SSN } from '../../../../shared/documents/forms.schema.js';

/**
 * The W-9 schema's own English messages (shared/documents/forms.schema.ts) as keys of the `forms`
 * namespace, for the form's lines and the server's fieldErrors alike. Any other message (zod's
 * configured ones, `validation:…`) goes through the app's validation texts.
 */
export const W9_MESSAGE_KEYS: Record<string, string> = {
  Required: 'validation:required',
  [INVALID_SSN]: 'forms:errors.ssn',
  [INVALID_EIN]: 'forms:errors.ein',
  'An entity enters its EIN': 'forms:errors.entityEin',
  'Enter the LLC’s tax classification': 'forms:errors.llcClassification',
  'Individuals are not exempt': 'forms:errors.individualExempt',
  'Only partnerships and trusts answer line 3b': 'forms:errors.foreignPartners',
  'ZIP code must be 00000 or 00000-0000': 'forms:errors.zip',
  // The server's check of the link's variant (functions/documents/services/forms.ts).
  'This link asks for a person’s W-9': 'forms:errors.personLink',
  'This link asks for a company’s W-9': 'forms:errors.companyLink',
};
