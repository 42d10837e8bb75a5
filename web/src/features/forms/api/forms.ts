import {
  cancelFormRoute,
  createFormRoute,
  downloadSignableRoute,
  listFormsRoute,
  openPublicFormRoute,
  submitPublicIt2104Route,
  submitPublicW4Route,
  submitPublicW9Route,
} from '@shared/documents/documents.routes.js';
import type { TCreateFormRequest, TFormKind, TIt2104Answers, TW4Answers, TW9Answers } from '@shared/documents/forms.schema.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/**
 * Tax forms collected through links (docs/decisions/0025-tax-forms.md). One key space per
 * workspace for the company's side, ['forms', workspaceId, …], and one for a link's holder,
 * ['forms', 'public', publicId] (no workspace, no login).
 */
export const formsKey = (workspaceId: string, ...rest: unknown[]) => ['forms', workspaceId, ...rest] as const;
const publicKey = (publicId: string) => ['forms', 'public', publicId] as const;

/** A request, a cancel or a signature elsewhere: the workspace's lists are read again. */
export const invalidateForms = (queryClient: QueryClient, workspaceId: string) => queryClient.invalidateQueries({ queryKey: formsKey(workspaceId) });

/** A page of the workspace's forms of one kind (GET /api/forms?kind=W9, W4 or IT2104), newest first. */
export const formsPageQuery = (workspaceId: string, kind: TFormKind, cursor: string | undefined) =>
  queryOptions({
    queryKey: formsKey(workspaceId, kind, cursor ?? null),
    queryFn: ({ signal }) => callRoute(listFormsRoute, { query: { kind, cursor } }, { workspaceId, signal }),
  });

/** Asks someone for a form: the answer carries the link, shown this once. */
export const requestForm = (workspaceId: string, body: TCreateFormRequest) => callRoute(createFormRoute, { body }, { workspaceId });

export const cancelForm = (workspaceId: string, id: string) => callRoute(cancelFormRoute, { params: { id } }, { workspaceId });

/** The signed form's PDF: the signable document the answers became (its signed file). */
export const signedFormUrl = (workspaceId: string, documentId: string) =>
  callRoute(downloadSignableRoute, { params: { id: documentId }, query: { kind: 'signed' } }, { workspaceId });

// A link's holder acts as nobody's workspace: the link alone names the form.
const linkOptions = { workspaceId: null };

/** What a link asks for, and who asks (GET /api/public/forms/{publicId}). A refused link is not retried. */
export const publicFormQuery = (publicId: string) =>
  queryOptions({
    queryKey: publicKey(publicId),
    queryFn: ({ signal }) => callRoute(openPublicFormRoute, { params: { publicId } }, { ...linkOptions, signal }),
    staleTime: 60_000,
    retry: false,
  });

/** Sends the W-9's answers; the answer names the signing link of the form they became. */
export const submitW9 = (publicId: string, answers: TW9Answers) =>
  callRoute(submitPublicW9Route, { params: { publicId }, body: { answers } }, linkOptions);

/** Sends the W-4's answers (amounts in integer cents); the answer names the signing link, as for the W-9. */
export const submitW4 = (publicId: string, answers: TW4Answers) =>
  callRoute(submitPublicW4Route, { params: { publicId }, body: { answers } }, linkOptions);

/** Sends the IT-2104's answers (amounts in integer cents); the answer names the signing link, as for the W-4. */
export const submitIt2104 = (publicId: string, answers: TIt2104Answers) =>
  callRoute(submitPublicIt2104Route, { params: { publicId }, body: { answers } }, linkOptions);
