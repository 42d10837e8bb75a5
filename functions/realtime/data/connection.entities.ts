import * as z from 'zod/mini';
import { ROLES } from '../../../shared/core/roles.js';
import { defineEntity } from '../../core/entity.js';

/**
 * API Gateway closes a WebSocket after 2 hours at most; records outlive that a little so a
 * $disconnect that never arrived (a crashed instance) still leaves nothing behind for long.
 */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 10 * 60;

/** A live connection and who it was authenticated as at $connect. */
export const ConnectionEntity = defineEntity({
  name: 'Connection',
  schema: z.object({
    connectionId: z.string(),
    userId: z.string(),
    username: z.string(),
    staff: z.boolean(),
    roles: z.array(z.enum(ROLES)),
    connectedAt: z.string(),
    expiresAt: z.number().check(z.int()),
  }),
  key: (a: { connectionId: string }) => ({ PK: `CONN#${a.connectionId}`, SK: 'META' }),
  keyOf: (c) => ({ connectionId: c.connectionId }),
  indexes: (c) => ({ GSI1PK: `CONNUSER#${c.userId}`, GSI1SK: `CONN#${c.connectionId}` }),
  ttl: (c) => c.expiresAt,
});
export type TConnection = ReturnType<typeof ConnectionEntity.fromItem>;

/**
 * A connection's subscription to a channel: under the channel, so a publish is one Query; indexed
 * by connection, so $disconnect finds what to remove.
 */
export const SubscriptionEntity = defineEntity({
  name: 'Subscription',
  schema: z.object({
    channel: z.string(),
    connectionId: z.string(),
    userId: z.string(),
    createdAt: z.string(),
    expiresAt: z.number().check(z.int()),
  }),
  key: (a: { channel: string; connectionId: string }) => ({ PK: `SUB#${a.channel}`, SK: `CONN#${a.connectionId}` }),
  keyOf: (s) => ({ channel: s.channel, connectionId: s.connectionId }),
  indexes: (s) => ({ GSI1PK: `CONN#${s.connectionId}`, GSI1SK: `SUB#${s.channel}` }),
  ttl: (s) => s.expiresAt,
});
