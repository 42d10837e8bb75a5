import * as z from 'zod/mini';

export const LANGUAGES = ['EN', 'RU'] as const;
export const ZLanguageSchema = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguageSchema>;

/** Email characters are limited to letters, digits, @, dot, underscore, hyphen (spec 000 §5). */
export const ZEmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(/^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/u, 'Invalid email')),
  z.email('Invalid email'),
);

/** What an e-mail input keeps while typing (spec 000 §5): letters, digits, @, dot, underscore, hyphen. */
const EMAIL_DISALLOWED = /[^A-Za-z0-9@._-]/gu;
/** Drops every character an e-mail may not hold; used by every e-mail input of the web (EmailInput). */
export function filterEmailInput(value: string): string {
  return value.replace(EMAIL_DISALLOWED, '');
}

export const ZEmptySchema = z.strictObject({});
export const ZOkSchema = z.object({ ok: z.literal(true) });
export const ZIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
