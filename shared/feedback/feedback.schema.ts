import * as z from 'zod';
import { ZLanguageSchema } from '../core/common.schema.js';

export const REQUIRED_PHONE_OR_EMAIL = 'Required phone number or email';
export const EMAIL_TOO_LONG = 'Email must be at most 50 characters';

/**
 * The public contact form (spec 000 §2, §5; spec 001 §3 Feedback): name required, min 3, letters
 * only; email valid, max 50, required when the phone is empty; phone digits with one leading plus;
 * preferred language EN or RU.
 */
export const ZFeedbackRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(3)
      .max(100)
      .regex(/^[\p{L}][\p{L} '-]*$/u, 'Only letters are allowed'),
    email: z
      .string()
      .trim()
      .max(50, EMAIL_TOO_LONG)
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email')
      .optional(),
    phoneCode: z
      .string()
      .regex(/^\+\d{1,4}$/u)
      .default('+1'),
    phone: z.union([z.literal(''), z.string().regex(/^\+?\d{1,13}$/u, 'Digits only')]).optional(),
    promoCode: z.string().trim().max(50).optional(),
    message: z.string().trim().max(2000).optional(),
    preferredLanguage: ZLanguageSchema.default('EN'),
  })
  .refine((v) => Boolean(v.email) || Boolean(v.phone), { message: REQUIRED_PHONE_OR_EMAIL, path: ['email'] });
export type TFeedbackRequest = z.input<typeof ZFeedbackRequestSchema>;

export const ZLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  phoneCode: z.string(),
  phone: z.string().optional(),
  promoCode: z.string().optional(),
  message: z.string().optional(),
  preferredLanguage: ZLanguageSchema,
  createdAt: z.string(),
});
export type TLead = z.infer<typeof ZLeadSchema>;
