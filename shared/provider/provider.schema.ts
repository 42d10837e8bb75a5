import * as z from 'zod';
import { ZAddressSchema } from '../core/address.schema.js';

/** A provider office, shown on the public /locations page. */
export const ZOfficeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: ZAddressSchema,
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
});
export type TOffice = z.infer<typeof ZOfficeSchema>;
