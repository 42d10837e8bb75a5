import type * as z from 'zod/mini';
import { deferredSchema } from '../api/deferred.js';
import { defineRoute } from '../api/route.js';
import { ZIdParamsSchema, ZOkSchema } from '../core/common.schema.js';
import { pageOf, ZPageQuerySchema } from '../core/pagination.js';
import { ZDownloadResponseSchema } from '../files/files.schema.js';
import * as S from './documents.schema.js';
import * as F from './forms-core.schema.js';
import * as T from './form-templates.js';

/**
 * A form's answers: the largest schemas of the domain, loaded and built on the submission's first
 * call, not on the function's cold start (shared/api/deferred.ts).
 */
const answersOf = <M, TSchema extends z.core.$ZodType>(load: () => Promise<M>, pick: (m: M) => TSchema) => deferredSchema(() => load().then(pick));

/**
 * Signable documents (spec 000 §2 Archive `signable`, Signing; spec 001 §7 Files: signable documents).
 * The sender's routes act in a COMPANY workspace (its owners; staff for any client, recorded). A
 * signer acts through their own link (`/api/sign/{publicId}`, public, rate-limited) or, signed in,
 * through `/api/documents/own` (the documents sent to their account's email). Every step is an audit
 * event on the document's workspace chain (docs/decisions/0024-signable-documents.md).
 */
const domain = 'documents' as const;
const sender = { access: 'workspace', workspaceTypes: ['COMPANY'] } as const;
const signedIn = { access: 'signedIn' } as const;
const anyone = { access: 'public' } as const;
const templateAdmin = { access: 'staff', roles: ['ADMIN'] } as const;

// The sender's side
export const createSignableRoute = defineRoute({
  id: 'documents.signable.create', domain, method: 'POST', path: '/api/documents/signable',
  summary: 'A new signable document from an uploaded PDF of the workspace: pages and SHA-256 recorded',
  permission: sender, body: S.ZCreateSignableRequestSchema, response: S.ZSignableDocumentSchema, status: 201,
  audit: 'SIGNABLE_CREATED',
});
export const listSignableRoute = defineRoute({
  id: 'documents.signable.list', domain, method: 'GET', path: '/api/documents/signable',
  summary: "The documents the workspace sent for signing, newest first, with each signer's progress",
  permission: sender, query: ZPageQuerySchema, response: pageOf(S.ZSignableSummarySchema),
});
export const getSignableRoute = defineRoute({
  id: 'documents.signable.get', domain, method: 'GET', path: '/api/documents/signable/{id}',
  summary: 'A signable document of the workspace: pages, boxes, signers and their times',
  permission: sender, params: ZIdParamsSchema, response: S.ZSignableDocumentSchema,
});
export const updateSignableRoute = defineRoute({
  id: 'documents.signable.update', domain, method: 'PUT', path: '/api/documents/signable/{id}',
  summary: 'Save the draft: title, link lifetime, signers and boxes (CREATED only; versioned)',
  permission: sender, params: ZIdParamsSchema, body: S.ZUpdateSignableRequestSchema, response: S.ZSignableDocumentSchema,
  audit: 'SIGNABLE_UPDATED',
});
export const sendSignableRoute = defineRoute({
  id: 'documents.signable.send', domain, method: 'POST', path: '/api/documents/signable/{id}/send',
  summary: 'CREATED → SENT: each signer gets an email with their own link (and a notification with an account)',
  permission: sender, params: ZIdParamsSchema, response: S.ZSignableDocumentSchema, audit: 'SIGNABLE_SENT',
});
export const remindSignerRoute = defineRoute({
  id: 'documents.signable.remind', domain, method: 'POST', path: '/api/documents/signable/{id}/signers/{signerId}/remind',
  summary: 'Re-send a signer their link: a new link replaces the old one',
  permission: sender, params: S.ZSignerParamsSchema, response: S.ZSignableDocumentSchema, audit: 'SIGNABLE_REMINDED',
});
export const cancelSignableRoute = defineRoute({
  id: 'documents.signable.cancel', domain, method: 'POST', path: '/api/documents/signable/{id}/cancel',
  summary: 'Cancel a document not yet completed: every link stops working',
  permission: sender, params: ZIdParamsSchema, response: S.ZSignableDocumentSchema, audit: 'SIGNABLE_CANCELLED',
});
export const downloadSignableRoute = defineRoute({
  id: 'documents.signable.download', domain, method: 'GET', path: '/api/documents/signable/{id}/download',
  summary: 'A short-lived URL of the signed PDF (once SIGNED) or of the original',
  permission: sender, params: ZIdParamsSchema, query: S.ZDownloadQuerySchema, response: ZDownloadResponseSchema,
});

