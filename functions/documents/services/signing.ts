/**
 * The signer's side (docs/decisions/0024-signable-documents.md): open, consent, sign, decline,
 * reached through the emailed link (public) or signed in (the account whose email was named).
 * A signer only ever sees and fills their own boxes. Every step is one transaction on the document
 * item conditioned on the version read, with its event on the sender workspace's chain; the last
 * signature builds and stores the signed PDF before that transaction, so a document completes once.
 */
import { newId } from '../../../shared/core/ids.js';
import type { TPageQuery } from '../../../shared/core/pagination.js';
import type { TConsentRequest, TLabelValue, TSigningView, TSignRequest } from '../../../shared/documents/documents.schema.js';
import { CURRENT_CONSENT_VERSION, consentText } from '../../../shared/documents/esign-consent.js';
import { partyForWorkspace, writeAudit } from '../../core/audit.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { untilCommitted } from '../../core/races.js';
import { SignableEntity, versionedUpdate, SignedHashEntity, SignerValuesEntity, SignInboxEntity, type TStep, type TStoredSignable, type TStoredSigner } from '../data/documents.entities.js';
import { inboxOps, notifySender } from './deliver.js';
import { formCompletionOps } from './form-submit.js';
import { discardPdf, invalidLink, presignPdf, putPdf, readPdf, resolveLink } from './links.js';
import { buildSignedPdf } from './signed-pdf.js';

/** How the signer reached the document. */
export type TSignerRef = { via: 'LINK'; publicId: string } | { via: 'ACCOUNT'; documentId: string };

interface TLocated {
  doc: TStoredSignable;
  signer: TStoredSigner;
}

const OPEN_STATUSES = new Set(['SENT', 'PARTIALLY_SIGNED']);

/**
 * The document and the caller's signer entry, or 40035 invalid_public_link, which tells nothing of
 * the document: unknown, replaced, expired, cancelled, declined or completed alike.
 */
async function locate(ref: TSignerRef, ctx: TRequestContext): Promise<TLocated> {
  let doc: TStoredSignable | undefined;
  let signer: TStoredSigner | undefined;
  if (ref.via === 'LINK') {
    const link = await resolveLink(ref.publicId, ctx.sourceIp);
    doc = await SignableEntity.get({ id: link.documentId }, { consistent: true });
    signer = doc?.signers.find((s) => s.id === link.signerId && s.linkHash === link.linkHash);
  } else {
    const email = principalOf(ctx).email;
    doc = await SignableEntity.get({ id: ref.documentId }, { consistent: true });
    signer = doc?.signers.find((s) => s.email === email && s.status !== 'ASSIGNED');
  }
  if (!doc || !signer || !OPEN_STATUSES.has(doc.status) || (doc.expiresAt ?? '') <= new Date().toISOString()) throw invalidLink();
  // The step belongs on the sender workspace's chain, whoever the caller is.
  ctx.audit.consumer = partyForWorkspace(doc.workspaceId);
  Object.assign(ctx.audit.props, { documentId: doc.id, signerId: signer.id, via: ref.via });
  return { doc, signer };
}

function stepOf(ctx: TRequestContext): TStep {
  return { at: new Date().toISOString(), ip: ctx.sourceIp, userAgent: ctx.userAgent ?? 'unknown', timeZone: ctx.timeZone };
}


const withSigner = (doc: TStoredSignable, next: TStoredSigner): TStoredSignable => ({
  ...doc,
  signers: doc.signers.map((s) => (s.id === next.id ? next : s)),
});

/** A SENT signer's first view: OPENED, when and from where, and how they came. */
function opened(signer: TStoredSigner, ref: TSignerRef, ctx: TRequestContext): TStoredSigner {
  return signer.status === 'SENT' ? { ...signer, status: 'OPENED', via: ref.via, openedAt: new Date().toISOString(), opened: stepOf(ctx) } : signer;
}

