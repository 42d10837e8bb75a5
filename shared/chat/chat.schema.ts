import * as z from 'zod/mini';
import { ZEmailSchema } from '../core/common.schema.js';

/** Message events (spec 001 §3). RECEIVED is a message as it arrives; DELIVERED its receipt. */
export const MESSAGE_EVENTS = ['JOIN', 'SEEN', 'DELIVERED', 'RECEIVED', 'SYSTEM'] as const;
export const ZMessageEventSchema = z.enum(MESSAGE_EVENTS);

/** Which side of a room wrote a message: the customer or support staff. */
export const ZChatSideSchema = z.enum(['CUSTOMER', 'SUPPORT']);
export type TChatSide = z.infer<typeof ZChatSideSchema>;

/** A file in a message: a file of the platform's upload (files domain), by its id (spec 001 §3). */
export const ZMessageFileSchema = z.object({
  fileMetaId: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  size: z.number().check(z.int(), z.minimum(0)),
  type: z.string().check(z.maxLength(127)),
  extension: z.optional(z.string().check(z.maxLength(16))),
  /** Never taken from a client nor stored: files are opened through the files API (signed there). */
  preview: z.optional(z.string().check(z.maxLength(2048))),
  url: z.optional(z.string().check(z.maxLength(2048))),
  /**
   * The workspace the file was uploaded in (files are kept per workspace): the customer's own, or
   * for a staff answer the room's workspace. The files API checks a download against it.
   */
  workspaceId: z.optional(z.string().check(z.maxLength(64))),
});
export type TMessageFile = z.infer<typeof ZMessageFileSchema>;

/** The quoted message a reply carries. */
export const ZReplyMessageSchema = z.object({
  _id: z.string(),
  content: z.string(),
  senderId: z.string(),
  username: z.string(),
});

export const MESSAGE_MAX_LENGTH = 4000;

/** A chat message (spec 001 §3, Message). */
export const ZMessageSchema = z.object({
  _id: z.string(),
  /** Position in the room, from 1; the order the messages were saved in. */
  indexId: z.number().check(z.int()),
  /** The sender's own id for the message, so a resent message is stored once. */
  uuid: z.string(),
  content: z.string(),
  senderId: z.string(),
  side: ZChatSideSchema,
  chatId: z.string(),
  username: z.string(),
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** Epoch milliseconds. */
  timestamp: z.number().check(z.int()),
  createDateTime: z.string(),
  seen: z.boolean(),
  saved: z.boolean(),
  distributed: z.boolean(),
  files: z.array(ZMessageFileSchema),
  replyMessage: z.optional(ZReplyMessageSchema),
  event: ZMessageEventSchema,
});
export type TMessage = z.infer<typeof ZMessageSchema>;

/** A support room: one per customer user, whose user id is the room id (spec 001 §3, Chat room). */
export const ZChatRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  email: z.optional(z.string()),
  /** The customer's own workspace, where both sides upload the room's files. */
  workspaceId: z.optional(z.string()),
  createDateTime: z.string(),
  /** Customer messages staff have not seen yet. */
  unreadCount: z.number().check(z.int()),
  /** Staff messages the customer has not seen yet (the widget's badge). */
  customerUnreadCount: z.number().check(z.int()),
  lastMessage: z.optional(ZMessageSchema),
});
export type TChatRoom = z.infer<typeof ZChatRoomSchema>;

/**
 * Opening the caller's room. The room is named after the caller's account (issue 13, finding 11):
 * `name` and `email` are still accepted from older clients (spec 001 §5's pre-form) but ignored.
 */
export const ZChatCreateRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  email: z.optional(z.union([z.pipe(z.literal(''), z.transform(() => undefined)), ZEmailSchema])),
  user: z.optional(
    z.object({
      _id: z.optional(z.string()),
      username: z.optional(z.string().check(z.maxLength(100))),
      avatar: z.optional(z.string().check(z.maxLength(2048))),
      status: z.optional(z.unknown()),
    }),
  ),
});

/** A message the client sends to /app/support. Staff name the room; a customer writes in their own. */
export const ZOutgoingMessageSchema = z.object({
  chatId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  uuid: z.string().check(z.minLength(1), z.maxLength(64)),
  content: z._default(z.string().check(z.maxLength(MESSAGE_MAX_LENGTH)), ''),
  files: z._default(z.array(ZMessageFileSchema).check(z.maxLength(10)), []),
  replyMessageId: z.optional(z.string().check(z.maxLength(64))),
});
export type TOutgoingMessage = z.infer<typeof ZOutgoingMessageSchema>;