// The signer's side, signed in
export const listOwnSignableRoute = defineRoute({
  id: 'documents.own.list', domain, method: 'GET', path: '/api/documents/own',
  summary: "Documents sent to the caller's account for signing, newest first",
  permission: signedIn, query: ZPageQuerySchema, response: pageOf(S.ZOwnSignableSchema),
});
export const openOwnSignableRoute = defineRoute({
  id: 'documents.own.open', domain, method: 'GET', path: '/api/documents/own/{id}',
  summary: "The signing view of a document sent to the caller (the first view marks it OPENED)",
  permission: signedIn, params: ZIdParamsSchema, response: S.ZSigningViewSchema,
});
export const consentOwnRoute = defineRoute({
  id: 'documents.own.consent', domain, method: 'POST', path: '/api/documents/own/{id}/consent',
  summary: 'Agree to use electronic records and signatures (the text and its version are stored)',
  permission: signedIn, params: ZIdParamsSchema, body: S.ZConsentRequestSchema, response: ZOkSchema, audit: 'SIGNABLE_CONSENTED',
});
export const signOwnRoute = defineRoute({
  id: 'documents.own.sign', domain, method: 'POST', path: '/api/documents/own/{id}/sign',
  summary: "Sign: the caller's own boxes only, every REQUIRED one filled",
  permission: signedIn, params: ZIdParamsSchema, body: S.ZSignRequestSchema, response: S.ZSignResultSchema, audit: 'SIGNABLE_SIGNED',
});
export const declineOwnRoute = defineRoute({
  id: 'documents.own.decline', domain, method: 'POST', path: '/api/documents/own/{id}/decline',
  summary: 'Decline to sign, with a reason: the document is DECLINED',
  permission: signedIn, params: ZIdParamsSchema, body: S.ZDeclineRequestSchema, response: S.ZSignResultSchema, audit: 'SIGNABLE_DECLINED',
});

// The signer's side, through the emailed link
export const openPublicSignableRoute = defineRoute({
  id: 'documents.public.open', domain, method: 'GET', path: '/api/sign/{publicId}',
  summary: "The signing view of the link's signer (the first view marks it OPENED); rate-limited",
  permission: anyone, params: S.ZPublicIdParamsSchema, response: S.ZSigningViewSchema,
});
export const consentPublicRoute = defineRoute({
  id: 'documents.public.consent', domain, method: 'POST', path: '/api/sign/{publicId}/consent',
  summary: 'Agree to use electronic records and signatures (the text and its version are stored)',
  permission: anyone, params: S.ZPublicIdParamsSchema, body: S.ZConsentRequestSchema, response: ZOkSchema, audit: 'SIGNABLE_CONSENTED',
});
export const signPublicRoute = defineRoute({
  id: 'documents.public.sign', domain, method: 'POST', path: '/api/sign/{publicId}/sign',
  summary: "Sign: the link's signer's own boxes only, every REQUIRED one filled",
  permission: anyone, params: S.ZPublicIdParamsSchema, body: S.ZSignRequestSchema, response: S.ZSignResultSchema, audit: 'SIGNABLE_SIGNED',
});
export const declinePublicRoute = defineRoute({
  id: 'documents.public.decline', domain, method: 'POST', path: '/api/sign/{publicId}/decline',
  summary: 'Decline to sign, with a reason: the document is DECLINED',
  permission: anyone, params: S.ZPublicIdParamsSchema, body: S.ZDeclineRequestSchema, response: S.ZSignResultSchema, audit: 'SIGNABLE_DECLINED',
});
export const verifySignedRoute = defineRoute({
  id: 'documents.verify', domain, method: 'POST', path: '/api/documents/verify',
  summary: "Is a PDF (by its SHA-256) a document completed here and unchanged? Names its signers and dates only; rate-limited",
  permission: anyone, body: S.ZVerifyRequestSchema, response: S.ZVerifyResponseSchema, audit: 'SIGNED_DOCUMENT_VERIFIED',
});