export async function openSigning(ref: TSignerRef, ctx: TRequestContext): Promise<TSigningView> {
  const { doc, signer } = await untilCommitted(async () => {
    const found = await locate(ref, ctx);
    if (found.signer.status !== 'SENT') return found;
    const next = opened(found.signer, ref, ctx);
    const doc = withSigner(found.doc, next);
    ctx.audit.event = 'SIGNABLE_OPENED';
    await ctx.transact([versionedUpdate(found.doc, { signers: doc.signers }), ...inboxOps(doc)]);
    return { doc: { ...doc, version: doc.version + 1 }, signer: next };
  });
  const { url } = await presignPdf(doc.originalKey, doc.fileName, 'inline');
  return {
    documentId: doc.id,
    title: doc.title,
    senderName: doc.senderName,
    status: doc.status,
    signer: { id: signer.id, name: signer.name, email: signer.email, status: signer.status, consentedAt: signer.consentedAt, signedAt: signer.signedAt },
    pages: doc.pages,
    // Only the signer's own boxes, and not the ones the sender marked IGNORED.
    labels: doc.labels.filter((l) => l.signerId === signer.id && l.requirement !== 'IGNORED').map(({ signerId: _s, ...l }) => l),
    originalUrl: url,
    expiresAt: doc.expiresAt,
    consentVersion: CURRENT_CONSENT_VERSION,
  };
}

export async function consentToSign(ref: TSignerRef, input: TConsentRequest, ctx: TRequestContext): Promise<{ ok: true }> {
  const text = consentText(input.version, input.language);
  if (!text) throw new AppError('invalid_request', { param: 'version', message: 'Unknown disclosure version' });
  await untilCommitted(async () => {
    const found = await locate(ref, ctx);
    if (found.signer.status !== 'SENT' && found.signer.status !== 'OPENED') throw new AppError('invalid_state', { param: 'status' });
    const step = stepOf(ctx);
    const next: TStoredSigner = {
      ...opened(found.signer, ref, ctx),
      consentedAt: step.at,
      consented: step,
      consentVersion: input.version,
      consentLanguage: input.language,
      consentText: text,
    };
    const doc = withSigner(found.doc, next);
    Object.assign(ctx.audit.props, { consentVersion: input.version, consentLanguage: input.language });
    await ctx.transact([versionedUpdate(found.doc, { signers: doc.signers }), ...inboxOps(doc)]);
  });
  return { ok: true };
}

/** The values must be the signer's own non-ignored boxes, once each, of the box's kind; every REQUIRED one filled. */
function checkValues(doc: TStoredSignable, signer: TStoredSigner, values: TLabelValue[]): void {
  const own = new Map(doc.labels.filter((l) => l.signerId === signer.id && l.requirement !== 'IGNORED').map((l) => [l.id, l]));
  const seen = new Set<string>();
  values.forEach((v, i) => {
    const label = own.get(v.labelId);
    if (!label || seen.has(v.labelId) || label.type !== v.kind) {
      throw new AppError('invalid_request', { param: `values.${i}.labelId`, message: 'This field is not yours to fill' });
    }
    seen.add(v.labelId);
  });
  const missing = [...own.values()].find((l) => l.requirement === 'REQUIRED' && !seen.has(l.id));
  if (missing) throw new AppError('required_field_empty', { param: missing.id, fieldErrors: { [missing.id]: [`page ${missing.pageNumber}`] } });
}

export async function signDocument(ref: TSignerRef, input: TSignRequest, ctx: TRequestContext) {
  const result = await untilCommitted(async () => {
    const found = await locate(ref, ctx);
    const { doc: read, signer } = found;
    if (signer.status !== 'SENT' && signer.status !== 'OPENED') throw new AppError('invalid_state', { param: 'status' });
    if (!signer.consentedAt) throw new AppError('invalid_state', { param: 'consent', message: 'Agree to use electronic records and signatures first' });
    checkValues(read, signer, input.values);
    const step = stepOf(ctx);
    const next: TStoredSigner = { ...opened(signer, ref, ctx), status: 'SIGNED', signedAt: step.at, finished: step };
    const doc = withSigner(read, next);
    const valuesOp = SignerValuesEntity.putOp({ documentId: doc.id, signerId: signer.id, values: input.values });
    if (!doc.signers.every((s) => s.status === 'SIGNED')) {
      const partial = { ...doc, status: 'PARTIALLY_SIGNED' as const };
      await ctx.transact([versionedUpdate(read, { status: 'PARTIALLY_SIGNED', signers: doc.signers }), valuesOp, ...inboxOps(partial)]);
      return { doc: partial, completed: false };
    }
    return { doc: await complete(read, doc, { signerId: signer.id, values: input.values }, step, valuesOp, ctx), completed: true };
  });
  if (result.completed) await afterCompletion(result.doc, ctx);
  return { status: result.doc.status, signerStatus: 'SIGNED' as const };
}

