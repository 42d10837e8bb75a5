import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';
import { ddb } from './ddb.js';
import { AppError } from './errors.js';
import { conditionFailed } from './http.js';

/**
 * A fixed-window attempt counter per scope and key (`RATE#<scope>#<key>` / `W#<window>`), the same
 * shape as the contact form's limit (functions/feedback): one item per window, expired by its TTL.
 */
export interface TAttemptLimit {
  scope: string;
  limit: number;
  windowMs: number;
}

const keyOf = (l: TAttemptLimit, key: string) => ({ PK: `RATE#${l.scope}#${key}`, SK: `W#${Math.floor(Date.now() / l.windowMs)}` });

/** Refuses (429 too_many_attempts) a key that has used up its window. */
export async function assertAttemptsLeft(l: TAttemptLimit, key: string, param: string): Promise<void> {
  const out = await ddb.send(new GetCommand({ TableName: config.tableName, Key: keyOf(l, key), ConsistentRead: true }));
  if (((out.Item?.n as number | undefined) ?? 0) >= l.limit) throw new AppError('too_many_attempts', { param });
}

/** Counts one attempt; the one past the limit is refused (429) instead (a conditional ADD, so racing calls cannot overshoot). */
export async function countAttempt(l: TAttemptLimit, key: string, param: string): Promise<void> {
  const window = Math.floor(Date.now() / l.windowMs);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keyOf(l, key),
        UpdateExpression: 'ADD #n :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
        ExpressionAttributeNames: { '#n': 'n', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':limit': l.limit, ':ttl': Math.floor(((window + 2) * l.windowMs) / 1000) },
      }),
    );
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('too_many_attempts', { param });
    throw error;
  }
}
