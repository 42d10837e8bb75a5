import {
  cancelFormRoute,
  createFormRoute,
  downloadSignableRoute,
  getFormRoute,
  listFormsRoute,
  openPublicFormRoute,
  submitI9Section2Route,
  submitPublicF8822bRoute,
  submitPublicI9Route,
  submitPublicIt2104Route,
  submitPublicW4Route,
  submitPublicW8benRoute,
  submitPublicW9Route,
} from '@shared/documents/documents.routes.js';
import type { TCreateFormRequest, TF8822bAnswers, TFormKind, TI9Section1, TI9Section2, TIt2104Answers, TW4Answers, TW8benAnswers, TW9Answers } from '@shared/documents/forms.schema.js';
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

/** Sends the W-8BEN's answers; the answer names the signing link, as for the W-9. */
export const submitW8ben = (publicId: string, answers: TW8benAnswers) =>
  callRoute(submitPublicW8benRoute, { params: { publicId }, body: { answers } }, linkOptions);

/** One form of the workspace (GET /api/forms/{id}): an I-9's Section 2 page reads where it stands. */
export const formQuery = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: formsKey(workspaceId, 'form', id),
    queryFn: ({ signal }) => callRoute(getFormRoute, { params: { id } }, { workspaceId, signal }),
  });

/** Sends an I-9's Section 1 (the employee's); the answer names the signing link, as for the W-4. */
export const submitI9 = (publicId: string, answers: TI9Section1) =>
  callRoute(submitPublicI9Route, { params: { publicId }, body: { answers } }, linkOptions);

/** Sends an I-9's Section 2 (the employer's, signed in): the form, and the signing link of the whole form, which its filler signs. */
export const submitI9Section2 = (workspaceId: string, id: string, answers: TI9Section2) =>
  callRoute(submitI9Section2Route, { params: { id }, body: { answers } }, { workspaceId });

/** Sends the 8822-B's answers (the business's, through its own link); the answer names the signing link, as for the W-9. */
export const submitF8822b = (publicId: string, answers: TF8822bAnswers) =>
  callRoute(submitPublicF8822bRoute, { params: { publicId }, body: { answers } }, linkOptions);
