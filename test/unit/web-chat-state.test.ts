import { describe, expect, it } from 'vitest';
import type { TMessage } from '../../shared/chat/chat.schema.js';
import { unseenIncoming, withMessage, withSeen } from '../../web/src/features/chat/chat-state.js';

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
});
