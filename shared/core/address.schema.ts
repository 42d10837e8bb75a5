import * as z from 'zod/mini';

/** The 50 states plus DC (spec 000 §3 vocabularies). */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** A US address (spec 001 §3 Address; ZIP mask 00000-0000). */
export const ZAddressSchema = z.object({
  address1: z.string().check(z.trim(), z.minLength(3), z.maxLength(100)),
  address2: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  city: z.string().check(z.trim(), z.minLength(3), z.maxLength(60)),
  state: z.enum(US_STATES),
  zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/u, 'ZIP code must be 00000 or 00000-0000')),
});
export type TAddress = z.infer<typeof ZAddressSchema>;
