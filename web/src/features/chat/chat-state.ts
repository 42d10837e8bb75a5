/**
 * The customer widget's message list, kept oldest first for display: pure functions the widget
 * applies to live frames (MESSAGE, ACK, DELIVERED) and tested without a browser.
 */
import type { TMessage } from '../../../../shared/chat/chat.schema.js';

/** Adds or replaces a message (matched by id, or by the client uuid of a pending send), in index order. */
export function withMessage(list: readonly TMessage[], message: TMessage): TMessage[] {
  const rest = list.filter((m) => m._id !== message._id && m.uuid !== message.uuid);
  return [...rest, message].sort((a, b) => order(a) - order(b));
}

/** Pending sends (no index yet) stay after the saved messages, in the order they were written. */
const order = (m: TMessage) => (m.indexId > 0 ? m.indexId : Number.MAX_SAFE_INTEGER - 1_000_000 + m.timestamp / 1e7);

/** The messages the receipt names are now seen and distributed. */
export function withSeen(list: readonly TMessage[], ids: readonly string[]): TMessage[] {
  const set = new Set(ids);
  return list.map((m) => (set.has(m._id) && !m.seen ? { ...m, seen: true, distributed: true, event: 'DELIVERED' } : m));
}

/** Incoming (staff) messages the customer has not seen yet: the badge, and what a receipt names. */
export function unseenIncoming(list: readonly TMessage[]): string[] {
  return list.filter((m) => m.side === 'SUPPORT' && !m.seen && m.saved).map((m) => m._id);
}
