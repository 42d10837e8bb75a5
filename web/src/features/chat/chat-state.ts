/**
 * The chat's client state, kept oldest first for display: pure functions the widget and the staff
 * inbox apply to pages and live frames (MESSAGE, ACK, DELIVERED), tested without a browser.
 */
import type { TChatRoom, TChatSide, TMessage } from '../../../../shared/chat/chat.schema.js';

/** Adds or replaces a message (matched by id, or by the client uuid of a pending send), in index order. */
export function withMessage(list: readonly TMessage[], message: TMessage): TMessage[] {
  const rest = list.filter((m) => m._id !== message._id && m.uuid !== message.uuid);
  return [...rest, message].sort((a, b) => order(a) - order(b));
}

/** Pending sends (no index yet) stay after the saved messages, in the order they were written. */
const order = (m: TMessage) => (m.indexId > 0 ? m.indexId : Number.MAX_SAFE_INTEGER - 1_000_000 + m.timestamp / 1e7);

/** Drops a pending send (by its client uuid) that the server refused. */
export function withoutPending(list: readonly TMessage[], uuid: string): TMessage[] {
  return list.filter((m) => m.saved || m.uuid !== uuid);
}

/** The messages the receipt names are now seen and distributed. */
export function withSeen(list: readonly TMessage[], ids: readonly string[]): TMessage[] {
  const set = new Set(ids);
  return list.map((m) => (set.has(m._id) && !m.seen ? { ...m, seen: true, distributed: true, event: 'DELIVERED' } : m));
}

/**
 * Incoming messages the reader has not seen yet: the badge, and what a receipt names. The
 * customer's incoming messages are staff's (SUPPORT); staff's are the customer's.
 */
export function unseenIncoming(list: readonly TMessage[], from: TChatSide = 'SUPPORT'): string[] {
  return list.filter((m) => m.side === from && !m.seen && m.saved).map((m) => m._id);
}

/** A room's history as loaded so far: the messages oldest first, and the cursor of the next older page. */
export interface TThread {
  messages: TMessage[];
  /** Where the next older page starts; undefined once the first message is loaded. */
  older?: string;
}

/** A page as the API answers it: newest first. */
export interface TMessagePage {
  data: readonly TMessage[];
  nextCursor?: string;
}

export const EMPTY_THREAD: TThread = { messages: [] };

/** The thread of the newest page. */
export function threadOf(page: TMessagePage): TThread {
  return { messages: [...page.data].reverse(), older: page.nextCursor };
}

/** An older page joins the thread (a message already there, e.g. one that arrived live, stays once). */
export function withOlderPage(thread: TThread, page: TMessagePage): TThread {
  const known = new Set(thread.messages.map((m) => m._id));
  const older = [...page.data].reverse().filter((m) => !known.has(m._id));
  return { messages: [...older, ...thread.messages].sort((a, b) => order(a) - order(b)), older: page.nextCursor };
}

/** Applies a change to a thread's messages, keeping its cursor. */
export function inThread(thread: TThread | undefined, change: (list: TMessage[]) => TMessage[]): TThread {
  const t = thread ?? EMPTY_THREAD;
  return { ...t, messages: change(t.messages) };
}

/** When a room was last active: its last message, else its creation. */
export const activityOf = (room: TChatRoom) => room.lastMessage?.createDateTime ?? room.createDateTime;

/** Rooms newest activity first, each once (a room that moved up between two pages keeps its newer copy). */
export function sortRooms(rooms: readonly TChatRoom[]): TChatRoom[] {
  const byId = new Map<string, TChatRoom>();
  for (const room of rooms) {
    const seen = byId.get(room.roomId);
    if (!seen || activityOf(room) > activityOf(seen)) byId.set(room.roomId, room);
  }
  return [...byId.values()].sort((a, b) => (activityOf(a) < activityOf(b) ? 1 : activityOf(a) > activityOf(b) ? -1 : 0));
}

/**
 * A live message in the inbox: its room shows it as the last message, moves to the top, and a
 * customer message not seen yet counts as unread. Undefined when the room is not in the list (a
 * new room): the caller loads the list again.
 */
export function roomsWithMessage(rooms: readonly TChatRoom[], message: TMessage): TChatRoom[] | undefined {
  const room = rooms.find((r) => r.roomId === message.chatId);
  if (!room) return undefined;
  const last = room.lastMessage;
  if (last && (last._id === message._id || last.indexId > message.indexId)) return [...rooms];
  const unread = message.side === 'CUSTOMER' && !message.seen ? 1 : 0;
  const updated: TChatRoom = { ...room, lastMessage: message, unreadCount: room.unreadCount + unread };
  return sortRooms(rooms.map((r) => (r.roomId === room.roomId ? updated : r)));
}

/** Staff have read `count` customer messages of a room: its unread count goes down (never below 0). */
export function roomsWithRead(rooms: readonly TChatRoom[], roomId: string, messageIds: readonly string[]): TChatRoom[] {
  const ids = new Set(messageIds);
  return rooms.map((r) => {
    if (r.roomId !== roomId) return r;
    const last = r.lastMessage && ids.has(r.lastMessage._id) ? { ...r.lastMessage, seen: true, distributed: true, event: 'DELIVERED' as const } : r.lastMessage;
    return { ...r, lastMessage: last, unreadCount: Math.max(0, r.unreadCount - ids.size) };
  });
}

/** Receipts go out in frames of at most 100 ids (the frame's limit). */
export function receiptBatches(ids: readonly string[], size = 100): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}
