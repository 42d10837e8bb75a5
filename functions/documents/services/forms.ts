/**
 * Tax forms collected through links (docs/decisions/0025-tax-forms.md). The company asks; the
 * filler opens the link with no account, answers, and the answers are rendered into the official
 * form and handed to the signing engine as a signable document of the company with the filler as
 * its one signer. The engine's completion moves the form to SIGNED in its own transaction
 * (`formCompletionOps`), so a form is signed exactly when its document is.
 */
import { newId } from '../../../shared/core/ids.js';
import type { TPageQuery } from '../../../shared/core/pagination.js';
import {
  DEFAULT_FORM_LINK_DAYS,
  FORM_REVISIONS,
  type TCreateFormRequest,
  type TFormKind,
  type TPublicForm,
  type TIt2104Answers,
  type TTaxForm,
  type TW4Answers,
  type TW9Answers,
} from '../../../shared/documents/forms.schema.js';
import { type TAttemptLimit, countAttempt } from '../../core/attempts.js';
import { partyForWorkspace } from '../../core/audit.js';
import { config } from '../../core/config.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError, notFound } from '../../core/errors.js';
import { conditionFailed, type TRequestContext, workspaceOf } from '../../core/http.js';
import { lazy } from '../../core/lazy.js';
import { getWorkspace } from '../../workspaces/services/workspaces.js';
import { getOwnEmployment } from '../../workforce/services/employments.js';
import { SignableEntity, SignLinkEntity, type TStoredSignable } from '../data/documents.entities.js';
import { FormLinkEntity, TaxFormEntity, type TStoredTaxForm, versionedFormPut } from '../data/forms.entities.js';
import { inboxOps } from './deliver.js';
import { hashLink, invalidLink, mintLink, putPdf } from './links.js';
import { inspectPdf } from './signed-pdf.js';

const DAY_MS = 86_400_000;
const PER_ADDRESS: TAttemptLimit = { scope: 'FORM_IP', limit: 300, windowMs: 10 * 60_000 };
const PER_LINK: TAttemptLimit = { scope: 'FORM_LINK', limit: 60, windowMs: 10 * 60_000 };
/** The filler's signing link lives as long as the form's own link had left, at least a day. */
const MIN_SIGNING_MS = DAY_MS;

const maskTin = (tin: string) => (tin.length === 10 ? `**-***${tin.slice(-4)}` : `***-**-${tin.slice(-4)}`);

/** What the company sees: no link hash, no answers, the TIN masked. */
export function companyView(form: TStoredTaxForm): TTaxForm {
  const { workspaceId: _w, requesterName: _r, createdBy: _c, linkHash: _l, w9, w4, it2104, version: _v, ...rest } = form;
  const ssn = w4?.ssn ?? it2104?.ssn;
  return {
    ...rest,
    ...(w9 ? { tinMasked: maskTin(w9.tin), classification: w9.classification } : {}),
    ...(ssn ? { tinMasked: maskTin(ssn) } : {}),
  };
}

const formUrl = (form: Pick<TStoredTaxForm, 'kind' | 'variant'>, publicId: string) =>
  `${config.appUrl}/forms/${form.kind.toLowerCase()}/${form.variant.toLowerCase()}/${publicId}`;

export async function createForm(input: TCreateFormRequest, ctx: TRequestContext): Promise<{ form: TTaxForm; url: string }> {
  const workspaceId = workspaceOf(ctx);
  // A W-4 or an IT-2104 is an employee's: asked of a person, for one of the company's own staff
  // employments when named.
  const employees = input.kind === 'W4' || input.kind === 'IT2104';
  if (employees && input.variant !== 'PERSON') throw new AppError('invalid_request', { param: 'variant', message: 'This form is filled by the employee' });
  if (input.employmentId) {
    const employment = await getOwnEmployment(workspaceId, input.employmentId, 'employmentId');
    if (employees && employment.type !== 'STAFF') throw new AppError('invalid_request', { param: 'employmentId', message: 'This form is for an employee' });
  }
  const workspace = await getWorkspace({ workspaceId });
  const now = new Date();
  const link = mintLink();
  const form: TStoredTaxForm = {
    id: newId(),
    workspaceId,
    kind: input.kind,
    variant: input.variant,
    revision: FORM_REVISIONS[input.kind],
    status: 'REQUESTED',
    name: input.name,
    email: input.email.toLowerCase(),
    employmentId: input.employmentId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + (input.linkDays ?? DEFAULT_FORM_LINK_DAYS) * DAY_MS).toISOString(),
    year: now.getUTCFullYear(),
    requesterName: workspace.name,
    createdBy: ctx.principal?.userId ?? '',
    linkHash: link.linkHash,
    version: 0,
  };
  Object.assign(ctx.audit.props, { formId: form.id, kind: form.kind, variant: form.variant, employmentId: input.employmentId, expiresAt: form.expiresAt });
  await ctx.transact([
    TaxFormEntity.putOp(form, { ifNotExists: true }),
    FormLinkEntity.putOp({ linkHash: link.linkHash, formId: form.id, expiresAt: form.expiresAt }, { ifNotExists: true }),
  ]);
  return { form: companyView(form), url: formUrl(form, link.publicId) };
}

