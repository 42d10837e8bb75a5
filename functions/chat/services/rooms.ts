import type * as z from 'zod/mini';
import type { TChatRoom, TMessage, ZChatCreateRequestSchema } from '../../../shared/chat/chat.schema.js';
import type { TPageQuery } from '../../../shared/core/pagination.js';
import { conditionFailed, principalOf, type TRequestContext } from '../../core/http.js';
import { notFound } from '../../core/errors.js';
import { UserEntity } from '../../identity/data/identity.entities.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { ChatRoomEntity, MessageEntity, ROOMS_INDEX_PK, type TChatRoomRecord } from '../data/chat.entities.js';

/** The API's view of a stored room. */
export function toRoom(record: TChatRoomRecord): TChatRoom {
  const { customerUserId: _c, lastActivityAt: _l, messageCount: _m, agents: _a, ...room } = record;
  return room;
}

/** Only the customer reads their own room by id; any other id is not found (staff use the inbox). */
function ownRoomId(id: string, ctx: TRequestContext): string {
  if (id !== principalOf(ctx).userId) throw notFound('id');
  return id;
}

export async function getChat(input: { id: string }, ctx: TRequestContext): Promise<{ room: TChatRoom | null }> {
  const room = await ChatRoomEntity.get({ roomId: ownRoomId(input.id, ctx) });
  return { room: room ? toRoom(room) : null };
}

/** Where a room's files are kept: the customer's person (or employee) workspace, else their first one. */
function ownWorkspace(workspaces: readonly string[]): string | undefined {
  return workspaces.find((w) => workspaceTypeOf(w) === 'PERSON' || workspaceTypeOf(w) === 'SUBLIME_EMPLOYEE') ?? workspaces[0];
}

/**
 * Get-or-create: the first call makes the room, named after the caller's account (their name and
 * sign-in email), never after what the client sends, so a customer cannot appear to staff as
 * someone else (issue 13, finding 11). Later calls (a retry, a second tab) answer the room that
 * exists. Two racing first calls make one room.
 */
export async function createChat(_input: z.output<typeof ZChatCreateRequestSchema>, ctx: TRequestContext): Promise<TChatRoom> {
  const principal = principalOf(ctx);
  const { userId } = principal;
  const existing = await ChatRoomEntity.get({ roomId: userId }, { consistent: true });
  if (existing) return toRoom(existing);
  const user = await UserEntity.get({ userId });
  const now = new Date().toISOString();
  const room: TChatRoomRecord = {
    roomId: userId,
    roomName: (user && `${user.firstName} ${user.lastName}`.trim()) || principal.email,
    email: principal.email,
    workspaceId: ownWorkspace(principal.workspaces),
    createDateTime: now,
    unreadCount: 0,
    customerUnreadCount: 0,
    customerUserId: userId,
    lastActivityAt: now,
    messageCount: 0,
    agents: [],
  };
  ctx.audit.props.roomId = userId;
  try {
    await ctx.transact([ChatRoomEntity.putOp(room, { ifNotExists: true })]);
    return toRoom(room);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    const winner = await ChatRoomEntity.get({ roomId: userId }, { consistent: true });
    if (!winner) throw error;
    return toRoom(winner);
  }
}

async function messagesOf(roomId: string, page: TPageQuery): Promise<{ data: TMessage[]; nextCursor?: string }> {
  return MessageEntity.query({ pk: `CHAT#${roomId}`, skBeginsWith: 'MSG#', newestFirst: true, limit: page.size, cursor: page.cursor });
}

export function listMessages(input: { id: string; page: TPageQuery }, ctx: TRequestContext) {
  return messagesOf(ownRoomId(input.id, ctx), input.page);
}

/** Staff: a room's history (404 for a room that does not exist). */
export async function listRoomMessages(input: { id: string; page: TPageQuery }) {
  if (!(await ChatRoomEntity.get({ roomId: input.id }))) throw notFound('id');
  return messagesOf(input.id, input.page);
}

/** Staff inbox: rooms by latest activity, newest first. */
export async function listRooms(page: TPageQuery): Promise<{ data: TChatRoom[]; nextCursor?: string }> {
  const out = await ChatRoomEntity.query({ index: 'GSI1', pk: ROOMS_INDEX_PK, newestFirst: true, limit: page.size, cursor: page.cursor });
  return { data: out.data.map(toRoom), nextCursor: out.nextCursor };
}
