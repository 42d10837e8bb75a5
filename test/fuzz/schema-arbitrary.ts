/**
 * fast-check arbitraries from a route's zod schemas, through zod v4's JSON Schema conversion (the
 * same conversion the OpenAPI document is built with, shared/api/openapi.ts). The JSON Schema is
 * only the generator's recipe: whether a generated value is valid is always asked of the zod
 * schema itself, so refinements JSON Schema cannot state still decide (docs/decisions/0016-route-fuzzing.md).
 */
import fc from 'fast-check';
import * as z from 'zod/mini';

export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  multipleOf?: number;
  /** Values the schema's metadata names as examples (zod's registry): drawn most of the time. */
  examples?: unknown[];
  default?: unknown;
};

export function jsonSchemaOf(schema: z.core.$ZodType): TJsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
}

/** Ids the caller has seen in its own answers: a field named like an id draws from them. */
export interface TIdPool {
  ids: () => readonly string[];
}

const isIdName = (name: string) => name === 'id' || /Id$/.test(name) || /Ids$/.test(name);

function merged(all: TJsonSchema[]): TJsonSchema {
  return all.reduce<TJsonSchema>((acc, s) => ({ ...acc, ...s, ...(acc.pattern && s.pattern ? { pattern: acc.pattern } : {}) }), {});
}

const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });

const digitsOf = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** An ABA routing number: eight digits and the checksum digit. */
const routing = digitsOf(8).map((d) => {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...d].reduce((acc, c, i) => acc + Number(c) * w[i]!, 0);
  return `${d}${(10 - (sum % 10)) % 10}`;
});

/**
 * Formats that zod states as refinements, which JSON Schema cannot carry, known by the field's
 * name (as Schemathesis knows formats): without them nearly no draw of these fields is valid.
 */
function hinted(name: string): fc.Arbitrary<string> | undefined {
  if (/email$/i.test(name)) return fc.tuple(fc.stringMatching(/^[a-z]{3,10}$/), fc.nat(99999)).map(([u, n]) => `${u}.${n}@example.com`);
  if (/^(ssn|itin)$/i.test(name)) return fc.tuple(fc.integer({ min: 100, max: 665 }), fc.integer({ min: 10, max: 99 }), fc.integer({ min: 1000, max: 9999 })).map(([a, b, c]) => `${name === 'itin' ? 9 : ''}${name === 'itin' ? String(a).slice(1) : a}-${b}-${c}`);
  if (/^ein$/i.test(name)) return fc.tuple(digitsOf(2), digitsOf(7)).map(([a, b]) => `9${a.slice(1)}-${b}`);
  if (/zip/i.test(name)) return digitsOf(5);
  if (/routingNumber$/i.test(name)) return routing;
  if (/accountNumber$/i.test(name)) return digitsOf(10);
  if (/phone/i.test(name)) return digitsOf(10).map((d) => `+1${d}`);
  if (/(Date|Start|End|^date)$/.test(name)) return day.map((d) => d.toISOString().slice(0, 10));
  if (/^(is|only|has|include|with)[A-Z]/.test(name)) return fc.constantFrom('true', 'false');
  return undefined;
}

function stringArb(s: TJsonSchema, name = ''): fc.Arbitrary<string> {
  const hint = s.enum || s.format === 'date-time' ? undefined : hinted(name);
  if (hint) return fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: stringArb(s) });
  if (s.format === 'date') return day.map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return day.map((d) => d.toISOString());
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? min + 24, min + 24));
  const patterns = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter((p): p is string => Boolean(p));
  if (patterns.length) {
    // Never a filter on the length (it may reject nearly every draw and never end): an anchored
    // pattern too short is repeated, several unanchored ones are concatenated and padded.
    const one = (p: string) => fc.stringMatching(new RegExp(p, 'u'));
    if (patterns.length === 1) return one(patterns[0]!).map((v) => (v.length && v.length < min ? v.repeat(Math.ceil(min / v.length)) : v));
    return fc.tuple(...patterns.map(one)).map((parts) => parts.join('').padEnd(min, 'x'));
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' }).map((v) => (min > 0 ? v.padEnd(min, 'x') : v));
}

