import * as z from 'zod/mini';
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
      .check(z.trim(), z.minLength(3), z.maxLength(100), z.regex(/^[\p{L}][\p{L} '-]*$/u, 'Only letters are allowed')),
    email: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(50, EMAIL_TOO_LONG),
          z.refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email'),
        ),
    ),
    phoneCode: z._default(z.string().check(z.regex(/^\+\d{1,4}$/u)), '+1'),
    phone: z.optional(z.union([z.literal(''), z.string().check(z.regex(/^\+?\d{1,13}$/u, 'Digits only'))])),
    promoCode: z.optional(z.string().check(z.trim(), z.maxLength(50))),
    message: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
    preferredLanguage: z._default(ZLanguageSchema, 'EN'),
  })
  .check(z.refine((v) => Boolean(v.email) || Boolean(v.phone), { message: REQUIRED_PHONE_OR_EMAIL, path: ['email'] }));
export type TFeedbackRequest = z.input<typeof ZFeedbackRequestSchema>;

export const ZLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.optional(z.string()),
  phoneCode: z.string(),
  phone: z.optional(z.string()),
  promoCode: z.optional(z.string()),
  message: z.optional(z.string()),
  preferredLanguage: ZLanguageSchema,
  createdAt: z.string(),
});
export type TLead = z.infer<typeof ZLeadSchema>;
