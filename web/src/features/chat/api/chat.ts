import { listMessagesRoute, createChatRoute, getChatRoute } from '@shared/chat/chat.routes.js';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, callRoute } from '../../../app/api-client';

/** Spec 001 §8: chat fetches retry after 3 s, get-or-create after 5 s. */
export const CHAT_FETCH_RETRY_MS = 3_000;
export const CHAT_CREATE_RETRY_MS = 5_000;
/** How many of the latest messages the widget shows. */
export const CHAT_PAGE_SIZE = 50;

/** A request error worth retrying: not a refusal of the request itself (4xx). */
export const retryable = (failures: number, error: unknown) =>
  failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const chatKey = (userId: string, what: 'room' | 'messages') => ['chat', userId, what] as const;

export const chatRoomQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKey(userId, 'room'),
    queryFn: ({ signal }) => callRoute(getChatRoute, { params: { id: userId } }, { workspaceId: null, signal }),
    retry: retryable,
    retryDelay: CHAT_FETCH_RETRY_MS,
  });

export const chatMessagesQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKey(userId, 'messages'),
    queryFn: async ({ signal }) => {
      const page = await callRoute(listMessagesRoute, { params: { id: userId }, query: { size: CHAT_PAGE_SIZE } }, { workspaceId: null, signal });
      // Newest first on the wire; oldest first on screen.
      return [...page.data].reverse();
    },
    retry: retryable,
    retryDelay: CHAT_FETCH_RETRY_MS,
  });

export const createChatRoom = (body: { name: string; email?: string }) => callRoute(createChatRoute, { body }, { workspaceId: null });
