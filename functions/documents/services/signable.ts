/**
 * The sender's side of signable documents (docs/decisions/0024-signable-documents.md): create from
 * an uploaded PDF, edit the draft, send, remind, cancel, download. Every write is one transaction
 * with its audit event, conditioned on the document's version or status.
 */
import { newId } from '../../../shared/core/ids.js';
import {
  DEFAULT_LINK_DAYS,
  type TCreateSignableRequest,
  type TSignableDocument,
  type TSignableSummary,
  type TUpdateSignableRequest,
} from '../../../shared/documents/documents.schema.js';
import type { TPageQuery } from '../../../shared/core/pagination.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError, notFound } from '../../core/errors.js';
import { conditionFailed, type TRequestContext, workspaceOf } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { readFileContent } from '../../files/services/files.js';
import { getWorkspace } from '../../workspaces/services/workspaces.js';
import { SignableEntity, versionedUpdate, SignLinkEntity, type TStoredSignable, type TStoredSigner } from '../data/documents.entities.js';
import { inboxOps, notifySigners, requestMail } from './deliver.js';
import { mintLink, presignPdf, putPdf } from './links.js';
import { inspectPdf } from './signed-pdf.js';

const DAY_MS = 86_400_000;
const REMIND_INTERVAL_MS = 10 * 60_000;

/** What the sender sees: the stored document without keys, hashes of links or signers' trails. */
export function senderView(doc: TStoredSignable): TSignableDocument {
  const { workspaceId: _w, senderName: _s, createdBy: _c, originalKey: _o, signedKey: _k, contentSha256: _h, formId: _f, ...rest } = doc;
  return {
    ...rest,
    signers: doc.signers.map(({ linkHash: _l, opened: _op, consented: _co, finished: _f, consentText: _t, consentLanguage: _cl, consentVersion: _cv, ...s }) => s),
  };
}

function summaryOf(doc: TStoredSignable): TSignableSummary {
  const { id, title, status, createdAt, sentAt, expiresAt, completedAt } = doc;
  return { id, title, status, createdAt, sentAt, expiresAt, completedAt, signers: doc.signers.map(({ id: sid, name, email, status: st }) => ({ id: sid, name, email, status: st })) };
}

/** The workspace's document, read consistently; another workspace's id is simply not found. */
async function owned(ctx: TRequestContext, id: string): Promise<TStoredSignable> {
  const doc = await SignableEntity.get({ id }, { consistent: true });
  if (!doc || doc.workspaceId !== workspaceOf(ctx)) throw notFound('id');
  ctx.audit.props.documentId = doc.id;
  return doc;
}


export async function createSignable(input: TCreateSignableRequest, ctx: TRequestContext): Promise<TSignableDocument> {
  const workspaceId = workspaceOf(ctx);
  const { meta, bytes } = await readFileContent({ workspaceId, id: input.fileId });
  if (meta.extension !== 'pdf') throw new AppError('file_type_not_allowed', { param: 'fileId' });
  const { pages, sha256 } = await inspectPdf(bytes);
  const id = newId();
  // The document keeps its own copy of the bytes it hashed: the upload's presigned PUT may still be
  // live for a few minutes, and the original must stay what was hashed.
  const originalKey = `ws/${workspaceId}/signable/${id}/original.pdf`;
  await putPdf(originalKey, bytes);
  const workspace = await getWorkspace({ workspaceId });
  const doc: TStoredSignable = {
    id,
    workspaceId,
    title: input.title,
    status: 'CREATED',
    fileName: meta.fileName,
    pages,
    labels: [],
    signers: [],
    originalSha256: sha256,
    originalKey,
    linkDays: input.linkDays ?? DEFAULT_LINK_DAYS,
    createdAt: new Date().toISOString(),
    createdBy: ctx.principal?.userId ?? '',
    senderName: workspace.name,
    version: 0,
  };
  Object.assign(ctx.audit.props, { documentId: id, fileId: meta.id, originalSha256: sha256, pages: pages.length });
  await ctx.transact([SignableEntity.putOp(doc, { ifNotExists: true })]);
  return senderView(doc);
}

export async function listSignable(query: TPageQuery, ctx: TRequestContext) {
  const page = await SignableEntity.query({
    index: 'GSI1',
    pk: `WS#${workspaceOf(ctx)}`,
    skBeginsWith: 'SIGNDOC#',
    newestFirst: true,
    limit: query.size,
    cursor: query.cursor,
  });
  return { data: page.data.map(summaryOf), nextCursor: page.nextCursor };
}

export async function getSignable(input: { id: string }, ctx: TRequestContext) {
  return senderView(await owned(ctx, input.id));
}

/** Boxes must name a signer of the draft and a page of the file; ids and emails are unique. */
function checkDraft(doc: TStoredSignable, input: TUpdateSignableRequest): void {
  const signerIds = new Set(input.signers.map((s) => s.id));
  if (signerIds.size !== input.signers.length) throw new AppError('invalid_request', { param: 'signers', message: 'Signer ids must be unique' });
  if (new Set(input.signers.map((s) => s.email)).size !== input.signers.length) {
    throw new AppError('invalid_request', { param: 'signers', message: 'Each signer needs an email of their own' });
  }
  if (new Set(input.labels.map((l) => l.id)).size !== input.labels.length) throw new AppError('invalid_request', { param: 'labels', message: 'Field ids must be unique' });
  input.labels.forEach((l, i) => {
    if (!signerIds.has(l.signerId)) throw new AppError('invalid_request', { param: `labels.${i}.signerId`, message: 'The field names no signer of this document' });
    if (l.pageNumber > doc.pages.length) throw new AppError('invalid_request', { param: `labels.${i}.pageNumber`, message: 'The document has no such page' });
  });
}

