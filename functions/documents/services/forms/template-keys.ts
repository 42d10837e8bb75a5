import type * as z from 'zod/mini';
import { type TTemplateKind, templateValueKeys } from '../../../../shared/documents/form-templates.js';
import { ZIt2104AnswersSchema, ZW4AnswersSchema, ZW9AnswersSchema } from '../../../../shared/documents/forms.schema.js';
import { ZF8822bAnswersSchema } from '../../../../shared/documents/form-kinds/f8822b.schema.js';
import { ZW8benAnswersSchema } from '../../../../shared/documents/form-kinds/w8ben.schema.js';

const SCHEMAS: Record<TTemplateKind, z.core.$ZodType> = {
  W9: ZW9AnswersSchema,
  W4: ZW4AnswersSchema,
  IT2104: ZIt2104AnswersSchema,
  W8BEN: ZW8benAnswersSchema,
  F8822B: ZF8822bAnswersSchema,
};
const cache = new Map<TTemplateKind, string[]>();

/** The value keys a template of this kind may map (the answers' own, read from their schema). */
export function templateKeysOf(kind: TTemplateKind): string[] {
  let keys = cache.get(kind);
  if (!keys) cache.set(kind, (keys = templateValueKeys(SCHEMAS[kind])));
  return keys;
}
