import * as z from 'zod/mini';
import { ROLES } from '../../../shared/core/roles.js';
import { parseChannel, SUPPORT_INBOX } from '../../../shared/realtime/channels.js';
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
 * Where a channel's subscriptions live: under the channel (`SUB#<channel>` / `CONN#<id>`), except
 * that the support chat's staff side shares the inbox's partition, a room's `/support` channel as
 * `ROOM#<room>#CONN#<id>` beside the inbox's own `CONN#<id>`. So a customer's message finds every
 * agent listening on the inbox or on its room with one Query (docs/decisions/0022-latency-budgets.md).
 */
export function subscriptionPlace(channel: string): { pk: string; skPrefix: string } {
  const parsed = parseChannel(channel);
  if (parsed?.kind === 'support') return { pk: `SUB#${SUPPORT_INBOX}`, skPrefix: `ROOM#${parsed.userId}#CONN#` };
  return { pk: `SUB#${channel}`, skPrefix: 'CONN#' };
}

/**
 * A connection's subscription to a channel: under its channel's place, so a publish is one Query;
 * indexed by connection, so $disconnect finds what to remove.
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
  key: (a: { channel: string; connectionId: string }) => {
    const place = subscriptionPlace(a.channel);
    return { PK: place.pk, SK: `${place.skPrefix}${a.connectionId}` };
  },
  keyOf: (s) => ({ channel: s.channel, connectionId: s.connectionId }),
  indexes: (s) => ({ GSI1PK: `CONN#${s.connectionId}`, GSI1SK: `SUB#${s.channel}` }),
  ttl: (s) => s.expiresAt,
});
