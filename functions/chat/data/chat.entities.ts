import * as z from 'zod/mini';
import { ZChatRoomSchema, ZMessageSchema } from '../../../shared/chat/chat.schema.js';
import { defineEntity } from '../../core/entity.js';

/** All rooms, by latest activity: the staff inbox (one partition; support volume is small). */
export const ROOMS_INDEX_PK = 'CHATROOMS';

/**
 * A customer's support room; its id is the customer's user id, so there is one per user and the
 * room of a user is one GetItem. `messageCount` numbers the messages (indexId) and conditions
 * every send, so two sends never take the same number.
 */
export const ChatRoomEntity = defineEntity({
  name: 'ChatRoom',
  schema: z.extend(ZChatRoomSchema, {
    customerUserId: z.string(),
    lastActivityAt: z.string(),
    messageCount: z.number().check(z.int()),
    /** Staff who have answered in the room: told when the customer writes while no staff is live. */
    agents: z.array(z.string()),
  }),
  key: (a: { roomId: string }) => ({ PK: `CHAT#${a.roomId}`, SK: 'ROOM' }),
  keyOf: (r) => ({ roomId: r.roomId }),
  indexes: (r) => ({ GSI1PK: ROOMS_INDEX_PK, GSI1SK: `${r.lastActivityAt}#${r.roomId}` }),
});
export type TChatRoomRecord = ReturnType<typeof ChatRoomEntity.fromItem>;

/** A message, in its room's partition in the order it was saved (ULID). */
export const MessageEntity = defineEntity({
  name: 'ChatMessage',
  schema: ZMessageSchema,
  key: (a: { chatId: string; id: string }) => ({ PK: `CHAT#${a.chatId}`, SK: `MSG#${a.id}` }),
  keyOf: (m) => ({ chatId: m.chatId, id: m._id }),
});

/** The sender's uuid of a saved message: put with the message, so a resent message is saved once. */
export const MessageUuidEntity = defineEntity({
  name: 'ChatMessageUuid',
  schema: z.object({ chatId: z.string(), uuid: z.string(), messageId: z.string() }),
  key: (a: { chatId: string; uuid: string }) => ({ PK: `CHAT#${a.chatId}`, SK: `UUID#${a.uuid}` }),
  keyOf: (u) => ({ chatId: u.chatId, uuid: u.uuid }),
});
