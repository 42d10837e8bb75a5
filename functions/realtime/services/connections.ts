import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { canSubscribe } from '../../../shared/realtime/channels.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { AppError } from '../../core/errors.js';
import { verifyAccessToken, verifyPermissionToken } from '../../core/tokens.js';
import { UserEntity } from '../../identity/data/identity.entities.js';
import { CONNECTION_TTL_SECONDS, ConnectionEntity, SubscriptionEntity, type TConnection } from '../data/connection.entities.js';
import { forgetConnection } from './publish.js';

/** Origins compare as scheme://host[:port], without a trailing slash. */
function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

export function originAllowed(origin: string | undefined, allowed: readonly string[] = config.allowedOrigins): boolean {
  if (!origin) return false;
  const o = normalizeOrigin(origin);
  return allowed.some((a) => normalizeOrigin(a) === o);
}

/**
 * $connect: the Origin must be one of the app's, and the Cognito access token and the permission
 * token (query parameters: a browser cannot set headers on a WebSocket) must verify and belong to
 * the same user. Refusals throw AppError (403 origin, 401 token); nothing is stored for them.
 */
export async function openConnection(args: {
  connectionId: string;
  origin: string | undefined;
  accessToken: string | undefined;
  permissionToken: string | undefined;
}): Promise<TConnection> {
  if (!originAllowed(args.origin)) throw new AppError(40011, { param: 'origin', message: 'Origin not allowed' });
  if (!args.accessToken) throw new AppError('unauthorized', { param: 'token' });
  if (!args.permissionToken) throw new AppError('unauthorized', { param: 'permission' });
  const { sub } = await verifyAccessToken(args.accessToken);
  const principal = await verifyPermissionToken(args.permissionToken, sub);
  const user = await UserEntity.get({ userId: principal.userId });
  const now = Date.now();
  const connection: TConnection = {
    connectionId: args.connectionId,
    userId: principal.userId,
    username: (user && `${user.firstName} ${user.lastName}`.trim()) || principal.email,
    staff: principal.staff,
    roles: principal.roles,
    connectedAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + CONNECTION_TTL_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: ConnectionEntity.toItem(connection) }));
  return connection;
}

/**
 * Connections this instance has read, for a minute (docs/decisions/0022-latency-budgets.md). The
 * record never changes after $connect, and a frame only arrives on a connection API Gateway still
 * holds open, so a frame does not wait for a read of it each time; the expiry is checked on every
 * frame all the same, and $disconnect drops the entry.
 */
const CONNECTION_CACHE_MS = 60_000;
const CONNECTION_CACHE_MAX = 5000;
const connections = new Map<string, { connection: TConnection; at: number }>();

/** The connection as authenticated at $connect; gone (or expired) connections are refused. */
export async function connectionOf(connectionId: string): Promise<TConnection> {
  const now = Date.now();
  const cached = connections.get(connectionId);
  const fresh = cached && cached.at > now - CONNECTION_CACHE_MS;
  const connection = fresh ? cached.connection : await ConnectionEntity.get({ connectionId });
  if (!connection || connection.expiresAt * 1000 < now) throw new AppError('unauthorized', { param: 'connection' });
  if (!fresh) {
    connections.delete(connectionId);
    connections.set(connectionId, { connection, at: now });
    if (connections.size > CONNECTION_CACHE_MAX) connections.delete(connections.keys().next().value!);
  }
  return connection;
}

/** SUBSCRIBE: only to channels the connection's user may see (shared/realtime/channels.ts). */
export async function subscribe(connection: TConnection, channel: string): Promise<void> {
  if (!canSubscribe(connection, channel)) throw new AppError(40011, { param: 'channel', message: 'Prohibited' });
  await ddb.send(
    new PutCommand({
      TableName: config.tableName,
      Item: SubscriptionEntity.toItem({
        channel,
        connectionId: connection.connectionId,
        userId: connection.userId,
        createdAt: new Date().toISOString(),
        expiresAt: connection.expiresAt,
      }),
    }),
  );
}

export async function unsubscribe(connection: TConnection, channel: string): Promise<void> {
  await ddb.send(
    new DeleteCommand({ TableName: config.tableName, Key: SubscriptionEntity.key({ channel, connectionId: connection.connectionId }) }),
  );
}

/** $disconnect: the connection and its subscriptions go. */
export function closeConnectionRecords(connectionId: string): Promise<void> {
  connections.delete(connectionId);
  return forgetConnection(connectionId);
}