export async function updateSignable(input: { id: string } & TUpdateSignableRequest, ctx: TRequestContext) {
  const doc = await owned(ctx, input.id);
  if (doc.status !== 'CREATED') throw new AppError('invalid_state', { param: 'status' });
  if (doc.version !== input.version) throw new AppError('version_conflict', { param: 'version' });
  checkDraft(doc, input);
  const signers: TStoredSigner[] = input.signers.map((s) => ({ ...s, status: 'ASSIGNED' }));
  const next = { title: input.title, linkDays: input.linkDays, signers, labels: input.labels };
  Object.assign(ctx.audit.props, { signers: signers.length, labels: input.labels.length });
  try {
    await ctx.transact([versionedUpdate(doc, next)]);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('version_conflict', { param: 'version' });
    throw error;
  }
  return senderView({ ...doc, ...next, version: doc.version + 1 });
}

export async function sendSignable(input: { id: string }, ctx: TRequestContext) {
  const doc = await owned(ctx, input.id);
  if (doc.status !== 'CREATED') throw new AppError('invalid_state', { param: 'status' });
  const required = (signerId: string) => doc.labels.some((l) => l.signerId === signerId && l.requirement === 'REQUIRED');
  if (!doc.signers.length || !doc.signers.every((s) => required(s.id))) throw new AppError('signers_incomplete', { param: 'signers' });
  const now = new Date();
  const sentAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + doc.linkDays * DAY_MS).toISOString();
  const links = doc.signers.map(() => mintLink());
  const signers: TStoredSigner[] = doc.signers.map((s, i) => ({ ...s, status: 'SENT', sentAt, linkHash: links[i]!.linkHash }));
  const sent: TStoredSignable = { ...doc, status: 'SENT', sentAt, expiresAt, signers, version: doc.version + 1 };
  const mails = signers.map((s, i) => requestMail(sent, s, links[i]!.publicId));
  const ops: TTransactItem[] = [
    versionedUpdate(doc, { status: 'SENT', sentAt, expiresAt, signers }),
    ...signers.map((s) => SignLinkEntity.putOp({ linkHash: s.linkHash!, documentId: doc.id, signerId: s.id, expiresAt }, { ifNotExists: true })),
    ...inboxOps(sent, { create: true }),
    ...mails.flatMap((m) => m.ops),
  ];
  Object.assign(ctx.audit.props, { signers: signers.map((s) => s.id), expiresAt, originalSha256: doc.originalSha256 });
  await untilCommitted(() => ctx.transact(ops), 1);
  await Promise.all(mails.map((m) => m.send()));
  await notifySigners(sent, signers);
  return senderView(sent);
}

export async function remindSigner(input: { id: string; signerId: string }, ctx: TRequestContext) {
  return untilCommitted(async () => {
    const doc = await owned(ctx, input.id);
    if (doc.status !== 'SENT' && doc.status !== 'PARTIALLY_SIGNED') throw new AppError('invalid_state', { param: 'status' });
    const signer = doc.signers.find((s) => s.id === input.signerId);
    if (!signer) throw notFound('signerId');
    if (signer.status !== 'SENT' && signer.status !== 'OPENED') throw new AppError('invalid_state', { param: 'signerId' });
    if (signer.remindedAt && Date.now() - Date.parse(signer.remindedAt) < REMIND_INTERVAL_MS) throw new AppError('too_many_attempts', { param: 'signerId' });
    const link = mintLink();
    const remindedAt = new Date().toISOString();
    const signers = doc.signers.map((s) => (s.id === signer.id ? { ...s, linkHash: link.linkHash, remindedAt } : s));
    const next = { ...doc, signers, version: doc.version + 1 };
    const mail = requestMail(next, signer, link.publicId);
    ctx.audit.props.signerId = signer.id;
    await ctx.transact([
      versionedUpdate(doc, { signers }),
      // The new link replaces the old one: a forwarded old email stops working.
      ...(signer.linkHash ? [SignLinkEntity.deleteOp({ linkHash: signer.linkHash })] : []),
      SignLinkEntity.putOp({ linkHash: link.linkHash, documentId: doc.id, signerId: signer.id, expiresAt: doc.expiresAt! }, { ifNotExists: true }),
      ...mail.ops,
    ]);
    await mail.send();
    return senderView(next);
  });
}

export async function cancelSignable(input: { id: string }, ctx: TRequestContext) {
  return untilCommitted(async () => {
    const doc = await owned(ctx, input.id);
    if (!['CREATED', 'SENT', 'PARTIALLY_SIGNED'].includes(doc.status)) throw new AppError('invalid_state', { param: 'status' });
    const cancelledAt = new Date().toISOString();
    const next: TStoredSignable = { ...doc, status: 'CANCELLED', cancelledAt, version: doc.version + 1 };
    await ctx.transact([versionedUpdate(doc, { status: 'CANCELLED', cancelledAt }), ...(doc.sentAt ? inboxOps(next) : [])]);
    return senderView(next);
  });
}

export async function downloadSignable(input: { id: string; kind: 'original' | 'signed' }, ctx: TRequestContext) {
  const doc = await owned(ctx, input.id);
  if (input.kind === 'original') return presignPdf(doc.originalKey, doc.fileName, 'inline');
  if (doc.status !== 'SIGNED' || !doc.signedKey) throw new AppError('invalid_state', { param: 'kind', message: 'The document is not signed by everyone yet' });
  return presignPdf(doc.signedKey, `${doc.fileName.replace(/\.pdf$/i, '')} (signed).pdf`, 'attachment');
}
