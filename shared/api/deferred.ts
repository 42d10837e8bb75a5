import * as z from 'zod/mini';
import type { TRoute } from './route.js';

/**
 * A route schema whose module loads on the route's first call rather than with the route table
 * (docs/decisions/0006-handler-bundles.md, "Deferred schemas"). The table keeps the schema's type,
 * read from the module with `import()`'s type, while its code stays out of the function's cold
 * start: the HTTP core awaits `loadDeferred` before it validates, and so do the OpenAPI builder and
 * the fuzz harness before they read a schema. Using one before it is loaded is a programming error.
 */
const loaders = new WeakMap<z.core.$ZodType, () => Promise<void>>();

export function deferredSchema<T extends z.core.$ZodType>(load: () => Promise<T>): z.ZodMiniLazy<T> {
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  const schema = z.lazy((): T => {
    if (!loaded) throw new Error('A deferred schema was used before loadDeferred()');
    return loaded;
  });
  loaders.set(schema, () => {
    // A failed load is forgotten, so the next call tries again.
    loading ??= load().then(
      (s) => {
        loaded = s;
        // zod caches a lazy schema's inner type on first use, and caches nothing when its getter
        // throws; set it here too, so a use before the load (an error) leaves nothing stale behind.
        (schema._zod as { innerType: z.core.$ZodType }).innerType = s;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  });
  return schema;
}

/** Loads a route part's deferred schema, if it is one; nothing to wait for otherwise. */
export function loadDeferred(schema: z.core.$ZodType | undefined): Promise<void> | undefined {
  return schema ? loaders.get(schema)?.() : undefined;
}

/** Loads every deferred schema of these routes (for whatever reads all of them: OpenAPI, the fuzz harness). */
export async function loadAllDeferred(routes: readonly TRoute[]): Promise<void> {
  await Promise.all(routes.flatMap((r) => [r.body, r.query, r.params, r.response].map(loadDeferred)));
}
