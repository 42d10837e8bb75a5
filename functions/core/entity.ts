import type { BatchGetCommandOutput, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { vouch } from './conform.js';
import { config } from './config.js';
import { ddb } from './ddb.js';
import { AppError } from './errors.js';
import type { TIndexName } from './table.js';

export type TTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type TKey = { PK: string; SK: string };
type TIndexKeys = Partial<Record<`${TIndexName}PK` | `${TIndexName}SK`, string>>;

/** A Query on the primary key or an index (see `query`). */
export interface TQuery {
  index?: TIndexName;
  pk: string;
  skBeginsWith?: string;
  /** Inclusive sort-key range; ignored when `skBeginsWith` is given. */
  skBetween?: [string, string];
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  limit?: number;
  cursor?: string;
  newestFirst?: boolean;
  /** A strongly consistent read (base table only), for a read a conditional write then relies on. */
  consistent?: boolean;
}

/** A write's condition, with the names and values its expressions use. */
export interface TCondition {
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** A transaction item's body with the table, the conditions joined, and the names and values set. */
function conditioned<TOp extends object>(op: TOp, c: TCondition, required?: string) {
  const conditions = [required, c.condition].filter(Boolean);
  return {
    TableName: config.tableName,
    ...op,
    ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
    ...(c.names && Object.keys(c.names).length ? { ExpressionAttributeNames: c.names } : {}),
    ...(c.values && Object.keys(c.values).length ? { ExpressionAttributeValues: c.values } : {}),
  };
}

const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity'] as const;

/** Removes the table's key attributes from a stored item. */
function strip(item: Record<string, unknown>): Record<string, unknown> {
  const out = { ...item };
  for (const k of KEY_ATTRIBUTES) delete out[k];
  return out;
}

/** Encodes a LastEvaluatedKey as an opaque cursor and back. */
export const cursor = {
  encode: (key: Record<string, unknown> | undefined) =>
    key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined,
  decode: (value: string | undefined): Record<string, unknown> | undefined => {
    if (!value) return undefined;
    try {
      return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  },
};

/** DynamoDB orders string keys by their UTF-8 bytes, not by JavaScript's UTF-16 units. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * The ExclusiveStartKey a cursor stands for, or a 400 (invalid_request, param cursor). A cursor is
 * only ever the LastEvaluatedKey of the same Query: exactly the table's key attributes (plus the
 * index's on an index Query), all strings, in the same partition and inside the sort-key condition.
 * Anything else is forged or stale, and DynamoDB would answer it with a ValidationException (a 500);
 * a well-formed key of the caller's own partition can only move where the caller's page starts
 * (docs/decisions/0016-route-fuzzing.md).
 */
function startKeyOf(q: TQuery): Record<string, string> | undefined {
  if (!q.cursor) return undefined;
  const start = cursor.decode(q.cursor);
  const pkName = q.index ? `${q.index}PK` : 'PK';
  const skName = q.index ? `${q.index}SK` : 'SK';
  const names = q.index ? ['PK', 'SK', pkName, skName] : ['PK', 'SK'];
  const refuse = () => new AppError('invalid_request', { param: 'cursor' });
  if (!start || typeof start !== 'object' || Array.isArray(start)) throw refuse();
  const keys = Object.keys(start);
  if (keys.length !== names.length || !names.every((n) => Object.hasOwn(start, n))) throw refuse();
  // DynamoDB's key size limits bound every part; a lone surrogate is not a string DynamoDB stores.
  const fits = (v: unknown) =>
    typeof v === 'string' && v.length > 0 && Buffer.byteLength(v, 'utf8') <= 1024 && Buffer.from(v, 'utf8').toString('utf8') === v;
  if (!names.every((n) => fits(start[n]))) throw refuse();
  const key = start as Record<string, string>;
  if (key[pkName] !== q.pk) throw refuse();
  const sk = key[skName]!;
  if (q.skBeginsWith !== undefined && !sk.startsWith(q.skBeginsWith)) throw refuse();
  if (q.skBeginsWith === undefined && q.skBetween && (byteOrder(sk, q.skBetween[0]) < 0 || byteOrder(sk, q.skBetween[1]) > 0)) {
    throw refuse();
  }
  return key;
}

/** A Query's input on the primary key or an index: the key condition, the filter, the order. */
function queryInputOf(q: Omit<TQuery, 'limit' | 'cursor'>) {
  const pkName = q.index ? `${q.index}PK` : 'PK';
  const skName = q.index ? `${q.index}SK` : 'SK';
  const [sk, from, to] = q.skBeginsWith
    ? ['begins_with(#sk, :sk)', q.skBeginsWith]
    : q.skBetween
      ? ['#sk BETWEEN :sk AND :to', ...q.skBetween]
      : [];
  return {
    TableName: config.tableName,
    IndexName: q.index,
    KeyConditionExpression: sk ? `#pk = :pk AND ${sk}` : '#pk = :pk',
    FilterExpression: q.filter?.expression,
    ExpressionAttributeNames: { '#pk': pkName, ...(sk ? { '#sk': skName } : {}), ...q.filter?.names },
    ExpressionAttributeValues: { ':pk': q.pk, ...(sk ? { ':sk': from } : {}), ...(to ? { ':to': to } : {}), ...q.filter?.values },
    ScanIndexForward: !q.newestFirst,
    ConsistentRead: q.consistent && !q.index ? true : undefined,
  };
}

/**
 * An entity of the single table: its item schema, its primary key and its index keys, declared
 * in one place (ElectroDB-style, without the weight; docs/decisions/0002-data-layer.md). The schema
 * is typed with zod's core `$ZodObject`, which `zod/mini` and classic objects both are, and parsed
 * with the standalone `z.parse` (docs/decisions/0011-zod-mini.md).
 */
export function defineEntity<TSchema extends z.core.$ZodObject, TKeyArgs>(def: {
  name: string;
  schema: TSchema;
  key: (args: TKeyArgs) => TKey;
  /** The item's own key args, so the entity can key a whole item. */
  keyOf: (item: z.output<TSchema>) => TKeyArgs;
  indexes?: (item: z.output<TSchema>) => TIndexKeys;
  /** Seconds since epoch when the item should expire. */
  ttl?: (item: z.output<TSchema>) => number | undefined;
}) {
  type T = z.output<TSchema>;

  const toItem = (item: T): Record<string, unknown> => ({
    ...z.parse(def.schema, item),
    ...def.key(def.keyOf(item)),
    ...(def.indexes?.(item) ?? {}),
    ...(def.ttl ? { ttl: def.ttl(item) } : {}),
    entity: def.name,
  });
  /** Parsed once and vouched for: a response of it is not parsed again (functions/core/conform.ts). */
  const fromItem = (raw: Record<string, unknown>): T => vouch(z.parse(def.schema, strip(raw)), def.schema);

  return {
    name: def.name,
    key: def.key,
    toItem,
    fromItem,

    async get(args: TKeyArgs, opts: { consistent?: boolean } = {}): Promise<T | undefined> {
      const out = await ddb.send(
        new GetCommand({ TableName: config.tableName, Key: def.key(args), ConsistentRead: opts.consistent }),
      );
      return out.Item ? fromItem(out.Item) : undefined;
    },

    /**
     * Many items by key, in BatchGetItem calls of 100 (unprocessed keys asked again): a company's
     * per-employee items in a few round trips instead of one GetItem each. Missing items are absent.
     */
    async getMany(args: readonly TKeyArgs[], opts: { consistent?: boolean } = {}): Promise<T[]> {
      const out: T[] = [];
      for (let i = 0; i < args.length; i += 100) {
        let keys: Record<string, unknown>[] | undefined = args.slice(i, i + 100).map((a) => def.key(a));
        for (let round = 0; keys?.length; round += 1) {
          if (round > 8) throw new Error(`BatchGet of ${def.name} left keys unprocessed`);
          if (round) await new Promise((done) => setTimeout(done, 20 * 2 ** round));
          const res: BatchGetCommandOutput = await ddb.send(
            new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys, ConsistentRead: opts.consistent } } }),
          );
          for (const item of res.Responses?.[config.tableName] ?? []) out.push(fromItem(item));
          keys = res.UnprocessedKeys?.[config.tableName]?.Keys as Record<string, unknown>[] | undefined;
        }
      }
      return out;
    },

    /** A Put for a transaction; `ifNotExists` refuses to overwrite (conditional write). */
    putOp(item: T, opts: TCondition & { ifNotExists?: boolean } = {}): TTransactItem {
      return { Put: conditioned({ Item: toItem(item) }, opts, opts.ifNotExists ? 'attribute_not_exists(PK)' : undefined) };
    },

    /**
     * An Update for a transaction; the item must exist unless `mustExist` is false. `also` appends
     * ADD or REMOVE clauses written with the caller's own `names` and `values`.
     */
    updateOp(args: TKeyArgs, update: TCondition & { set?: Partial<T>; also?: string; mustExist?: boolean }): TTransactItem {
      const names: Record<string, string> = { ...update.names };
      const values: Record<string, unknown> = { ...update.values };
      const sets = Object.entries(update.set ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v], i) => {
          names[`#u${i}`] = k;
          values[`:u${i}`] = v;
          return `#u${i} = :u${i}`;
        });
      return {
        Update: conditioned(
          { Key: def.key(args), UpdateExpression: `${sets.length ? `SET ${sets.join(', ')} ` : ''}${update.also ?? ''}`.trim() },
          { condition: update.condition, names, values },
          update.mustExist === false ? undefined : 'attribute_exists(PK)',
        ),
      };
    },

    /** A ConditionCheck for a transaction: the item must exist (and meet `condition`, when given), unchanged. */
    checkOp(args: TKeyArgs, c: TCondition = {}): TTransactItem {
      const body = conditioned({ Key: def.key(args) }, c, 'attribute_exists(PK)');
      return { ConditionCheck: { ...body, ConditionExpression: body.ConditionExpression ?? 'attribute_exists(PK)' } };
    },

    deleteOp(args: TKeyArgs, condition?: string, expression: Omit<TCondition, 'condition'> = {}): TTransactItem {
      return { Delete: conditioned({ Key: def.key(args) }, { ...expression, condition }) };
    },

    /**
     * A Query on the primary key or an index: the only read besides GetItem. `skBetween` is an
     * inclusive range on the sort key; `filter` narrows a page after the key condition (so a page
     * may hold fewer than `limit` items and still have a cursor).
     */
    async query(q: TQuery): Promise<{ data: T[]; nextCursor?: string }> {
      const out = await ddb.send(
        new QueryCommand({ ...queryInputOf(q), Limit: q.limit, ExclusiveStartKey: startKeyOf(q) }),
      );
      return { data: (out.Items ?? []).map(fromItem), nextCursor: cursor.encode(out.LastEvaluatedKey) };
    },

    /**
     * A numbered page of a Query (spec 000 §3, §5: a list answers `countOfPages`): the `page`-th
     * run of `size` matching items (0-based), or the run after `q.cursor`, with the page count.
     * One pass reads the keys of every matching item (ProjectionExpression of the keys only, so the
     * answers stay small): it counts them and finds the key the page starts after; one more Query
     * reads the page from there. The first page (or the page after a cursor) is read while the
     * keys are counted. Every read is a Query on the list's own key (docs/decisions/0039-numbered-pages.md).
     */
    async numberedPage(q: Omit<TQuery, 'limit'>, p: { page: number; size: number }) {
      const input = queryInputOf(q);
      const keyNames = q.index ? ['PK', 'SK', `${q.index}PK`, `${q.index}SK`] : ['PK', 'SK'];
      const projected = Object.fromEntries(keyNames.map((n, i) => [`#key${i}`, n]));
      const keyOf = (item: Record<string, unknown>) => Object.fromEntries(keyNames.map((n) => [n, item[n]]));
      const start = startKeyOf(q);
      const skip = q.cursor ? 0 : p.page * p.size;
      /** Counts the matching items, noting the key of the `skip`-th (the page starts after it). */
      const count = async () => {
        let total = 0;
        let after: Record<string, unknown> | undefined;
        let next: Record<string, unknown> | undefined;
        do {
          const out = await ddb.send(
            new QueryCommand({
              ...input,
              ExpressionAttributeNames: { ...input.ExpressionAttributeNames, ...projected },
              ProjectionExpression: Object.keys(projected).join(', '),
              ExclusiveStartKey: next,
            }),
          );
          for (const item of out.Items ?? []) {
            total += 1;
            if (total === skip) after = keyOf(item);
          }
          next = out.LastEvaluatedKey;
        } while (next);
        return { total, after };
      };
      /** The page after `from`, and one item past it, which says whether another page follows. */
      const read = async (from: Record<string, unknown> | undefined) => {
        const raw: Record<string, unknown>[] = [];
        let after = from;
        do {
          const out = await ddb.send(new QueryCommand({ ...input, Limit: p.size + 1 - raw.length, ExclusiveStartKey: after }));
          raw.push(...(out.Items ?? []));
          after = out.LastEvaluatedKey;
        } while (after && raw.length < p.size + 1);
        return raw;
      };
      let total: number;
      let raw: Record<string, unknown>[];
      if (skip === 0) {
        // The first page (or the one after a cursor) starts where the request says: read it while counting.
        [{ total }, raw] = await Promise.all([count(), read(start)]);
      } else {
        const counted = await count();
        total = counted.total;
        if (!counted.after) return { data: [] as T[], countOfPages: Math.ceil(total / p.size) };
        raw = await read(counted.after);
      }
      const items = raw.slice(0, p.size);
      return {
        data: items.map(fromItem),
        countOfPages: Math.ceil(total / p.size),
        ...(raw.length > p.size ? { nextCursor: cursor.encode(keyOf(items[items.length - 1]!)) } : {}),
      };
    },
  };
}

/**
 * Every item of a Query, page after page, up to `max` items: for partitions that are small by
 * design (a workspace's catalogue or contacts). More than `max` is a defect in that design, so it
 * fails loudly instead of answering a silently cut list.
 */
export async function queryAll<T>(
  entity: { name: string; query(q: TQuery): Promise<{ data: T[]; nextCursor?: string }> },
  q: Omit<TQuery, 'cursor' | 'limit'>,
  max = 1000,
): Promise<T[]> {
  const all: T[] = [];
  let next: string | undefined;
  do {
    const page = await entity.query({ ...q, cursor: next });
    all.push(...page.data);
    next = page.nextCursor;
    if (all.length > max) throw new Error(`${entity.name}: more than ${max} items under ${q.pk}`);
  } while (next);
  return all;
}
