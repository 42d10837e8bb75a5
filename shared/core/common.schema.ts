import * as z from 'zod';

export const LANGUAGES = ['EN', 'RU'] as const;
export const ZLanguageSchema = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguageSchema>;

/** Email characters are limited to letters, digits, @, dot, underscore, hyphen (spec 000 §5). */
export const ZEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/u, 'Invalid email')
  .pipe(z.email('Invalid email'));

export const ZEmptySchema = z.object({}).strict();
export const ZOkSchema = z.object({ ok: z.literal(true) });
export const ZIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
