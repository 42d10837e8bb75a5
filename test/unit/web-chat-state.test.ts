import { describe, expect, it } from 'vitest';
import type { TChatRoom, TMessage } from '../../shared/chat/chat.schema.js';
import {
  receiptBatches, roomsWithMessage, roomsWithRead, sortRooms, threadOf, unseenIncoming, withMessage, withOlderPage, withoutPending, withSeen,
} from '../../web/src/features/chat/chat-state.js';

const msg = (over: Partial<TMessage>): TMessage => ({
  _id: 'm',
  indexId: 1,
  uuid: 'u',
  content: 'hi',
  senderId: 's',
  side: 'SUPPORT',
  chatId: 'r',
  username: 'Alice Admin',
  date: '2026-11-22',
  timestamp: 1,
  createDateTime: '2026-11-22T10:00:00.000Z',
  seen: false,
  saved: true,
  distributed: false,
  files: [],
  event: 'RECEIVED',
  ...over,
});

describe('web chat widget state', () => {
  it('keeps messages in index order, replaces a pending send by its ACK (same uuid), and lists a message once', () => {
    const a = msg({ _id: 'a', uuid: 'ua', indexId: 1 });
    const pending = msg({ _id: 'pending-ub', uuid: 'ub', indexId: 0, side: 'CUSTOMER', saved: false, timestamp: 1_800_000_000_000 });
    let list = withMessage([a], pending);
    expect(list.map((m) => m._id)).toEqual(['a', 'pending-ub']);
    // A staff message saved meanwhile goes before the pending one.
    list = withMessage(list, msg({ _id: 'c', uuid: 'uc', indexId: 2 }));
    expect(list.map((m) => m._id)).toEqual(['a', 'c', 'pending-ub']);
    list = withMessage(list, msg({ _id: 'b', uuid: 'ub', indexId: 3, side: 'CUSTOMER' }));
    expect(list.map((m) => m._id)).toEqual(['a', 'c', 'b']);
    expect(withMessage(list, msg({ _id: 'c', uuid: 'uc', indexId: 2 }))).toHaveLength(3);
  });

  it('counts unseen staff messages only, and a receipt marks the named ones seen and distributed', () => {
    const list = [
      msg({ _id: 'a', uuid: 'ua', indexId: 1, side: 'CUSTOMER' }),
      msg({ _id: 'b', uuid: 'ub', indexId: 2 }),
      msg({ _id: 'c', uuid: 'uc', indexId: 3, seen: true }),
      msg({ _id: 'd', uuid: 'ud', indexId: 4 }),
    ];
    expect(unseenIncoming(list)).toEqual(['b', 'd']);
    const after = withSeen(list, ['b', 'a']);
    expect(unseenIncoming(after)).toEqual(['d']);
    expect(after.find((m) => m._id === 'a')).toMatchObject({ seen: true, distributed: true, event: 'DELIVERED' });
    expect(after.find((m) => m._id === 'c')).toBe(list[2]);
  });

  it('counts the customer\'s messages as incoming for staff, and drops a refused pending send only', () => {
    const list = [
      msg({ _id: 'a', uuid: 'ua', indexId: 1, side: 'CUSTOMER' }),
      msg({ _id: 'b', uuid: 'ub', indexId: 2 }),
      msg({ _id: 'pending-uc', uuid: 'uc', indexId: 0, side: 'CUSTOMER', saved: false }),
    ];
    expect(unseenIncoming(list, 'CUSTOMER')).toEqual(['a']);
    expect(withoutPending(list, 'uc').map((m) => m._id)).toEqual(['a', 'b']);
    // A saved message is never dropped by an error that names its uuid.
    expect(withoutPending(list, 'ua')).toHaveLength(3);
  });

  it('pages history: newest page first on the wire, oldest first on screen, older pages joined once', () => {
    const page = (from: number, to: number, nextCursor?: string) => ({
      data: Array.from({ length: to - from + 1 }, (_, i) => msg({ _id: `m${to - i}`, uuid: `u${to - i}`, indexId: to - i })),
      nextCursor,
    });
    let thread = threadOf(page(51, 100, 'c1'));
    expect(thread.messages[0]!._id).toBe('m51');
    expect(thread.messages.at(-1)!._id).toBe('m100');
    expect(thread.older).toBe('c1');
    // A message arrived live meanwhile, and the older page overlaps by one: each message once, in order.
    thread = { ...thread, messages: withMessage(thread.messages, msg({ _id: 'm101', uuid: 'u101', indexId: 101 })) };
    thread = withOlderPage(thread, page(1, 51));
    expect(thread.messages).toHaveLength(101);
    expect(thread.messages.map((m) => m.indexId)).toEqual(Array.from({ length: 101 }, (_, i) => i + 1));
    expect(thread.older).toBeUndefined();
  });

  it('keeps the inbox newest activity first: a live message moves its room up and counts as unread', () => {
    const room = (roomId: string, at: string, over: Partial<TChatRoom> = {}): TChatRoom => ({
      roomId, roomName: roomId, createDateTime: at, unreadCount: 0, customerUnreadCount: 0, ...over,
    });
    const rooms = sortRooms([room('old', '2026-11-01T00:00:00.000Z'), room('new', '2026-11-20T00:00:00.000Z'), room('old', '2026-10-01T00:00:00.000Z')]);
    expect(rooms.map((r) => r.roomId)).toEqual(['new', 'old']);
    const incoming = msg({ _id: 'x', uuid: 'ux', chatId: 'old', side: 'CUSTOMER', indexId: 1, createDateTime: '2026-11-22T10:00:00.000Z' });
    const after = roomsWithMessage(rooms, incoming)!;
    expect(after.map((r) => [r.roomId, r.unreadCount])).toEqual([['old', 1], ['new', 0]]);
    expect(after[0]!.lastMessage?._id).toBe('x');
    // The same frame again (another channel, a reconnect) counts once; a staff answer is not unread.
    expect(roomsWithMessage(after, incoming)![0]!.unreadCount).toBe(1);
    const answer = msg({ _id: 'y', uuid: 'uy', chatId: 'old', side: 'SUPPORT', indexId: 2, createDateTime: '2026-11-22T10:01:00.000Z' });
    expect(roomsWithMessage(after, answer)![0]).toMatchObject({ unreadCount: 1, lastMessage: { _id: 'y' } });
    // A room not listed yet: the caller loads the list again.
    expect(roomsWithMessage(after, msg({ chatId: 'brand-new' }))).toBeUndefined();
    // Staff read it: the count goes down, never below 0, and the last message shows seen.
    const read = roomsWithRead(after, 'old', ['x', 'z']);
    expect(read[0]).toMatchObject({ unreadCount: 0, lastMessage: { _id: 'x', seen: true, distributed: true, event: 'DELIVERED' } });
    expect(read[1]).toBe(after[1]);
  });

  it('sends receipts in frames of at most 100 ids', () => {
    const ids = Array.from({ length: 230 }, (_, i) => `m${i}`);
    expect(receiptBatches(ids).map((b) => b.length)).toEqual([100, 100, 30]);
    expect(receiptBatches([])).toEqual([]);
  });
});
