import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * A form resolver whose schema (and zod, with the app's error map) loads on first use: pages on
 * the first route such as /login render their form without zod. `preload()` starts loading early,
 * e.g. when the user focuses the form.
 */
export function lazyResolver<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> & { preload(): void } {
  type TResolver = Resolver<z.input<S>, unknown, z.output<S>>;
  let ready: Promise<TResolver> | undefined;
  const get = () =>
    (ready ??= Promise.all([load(), import('./schema-resolver')]).then(([schema, m]) => m.schemaResolver(schema) as unknown as TResolver));
  const resolver: TResolver = async (...args) => (await get())(...args);
  return Object.assign(resolver, { preload: () => void get() });
}
