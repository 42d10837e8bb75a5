import * as z from 'zod';
import { ZEmailSchema } from '../core/common.schema.js';

/** Message events (spec 001 §3). RECEIVED is a message as it arrives; DELIVERED its receipt. */
export const MESSAGE_EVENTS = ['JOIN', 'SEEN', 'DELIVERED', 'RECEIVED', 'SYSTEM'] as const;
export const ZMessageEventSchema = z.enum(MESSAGE_EVENTS);

/** Which side of a room wrote a message: the customer or support staff. */
export const ZChatSideSchema = z.enum(['CUSTOMER', 'SUPPORT']);
export type TChatSide = z.infer<typeof ZChatSideSchema>;

/** A file in a message: a file of the platform's upload (files domain), by its id (spec 001 §3). */
export const ZMessageFileSchema = z.object({
  fileMetaId: z.string().min(1).max(64),
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(127),
  extension: z.string().max(16).optional(),
  preview: z.string().max(2048).optional(),
  url: z.string().max(2048).optional(),
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
  indexId: z.number().int(),
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
  timestamp: z.number().int(),
  createDateTime: z.string(),
  seen: z.boolean(),
  saved: z.boolean(),
  distributed: z.boolean(),
  files: z.array(ZMessageFileSchema),
  replyMessage: ZReplyMessageSchema.optional(),
  event: ZMessageEventSchema,
});
export type TMessage = z.infer<typeof ZMessageSchema>;

/** A support room: one per customer user, whose user id is the room id (spec 001 §3, Chat room). */
export const ZChatRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  email: z.string().optional(),
  createDateTime: z.string(),
  /** Customer messages staff have not seen yet. */
  unreadCount: z.number().int(),
  /** Staff messages the customer has not seen yet (the widget's badge). */
  customerUnreadCount: z.number().int(),
  lastMessage: ZMessageSchema.optional(),
});
export type TChatRoom = z.infer<typeof ZChatRoomSchema>;

/** The widget's pre-form (spec 001 §5): name required, min 3; email optional but valid. */
export const ZChatCreateRequestSchema = z.object({
  name: z.string().trim().min(3).max(100),
  email: z.union([z.literal('').transform(() => undefined), ZEmailSchema]).optional(),
  user: z
    .object({ _id: z.string().optional(), username: z.string().max(100).optional(), avatar: z.string().max(2048).optional(), status: z.unknown().optional() })
    .optional(),
});

/** A message the client sends to /app/support. Staff name the room; a customer writes in their own. */
export const ZOutgoingMessageSchema = z.object({
  chatId: z.string().min(1).max(64).optional(),
  uuid: z.string().min(1).max(64),
  content: z.string().max(MESSAGE_MAX_LENGTH).default(''),
  files: z.array(ZMessageFileSchema).max(10).default([]),
  replyMessageId: z.string().max(64).optional(),
});
export type TOutgoingMessage = z.infer<typeof ZOutgoingMessageSchema>;