function numberArb(s: TJsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : (s.minimum ?? -1_000_000);
  const hi = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : (s.maximum ?? 1_000_000);
  const min = Math.max(lo, Number.MIN_SAFE_INTEGER);
  const max = Math.min(hi, Number.MAX_SAFE_INTEGER);
  if (s.multipleOf && !integer) {
    // A grid (quarter hours, hundredths): multiples of the step within the bounds, as decimals a person types.
    const step = s.multipleOf;
    const [lo, hi] = [Math.ceil(min / step), Math.floor(max / step)];
    if (lo <= hi) return fc.integer({ min: lo, max: hi }).map((k) => Math.round(k * step * 1e6) / 1e6);
  }
  const hasInts = Math.ceil(min) <= Math.floor(max);
  const ints = hasInts ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : undefined;
  if (integer) return ints ?? fc.constant(Math.ceil(min));
  // A fractional range (a box's height, 0.01 to 0.3) holds no integer, and rounding to cents may
  // step outside it: such draws stay doubles, clamped.
  const doubles = fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((v) => Math.min(max, Math.max(min, Math.round(v * 100) / 100)));
  return ints ? fc.oneof(ints, doubles) : doubles;
}

/**
 * An arbitrary of values that satisfy the JSON Schema (as far as it can say), with id-named
 * string fields drawn mostly from the caller's own ids when there are any.
 */
export function arbitraryOf(s: TJsonSchema, pool?: TIdPool, name = ''): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.examples?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...s.examples) }, { weight: 1, arbitrary: arbitraryOf({ ...s, examples: undefined }, pool, name) });
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => arbitraryOf(a, pool, name)));
  if (s.allOf?.length && s.type !== 'string') return arbitraryOf(merged([{ ...s, allOf: undefined }, ...s.allOf]), pool, name);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => arbitraryOf({ ...s, type: t }, pool, name)));
  switch (s.type) {
    case 'string': {
      const own = stringArb(s, name);
      const ids = pool?.ids() ?? [];
      if (isIdName(name) && ids.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: own });
      return own;
    }
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.max(min, Math.min(s.maxItems ?? min + 3, min + 3));
      return fc.array(arbitraryOf(s.items ?? {}, pool, name), { minLength: min, maxLength: max });
    }
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      if (!props.length) return fc.constant({});
      const model = Object.fromEntries(props.map(([k, v]) => [k, arbitraryOf(v, pool, k)]));
      // A `confirmX` field repeats `x` (confirmPassword): a valid draw makes them equal.
      const confirms = Object.keys(model).filter((k) => /^confirm[A-Z]/.test(k));
      const record = fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) }) as fc.Arbitrary<Record<string, unknown>>;
      if (!confirms.length) return record;
      return record.map((v) => {
        const out = { ...v };
        for (const k of confirms) {
          const source = k[7]!.toLowerCase() + k.slice(8);
          if (k in out && source in out) out[k] = out[source];
        }
        return out;
      });
    }
    default:
      return fc.oneof(fc.constant('x'), fc.integer(), fc.boolean());
  }
}

/** The path of every leaf and object field of a value, for a mutation to pick one. */
export function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const here = prefix.length ? [prefix] : [];
  return [...here, ...entries.flatMap(([k, v]) => fieldPaths(v, [...prefix, k]))];
}

/** A deep copy of `value` with the field at `path` replaced (or removed when `next` is DELETE). */
export const DELETE = Symbol('delete');
export function withField(value: unknown, path: string[], next: unknown): unknown {
  if (!path.length) return next === DELETE ? undefined : next;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path as [string, ...string[]];
  if (!rest.length) {
    if (next === DELETE) {
      if (Array.isArray(copy)) copy.splice(Number(head), 1);
      else delete copy[head];
    } else copy[head] = next;
    return copy;
  }
  copy[head] = withField(copy[head], rest, next);
  return copy;
}
