import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TServerFrame } from '../../../shared/realtime/realtime.schema.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { queryAll } from '../../core/entity.js';
import { logger } from '../../core/logger.js';
import { ConnectionEntity, SubscriptionEntity, subscriptionPlace } from '../data/connection.entities.js';
import { postFrame } from './management.js';

/** A connection's records: its META and every subscription (a $disconnect, or a post that found it gone). */
export async function forgetConnection(connectionId: string): Promise<void> {
  const subs = await queryAll(SubscriptionEntity, { index: 'GSI1', pk: `CONN#${connectionId}`, skBeginsWith: 'SUB#' }, 500);
  const keys = [ConnectionEntity.key({ connectionId }), ...subs.map((s) => SubscriptionEntity.key(s))];
  for (let i = 0; i < keys.length; i += 25) {
    const batch = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [config.tableName]: batch } }));
    // Throttled deletes are left to the TTL rather than retried in a request path.
    if (Object.keys(out.UnprocessedItems ?? {}).length) logger.warn('Connection records left to TTL', { connectionId });
  }
}

/** Posts to one connection, forgetting it when API Gateway answers that it is gone. */
export async function sendToConnection(connectionId: string, frame: TServerFrame): Promise<boolean> {
  const delivered = await postFrame(connectionId, frame);
  if (!delivered) await forgetConnection(connectionId);
  return delivered;
}

type TSubscription = { connectionId: string; channel: string };

/**
 * The subscriptions to any of the channels, in channel order. A caller may start this before the
 * frame exists (a chat send looks its listeners up while it saves) and hand it to `publish`.
 * Channels that share a partition (the support chat's staff side) are read with one Query.
 */
export function subscriptionsOf(channels: readonly string[]): Promise<TSubscription[]> {
  const byPlace = new Map<string, { skPrefix: string; channels: string[] }>();
  for (const channel of channels) {
    const place = subscriptionPlace(channel);
    const group = byPlace.get(place.pk);
    if (group) group.channels.push(channel);
    else byPlace.set(place.pk, { skPrefix: place.skPrefix, channels: [channel] });
  }
  const lists = Promise.all(
    [...byPlace].map(([pk, group]) =>
      group.channels.length === 1
        ? queryAll(SubscriptionEntity, { pk, skBeginsWith: group.skPrefix }, 5000)
        : queryAll(SubscriptionEntity, { pk, filter: channelFilter(group.channels) }, 5000),
    ),
  );
  const order = (s: TSubscription) => channels.indexOf(s.channel);
  const flat = lists.then((all) => all.flat().sort((a, b) => order(a) - order(b)));
  flat.catch(() => undefined); // awaited by publish; a send that fails first never publishes
  return flat;
}

function channelFilter(channels: string[]) {
  const values = Object.fromEntries(channels.map((c, i) => [`:ch${i}`, c]));
  return { expression: `#channel IN (${Object.keys(values).join(', ')})`, names: { '#channel': 'channel' }, values };
}

/**
 * Posts a frame to every connection subscribed to any of the channels (once per connection, with
 * the first of its channels in the frame), except `exceptConnectionId`. Returns how many live
 * connections it reached: 0 means nobody is there to see it.
 */
export async function publish(
  channels: readonly string[],
  frame: (channel: string) => TServerFrame,
  exceptConnectionId?: string,
  subscriptions: Promise<TSubscription[]> = subscriptionsOf(channels),
): Promise<number> {
  const targets = new Map<string, string>();
  for (const sub of await subscriptions) {
    if (sub.connectionId !== exceptConnectionId && !targets.has(sub.connectionId)) targets.set(sub.connectionId, sub.channel);
  }
  const results = await Promise.allSettled([...targets].map(([connectionId, channel]) => sendToConnection(connectionId, frame(channel))));
  let reached = 0;
  for (const r of results) {
    if (r.status === 'fulfilled') reached += r.value ? 1 : 0;
    else logger.error('Could not post to a connection', { channels, error: r.reason });
  }
  return reached;
}
