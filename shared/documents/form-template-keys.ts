/**
 * A template's value keys, read from each kind's answers schema (docs/decisions/0026-form-templates.md).
 * A module of its own, apart from the route table's schemas: every kind's answers schema stays off
 * the documents function's cold path (it loads with the template service).
 */
import type * as z from 'zod/mini';
import { COMMON_TEMPLATE_VALUES, type TTemplateKind } from './form-templates.js';
import { ZF8822bAnswersSchema, ZIt2104AnswersSchema, ZW4AnswersSchema, ZW8benAnswersSchema, ZW9AnswersSchema } from './forms.schema.js';

/** Each kind's answers, whose schema names its template's values. */
export const TEMPLATE_SCHEMAS: Record<TTemplateKind, z.core.$ZodType> = {
  W9: ZW9AnswersSchema,
  W4: ZW4AnswersSchema,
  IT2104: ZIt2104AnswersSchema,
  W8BEN: ZW8benAnswersSchema,
  F8822B: ZF8822bAnswersSchema,
};
const keysByKind = new Map<TTemplateKind, string[]>();

/** The value keys a template of this kind may map (the answers' own, read from their schema, once). */
export function templateKeysOf(kind: TTemplateKind): string[] {
  let keys = keysByKind.get(kind);
  if (!keys) keysByKind.set(kind, (keys = templateValueKeys(TEMPLATE_SCHEMAS[kind])));
  return keys;
}

/**
 * The value keys of an answers schema, read from its definition (the input side: a pipe's input,
 * an optional's inner type, a lazy schema's): a property's own key; an enum's `key.VALUE` for each option (a box to
 * tick); a US TIN's `key.1`–`key.3` parts (SSN 3-2-4) or `key.1`–`key.2` (EIN 2-7), the way the
 * official forms split their boxes; an array's items by index, up to its maximum (3 when unbounded, 10
 * at most). It walks zod's definitions rather than `z.toJSONSchema`'s output: the keys are the same
 * (test/unit/web-forms-prefill.test.ts), and zod's JSON Schema code (21 KB minified) stayed on the
 * documents function's cold path through zod's re-exports.
 */
export function templateValueKeys(schema: z.core.$ZodType): string[] {
  const keys: string[] = [];
  const walk = (node: z.core.$ZodType, prefix: string, depth: number): void => {
    if (depth > 6) return;
    const def = node._zod.def as unknown as TDef;
    switch (def.type) {
      case 'object':
        for (const [name, child] of Object.entries(def.shape ?? {})) walk(child, prefix ? `${prefix}.${name}` : name, depth + 1);
        return;
      case 'array': {
        const max = (node._zod.bag as { maximum?: number }).maximum ?? 3;
        for (let i = 0; i < Math.min(max, 10); i += 1) walk(def.element!, `${prefix}.${i}`, depth + 1);
        return;
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        walk(def.innerType!, prefix, depth);
        return;
      case 'pipe':
        walk(def.in!, prefix, depth);
        return;
      case 'lazy':
        walk(def.getter!(), prefix, depth);
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option, prefix, depth + 1);
        return;
      default:
    }
    keys.push(prefix);
    const values = def.type === 'enum' ? Object.values(def.entries ?? {}) : [];
    for (const v of values) keys.push(`${prefix}.${String(v)}`);
    const text = def.type === 'string' || (values.length > 0 && values.every((v) => typeof v === 'string'));
    if (text && /ssn|tin|ein/iu.test(prefix.split('.').at(-1) ?? '')) keys.push(`${prefix}.1`, `${prefix}.2`, `${prefix}.3`);
  };
  walk(schema, '', 0);
  return [...new Set([...COMMON_TEMPLATE_VALUES, ...keys])];
}

/** The parts of zod's schema definitions the walk reads. */
type TDef = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  options?: z.core.$ZodType[];
  entries?: Record<string, unknown>;
};
