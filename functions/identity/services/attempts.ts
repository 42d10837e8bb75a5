import { BatchGetCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed } from '../../core/http.js';
import { AttemptCounterEntity, KnownAddressEntity } from '../data/identity.entities.js';

/**
 * Limits on everything that checks a password or sends a reset link, shaped so that an outsider
 * cannot lock a user out (docs/decisions/0018-identity-hardening.md, after OWASP's Authentication
 * and Credential Stuffing cheat sheets):
 * - an account from one address: 5 failures lock that pair only, so a guesser locks himself;
 * - an address across accounts: 100 failures lock the address (credential stuffing);
 * - an account across addresses: 20 failures lock it, except from an address it signed in from;
 * - wrong old passwords on change-password: 5 per account stop that route only (the caller holds a
 *   session already, so signing in is not at stake, and a guessing session cannot lock it).
 */
export const LIMITS = {
  LOGIN_PAIR: { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  LOGIN_ADDRESS: { max: 100, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  LOGIN_ACCOUNT: { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  CHANGE_ACCOUNT: { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  /** Reset requests of one address; past it, 429. */
  RESET_ADDRESS: { max: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  /** Reset mails to one account; past it, the same 202 but no mail (no mail bombing, no oracle). */
  RESET_ACCOUNT: { max: 3, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;
type TScope = keyof typeof LIMITS;

const pair = (email: string, address: string) => ({ scope: 'LOGIN_PAIR' as const, subject: `${email}|${address}` });
const account = (email: string) => ({ scope: 'LOGIN_ACCOUNT' as const, subject: email });
const address = (ip: string) => ({ scope: 'LOGIN_ADDRESS' as const, subject: ip });

/**
 * Counts one attempt atomically: inside the current window ADD 1, else start a new window. The
 * attempt that reaches the limit locks the subject in the same update. Returns the new count.
 */
export async function countAttempt(scope: TScope, subject: string, now = Date.now()): Promise<number> {
  const limit = LIMITS[scope];
  const key = AttemptCounterEntity.key({ scope, subject });
  const ttl = Math.floor((now + limit.windowMs + limit.lockMs) / 1000) + 3600;
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_exists(PK) AND windowStart > :windowFloor',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':windowFloor': now - limit.windowMs, ':ttl': ttl },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const count = out.Attributes?.count as number;
    if (count >= limit.max && !out.Attributes?.lockedUntil) {
      // Only the attempt that reaches the limit sets the lock; later ones do not prolong it.
      await ddb
        .send(
          new UpdateCommand({
            TableName: config.tableName,
            Key: key,
            UpdateExpression: 'SET lockedUntil = :until',
            ConditionExpression: 'attribute_not_exists(lockedUntil)',
            ExpressionAttributeValues: { ':until': now + limit.lockMs },
          }),
        )
        .catch((error: unknown) => {
          if (!conditionFailed(error)) throw error;
        });
    }
    return count;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
  // No window or a stale one: start a new window, unless a racing attempt just did.
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression:
          'SET #count = :one, windowStart = :now, #scope = :scope, subject = :subject, entity = :entity, #ttl = :ttl REMOVE lockedUntil',
        ConditionExpression: 'attribute_not_exists(PK) OR windowStart <= :windowFloor',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl', '#scope': 'scope' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now,
          ':scope': scope,
          ':subject': subject,
          ':entity': AttemptCounterEntity.name,
          ':ttl': ttl,
          ':windowFloor': now - limit.windowMs,
        },
      }),
    );
    return 1;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    return countAttempt(scope, subject, now);
  }
}

/** Whether a counter's subject is locked now. */
function locked(item: Record<string, unknown> | undefined, now: number): boolean {
  const until = item?.lockedUntil as number | undefined;
  return Boolean(until && until > now);
}

/**
 * Refuses with too_many_attempts when this address may not try this account's password now:
 * the pair or the address is locked, or the account is locked and the address is not one it
 * signed in from before. A refresh checks no password, so the address's own lock (a sign of
 * trying many accounts) does not apply to it: `{ address: false }`.
 */
export async function assertMayTry(email: string, ip: string, opts: { address: boolean } = { address: true }): Promise<void> {
  const keys = [
    AttemptCounterEntity.key(pair(email, ip)),
    AttemptCounterEntity.key(address(ip)),
    AttemptCounterEntity.key(account(email)),
    KnownAddressEntity.key({ email, address: ip }),
  ];
  const out = await ddb.send(
    new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys, ConsistentRead: true } } }),
  );
  const found = new Map((out.Responses?.[config.tableName] ?? []).map((i) => [`${i.PK}|${i.SK}`, i]));
  const at = (k: { PK: string; SK: string }) => found.get(`${k.PK}|${k.SK}`);
  const now = Date.now();
  const known = Boolean(at(keys[3]!));
  const addressLocked = opts.address && locked(at(keys[1]!), now);
  if (locked(at(keys[0]!), now) || addressLocked || (!known && locked(at(keys[2]!), now))) {
    throw new AppError('too_many_attempts', { param: 'email' });
  }
}

/** A wrong password on sign-in from this address: counts against the pair, the address and the account. */
export async function recordFailure(email: string, ip: string): Promise<void> {
  const now = Date.now();
  await Promise.all([
    countAttempt('LOGIN_PAIR', pair(email, ip).subject, now),
    countAttempt('LOGIN_ADDRESS', ip, now),
    countAttempt('LOGIN_ACCOUNT', email, now),
  ]);
}

/** Refuses change-password while the account's wrong old passwords are at their limit. */
export async function assertMayChange(userId: string): Promise<void> {
  const item = await AttemptCounterEntity.get({ scope: 'CHANGE_ACCOUNT', subject: userId }, { consistent: true });
  if (item?.lockedUntil && item.lockedUntil > Date.now()) throw new AppError('too_many_attempts', { param: 'oldPassword' });
}

/** A right password from this address: the pair starts afresh and the address becomes known. */
export async function recordSuccess(email: string, ip: string): Promise<void> {
  await Promise.all([
    ddb.send(new DeleteCommand({ TableName: config.tableName, Key: AttemptCounterEntity.key(pair(email, ip)) })),
    ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: KnownAddressEntity.key({ email, address: ip }),
        UpdateExpression: 'SET email = :email, address = :address, lastSeenAt = :now, entity = :entity, #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':email': email,
          ':address': ip,
          ':now': Date.now(),
          ':entity': KnownAddressEntity.name,
          ':ttl': Math.floor(Date.now() / 1000) + 90 * 86_400,
        },
      }),
    ),
  ]);
}

/** The deletes a password reset makes: it lifts the account's lock and the resetting address's. */
export function liftLocksOps(email: string, ip: string) {
  return [AttemptCounterEntity.deleteOp(account(email)), AttemptCounterEntity.deleteOp(pair(email, ip))];
}

/** True while the scope's subject is under its limit; counts the attempt. */
export async function withinLimit(scope: 'RESET_ADDRESS' | 'RESET_ACCOUNT', subject: string): Promise<boolean> {
  return (await countAttempt(scope, subject)) <= LIMITS[scope].max;
}
