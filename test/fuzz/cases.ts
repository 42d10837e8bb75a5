/**
 * The inputs the fuzzer sends to one route: valid, near-valid (one field wrong) and hostile, in the
 * manner of Schemathesis. Everything is drawn from the route's own schemas with fast-check and a
 * fixed seed, so a run is reproducible and a new route needs no code here.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { TRoute } from '../../shared/api/route.js';
import { arbitraryOf, DELETE, fieldPaths, jsonSchemaOf, type TIdPool, type TJsonSchema, withField } from './schema-arbitrary.js';

export type TCaseKind = 'valid' | 'near' | 'hostile';

export interface TCase {
  kind: TCaseKind;
  /** What was done to the input, for the failure report. */
  label: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The raw body and its content type; undefined sends none. */
  body?: { text: string; contentType?: string };
  /** True when every part parses with the route's zod schemas (the response is then checked). */
  valid: boolean;
}

const MB = 1024 * 1024;
const CONTROL_AND_SCRIPTS = '\u0000\u0007\u001b[31m\u202egpj.exe\u200b Админ 管理者 مدير 🙂\ud800';
const WRONG_VALUES: [string, unknown][] = [
  ['wrong type: number', 12345],
  ['wrong type: string', 'not-a-number'],
  ['wrong type: object', { nested: true }],
  ['wrong type: array', ['a', 1]],
  ['wrong type: boolean', true],
  ['null', null],
  ['too long', 'x'.repeat(5000)],
  ['empty string', ''],
  ['negative', -1],
  ['big negative', -1e15],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"-Infinity"', '-Infinity'],
  ['huge number', 1e308],
  ['2^64', 18446744073709551616],
  ['2^53 + 1 as string', '9007199254740993'],
  ['fraction', 0.5],
  ['far date', '9999-12-31'],
];

function parses(schema: z.core.$ZodType | undefined, value: unknown): boolean {
  return !schema || z.safeParse(schema, value).success;
}

const asQueryValue = (v: unknown): string =>
  Array.isArray(v) ? v.map(asQueryValue).join(',') : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);

function stringsOf(record: unknown): Record<string, string> {
  if (!record || typeof record !== 'object') return {};
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined).map(([k, v]) => [k, asQueryValue(v)]));
}

interface TParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

function assemble(route: TRoute, parts: TParts, kind: TCaseKind, label: string, raw?: { text: string; contentType?: string }): TCase {
  const params = stringsOf(parts.params);
  const query = stringsOf(parts.query);
  const body = raw ?? (route.body && parts.body !== undefined ? { text: JSON.stringify(parts.body), contentType: 'application/json' } : undefined);
  let json: unknown;
  try {
    json = body ? JSON.parse(body.text) : undefined;
  } catch {
    json = Symbol('malformed');
  }
  const valid =
    kind === 'valid' &&
    parses(route.params, params) &&
    parses(route.query, query) &&
    (!route.body || (body?.contentType === 'application/json' && parses(route.body, json)));
  return { kind, label, params, query, body, valid };
}

/** Replaces one field of a body/query/params value, the first part that has fields. */
function mutateOne(parts: TParts, rnd: () => number, next: (path: string[]) => unknown, label: string): { parts: TParts; label: string } {
  for (const part of ['body', 'query', 'params'] as const) {
    const paths = fieldPaths(parts[part]);
    if (!paths.length) continue;
    const path = paths[Math.floor(rnd() * paths.length)]!;
    return { parts: { ...parts, [part]: withField(parts[part], path, next(path)) }, label: `${label} at ${part}.${path.join('.')}` };
  }
  return { parts, label: `${label} (no field)` };
}

/** Inserts raw JSON members at the top of an object text (JSON.stringify would drop `__proto__`). */
function injectMembers(text: string, members: string): string {
  return text.startsWith('{') ? `{${members}${text.length > 2 ? ',' : ''}${text.slice(1)}` : `{${members}}`;
}

/**
 * The cases for one route: `count` of them, about 40% valid, 35% near-valid and 25% hostile,
 * drawn from `seed`. `pool` supplies the caller's own ids for id-named fields and params.
 */
