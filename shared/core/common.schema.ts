import * as z from 'zod/mini';

export const LANGUAGES = ['EN', 'RU'] as const;
export const ZLanguageSchema = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguageSchema>;

/** Email characters are limited to letters, digits, @, dot, underscore, hyphen (spec 000 §5). */
export const ZEmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(/^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/u, 'Invalid email')),
  z.email('Invalid email'),
);

export const ZEmptySchema = z.strictObject({});
export const ZOkSchema = z.object({ ok: z.literal(true) });
export const ZIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
