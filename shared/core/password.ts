import * as z from 'zod';
import { ERROR_CATALOGUE } from './errors.js';

/** The spec's password message (spec 000 §5). */
export const PASSWORD_RULE_MESSAGE = ERROR_CATALOGUE[4003].message;
export const PASSWORD_MISMATCH_MESSAGE = ERROR_CATALOGUE[4002].message;

/**
 * 8 to 128 characters with an uppercase letter, a lowercase letter (Latin or Cyrillic),
 * a digit and a special character. cognito-local does not enforce a policy, so this rule is
 * the one the API checks before any user is created (and the web form shows it as typed).
 */
export const ZPasswordSchema = z
  .string()
  .min(8, PASSWORD_RULE_MESSAGE)
  .max(128, PASSWORD_RULE_MESSAGE)
  .regex(/[A-ZА-ЯЁ]/u, PASSWORD_RULE_MESSAGE)
  .regex(/[a-zа-яё]/u, PASSWORD_RULE_MESSAGE)
  .regex(/\d/u, PASSWORD_RULE_MESSAGE)
  .regex(/[^\p{L}\p{N}\s]/u, PASSWORD_RULE_MESSAGE);

/** Adds the confirmation check to an object schema that has password and confirmPassword. */
export function withPasswordConfirmation<T extends z.ZodObject<{ password: z.ZodString; confirmPassword: z.ZodString }>>(
  schema: T,
) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
}
