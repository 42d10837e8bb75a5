/**
 * A template's value keys, read from each kind's answers schema (docs/decisions/0026-form-templates.md).
 * A module of its own, apart from the route table's schemas: `z.toJSONSchema` and every kind's
 * schema stay off the documents function's cold path (they load with the template service).
 */
import * as z from 'zod/mini';
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
 * The value keys of an answers schema, read from its JSON Schema: a property's own key; an enum's
 * `key.VALUE` for each option (a box to tick); a US TIN's `key.1`–`key.3` parts (SSN 3-2-4) or
 * `key.1`–`key.2` (EIN 2-7), the way the official forms split their boxes; an array's items by index.
 */
export function templateValueKeys(schema: z.core.$ZodType): string[] {
  const keys: string[] = [];
  const walk = (node: TJsonNode, prefix: string, depth: number): void => {
    if (depth > 6) return;
    if (node.type === 'object' && node.properties) {
      for (const [name, child] of Object.entries(node.properties)) walk(child, prefix ? `${prefix}.${name}` : name, depth + 1);
      return;
    }
    if (node.type === 'array' && node.items) {
      for (let i = 0; i < Math.min(node.maxItems ?? 3, 10); i += 1) walk(node.items, `${prefix}.${i}`, depth + 1);
      return;
    }
    if (node.anyOf) {
      for (const option of node.anyOf) walk(option, prefix, depth + 1);
      return;
    }
    keys.push(prefix);
    if (node.enum) for (const v of node.enum) keys.push(`${prefix}.${String(v)}`);
    if (node.type === 'string' && /ssn|tin|ein/iu.test(prefix.split('.').at(-1) ?? '')) keys.push(`${prefix}.1`, `${prefix}.2`, `${prefix}.3`);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonNode, '', 0);
  return [...new Set([...COMMON_TEMPLATE_VALUES, ...keys])];
}

type TJsonNode = {
  type?: string;
  properties?: Record<string, TJsonNode>;
  items?: TJsonNode;
  maxItems?: number;
  anyOf?: TJsonNode[];
  enum?: unknown[];
};