/**
 * The last signature: the signed PDF is built from every signer's values and stored under a key of
 * its own (never overwritten), then one transaction records the signature, SIGNED, the file and its
 * hashes, and the verification record. If that transaction loses a race the object is discarded and
 * the attempt starts over, so exactly one signed file is ever referenced.
 */
async function complete(
  read: TStoredSignable,
  doc: TStoredSignable,
  own: { signerId: string; values: TLabelValue[] },
  step: TStep,
  valuesOp: TTransactItem,
  ctx: TRequestContext,
): Promise<TStoredSignable> {
  const others = await queryAll(SignerValuesEntity, { pk: `SIGNDOC#${doc.id}`, skBeginsWith: 'VALUES#' }, 50);
  const values = [...others.filter((v) => v.signerId !== own.signerId).flatMap((v) => v.values), ...own.values];
  const built = await buildSignedPdf({ original: await readPdf(doc.originalKey), doc, values, completedAt: step });
  const signedKey = `ws/${doc.workspaceId}/signable/${doc.id}/signed-${newId()}.pdf`;
  await putPdf(signedKey, built.bytes);
  const done: TStoredSignable = {
    ...doc,
    status: 'SIGNED',
    completedAt: step.at,
    signedKey,
    signedSha256: built.sha256,
    contentSha256: built.contentSha256,
  };
  Object.assign(ctx.audit.props, { completed: true, originalSha256: doc.originalSha256, contentSha256: built.contentSha256, signedSha256: built.sha256 });
  try {
    await ctx.transact([
      versionedUpdate(read, { status: 'SIGNED', signers: done.signers, completedAt: step.at, signedKey, signedSha256: built.sha256, contentSha256: built.contentSha256 }),
      valuesOp,
      SignedHashEntity.putOp(
        { sha256: built.sha256, documentId: doc.id, completedAt: step.at, signers: done.signers.map((s) => ({ name: s.name, signedAt: s.signedAt! })) },
        { ifNotExists: true },
      ),
      ...inboxOps(done),
      ...(await formCompletionOps(done)),
    ]);
  } catch (error) {
    await discardPdf(signedKey);
    throw error;
  }
  return done;
}

/** COMPLETED on the chain (after the commit, as its own event), and the sender told. */
async function afterCompletion(doc: TStoredSignable, ctx: TRequestContext): Promise<void> {
  try {
    await writeAudit({ ...ctx.audit, event: 'SIGNABLE_COMPLETED', props: { ...ctx.audit.props }, recorded: false }, true);
  } catch (error) {
    logger.error('Could not write the completion audit event', { error, documentId: doc.id });
  }
  await notifySender(doc, 'DOCUMENT_COMPLETED');
}

export async function declineDocument(ref: TSignerRef, input: { reason: string }, ctx: TRequestContext) {
  const { doc, signer } = await untilCommitted(async () => {
    const found = await locate(ref, ctx);
    if (found.signer.status !== 'SENT' && found.signer.status !== 'OPENED') throw new AppError('invalid_state', { param: 'status' });
    const step = stepOf(ctx);
    const next: TStoredSigner = { ...opened(found.signer, ref, ctx), status: 'DECLINED', declinedAt: step.at, declineReason: input.reason, finished: step };
    // One refusal ends the document for everyone: the others' links stop working.
    const doc = { ...withSigner(found.doc, next), status: 'DECLINED' as const };
    await ctx.transact([versionedUpdate(found.doc, { status: 'DECLINED', signers: doc.signers }), ...inboxOps(doc), ...(await formCompletionOps(doc))]);
    return { doc, signer: next };
  });
  await notifySender(doc, 'DOCUMENT_DECLINED', signer);
  return { status: doc.status, signerStatus: signer.status };
}

/** The `own` list: documents sent to the caller's email, newest first (one Query of their inbox rows). */
export async function listOwnSignable(query: TPageQuery, ctx: TRequestContext) {
  const page = await SignInboxEntity.query({ pk: `SIGNINBOX#${principalOf(ctx).email}`, skBeginsWith: 'SIGNDOC#', newestFirst: true, limit: query.size, cursor: query.cursor });
  return {
    data: page.data.map(({ email: _e, signerId: _s, ...row }) => row),
    nextCursor: page.nextCursor,
  };
}
