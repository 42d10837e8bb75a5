import * as z from 'zod/mini';
import { ERROR_CATALOGUE } from './errors.js';

/** The spec's password message (spec 000 §5). */
export const PASSWORD_RULE_MESSAGE = ERROR_CATALOGUE[4003].message;
export const PASSWORD_MISMATCH_MESSAGE = ERROR_CATALOGUE[4002].message;

/**
 * 8 to 128 characters with an uppercase letter, a lowercase letter (Latin or Cyrillic),
 * a digit and a special character. cognito-local does not enforce a policy, so this rule is
 * the one the API checks before any user is created (and the web form shows it as typed).
 */
export const ZPasswordSchema = z.string().check(
  z.minLength(8, PASSWORD_RULE_MESSAGE),
  z.maxLength(128, PASSWORD_RULE_MESSAGE),
  z.regex(/[A-ZА-ЯЁ]/u, PASSWORD_RULE_MESSAGE),
  z.regex(/[a-zа-яё]/u, PASSWORD_RULE_MESSAGE),
  z.regex(/\d/u, PASSWORD_RULE_MESSAGE),
  z.regex(/[^\p{L}\p{N}\s]/u, PASSWORD_RULE_MESSAGE),
);

/** Adds the confirmation check to an object schema that has password and confirmPassword. */
export function withPasswordConfirmation<
  T extends z.ZodMiniObject<{ password: z.ZodMiniString<string>; confirmPassword: z.ZodMiniString<string> }>,
>(schema: T) {
  return schema.check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: PASSWORD_MISMATCH_MESSAGE,
      path: ['confirmPassword'],
    }),
  );
}