export async function listForms(query: TPageQuery & { kind: TFormKind }, ctx: TRequestContext) {
  const page = await TaxFormEntity.query({
    index: 'GSI1',
    pk: `WS#${workspaceOf(ctx)}`,
    skBeginsWith: `TAXFORM#${query.kind}#`,
    newestFirst: true,
    limit: query.size,
    cursor: query.cursor,
  });
  return { data: page.data.map(companyView), nextCursor: page.nextCursor };
}

async function owned(ctx: TRequestContext, id: string): Promise<TStoredTaxForm> {
  const form = await TaxFormEntity.get({ id }, { consistent: true });
  if (!form || form.workspaceId !== workspaceOf(ctx)) throw notFound('id');
  ctx.audit.props.formId = form.id;
  return form;
}

export async function getForm(input: { id: string }, ctx: TRequestContext): Promise<TTaxForm> {
  return companyView(await owned(ctx, input.id));
}

export async function cancelForm(input: { id: string }, ctx: TRequestContext): Promise<TTaxForm> {
  const form = await owned(ctx, input.id);
  if (form.status !== 'REQUESTED') throw new AppError('invalid_state', { param: 'status' });
  const next: TStoredTaxForm = { ...form, status: 'CANCELLED', linkHash: undefined };
  try {
    await ctx.transact([versionedFormPut(form, next), ...(form.linkHash ? [FormLinkEntity.deleteOp({ linkHash: form.linkHash })] : [])]);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('invalid_state', { param: 'status' });
    throw error;
  }
  return companyView({ ...next, version: form.version + 1 });
}

/**
 * The form a public id stands for, still open for answers, or invalid_public_link, which tells
 * nothing: unknown, cancelled, expired and already answered alike. Limited per address and per link.
 */
async function openByLink(publicId: string, ctx: TRequestContext): Promise<TStoredTaxForm> {
  const linkHash = hashLink(publicId);
  await countAttempt(PER_ADDRESS, ctx.sourceIp, 'publicId');
  await countAttempt(PER_LINK, linkHash, 'publicId');
  const link = await FormLinkEntity.get({ linkHash }, { consistent: true });
  const now = new Date().toISOString();
  if (!link || link.expiresAt <= now) throw invalidLink();
  const form = await TaxFormEntity.get({ id: link.formId }, { consistent: true });
  if (!form || form.linkHash !== linkHash || form.status !== 'REQUESTED' || form.expiresAt <= now) throw invalidLink();
  // The filler's steps belong on the asking company's chain.
  ctx.audit.consumer = partyForWorkspace(form.workspaceId);
  Object.assign(ctx.audit.props, { formId: form.id, kind: form.kind });
  return form;
}

export async function openPublicForm(input: { publicId: string }, ctx: TRequestContext): Promise<TPublicForm> {
  const form = await openByLink(input.publicId, ctx);
  const { kind, variant, revision, status, requesterName, name, email, expiresAt } = form;
  return { kind, variant, revision, status, requesterName, name, email, expiresAt };
}

/** Each form's renderer, a chunk of its own, loaded on its first answer and kept. */
const renderers = {
  W9: lazy(() => import('./forms/w9-pdf.js')),
  W4: lazy(() => import('./forms/w4-pdf.js')),
  IT2104: lazy(() => import('./forms/it2104-pdf.js')),
};

type TAnswered = { kind: 'W9'; answers: TW9Answers } | { kind: 'W4'; answers: TW4Answers } | { kind: 'IT2104'; answers: TIt2104Answers };

const FORM_LABELS = { W9: 'W-9', W4: 'W-4', IT2104: 'IT-2104' } as const;
const fullName = (a: { firstName: string; middleInitial: string; lastName: string }) => [a.firstName, a.middleInitial, a.lastName].filter(Boolean).join(' ');

/** The form's PDF, its signature box, the filler's name and what the form keeps, per kind. */
async function rendition(form: TStoredTaxForm, answered: TAnswered, ctx: TRequestContext) {
  if (answered.kind === 'W9') {
    const { renderW9 } = await renderers.W9();
    const rendered = await renderW9(answered.answers, { requesterName: form.requesterName, timeZone: ctx.timeZone });
    return { rendered, name: answered.answers.name, kept: { w9: answered.answers } };
  }
  if (answered.kind === 'W4') {
    const { renderW4 } = await renderers.W4();
    const rendered = await renderW4(answered.answers, { employerName: form.requesterName, timeZone: ctx.timeZone });
    return { rendered, name: fullName(answered.answers), kept: { w4: answered.answers } };
  }
  const { renderIt2104 } = await renderers.IT2104();
  const rendered = await renderIt2104(answered.answers, { employerName: form.requesterName, timeZone: ctx.timeZone });
  return { rendered, name: fullName(answered.answers), kept: { it2104: answered.answers } };
}

