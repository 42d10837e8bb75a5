import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
// The zod error map and the shared schemas' messages, configured before any form validates.
import './validation';

/**
 * zodResolver for the shared schemas, with one refinement: for `'' | <rule>` unions (optional
 * fields such as the contact email) the error shown is the rule's (e.g. max length), not the
 * empty-literal branch's.
 */
export function schemaResolver<S extends z.core.$ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await z.safeParseAsync(schema, values);
    if (parsed.success) return result;
    const errors = result.errors as Record<string, unknown>;
    for (const iss of parsed.error.issues) {
      if (iss.code !== 'invalid_union' || iss.path.length !== 1) continue;
      const branch = iss.errors.find((b) => b.length > 0 && b.every((i) => i.code !== 'invalid_value'));
      const first = branch?.[0];
      if (first) errors[String(iss.path[0])] = { type: first.code, message: first.message };
    }
    return result;
  };
}
