/**
 * The documents function: signable documents, their signing and the public verification
 * (shared/documents/documents.routes.ts). Each area's services load on first use, in chunks of
 * their own, so the PDF toolkit never weighs on a cold start.
 */
import * as R from '../../shared/documents/documents.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

const sender = lazy(() => import('./services/signable.js'));
const signer = lazy(() => import('./services/signing.js'));
const verifier = lazy(() => import('./services/verify.js'));
const forms = lazy(() => import('./services/forms.js'));
const submit = lazy(() => import('./services/form-submit.js'));
const templates = lazy(() => import('./services/form-templates.js'));

export const bindings = [
  bind(R.createSignableRoute, async ({ body }, ctx) => (await sender()).createSignable(body, ctx)),
  bind(R.listSignableRoute, async ({ query }, ctx) => (await sender()).listSignable(query, ctx)),
  bind(R.getSignableRoute, async ({ params }, ctx) => (await sender()).getSignable(params, ctx)),
  bind(R.updateSignableRoute, async ({ params, body }, ctx) => (await sender()).updateSignable({ ...body, id: params.id }, ctx)),
  bind(R.sendSignableRoute, async ({ params }, ctx) => (await sender()).sendSignable(params, ctx)),
  bind(R.remindSignerRoute, async ({ params }, ctx) => (await sender()).remindSigner(params, ctx)),
  bind(R.cancelSignableRoute, async ({ params }, ctx) => (await sender()).cancelSignable(params, ctx)),
  bind(R.downloadSignableRoute, async ({ params, query }, ctx) => (await sender()).downloadSignable({ id: params.id, kind: query.kind }, ctx)),

  bind(R.listOwnSignableRoute, async ({ query }, ctx) => (await signer()).listOwnSignable(query, ctx)),
  bind(R.openOwnSignableRoute, async ({ params }, ctx) => (await signer()).openSigning({ via: 'ACCOUNT', documentId: params.id }, ctx)),
  bind(R.consentOwnRoute, async ({ params, body }, ctx) => (await signer()).consentToSign({ via: 'ACCOUNT', documentId: params.id }, body, ctx)),
  bind(R.signOwnRoute, async ({ params, body }, ctx) => (await signer()).signDocument({ via: 'ACCOUNT', documentId: params.id }, body, ctx)),
  bind(R.declineOwnRoute, async ({ params, body }, ctx) => (await signer()).declineDocument({ via: 'ACCOUNT', documentId: params.id }, body, ctx)),

  bind(R.openPublicSignableRoute, async ({ params }, ctx) => (await signer()).openSigning({ via: 'LINK', publicId: params.publicId }, ctx)),
  bind(R.consentPublicRoute, async ({ params, body }, ctx) => (await signer()).consentToSign({ via: 'LINK', publicId: params.publicId }, body, ctx)),
  bind(R.signPublicRoute, async ({ params, body }, ctx) => (await signer()).signDocument({ via: 'LINK', publicId: params.publicId }, body, ctx)),
  bind(R.declinePublicRoute, async ({ params, body }, ctx) => (await signer()).declineDocument({ via: 'LINK', publicId: params.publicId }, body, ctx)),
  bind(R.verifySignedRoute, async ({ body }, ctx) => (await verifier()).verifySigned(body, ctx)),

  bind(R.createFormRoute, async ({ body }, ctx) => (await forms()).createForm(body, ctx)),
  bind(R.listFormsRoute, async ({ query }, ctx) => (await forms()).listForms(query, ctx)),
  bind(R.getFormRoute, async ({ params }, ctx) => (await forms()).getForm(params, ctx)),
  bind(R.cancelFormRoute, async ({ params }, ctx) => (await forms()).cancelForm(params, ctx)),
  bind(R.openPublicFormRoute, async ({ params }, ctx) => (await forms()).openPublicForm(params, ctx)),
  bind(R.submitPublicW9Route, async ({ params, body }, ctx) => (await submit()).submitForm(params.publicId, { kind: 'W9', answers: body.answers }, ctx)),
  bind(R.submitPublicW4Route, async ({ params, body }, ctx) => (await submit()).submitForm(params.publicId, { kind: 'W4', answers: body.answers }, ctx)),
  bind(R.submitPublicIt2104Route, async ({ params, body }, ctx) => (await submit()).submitForm(params.publicId, { kind: 'IT2104', answers: body.answers }, ctx)),
  bind(R.submitPublicW8benRoute, async ({ params, body }, ctx) => (await submit()).submitForm(params.publicId, { kind: 'W8BEN', answers: body.answers }, ctx)),
  bind(R.submitPublicF8822bRoute, async ({ params, body }, ctx) => (await submit()).submitForm(params.publicId, { kind: 'F8822B', answers: body.answers }, ctx)),
  bind(R.submitPublicI9Route, async ({ params, body }, ctx) => (await submit()).submitForm(params.publicId, { kind: 'I9', answers: body.answers }, ctx)),
  bind(R.submitI9Section2Route, async ({ params, body }, ctx) => (await submit()).submitI9Section2({ id: params.id, answers: body.answers }, ctx)),

  bind(R.listFormTemplatesRoute, async (_, ctx) => (await templates()).listTemplates(undefined, ctx)),
  bind(R.setFormTemplateRoute, async ({ params, body }, ctx) => (await templates()).setTemplate({ ...body, kind: params.kind }, ctx)),
  bind(R.deleteFormTemplateRoute, async ({ params }, ctx) => (await templates()).deleteTemplate(params, ctx)),
];

export const handler = createApiHandler(bindings);
