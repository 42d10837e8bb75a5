import {
  cancelSignableRoute,
  createSignableRoute,
  downloadSignableRoute,
  getSignableRoute,
  listOwnSignableRoute,
  listSignableRoute,
  remindSignerRoute,
  sendSignableRoute,
  updateSignableRoute,
} from '@shared/documents/documents.routes.js';
import type { TCreateSignableRequest, TUpdateSignableRequest } from '@shared/documents/documents.schema.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/**
 * One key space per workspace for the sender's side, ['documents', workspaceId, …], and one for
 * the signed-in signer's own list, ['documents', 'own', …] (it needs no workspace).
 */
export const documentsKey = (workspaceId: string, ...rest: unknown[]) => ['documents', workspaceId, ...rest] as const;
const ownKey = (...rest: unknown[]) => ['documents', 'own', ...rest] as const;

/** Everything of the workspace's documents: a mutation reloads the lists and the open document. */
export const invalidateDocuments = (queryClient: QueryClient, workspaceId: string) =>
  queryClient.invalidateQueries({ queryKey: documentsKey(workspaceId) });

/** A page of the documents the workspace sent (GET /api/documents/signable), newest first. */
export const sentPageQuery = (workspaceId: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: documentsKey(workspaceId, 'sent', cursor ?? null),
    queryFn: ({ signal }) => callRoute(listSignableRoute, { query: { cursor } }, { workspaceId, signal }),
  });

/** A page of the documents sent to the signed-in user (GET /api/documents/own). */
export const ownPageQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: ownKey(cursor ?? null),
    queryFn: ({ signal }) => callRoute(listOwnSignableRoute, { query: { cursor } }, { workspaceId: null, signal }),
  });

export const signableQuery = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: documentsKey(workspaceId, 'document', id),
    queryFn: ({ signal }) => callRoute(getSignableRoute, { params: { id } }, { workspaceId, signal }),
  });

/** The short-lived URL of the original (the editor renders it) or of the signed PDF. */
export const downloadUrlQuery = (workspaceId: string, id: string, kind: 'original' | 'signed') =>
  queryOptions({
    queryKey: documentsKey(workspaceId, 'download', id, kind),
    queryFn: ({ signal }) => callRoute(downloadSignableRoute, { params: { id }, query: { kind } }, { workspaceId, signal }),
    // The URL expires (expiresIn seconds): fetched again well before, never reused after.
    staleTime: (q) => Math.max(0, ((q.state.data?.expiresIn ?? 60) - 30) * 1000),
    gcTime: 0,
  });

export const createSignable = (workspaceId: string, body: TCreateSignableRequest) =>
  callRoute(createSignableRoute, { body }, { workspaceId });

export const updateSignable = (workspaceId: string, id: string, body: TUpdateSignableRequest) =>
  callRoute(updateSignableRoute, { params: { id }, body }, { workspaceId });

export const sendSignable = (workspaceId: string, id: string) => callRoute(sendSignableRoute, { params: { id } }, { workspaceId });

export const remindSigner = (workspaceId: string, id: string, signerId: string) =>
  callRoute(remindSignerRoute, { params: { id, signerId } }, { workspaceId });

export const cancelSignable = (workspaceId: string, id: string) => callRoute(cancelSignableRoute, { params: { id } }, { workspaceId });

export const downloadUrl = (workspaceId: string, id: string, kind: 'original' | 'signed') =>
  callRoute(downloadSignableRoute, { params: { id }, query: { kind } }, { workspaceId });
