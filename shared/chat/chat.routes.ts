import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZPageQuerySchema, pageOf } from '../core/pagination.js';
import { SUPPORT_ROLES } from '../realtime/channels.js';
import * as S from './chat.schema.js';

/**
 * The support chat over HTTP (spec 001 §7, Chat and live connection): a customer's room and its
 * history, and the staff inbox. Messages themselves are sent over the live connection.
 */
const domain = 'chat' as const;
const staff = { access: 'staff', roles: SUPPORT_ROLES } as const;
const ZRoomParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export const getChatRoute = defineRoute({
  id: 'chat.get', domain, method: 'GET', path: '/api/chats/{id}',
  summary: "The caller's support room (id = the caller's user id); room null before the first one is made",
  permission: { access: 'signedIn' }, params: ZRoomParamsSchema, response: z.object({ room: z.nullable(S.ZChatRoomSchema) }),
});
export const createChatRoute = defineRoute({
  id: 'chat.create', domain, method: 'POST', path: '/api/chats',
  summary: "Get or create the caller's support room, named by the widget's pre-form",
  permission: { access: 'signedIn' }, body: S.ZChatCreateRequestSchema, response: S.ZChatRoomSchema, audit: 'CHAT_CREATED',
});
export const listMessagesRoute = defineRoute({
  id: 'chat.messages', domain, method: 'GET', path: '/api/chats/{id}/messages',
  summary: "Messages of the caller's own room, newest first, cursor paging",
  permission: { access: 'signedIn' }, params: ZRoomParamsSchema, query: ZPageQuerySchema, response: pageOf(S.ZMessageSchema),
});
export const listRoomsRoute = defineRoute({
  id: 'chat.rooms', domain, method: 'GET', path: '/api/chats',
  summary: 'Support inbox (SUPPORT_MANAGER): rooms by latest activity, with unread counts and the last message',
  permission: staff, query: ZPageQuerySchema, response: pageOf(S.ZChatRoomSchema),
});
export const listRoomMessagesRoute = defineRoute({
  id: 'chat.roomMessages', domain, method: 'GET', path: '/api/chats/admin/{id}/messages',
  summary: "Support inbox (SUPPORT_MANAGER): a room's messages, newest first, cursor paging",
  permission: staff, params: ZRoomParamsSchema, query: ZPageQuerySchema, response: pageOf(S.ZMessageSchema),
});

export const chatRoutes = [getChatRoute, createChatRoute, listMessagesRoute, listRoomsRoute, listRoomMessagesRoute] as const;