/** A person's W-9 link takes an individual or a single-member LLC; a company's, an entity. */
function checkVariant(form: TStoredTaxForm, answered: TAnswered): void {
  if (answered.kind !== 'W9') return;
  const { classification } = answered.answers;
  if (form.variant === 'PERSON' && !['INDIVIDUAL', 'LLC'].includes(classification)) {
    throw new AppError('invalid_request', { param: 'answers.classification', message: 'This link asks for a person’s W-9' });
  }
  if (form.variant === 'COMPANY' && classification === 'INDIVIDUAL') {
    throw new AppError('invalid_request', { param: 'answers.classification', message: 'This link asks for a company’s W-9' });
  }
}

/**
 * A form's answers: rendered into the official form (functions/documents/services/forms/), stored as
 * the original of a signable document of the company whose one signer is the filler, with the
 * signature box on the form's "Sign Here" line; the form keeps the answers and the document's id,
 * and its link is spent. All in one transaction; the filler goes on to sign with the returned link.
 */
export async function submitForm(publicId: string, answered: TAnswered, ctx: TRequestContext): Promise<{ signPublicId: string }> {
  const form = await openByLink(publicId, ctx);
  if (form.kind !== answered.kind) throw invalidLink();
  checkVariant(form, answered);
  const { rendered, name, kept } = await rendition(form, answered, ctx);
  const { pages, sha256 } = await inspectPdf(rendered.bytes);
  const now = new Date();
  const documentId = newId();
  const originalKey = `ws/${form.workspaceId}/signable/${documentId}/original.pdf`;
  await putPdf(originalKey, rendered.bytes);
  const link = mintLink();
  const expiresAt = new Date(Math.max(Date.parse(form.expiresAt), now.getTime() + MIN_SIGNING_MS)).toISOString();
  const signer = { id: 'filler', name, email: form.email, status: 'SENT' as const, sentAt: now.toISOString(), linkHash: link.linkHash };
  const label = FORM_LABELS[answered.kind];
  const doc: TStoredSignable = {
    id: documentId,
    workspaceId: form.workspaceId,
    title: `Form ${label} (${form.revision}): ${name}`,
    status: 'SENT',
    fileName: `${label} ${name}.pdf`.replace(/[\\/:*?"<>|]/g, '_'),
    pages,
    labels: [{ id: 'signature', type: 'SIGNATURE', requirement: 'REQUIRED', signerId: signer.id, ...rendered.signature }],
    signers: [signer],
    originalSha256: sha256,
    originalKey,
    linkDays: Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY_MS),
    createdAt: now.toISOString(),
    sentAt: now.toISOString(),
    expiresAt,
    createdBy: form.createdBy,
    senderName: form.requesterName,
    formId: form.id,
    version: 0,
  };
  const filled: TStoredTaxForm = { ...form, ...kept, status: 'FILLED', filledAt: now.toISOString(), documentId, linkHash: undefined };
  Object.assign(ctx.audit.props, { documentId, originalSha256: sha256 });
  try {
    await ctx.transact([
      versionedFormPut(form, filled),
      FormLinkEntity.deleteOp({ linkHash: form.linkHash! }),
      SignableEntity.putOp(doc, { ifNotExists: true }),
      SignLinkEntity.putOp({ linkHash: link.linkHash, documentId, signerId: signer.id, expiresAt }, { ifNotExists: true }),
      ...inboxOps(doc, { create: true }),
    ]);
  } catch (error) {
    // Another submit of the same link won: this one changed nothing.
    if (conditionFailed(error)) throw new AppError('invalid_state', { param: 'publicId' });
    throw error;
  }
  return { signPublicId: link.publicId };
}

/**
 * The form's move when its document completes or is declined, joined to the engine's transaction
 * (functions/documents/services/signing.ts): SIGNED (indexed for the payroll-facing service) or
 * DECLINED. A document made from no form adds nothing.
 */
export async function formCompletionOps(doc: TStoredSignable): Promise<TTransactItem[]> {
  if (!doc.formId || (doc.status !== 'SIGNED' && doc.status !== 'DECLINED')) return [];
  const form = await TaxFormEntity.get({ id: doc.formId }, { consistent: true });
  if (!form || form.status !== 'FILLED' || form.documentId !== doc.id) return [];
  const signedAt = doc.signers[0]?.signedAt ?? doc.completedAt;
  const next: TStoredTaxForm =
    doc.status === 'SIGNED'
      ? { ...form, status: 'SIGNED', signedAt, year: Number((signedAt ?? form.createdAt).slice(0, 4)) }
      : { ...form, status: 'DECLINED' };
  return [versionedFormPut(form, next)];
}