// Tax forms collected through links (docs/decisions/0025-tax-forms.md)
export const createFormRoute = defineRoute({
  id: 'documents.forms.create', domain, method: 'POST', path: '/api/forms',
  summary: 'Ask a contractor for a tax form: a link of its own to fill it in and sign (copied by the company)',
  permission: sender, body: F.ZCreateFormRequestSchema, response: F.ZCreatedFormSchema, status: 201, audit: 'FORM_REQUESTED',
});
export const listFormsRoute = defineRoute({
  id: 'documents.forms.list', domain, method: 'GET', path: '/api/forms',
  summary: "The workspace's forms of one kind, newest first, with who they are for and where they stand",
  permission: sender, query: F.ZFormListQuerySchema, response: pageOf(F.ZTaxFormSchema),
});
export const getFormRoute = defineRoute({
  id: 'documents.forms.get', domain, method: 'GET', path: '/api/forms/{id}',
  summary: 'A form of the workspace (the TIN masked)',
  permission: sender, params: ZIdParamsSchema, response: F.ZTaxFormSchema,
});
export const cancelFormRoute = defineRoute({
  id: 'documents.forms.cancel', domain, method: 'POST', path: '/api/forms/{id}/cancel',
  summary: 'Withdraw a request not yet filled in: its link stops working',
  permission: sender, params: ZIdParamsSchema, response: F.ZTaxFormSchema, audit: 'FORM_CANCELLED',
});
export const openPublicFormRoute = defineRoute({
  id: 'documents.forms.public.open', domain, method: 'GET', path: '/api/public/forms/{publicId}',
  summary: 'The form a link asks for, and who asks; rate-limited',
  permission: anyone, params: F.ZFormPublicIdParamsSchema, response: F.ZPublicFormSchema,
});
export const submitPublicW9Route = defineRoute({
  id: 'documents.forms.public.w9', domain, method: 'POST', path: '/api/public/forms/{publicId}/w9',
  summary: 'Answer a W-9: stored, rendered into the form, and handed to the signing engine; rate-limited',
  permission: anyone, params: F.ZFormPublicIdParamsSchema, body: answersOf(() => import('./form-kinds/w9.schema.js'), (m) => m.ZSubmitW9RequestSchema), response: F.ZSubmitFormResponseSchema,
  audit: 'FORM_FILLED',
});
export const submitPublicW4Route = defineRoute({
  id: 'documents.forms.public.w4', domain, method: 'POST', path: '/api/public/forms/{publicId}/w4',
  summary: 'Answer a W-4: stored, rendered into the form, and handed to the signing engine; rate-limited',
  permission: anyone, params: F.ZFormPublicIdParamsSchema, body: answersOf(() => import('./form-kinds/w4.schema.js'), (m) => m.ZSubmitW4RequestSchema), response: F.ZSubmitFormResponseSchema,
  audit: 'FORM_FILLED',
});
export const submitPublicIt2104Route = defineRoute({
  id: 'documents.forms.public.it2104', domain, method: 'POST', path: '/api/public/forms/{publicId}/it2104',
  summary: 'Answer an IT-2104: stored, rendered into the form, and handed to the signing engine; rate-limited',
  permission: anyone, params: F.ZFormPublicIdParamsSchema, body: answersOf(() => import('./form-kinds/it2104.schema.js'), (m) => m.ZSubmitIt2104RequestSchema), response: F.ZSubmitFormResponseSchema,
  audit: 'FORM_FILLED',
});
export const submitPublicW8benRoute = defineRoute({
  id: 'documents.forms.public.w8ben', domain, method: 'POST', path: '/api/public/forms/{publicId}/w8ben',
  summary: 'Answer a W-8BEN: stored, rendered into the form, and handed to the signing engine; rate-limited',
  permission: anyone, params: F.ZFormPublicIdParamsSchema, body: answersOf(() => import('./form-kinds/w8ben.schema.js'), (m) => m.ZSubmitW8benRequestSchema), response: F.ZSubmitFormResponseSchema,
  audit: 'FORM_FILLED',
});
export const submitPublicF8822bRoute = defineRoute({
  id: 'documents.forms.public.f8822b', domain, method: 'POST', path: '/api/public/forms/{publicId}/f8822b',
  summary: 'Answer an 8822-B: stored, rendered into the form, and handed to the signing engine; rate-limited',
  permission: anyone, params: F.ZFormPublicIdParamsSchema, body: answersOf(() => import('./form-kinds/f8822b.schema.js'), (m) => m.ZSubmitF8822bRequestSchema), response: F.ZSubmitFormResponseSchema,
  audit: 'FORM_FILLED',
});
export const submitPublicI9Route = defineRoute({
  id: 'documents.forms.public.i9', domain, method: 'POST', path: '/api/public/forms/{publicId}/i9',
  summary: "Answer an I-9's Section 1: stored, rendered into the form, and handed to the signing engine; rate-limited",
  permission: anyone, params: F.ZFormPublicIdParamsSchema, body: answersOf(() => import('./form-kinds/i9.schema.js'), (m) => m.ZSubmitI9Section1RequestSchema), response: F.ZSubmitFormResponseSchema,
  audit: 'FORM_FILLED',
});
export const submitI9Section2Route = defineRoute({
  id: 'documents.forms.i9Section2', domain, method: 'POST', path: '/api/forms/{id}/i9-section2',
  summary: "The employer's Section 2 of an I-9 whose employee signed Section 1: drawn on the signed pages, then signed by the one who fills it",
  permission: sender, params: ZIdParamsSchema, body: answersOf(() => import('./form-kinds/i9.schema.js'), (m) => m.ZSubmitI9Section2RequestSchema), response: F.ZSubmitSection2ResponseSchema,
  audit: 'FORM_I9_SECTION2_FILLED',
});

