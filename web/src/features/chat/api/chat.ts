import { createChatRoute, getChatRoute, listMessagesRoute, listRoomMessagesRoute, listRoomsRoute } from '@shared/chat/chat.routes.js';
import type { TChatRoom, TMessageFile } from '@shared/chat/chat.schema.js';
import { completeUploadRoute, createUploadRoute, downloadFileRoute } from '@shared/files/files.routes.js';
import { ALLOWED_FILE_TYPES, extensionOf, MAX_FILE_BYTES } from '@shared/files/files.schema.js';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, callRoute } from '../../../app/api-client';
import { sortRooms, threadOf, type TMessagePage, type TThread } from '../chat-state';

/** Spec 001 §8: chat fetches (and the admin room list) retry after 3 s, get-or-create after 5 s. */
export const CHAT_FETCH_RETRY_MS = 3_000;
export const CHAT_CREATE_RETRY_MS = 5_000;
/** How many messages a history page holds (the widget and the inbox). */
export const CHAT_PAGE_SIZE = 50;
/** How many rooms the inbox loads at a time. */
export const ROOMS_PAGE_SIZE = 50;

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

/** The customer's own room: the newest page; older pages join it through `loadOlderMessages`. */
export const chatMessagesQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKey(userId, 'messages'),
    queryFn: async ({ signal }): Promise<TThread> =>
      threadOf(await callRoute(listMessagesRoute, { params: { id: userId }, query: { size: CHAT_PAGE_SIZE } }, { workspaceId: null, signal })),
    retry: retryable,
    retryDelay: CHAT_FETCH_RETRY_MS,
  });

export const createChatRoom = (body: { name?: string; email?: string }) => callRoute(createChatRoute, { body }, { workspaceId: null });

/** Staff inbox: the rooms, newest activity first, a page at a time. */
export const inboxKey = ['chat', 'inbox', 'rooms'] as const;
export const inboxRoomsQuery = () =>
  infiniteQueryOptions({
    queryKey: inboxKey,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listRoomsRoute, { query: { size: ROOMS_PAGE_SIZE, cursor: pageParam } }, { workspaceId: null, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    retry: retryable,
    retryDelay: CHAT_FETCH_RETRY_MS,
  });

/** The loaded pages of the inbox as one list (each room once, newest activity first). */
export const roomsOf = (pages: readonly { data: TChatRoom[] }[] | undefined): TChatRoom[] => sortRooms((pages ?? []).flatMap((p) => p.data));

/** Staff inbox: one room's history, the newest page first. */
export const roomThreadKey = (roomId: string) => ['chat', 'inbox', roomId, 'messages'] as const;
export const roomThreadQuery = (roomId: string) =>
  queryOptions({
    queryKey: roomThreadKey(roomId),
    queryFn: async ({ signal }): Promise<TThread> =>
      threadOf(await callRoute(listRoomMessagesRoute, { params: { id: roomId }, query: { size: CHAT_PAGE_SIZE } }, { workspaceId: null, signal })),
    retry: retryable,
    retryDelay: CHAT_FETCH_RETRY_MS,
  });

/** The page of a room's history older than `cursor` (`staff` reads through the inbox's route). */
export function fetchOlderPage(roomId: string, cursor: string, staff: boolean): Promise<TMessagePage> {
  const input = { params: { id: roomId }, query: { size: CHAT_PAGE_SIZE, cursor } };
  return staff ? callRoute(listRoomMessagesRoute, input, { workspaceId: null }) : callRoute(listMessagesRoute, input, { workspaceId: null });
}

/** A file the chat cannot take, by the files domain's own rules (type by extension, 25 MB). */
export function fileProblem(file: File): 'file_type_not_allowed' | 'file_too_large' | undefined {
  if (!(extensionOf(file.name) in ALLOWED_FILE_TYPES)) return 'file_type_not_allowed';
  if (file.size > MAX_FILE_BYTES) return 'file_too_large';
  return undefined;
}

/**
 * Uploads a file through the platform's files API into the room's workspace: register (a presigned
 * PUT), PUT the bytes, then confirm. The answer is the message's file entry.
 */
export async function uploadChatFile(file: File, workspaceId: string): Promise<TMessageFile> {
  const extension = extensionOf(file.name);
  const contentType = (ALLOWED_FILE_TYPES as Record<string, string>)[extension] ?? file.type;
  const { uploadUrl, headers, file: registered } = await callRoute(
    createUploadRoute,
    { body: { fileName: file.name, contentType, size: file.size } },
    { workspaceId },
  );
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: file });
  if (!put.ok) throw new ApiError(put.status, undefined);
  const meta = await callRoute(completeUploadRoute, { params: { id: registered.id } }, { workspaceId });
  return { fileMetaId: meta.id, name: meta.fileName, size: meta.size, type: meta.contentType, extension: meta.extension, workspaceId };
}

/** Opens a message's file: a short-lived download link from the files API, checked against its workspace. */
export async function downloadChatFile(file: TMessageFile): Promise<string> {
  const { url } = await callRoute(downloadFileRoute, { params: { id: file.fileMetaId } }, { workspaceId: file.workspaceId ?? null });
  return url;
}