export function casesFor(route: TRoute, count: number, seed: number, pool: TIdPool): TCase[] {
  const schemaOf = (s: z.core.$ZodType | undefined): TJsonSchema | undefined => (s ? jsonSchemaOf(s) : undefined);
  const partsArb = fc.record({
    params: schemaOf(route.params) ? arbitraryOf(schemaOf(route.params)!, pool) : fc.constant(undefined),
    query: schemaOf(route.query) ? arbitraryOf(schemaOf(route.query)!, pool) : fc.constant(undefined),
    body: schemaOf(route.body) ? arbitraryOf(schemaOf(route.body)!, pool) : fc.constant(undefined),
  }) as fc.Arbitrary<TParts>;
  const drawn = fc.sample(fc.tuple(partsArb, fc.noBias(fc.integer({ min: 0, max: 999 })).map((n) => n / 1000), fc.noBias(fc.nat(1000))), { seed, numRuns: count });
  return drawn.map(([parts, roll, pick], i) => {
    let r = (pick + 1) / 1002;
    const rnd = () => ((r = (r * 9301 + 0.49297) % 1), r);
    if (roll < 0.4) return assemble(route, parts, 'valid', 'valid');
    if (roll < 0.75) {
      const [label, value] = WRONG_VALUES[pick % WRONG_VALUES.length]!;
      const missing = pick % 5 === 0;
      const m = mutateOne(parts, rnd, () => (missing ? DELETE : value), missing ? 'missing' : label);
      if (!missing && pick % 7 === 0) return assemble(route, { ...m.parts, query: { ...(m.parts.query as object), unknownField: 'x' } }, 'near', `${m.label} + unknown query field`);
      return assemble(route, m.parts, 'near', m.label);
    }
    return hostile(route, parts, i + pick, rnd);
  });
}

function hostile(route: TRoute, parts: TParts, n: number, rnd: () => number): TCase {
  const valid = route.body && parts.body !== undefined ? JSON.stringify(parts.body) : '{}';
  switch (n % 10) {
    case 0:
      return assemble(route, parts, 'hostile', '__proto__ member', {
        text: injectMembers(valid, '"__proto__":{"staff":true,"roles":["ADMIN"],"isAdmin":true}'),
        contentType: 'application/json',
      });
    case 1:
      return assemble(route, parts, 'hostile', 'constructor member', {
        text: injectMembers(valid, '"constructor":{"prototype":{"staff":true}}'),
        contentType: 'application/json',
      });
    case 2: {
      // A 1 MB string in a field of the body, or as the whole body of a route that takes none.
      const big = 'A'.repeat(MB);
      if (!route.body) return assemble(route, parts, 'hostile', '1 MB body', { text: JSON.stringify({ big }), contentType: 'application/json' });
      const m = mutateOne(parts, rnd, () => big, '1 MB string');
      return assemble(route, m.parts, 'hostile', m.label);
    }
    case 3: {
      const m = mutateOne(parts, rnd, () => CONTROL_AND_SCRIPTS, 'control characters and mixed scripts');
      return assemble(route, m.parts, 'hostile', m.label);
    }
    case 4: {
      const bad = ['{"a":', '{a:1}', '[1,2', '\u0000', 'nul', '{"x":1}}', '"\\ud800"'][Math.floor(rnd() * 7)]!;
      return assemble(route, parts, 'hostile', `malformed JSON ${JSON.stringify(bad)}`, { text: bad, contentType: 'application/json' });
    }
    case 5:
      return assemble(route, parts, 'hostile', 'wrong content-type text/plain', { text: valid, contentType: 'text/plain' });
    case 6:
      return assemble(route, parts, 'hostile', 'wrong content-type form', { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
    case 7:
      return assemble(route, parts, 'hostile', 'empty body', { text: '', contentType: 'application/json' });
    case 8: {
      // Hostile query: prototype keys, control characters and a long value (headers stay under Node's limit).
      const query = { ...(parts.query as object), __proto__x: '1', constructor: 'x', size: 'Infinity', cursor: 'x'.repeat(3000) };
      const c = assemble(route, { ...parts, query }, 'hostile', 'hostile query');
      return { ...c, query: { ...c.query, ['__proto__']: CONTROL_AND_SCRIPTS } };
    }
    default: {
      // Hostile path params: traversal, control characters, a long id and prototype names.
      const evil = ['..', '__proto__', 'constructor', CONTROL_AND_SCRIPTS, 'x'.repeat(600), 'P-../../etc', '%00', 'p_' + '0'.repeat(26)][Math.floor(rnd() * 8)]!;
      const params = Object.fromEntries(Object.keys(stringsOf(parts.params)).map((k) => [k, evil]));
      return assemble(route, { ...parts, params }, 'hostile', `path params ${JSON.stringify(evil.slice(0, 20))}`);
    }
  }
}
