import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { config } from './config.js';
import { ddb } from './ddb.js';
import type { TIndexName } from './table.js';

export type TTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type TKey = { PK: string; SK: string };
type TIndexKeys = Partial<Record<`${TIndexName}PK` | `${TIndexName}SK`, string>>;

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

/**
 * An entity of the single table: its item schema, its primary key and its index keys, declared
 * in one place (ElectroDB-style, without the weight; docs/decisions/0002-data-layer.md).
 */
export function defineEntity<TSchema extends z.ZodObject, TKeyArgs>(def: {
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
    ...def.schema.parse(item),
    ...def.key(def.keyOf(item)),
    ...(def.indexes?.(item) ?? {}),
    ...(def.ttl ? { ttl: def.ttl(item) } : {}),
    entity: def.name,
  });
  const fromItem = (raw: Record<string, unknown>): T => def.schema.parse(strip(raw));

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

    /** A Put for a transaction; `ifNotExists` refuses to overwrite (conditional write). */
    putOp(item: T, opts: { ifNotExists?: boolean; condition?: string; values?: Record<string, unknown> } = {}): TTransactItem {
      const conditions = [opts.ifNotExists ? 'attribute_not_exists(PK)' : undefined, opts.condition].filter(Boolean);
      return {
        Put: {
          TableName: config.tableName,
          Item: toItem(item),
          ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
          ...(opts.values ? { ExpressionAttributeValues: opts.values } : {}),
        },
      };
    },

    /** An Update for a transaction; the item must exist unless the condition says otherwise. */
    updateOp(
      args: TKeyArgs,
      update: { set: Partial<T>; condition?: string; values?: Record<string, unknown>; mustExist?: boolean },
    ): TTransactItem {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ...(update.values ?? {}) };
      const sets = Object.entries(update.set).map(([k, v], i) => {
        names[`#u${i}`] = k;
        values[`:u${i}`] = v;
        return `#u${i} = :u${i}`;
      });
      const conditions = [update.mustExist === false ? undefined : 'attribute_exists(PK)', update.condition].filter(Boolean);
      return {
        Update: {
          TableName: config.tableName,
          Key: def.key(args),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
        },
      };
    },

    deleteOp(args: TKeyArgs, condition?: string): TTransactItem {
      return { Delete: { TableName: config.tableName, Key: def.key(args), ...(condition ? { ConditionExpression: condition } : {}) } };
    },

    /** A Query on the primary key or an index: the only read besides GetItem. */
    async query(q: {
      index?: TIndexName;
      pk: string;
      skBeginsWith?: string;
      limit?: number;
      cursor?: string;
      newestFirst?: boolean;
    }): Promise<{ data: T[]; nextCursor?: string }> {
      const pkName = q.index ? `${q.index}PK` : 'PK';
      const skName = q.index ? `${q.index}SK` : 'SK';
      const out = await ddb.send(
        new QueryCommand({
          TableName: config.tableName,
          IndexName: q.index,
          KeyConditionExpression: q.skBeginsWith ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
          ExpressionAttributeNames: q.skBeginsWith ? { '#pk': pkName, '#sk': skName } : { '#pk': pkName },
          ExpressionAttributeValues: q.skBeginsWith ? { ':pk': q.pk, ':sk': q.skBeginsWith } : { ':pk': q.pk },
          Limit: q.limit,
          ExclusiveStartKey: cursor.decode(q.cursor),
          ScanIndexForward: !q.newestFirst,
        }),
      );
      return { data: (out.Items ?? []).map(fromItem), nextCursor: cursor.encode(out.LastEvaluatedKey) };
    },
  };
}