// The firm's fillable templates of the forms (docs/decisions/0026-form-templates.md)
export const listFormTemplatesRoute = defineRoute({
  id: 'documents.formTemplates.list', domain, method: 'GET', path: '/api/form-templates',
  summary: "The firm's fillable PDFs standing in for the built-in forms, with their fields and mapping",
  permission: templateAdmin, response: T.ZFormTemplateListSchema,
});
export const setFormTemplateRoute = defineRoute({
  id: 'documents.formTemplates.set', domain, method: 'PUT', path: '/api/form-templates/{kind}',
  summary: "Upload the official fillable PDF of a form's current revision and map the form's values to its fields",
  permission: templateAdmin, params: T.ZTemplateKindParamsSchema, body: T.ZSetTemplateRequestSchema, response: T.ZFormTemplateSchema,
  audit: 'FORM_TEMPLATE_SET',
});
export const deleteFormTemplateRoute = defineRoute({
  id: 'documents.formTemplates.delete', domain, method: 'DELETE', path: '/api/form-templates/{kind}',
  summary: "Remove a form's template: its forms are drawn by the built-in rendition again",
  permission: templateAdmin, params: T.ZTemplateKindParamsSchema, response: ZOkSchema, audit: 'FORM_TEMPLATE_DELETED',
});

export const documentsRoutes = [
  createSignableRoute, listSignableRoute, getSignableRoute, updateSignableRoute, sendSignableRoute, remindSignerRoute,
  cancelSignableRoute, downloadSignableRoute, listOwnSignableRoute, openOwnSignableRoute, consentOwnRoute, signOwnRoute,
  declineOwnRoute, openPublicSignableRoute, consentPublicRoute, signPublicRoute, declinePublicRoute, verifySignedRoute,
  createFormRoute, listFormsRoute, getFormRoute, cancelFormRoute, openPublicFormRoute, submitPublicW9Route, submitPublicW4Route,
  submitPublicIt2104Route, submitPublicW8benRoute, submitPublicF8822bRoute, submitPublicI9Route, submitI9Section2Route, listFormTemplatesRoute, setFormTemplateRoute, deleteFormTemplateRoute,
] as const;
