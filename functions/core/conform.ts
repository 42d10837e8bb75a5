import * as z from 'zod/mini';

/**
 * Parse once (docs/decisions/0022-latency-budgets.md). An entity read parses every item with its
 * schema; the response parse then walked the same values again (about 40% of a list's own work
 * on the invoice list). `vouch` records that a value is the output of parsing a schema, and
 * `conform` answers a response without parsing again the parts that a vouched value covers, so
 * what leaves the API still conforms to the route's response schema.
 *
 * A vouched value is treated as read-only: a service that changes a value after reading it must
 * build a new object (as the services do: `{ ...current, status }`), which carries no vouch and
 * is parsed in full. The integration stack sets RESPONSE_SELF_CHECK, so every response of the
 * test suite is also parsed in full and compared with what `conform` answered.
 */

type TSchema = z.core.$ZodType;
type TObjectDef = { type: 'object'; shape: Record<string, TSchema>; catchall?: TSchema; checks?: unknown[] };

const vouched = new WeakMap<object, TSchema>();

/** Marks `value`, the output of `z.parse(schema, …)`, as conforming to `schema`. */
export function vouch<T>(value: T, schema: TSchema): T {
  if (value && typeof value === 'object') vouched.set(value, schema);
  return value;
}

function objectDef(schema: TSchema): TObjectDef | undefined {
  const def = schema._zod.def as unknown as TObjectDef;
  return def.type === 'object' ? def : undefined;
}

/**
 * `target`'s view of a value vouched for `source`, when `source` is `target` or extends it: every
 * key of `target` has the very same schema in `source` (what `z.extend` and `z.pick` make), and
 * `target` adds no object-level check and keeps no unknown key. The view holds `target`'s keys
 * only, as its parse would (zod strips unknown keys), so fields such as `version` never leak.
 */
function viewOf(target: TSchema, value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (!value || typeof value !== 'object') return { ok: false };
  const source = vouched.get(value);
  if (!source) return { ok: false };
  if (source === target) return { ok: true, value };
  const t = objectDef(target);
  const s = objectDef(source);
  if (!t || !s || t.catchall || t.checks?.length) return { ok: false };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(t.shape)) {
    if (s.shape[key] !== t.shape[key]) return { ok: false };
    if (key in value) out[key] = (value as Record<string, unknown>)[key];
  }
  return { ok: true, value: out };
}

/** The parsed response: vouched values (whole, or the items of a top-level array) are not parsed again. */
function conformFast(schema: TSchema, value: unknown): unknown {
  const whole = viewOf(schema, value);
  if (whole.ok) return whole.value;
  const def = objectDef(schema);
  if (!def || def.checks?.length || !value || typeof value !== 'object' || Array.isArray(value)) return z.parse(schema, value);
  // A page ({ data: T[], nextCursor }): the envelope is parsed, the vouched items are viewed.
  const input = value as Record<string, unknown>;
  const views: Record<string, unknown[]> = {};
  for (const [key, field] of Object.entries(def.shape)) {
    const arrayDef = field._zod.def as unknown as { type: string; element: TSchema; checks?: unknown[] };
    const items = input[key];
    if (arrayDef.type !== 'array' || arrayDef.checks?.length || !Array.isArray(items) || items.length === 0) continue;
    const viewed: unknown[] = [];
    for (const item of items) {
      const view = viewOf(arrayDef.element, item);
      if (!view.ok) break;
      viewed.push(view.value);
    }
    if (viewed.length === items.length) views[key] = viewed;
  }
  if (Object.keys(views).length === 0) return z.parse(schema, value);
  const envelope = z.parse(schema, { ...input, ...Object.fromEntries(Object.keys(views).map((k) => [k, []])) }) as Record<string, unknown>;
  return { ...envelope, ...views };
}

/**
 * `z.parse(schema, value)` for a response, skipping what a validated entity read already parsed.
 * With RESPONSE_SELF_CHECK set, the full parse runs too and any difference throws.
 */
export function conform(schema: TSchema, value: unknown): unknown {
  const out = conformFast(schema, value);
  if (process.env.RESPONSE_SELF_CHECK) {
    const full = JSON.stringify(z.parse(schema, value));
    if (JSON.stringify(out) !== full) throw new Error(`conform: the response differs from its full parse`);
  }
  return out;
}
